import JSONCore
import Testing

@testable import LayoutEngine

/// Runs of rows taken whole (`PassReuse.TakenRow`): a pass notes the rows a stack placed one after the other that it
/// took whole, and the next pass takes them again as a run while each is placed as then (`PassReuse.takeRun`). The
/// nodes taken and what a pass records are the ordinary path's.
struct TakenRunsTests {
  /// Edits of one label keeping the form's maximum: each edit notes the runs of rows before and after the edited one,
  /// the later edits take them again as runs, take as many nodes whole as the first edit (which took each row through
  /// the ordinary path) and record what a fresh open records.
  @Test func editsOfOneLabelTakeTheRunsOfRowsAroundIt() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    var taken: [Int] = []
    for text in ["Row 30a:", "Row 30:", "Row 30b:", "Row 30:"] {
      try live.apply([.setText(node: "label-30", text: text)])
      let runs = try #require(live.memory.graph?.takenRuns)
      let lengths = runs.values.map(\.rows.count).sorted()
      #expect(lengths == [30, EditCostTests.rows - 31], "\(text): runs of \(lengths) rows")
      let edited = try FreshOpenOracleTests.expectFreshOpenRecords(live, label: "label-30 set to \(text)")
      taken.append(edited.takenCount)
    }
    #expect(taken.allSatisfy { $0 == taken[0] && $0 > 0 }, "nodes taken whole by each edit: \(taken)")
  }

  /// An edit of a row inside a run the previous pass noted: the rows before it are taken as a run, the edited row is
  /// placed, the rows after it are taken again as the rest of the run; an edit that changes the maximum places every
  /// row again. Every version records what a fresh open records.
  @Test func anEditInsideARunTakesTheRowsAroundItAsRuns() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    let edits = [
      (10, "Row 10a:"), (40, "Row 40a:"), (41, "Row 41a:"), (40, "Row 40:"),
      (20, "Password confirmation, a longer label:"), (20, "Row 20:"), (50, "Row 50a:"),
    ]
    for (step, (row, text)) in edits.enumerated() {
      try live.apply([.setText(node: "label-\(row)", text: text)])
      _ = try FreshOpenOracleTests.expectFreshOpenRecords(live, label: "edit \(step): label-\(row)")
    }
  }

  /// Rows whose reader holds several views (its content more than one node): the run's content is appended as one
  /// block, each reader's nodes where the previous pass had them. Every version records what a fresh open records.
  @Test func rowsWithSeveralReaderViewsAreTakenAsRuns() throws {
    let document = FreshOpenOracleTests.formWithReaderContent(rows: 40, cells: 3)
    var live = try LiveTree(json: document, environment: fixedAdvance)
    var taken: [Int] = []
    for (step, (row, text)) in [(2, "L2:"), (2, "Label 2:"), (2, "L2:"), (30, "L30:"), (2, "Label 2:")].enumerated() {
      try live.apply([.setText(node: "label-\(row)", text: text)])
      let edited = try FreshOpenOracleTests.expectFreshOpenRecords(live, label: "several reader views, edit \(step)")
      taken.append(edited.takenCount)
    }
    // Each edit takes the 39 other rows whole, with the 5 views of each one's reader content.
    #expect(taken.allSatisfy { $0 == taken[0] && $0 >= 39 * 5 }, "nodes taken whole by each edit: \(taken)")
  }
}
