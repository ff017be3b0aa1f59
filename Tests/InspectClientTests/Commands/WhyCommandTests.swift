import Testing

/// `inspect-client why` end to end: the daemon's `layout/explain` chain and summary, as text and as JSON.
@Suite(.serialized) struct WhyCommandTests {
  @Test func shorterLabelWidthAsText() throws {
    let run = try CLIRunner.run(["why", "Examples/SignInForm.json", "--node", "#user-label"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "why-user-label")
  }

  @Test func shorterLabelWidthAsJSON() throws {
    let run = try CLIRunner.run(["why", "Examples/SignInForm.json", "--node", "#user-label", "--json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "why-user-label-json")
  }

  @Test func badPointIsAUsageError() throws {
    let run = try CLIRunner.run(["why", "Examples/SignInForm.json", "--node", "#user-label", "--from", "one"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "why-bad-point")
  }

  @Test func selectorMatchingSeveralNodes() throws {
    let run = try CLIRunner.run(["why", "Examples/SignInForm.json", "--node", "Text"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "why-ambiguous")
  }
}
