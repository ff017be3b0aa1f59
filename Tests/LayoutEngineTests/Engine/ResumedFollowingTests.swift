import JSONCore
import Testing

@testable import LayoutEngine

/// `AnswerValidation.validate` resuming clean subviews: a subview that followed every call of a stack's
/// validated computation in the previous pass, and was then taken whole, follows the same calls again without
/// counting them one by one; when a later call is answered otherwise, the resumed subviews are counted again call by
/// call (`rollBack`). Either way a pass reuses as many answers and records what a fresh open records.
struct ResumedFollowingTests {
  /// Consecutive one-label edits keeping the form's maximum: the first counts each row's calls (the open's last pass
  /// validated nothing), the later ones resume the rows the edit before took whole. They reuse as many answers as the
  /// first, evaluate as many layers, and record what a fresh open records.
  @Test func resumedRowsReuseAsManyAnswersAsCountedOnes() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    var reused: [Int] = []
    var evaluations: [Int] = []
    for (row, text) in [(5, "Row 5a:"), (7, "Row 7b:"), (9, "Row 9c:"), (7, "Row 7:")] {
      try live.apply([.setText(node: "label-\(row)", text: text)])
      let pass = try #require(live.current.lastPass?.layout)
      #expect(live.current.passes.count == 1)
      reused.append(pass.reusedCount)
      evaluations.append(pass.measurementCount)
      try FreshOpenOracleTests.expectFreshOpenRecords(live, label: "label-\(row) set to \(text)")
    }
    #expect(reused.allSatisfy { $0 == reused[0] && $0 > 0 }, "answers reused by each edit: \(reused)")
    #expect(evaluations.allSatisfy { $0 == evaluations[0] }, "layers evaluated by each edit: \(evaluations)")
  }

  /// A stack whose rows resumed, then a row whose answer changes: validation stops at its first call, after calls of
  /// rows resumed before it were passed over, and the algorithm runs from the states counting them makes.
  @Test func aChangedAnswerAfterResumedRowsCountsTheirCallsAgain() throws {
    let document: JSONValue = [
      "proposal": ["width": 320, "height": 480],
      "root": [
        "view": "VStack", "id": "stack", "spacing": 2, "content": .array((0..<6).map(FreshOpenOracleTests.stackRow)),
      ],
    ]
    var live = try LiveTree(json: document, environment: fixedAdvance)
    let edits: [TreeEdit] = [
      // Kept sizes: the stack validates, every other row followed, then taken whole.
      .setText(node: "value-2", text: "2"), .setText(node: "value-4", text: "4"),
      // A row that wraps to a second line: the stack's validation stops at its first size, after resumed rows.
      .setText(node: "text-3", text: "Item three, a longer item that wraps to a second line"),
      .setText(node: "value-1", text: "5"),
      // Back to one line: stops again, at the same row.
      .setText(node: "text-3", text: "Item 3"), .setText(node: "value-0", text: "6"),
    ]
    try FreshOpenOracleTests.expectEditsValidateAndRecordWhatAFreshOpenRecords(&live, edits, label: "stack edit")
  }
}
