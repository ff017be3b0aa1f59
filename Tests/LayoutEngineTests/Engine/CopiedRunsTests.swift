import JSONCore
import Testing

@testable import LayoutEngine

/// Runs of rows the resolver copied as one block (`ResolutionCopies.CopiedRun`): a pass notes each run with its rows'
/// declarations and shared site, and the next pass copying the same rows again compares them with the note instead of
/// reading the previous rows' resolutions. What a pass resolves, copies and records is the ordinary path's.
struct CopiedRunsTests {
  /// Edits of one label: the second edit (the first whose previous pass copied the rows) notes the runs of rows before
  /// and after the edited one, and the later edits copy them again from the notes and note them again, resolving as
  /// many nodes as the second edit and recording what a fresh open records.
  @Test func editsOfOneLabelCopyTheRunsOfRowsAroundItFromTheNotes() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    var resolved: [Int] = []
    for (step, text) in ["Row 30a:", "Row 30:", "Row 30b:", "Row 30:", "Row 30c:"].enumerated() {
      try live.apply([.setText(node: "label-30", text: text)])
      let edited = try FreshOpenOracleTests.expectFreshOpenRecords(live, label: "label-30 set to \(text)")
      let runs = try #require(live.memory.graph?.copiedRuns)
      let lengths = runs.map(\.entries.count)
      // The first edit copies each row by itself (its previous pass, the open, copied nothing).
      #expect(lengths == (step == 0 ? [] : [30, EditCostTests.rows - 31]), "\(text): runs of \(lengths) rows")
      if step > 0 { resolved.append(edited.resolvedCount) }
    }
    #expect(resolved.allSatisfy { $0 == resolved[0] }, "nodes resolved by each edit: \(resolved)")
  }

  /// Edits moving from row to row: a noted run is copied up to the edited row and again after it, the parts at least
  /// `PassMemory.shortestNotedRun` rows long noted again, the shorter ones not, and the rows copied one by one later
  /// noted anew.
  /// Every version records what a fresh open records.
  @Test func editsInsideANotedRunSplitItAndRecordWhatAFreshOpenRecords() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    let edits = [
      (30, "Row 30a:"), (30, "Row 30:"), (40, "Row 40a:"), (45, "Row 45a:"), (30, "Row 30b:"), (0, "Password:"),
      (63, "Row 63a:"), (63, "Row 63:"), (20, "Password confirmation, a longer label:"), (20, "Row 20:"),
    ]
    for (step, (row, text)) in edits.enumerated() {
      try live.apply([.setText(node: "label-\(row)", text: text)])
      _ = try FreshOpenOracleTests.expectFreshOpenRecords(live, label: "edit \(step): label-\(row)")
      let runs = try #require(live.memory.graph?.copiedRuns)
      #expect(runs.allSatisfy { $0.entries.count >= PassMemory.shortestNotedRun })
      #expect(
        runs.allSatisfy { $0.declaredIDs.count == $0.entries.count && $0.declaredPaths.count == $0.entries.count })
    }
  }

  /// Rows whose reader holds several views: the runs are noted and copied again from the notes, and every version
  /// records what a fresh open records.
  @Test func rowsWithSeveralReaderViewsAreCopiedFromTheNotes() throws {
    let document = FreshOpenOracleTests.formWithReaderContent(rows: 40, cells: 3)
    var live = try LiveTree(json: document, environment: fixedAdvance)
    for (step, (row, text)) in [(2, "L2:"), (2, "Label 2:"), (2, "L2:"), (30, "L30:"), (2, "Label 2:")].enumerated() {
      try live.apply([.setText(node: "label-\(row)", text: text)])
      _ = try FreshOpenOracleTests.expectFreshOpenRecords(live, label: "several reader views, edit \(step)")
    }
    let runs = try #require(live.memory.graph?.copiedRuns)
    #expect(!runs.isEmpty)
  }
}
