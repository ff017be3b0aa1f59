import JSONCore
import LayoutEngine
import Testing

/// `ZStack` (`swiftui-semantics.md` §3.4).
struct ZStackTests {
  private let children: JSONValue = [
    ["view": "Color", "id": "big", "modifiers": [["frame": ["width": 100, "height": 40]]]],
    ["view": "Color", "id": "small", "modifiers": [["frame": ["width": 20, "height": 60]]]],
  ]

  @Test func sizeIsTheLargestOfEachDimension() throws {
    let pass = try layout(document(["view": "ZStack", "id": "z", "content": children]))
    #expect(close(pass.size("z"), Size(width: 100, height: 60)))
    #expect(pass.layer("z", 0)?.widthRule == .zStackLargest(100))
  }

  @Test func childrenAlignOnASharedLine() throws {
    // Centre: the small one's centre (10, 30) on the line (50, 30): origin (40, 0); the big one (0, 10).
    let pass = try layout(document(["view": "ZStack", "id": "z", "content": children]))
    #expect(close(pass.node("small")?.outermost?.frameInParent ?? .zero, Rect(x: 40, y: 0, width: 20, height: 60)))
    #expect(close(pass.node("big")?.outermost?.frameInParent ?? .zero, Rect(x: 0, y: 10, width: 100, height: 40)))
    let leading = try layout(document(["view": "ZStack", "alignment": "bottomTrailing", "content": children]))
    #expect(close(leading.node("small")?.outermost?.frameInParent ?? .zero, Rect(x: 80, y: 0, width: 20, height: 60)))
  }

  @Test func onlyTheHighestPriorityChildrenDecideTheSize() throws {
    // §3.4.1: the low-priority child does not affect the size.
    let pass = try layout(
      document(
        [
          "view": "ZStack", "id": "z",
          "content": [
            ["view": "Color", "modifiers": [["frame": ["width": 100, "height": 40]]]],
            ["view": "Color", "modifiers": [["frame": ["width": 20, "height": 60]], ["layoutPriority": 1]]],
          ],
        ]))
    #expect(close(pass.size("z"), Size(width: 20, height: 60)))
  }

  @Test func emptyZStackIsZero() throws {
    let pass = try layout(document(["view": "ZStack", "id": "z"]))
    #expect(pass.size("z") == .zero)
  }
}
