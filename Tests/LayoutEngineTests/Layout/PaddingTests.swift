import JSONCore
import LayoutEngine
import Testing

/// `padding` (`swiftui-semantics.md` §5.3).
struct PaddingTests {
  @Test func defaultPaddingIsSixteenOnEveryEdge() throws {
    let pass = try layout(
      document(["view": "Color", "id": "v", "modifiers": [["frame": ["width": 50, "height": 30]], ["padding": [:]]]]))
    #expect(close(pass.size("v"), Size(width: 82, height: 62)))  // D3: 50 + 32, 30 + 32
    #expect(close(pass.layer("v", 1)?.frameInParent ?? .zero, Rect(x: 16, y: 16, width: 50, height: 30)))
    #expect(pass.layer("v", 2)?.reads.contains(.environment(name: "defaultPadding", value: "16")) == true)
  }

  @Test func edgesAndLength() throws {
    let pass = try layout(
      document([
        "view": "Color", "id": "v",
        "modifiers": [["frame": ["width": 50, "height": 30]], ["padding": ["edges": "horizontal", "length": 5]]],
      ]))
    #expect(close(pass.size("v"), Size(width: 60, height: 30)))
    #expect(pass.layer("v", 2)?.widthRule == .paddingChildPlusInsets(child: 50, insets: 10, result: 60))
  }

  @Test func proposalShrinksByTheInsetsButNotBelowZero() throws {
    // §5.3.2: each specified dimension becomes max(0, p - insets); nil stays nil.
    let pass = try layout(
      document(["view": "Color", "id": "v", "modifiers": [["padding": 20]]], width: 30, height: nil))
    #expect(pass.layer("v", 0)?.proposal == ProposedViewSize(width: 0, height: nil))
    // The colour answers (0, 10); the padding adds 40 on each axis.
    #expect(close(pass.size("v"), Size(width: 40, height: 50)))
  }

  @Test func negativePaddingSubtracts() throws {
    // §5.3.3: the inset arithmetic still applies.
    let pass = try layout(
      document(["view": "Color", "id": "v", "modifiers": [["frame": ["width": 50, "height": 30]], ["padding": -5]]]))
    #expect(close(pass.size("v"), Size(width: 40, height: 20)))
    #expect(close(pass.layer("v", 1)?.frameInParent.minX ?? .nan, -5))
  }

  @Test func edgeInsets() throws {
    let pass = try layout(
      document([
        "view": "Color", "id": "v",
        "modifiers": [
          ["frame": ["width": 50, "height": 30]], ["padding": ["top": 1, "leading": 2, "bottom": 3, "trailing": 4]],
        ],
      ]))
    #expect(close(pass.size("v"), Size(width: 56, height: 34)))
    #expect(close(pass.layer("v", 1)?.frameInParent ?? .zero, Rect(x: 2, y: 1, width: 50, height: 30)))
  }
}
