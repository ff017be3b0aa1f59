import Testing

/// `inspect-client select` end to end.
@Suite(.serialized) struct SelectCommandTests {
  @Test func textsAsText() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "Text"])
    #expect(run.exitCode == 0)
    #expect(run.stdout == "user-label\npassword-label\n")
  }

  @Test func combinatorsAsJSON() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "HStack > Text", "--json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "select-child-json")
  }

  @Test func noMatchIsANote() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "Image"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "select-no-match")
  }

  @Test func invalidSelectorIsAUsageError() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "HStack >"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "select-invalid")
  }
}
