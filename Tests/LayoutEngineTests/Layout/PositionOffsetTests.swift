import JSONCore
import LayoutEngine
import Testing

/// `offset` (§5.6) and `position` (§5.7).
struct PositionOffsetTests {
  @Test func offsetMovesTheContentNotTheLayout() throws {
    let pass = try layout(
      document(
        [
          "view": "HStack", "spacing": 0,
          "content": [
            [
              "view": "Color", "id": "moved",
              "modifiers": [["frame": ["width": 50, "height": 10]], ["offset": ["x": 7, "y": 3]]],
            ],
            ["view": "Color", "id": "next", "modifiers": [["frame": ["width": 50, "height": 10]]]],
          ],
        ], width: nil, height: nil))
    // The offset layer keeps its place; the neighbour is unaffected.
    #expect(close(pass.frame("moved"), Rect(x: 0, y: 0, width: 50, height: 10)))
    #expect(close(pass.frame("next").minX, 50))
    // What it holds is drawn (and seen by readers) 7 right and 3 down.
    #expect(close(pass.layer("moved", 1)?.frame ?? .zero, Rect(x: 7, y: 3, width: 50, height: 10)))
  }

  @Test func positionTakesTheProposalAndCentresItsChildThere() throws {
    let pass = try layout(
      document(
        [
          "view": "Color", "id": "dot",
          "modifiers": [["frame": ["width": 10, "height": 10]], ["position": ["x": 100, "y": 50]]],
        ], width: 300, height: 200))
    #expect(close(pass.size("dot"), Size(width: 300, height: 200)))
    #expect(close(pass.layer("dot", 1)?.frameInParent ?? .zero, Rect(x: 95, y: 45, width: 10, height: 10)))
    #expect(pass.layer("dot", 2)?.widthRule == .positionGreedy(300))
  }

  @Test func positionProposedNilTakesItsChildsLength() throws {
    let pass = try layout(
      document(
        [
          "view": "Color", "id": "dot",
          "modifiers": [["frame": ["width": 10, "height": 10]], ["position": ["x": 0, "y": 0]]],
        ], width: 300, height: nil))
    #expect(close(pass.size("dot"), Size(width: 300, height: 10)))
  }

  @Test func rightToLeftMirrorsPositionsInsideEachParent() throws {
    // An HStack of 30 and 50 in right-to-left: the first child is at the right.
    let tree: JSONValue = [
      "view": "HStack", "spacing": 0,
      "content": [
        ["view": "Color", "id": "first", "modifiers": [["frame": ["width": 30, "height": 10]]]],
        ["view": "Color", "id": "second", "modifiers": [["frame": ["width": 50, "height": 10]]]],
      ],
    ]
    var json = document(tree, width: nil, height: nil)
    guard case .object(var object) = json, case .object(var environment)? = object["environment"] else { return }
    environment["layoutDirection"] = "rightToLeft"
    object["environment"] = .object(environment)
    json = .object(object)
    let pass = try layout(json)
    #expect(close(pass.frame("first").minX, 50))
    #expect(close(pass.frame("second").minX, 0))
  }
}
