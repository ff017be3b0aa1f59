import Testing

/// `inspect-client why` end to end. Until `layout/explain` is built the daemon answers `notImplemented`, and
/// the CLI must say so and exit 3; the snapshots then record the explanation once it exists
/// (`RECORD_SNAPSHOTS=1`).
@Suite(.serialized) struct WhyCommandTests {
  @Test func shorterLabelWidthAsText() throws {
    let run = try CLIRunner.run(["why", "Examples/SignInForm.json", "--node", "#user-label"])
    #expect(run.exitCode == 0 || run.exitCode == 3)
    Snapshot.assert(run.description, named: "why-user-label")
  }

  @Test func shorterLabelWidthAsJSON() throws {
    let run = try CLIRunner.run(["why", "Examples/SignInForm.json", "--node", "#user-label", "--json"])
    #expect(run.exitCode == 0 || run.exitCode == 3)
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
