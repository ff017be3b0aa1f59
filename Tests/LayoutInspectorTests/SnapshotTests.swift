import Foundation
import LayoutInspector
import Testing

@testable import LayoutInspector

/// Layout snapshots: stored beside the test in `__Snapshots__/SnapshotTests/`, compared on later runs, and a
/// difference explained by `layout/diff`.
@Suite struct SnapshotTests {
  @Test func theSignInFormMatchesItsSnapshot() async throws {
    let form = try await LayoutTree(file: ExampleTrees.signInForm)
    await form.expectSnapshot()
  }

  @Test func aChangedLayoutFailsWithWhatMovedAndTheLinesThatDiffer() async throws {
    // The stored snapshot is the form as opened; the longer label widens both labels' frames.
    let form = try await LayoutTree(file: ExampleTrees.signInForm)
    try await form.setText("#user-label", to: "Username:")
    await withKnownIssue {
      await form.expectSnapshot()
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      return message.hasPrefix(
        "The layout of SignInForm.json differs from "
          + "__Snapshots__/SnapshotTests/aChangedLayoutFailsWithWhatMovedAndTheLinesThatDiffer.layout.json:\n")
        && message.contains("nodes resized: #")
        && message.contains("1 text changed: #user-label \"User:\" → \"Username:\".")
        && message.contains("\n- ")
        && message.contains("\n+ ")
        && message.hasSuffix("If the change is intended, rewrite the snapshot with RECORD_LAYOUT_SNAPSHOTS=1.")
    }
  }

  @Test func snapshotFilesAreNamedAfterTheTest() {
    let file = SnapshotFile(filePath: "/tmp/Tests/FormTests.swift", function: "labelsLineUp()", name: "wide")
    #expect(file.url.path == "/tmp/Tests/__Snapshots__/FormTests/labelsLineUp.wide.layout.json")
    #expect(SnapshotFile.sanitized("test label widths(_:)") == "test_label_widths")
    let first = SnapshotFile(filePath: "/tmp/T.swift", function: "numbered()", name: nil)
    let second = SnapshotFile(filePath: "/tmp/T.swift", function: "numbered()", name: nil)
    #expect(first.relativePath == "__Snapshots__/T/numbered.layout.json")
    #expect(second.relativePath == "__Snapshots__/T/numbered.2.layout.json")
  }

  @Test func lineDiffsShowChangedLinesWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 5", with: "line five")
    #expect(
      LineDiff(from: old, to: new).text == """
        @@ -3 +3 @@
          line 3
          line 4
        - line 5
        + line five
          line 6
          line 7
        """)
    #expect(LineDiff(from: old, to: old).isEmpty)
  }
}
