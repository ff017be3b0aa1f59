import Foundation
import Testing

/// `inspect-client diff` and `layout --snapshot` end to end: the daemon's `layout/diff` and `layout/snapshot`,
/// as text and JSON, and the exit code a shell-based CI reads (1 when the sides differ).
@Suite(.serialized) struct DiffCommandTests {
  @Test func theUpdateLoopsChangesAsText() throws {
    let run = try CLIRunner.run(["diff", "Examples/SignInForm.json"])
    #expect(run.exitCode == 1)
    Snapshot.assert(run.description, named: "diff-passes")
  }

  @Test func twoTreesAsJSON() throws {
    let run = try CLIRunner.run([
      "diff", "Examples/SignInForm.json", "Examples/EqualSizedLabels.json", "--json",
    ])
    #expect(run.exitCode == 1)
    Snapshot.assert(run.description, named: "diff-trees-json")
  }

  @Test func aStoredSnapshotChecksTheLayout() throws {
    let snapshot = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--snapshot"])
    #expect(snapshot.exitCode == 0)
    Snapshot.assert(snapshot.description, named: "layout-snapshot")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-client-\(getpid()).layout.json")
    defer { try? FileManager.default.removeItem(at: path) }
    try Data(snapshot.stdout.utf8).write(to: path)
    let same = try CLIRunner.run(["diff", "Examples/SignInForm.json", "--snapshot", path.path])
    #expect(same.exitCode == 0, "\(same)")
    #expect(same.stdout.hasSuffix("no differences\n"))
    let changed = try CLIRunner.run([
      "diff", "Examples/SignInForm.json", "--snapshot", path.path, "--environment", "displayScale=2",
    ])
    #expect(changed.exitCode == 1, "\(changed)")
    #expect(changed.stdout.contains("79.333×20.333 → 79.5×20.5"))
  }

  @Test func aFileThatIsNotASnapshotIsAUsageError() throws {
    let run = try CLIRunner.run(["diff", "Examples/SignInForm.json", "--snapshot", "Examples/SignInForm.json"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("Examples/SignInForm.json is not a layout snapshot"), "\(run)")
    let both = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--snapshot", "--node", "Text"])
    #expect(both.exitCode == 2)
  }
}
