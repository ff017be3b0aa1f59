import Testing

@testable import LayoutEngine

/// `NodePositions`: a pass's records found by id, through an index of positions or through the resolved tree's index
/// of node indices and each node's position, none where a node has no record.
struct NodePositionsTests {
  @Test func positionsAreFoundByIDOrThroughEachNodesPosition() {
    let given = NodePositions(["root": 0, "a": 1])
    #expect(given["root"] == 0)
    #expect(given["a"] == 1)
    #expect(given["b"] == nil)
    // Node indices 0, 1, 2 at positions 2, none and 0; an index past the positions names no record.
    let through = NodePositions(["c": 0, "d": 1, "e": 2, "f": 3], through: [2, -1, 0])
    #expect(through["c"] == 2)
    #expect(through["d"] == nil)
    #expect(through["e"] == 0)
    #expect(through["f"] == nil)
    #expect(through["g"] == nil)
    #expect(NodePositions()["c"] == nil)
  }

  /// The equal-width form resolves each label's background content after its row (when the label is placed), so its
  /// records' order is not the resolved order: every record is found by its id, in the open's passes and after an
  /// edit, and so are the preference values each node reports.
  @Test func aPassFindsEveryRecordByItsIDWhereTheResolvedOrderDiffers() throws {
    let labels = ["Name:", "Password:", "E-mail:"]
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: labels), environment: fixedAdvance)
    var passes = live.versions.flatMap(\.passes).map(\.layout)
    try live.apply([.setText(node: "label-1", text: "Pass:")])
    passes.append(try live.last.layout)
    for pass in passes {
      for (position, record) in pass.nodes.enumerated() {
        #expect(pass.node(record.id)?.isShared(with: record) == true, "\(record.id) at \(position)")
      }
      #expect(pass.node("no such node") == nil)
      #expect(pass.nodes.contains { pass.preferences.value(of: "MaxLabelWidth", at: $0.id) != nil })
    }
  }
}
