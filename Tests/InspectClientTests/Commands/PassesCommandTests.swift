import Testing

/// `inspect-client passes` end to end.
@Suite(.serialized) struct PassesCommandTests {
  @Test func signInFormAsText() throws {
    let run = try CLIRunner.run(["passes", "Examples/SignInForm.json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "passes")
  }

  @Test func signInFormAsJSON() throws {
    let run = try CLIRunner.run(["passes", "Examples/SignInForm.json", "--json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "passes-json")
  }

  @Test func growingLabelAsText() throws {
    // The feedback loop of Examples/GrowingLabel.json: a non-settling timeline.
    let run = try CLIRunner.run(["passes", "Examples/GrowingLabel.json"])
    Snapshot.assert(run.description, named: "passes-growing-label")
  }
}
