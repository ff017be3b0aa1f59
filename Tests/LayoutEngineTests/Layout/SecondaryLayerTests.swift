import JSONCore
import LayoutEngine
import Testing

/// `background` and `overlay` (`swiftui-semantics.md` §5.4).
struct SecondaryLayerTests {
  @Test func backgroundIsProposedThePrimarysSizeAndNeverChangesIt() throws {
    // The text is 42.667 x 20.667 (fixed advance); the background colour is proposed exactly that.
    let pass = try layout(
      document([
        "view": "Text", "id": "t", "text": "Hello", "modifiers": [["background": ["view": "Color", "id": "bg"]]],
      ]))
    #expect(close(pass.size("t"), Size(width: 42.666666666666664, height: pixels(62))))
    #expect(pass.node("bg")?.outermost?.proposal == ProposedViewSize(width: 42.666666666666664, height: pixels(62)))
    #expect(close(pass.frame("bg"), pass.frame("t")))
    #expect(
      pass.node("bg")?.outermost?.proposer.reason
        == .secondaryPrimarySize(Size(width: 42.666666666666664, height: pixels(62))))
    #expect(pass.node("bg")?.hostLayer == 1)
  }

  @Test func overlayLargerThanThePrimaryIsAlignedAndOverflows() throws {
    // A 100 x 100 overlay on a 50 x 30 view, bottom-trailing: its bottom-trailing corner on the view's.
    let pass = try layout(
      document(
        [
          "view": "Color", "id": "v",
          "modifiers": [
            ["frame": ["width": 50, "height": 30]],
            [
              "overlay": [
                "alignment": "bottomTrailing",
                "content": [["view": "Color", "id": "o", "modifiers": [["frame": ["width": 100, "height": 100]]]]],
              ]
            ],
          ],
        ]))
    #expect(close(pass.size("v"), Size(width: 50, height: 30)))
    #expect(close(pass.node("o")?.outermost?.frameInParent ?? .zero, Rect(x: -50, y: -70, width: 100, height: 100)))
  }

  @Test func severalSecondaryViewsStackLikeAZStack() throws {
    // §5.4.3 (v3+): two overlay views form a ZStack proposed the primary's 50 x 30; each is then proposed
    // the ZStack's size, the larger answers: (60 fixed, 30).
    let pass = try layout(
      document(
        [
          "view": "Color", "id": "v",
          "modifiers": [
            ["frame": ["width": 50, "height": 30]],
            [
              "overlay": [
                ["view": "Color", "id": "a"], ["view": "Color", "id": "b", "modifiers": [["frame": ["width": 60]]]],
              ]
            ],
          ],
        ]))
    #expect(pass.node("a")?.outermost?.proposal == ProposedViewSize(width: 60, height: 30))
    #expect(close(pass.node("b")?.outermost?.frameInParent ?? .zero, Rect(x: -5, y: 0, width: 60, height: 30)))
  }

  @Test func backgroundAlignsOnThePrimarysTextBaseline() throws {
    // The primary's explicit guides count: a 10-tall colour aligned on the text's first baseline (16.15
    // → 16.0 on the @3x grid) with its own bottom (a colour's baseline is its bottom): y = 16 - 10.
    let pass = try layout(
      document(
        [
          "view": "Text", "id": "t", "text": "Hi",
          "modifiers": [
            [
              "background": [
                "alignment": "leadingFirstTextBaseline",
                "content": [["view": "Color", "id": "c", "modifiers": [["frame": ["width": 4, "height": 10]]]]],
              ]
            ]
          ],
        ]))
    #expect(close(pass.node("c")?.outermost?.frameInParent ?? .zero, Rect(x: 0, y: 6, width: 4, height: 10)))
  }

  @Test func borderNeverChangesSize() throws {
    let pass = try layout(
      document([
        "view": "Text", "id": "t", "text": "Hi", "modifiers": [["border": "gray"], ["clipped": [:]], ["hidden": [:]]],
      ]))
    for index in 1...3 {
      #expect(close(pass.layer("t", index)?.size ?? .zero, pass.layer("t", 0)?.size ?? .zero))
      #expect(pass.layer("t", index)?.widthRule == .childPassthrough(17))
    }
  }
}
