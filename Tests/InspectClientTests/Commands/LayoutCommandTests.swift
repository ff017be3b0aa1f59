import Foundation
import Testing

/// `inspect-client layout` end to end: the built CLI against the built daemon, compared with golden outputs.
/// The numbers come from the daemon's layout of `Examples/SignInForm.json` (the SF emulation measures the
/// labels); these tests pin how the CLI presents them, not the layout itself.
@Suite(.serialized) struct LayoutCommandTests {
  @Test func wholeTreeAsText() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "layout-tree")
  }

  @Test func wholeTreeAsJSON() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "layout-tree-json")
  }

  @Test func oneNodeAsText() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--node", "#user-label"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "layout-node")
  }

  @Test func oneNodeInTheFirstPassAsJSON() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--node=#user-label", "--pass", "1", "--json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "layout-node-pass1-json")
  }

  @Test func measurementsOfEveryText() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--node", "Text", "--measurements"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "layout-texts-measurements")
  }

  /// One expression that fails in each of five `ForEach` rows (and again in each pass) is one warning that counts
  /// the other rows, not ten warnings.
  @Test func aProblemRepeatedByForEachIsReportedOnce() throws {
    let tree = #"""
      {"root": {"view": "VStack", "content": [{"view": "ForEach", "data": "0..<5", "element": "i", "content": [
        {"view": "Text", "text": "Row \\(i)", "modifiers": [{"frame": {"width": "undefinedName"}}]}]}]}}
      """#
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-client-foreach-warning.json")
    try tree.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try CLIRunner.run(["layout", file.path])
    #expect(run.exitCode == 0)
    #expect(run.stderr.components(separatedBy: "warning:").count == 2)
    #expect(run.stderr.contains("and at 4 more nodes (root/ForEach0[1]/Text0, …)"))
  }

  @Test func bareIDSuggestsTheHash() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--node", "user-label"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "layout-bare-id")
  }

  @Test func environmentOverridesTheTree() throws {
    // At display scale 1 text sizes round up to whole points instead of thirds.
    let run = try CLIRunner.run([
      "layout", "Examples/SignInForm.json", "--environment", "displayScale=1", "--node", "#user-label",
    ])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "layout-environment-scale1")
  }
}
