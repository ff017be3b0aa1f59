import LayoutEngine
import Testing

/// Clean rows that follow the previous pass's calls while the form's stack sizes them (`FollowedLayers`)
/// and are then placed elsewhere make the state the ordinary path makes: every version records what a fresh open of
/// its document records.
struct FollowedLayersTests {
  /// A label edited to more lines, keeping the form's maximum width, makes its row taller: the rows after it are
  /// asked their spacing, priority and probes as before, then placed lower, so they are not taken whole; the rows
  /// before it are.
  @Test func rowsFollowedAndThenMovedRecordWhatAFreshOpenRecords() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    for (step, text) in ["Row 3\nsecond line", "Row 3:", "R\n3\n!"].enumerated() {
      try live.apply([.setText(node: "label-3", text: text)])
      let fresh = try #require(FreshOpenOracleTests.freshOpen(at: live))
      let edited = try #require(live.current.lastPass?.layout)
      let opened = try #require(fresh.current.lastPass?.layout)
      FreshOpenOracleTests.compare(edited, opened, label: "label-3 edit \(step)")
      #expect(edited.takenCount > 0, "label-3 edit \(step): no row taken whole")
    }
  }
}
