import Testing

/// `inspect-client prefs` end to end.
@Suite(.serialized) struct PrefsCommandTests {
  @Test func everyWriterAsText() throws {
    let run = try CLIRunner.run(["prefs", "Examples/SignInForm.json", "--key", "MaxLabelWidth"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "prefs-writers")
  }

  @Test func everyWriterAsJSON() throws {
    let run = try CLIRunner.run(["prefs", "Examples/SignInForm.json", "--key", "MaxLabelWidth", "--json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "prefs-writers-json")
  }

  @Test func fromOneNodeInPassOne() throws {
    let run = try CLIRunner.run([
      "prefs", "Examples/SignInForm.json", "--key", "MaxLabelWidth", "--node", "#form", "--pass", "1",
    ])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "prefs-form-pass1")
  }

  @Test func fromOneNodeAsJSON() throws {
    let run = try CLIRunner.run([
      "prefs", "Examples/SignInForm.json", "--key", "MaxLabelWidth", "--node", "#user-label", "--json",
    ])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "prefs-user-label-json")
  }

  @Test func missingKeyIsAUsageError() throws {
    let run = try CLIRunner.run(["prefs", "Examples/SignInForm.json"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "prefs-missing-key")
  }

  @Test func keyNobodyWrites() throws {
    let run = try CLIRunner.run(["prefs", "Examples/SignInForm.json", "--key", "MaxLabelWdth"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "prefs-unknown-key")
  }
}
