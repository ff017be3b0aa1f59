import Testing

@testable import LayoutEngine

/// `LayerRoom`: the counts a pass's layers kept, found by node index and layer, and none where a layer kept nothing or
/// the counted pass had no such layer.
struct LayerRoomTests {
  @Test func countsAreFoundByNodeAndLayer() {
    var asked = LayoutGraph.LayerState()
    asked.sizingCalls = [.spacing, .priority, .spacing]
    var once = LayoutGraph.LayerState()
    once.sizingCalls = [.priority]
    let room = LayerRoom(states: LayoutGraph.NodeStates([[asked, LayoutGraph.LayerState()], [], [once]]))
    #expect(room.count(of: ResolvedLayerIndex(node: 0, layer: 0), .sizingCalls) == 3)
    #expect(room.count(of: ResolvedLayerIndex(node: 2, layer: 0), .sizingCalls) == 1)
    // Kept none: no room to give.
    #expect(room.count(of: ResolvedLayerIndex(node: 0, layer: 0), .answers) == nil)
    #expect(room.count(of: ResolvedLayerIndex(node: 0, layer: 1), .sizingCalls) == nil)
    // No such layer or node in the counted pass.
    #expect(room.count(of: ResolvedLayerIndex(node: 1, layer: 0), .sizingCalls) == nil)
    #expect(room.count(of: ResolvedLayerIndex(node: 2, layer: 1), .sizingCalls) == nil)
    #expect(room.count(of: ResolvedLayerIndex(node: 3, layer: 0), .sizingCalls) == nil)
    #expect(room.count(of: ResolvedLayerIndex(node: 0, layer: -1), .sizingCalls) == nil)
  }
}
