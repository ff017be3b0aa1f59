import JSONCore
import LayoutEngine
import Testing
import TextMetrics

/// TextField/SecureField, Button, Divider, Form/List rows: documented approximations
/// (`control-sizes.md` §9).
struct ControlsTests {
  @Test func textFieldIsGreedyAndOneLineTall() throws {
    // System font metrics: line 20.287; up to v6 floor_to_pixel(20.287 + 2) = 22.0 at @3x (§9.2).
    let pass = try layout(
      document(["view": "TextField", "id": "f", "title": "Name"], width: 300, height: 500),
      measurer: SystemFontTextMeasurer())
    #expect(close(pass.size("f"), Size(width: 300, height: 22)))
    #expect(pass.layer("f", 0)?.reads.contains(.behavior(name: "textFieldHeight", value: "automatic")) == true)
  }

  @Test func roundedBorderAddsItsInsets() throws {
    // §9.3: 34 at body (22 + 12).
    let pass = try layout(
      document(
        ["view": "SecureField", "id": "f", "title": "Password", "style": "roundedBorder"], width: 300, height: 500),
      measurer: SystemFontTextMeasurer())
    #expect(close(pass.size("f").height, 34))
  }

  @Test func textFieldTakesTheRemainderNextToALabel() throws {
    // The field (0...inf) is the most flexible child: the label is sized first, the field gets the rest.
    let pass = try layout(
      document(
        [
          "view": "HStack",
          "content": [
            ["view": "Text", "id": "l", "text": "User:"], ["view": "TextField", "id": "f", "title": "User"],
          ],
        ], width: 300, height: 500))
    #expect(close(pass.size("f").width, 300 - 8 - pixels(128)))
  }

  @Test func textFieldIdealWidthIsItsTextOrTitle() throws {
    let pass = try layout(document(["view": "TextField", "id": "f", "title": "Name"], width: nil, height: nil))
    #expect(close(pass.size("f").width, 34))  // "Name" 4 x 8.5
  }

  @Test func buttonIsItsLabel() throws {
    let pass = try layout(
      document(["view": "Button", "id": "b", "title": "Tap", "action": "taps += 1"], width: nil, height: nil))
    #expect(close(pass.size("b"), Size(width: pixels(77), height: pixels(62))))  // 25.5 → 25.667, 20.4 → 20.667
    let labelled = try layout(
      document(
        [
          "view": "Button", "id": "b",
          "content": [["view": "Color", "id": "c", "modifiers": [["frame": ["width": 30, "height": 20]]]]],
        ], width: nil, height: nil))
    #expect(close(labelled.size("b"), Size(width: 30, height: 20)))
    #expect(labelled.node("c")?.parentID == "b")
  }

  @Test func dividerIsOnePixelAcrossItsLine() throws {
    let pass = try layout(
      document(["view": "HStack", "content": [["view": "Divider", "id": "v"]]], scale: 2, width: 100, height: 40))
    #expect(close(pass.size("v"), Size(width: 0.5, height: 40)))  // vertical in an HStack, 1 px at @2x
    let horizontal = try layout(document(["view": "Divider", "id": "h"], scale: 3, width: 100, height: 40))
    #expect(close(horizontal.size("h"), Size(width: 100, height: pixels(1))))
  }

  @Test func formRowsAreFortyFourWithTwentyPointInsets() throws {
    // §9.4: a 390-wide form proposes its rows 310; rows 44 tall; content at x 40, centred in its row.
    let pass = try layout(
      document([
        "view": "Form", "id": "form",
        "content": [
          ["view": "Color", "id": "a", "modifiers": [["frame": ["height": 20]]]], ["view": "Color", "id": "b"],
        ],
      ]))
    #expect(pass.node("a")?.outermost?.proposal == ProposedViewSize(width: 310, height: nil))
    let a = try #require(pass.node("a")?.outermost?.frameInParent)
    let b = try #require(pass.node("b")?.outermost?.frameInParent)
    #expect(close(a, Rect(x: 40, y: 35 + 1.0 / 3 + 12, width: 310, height: 20)))
    #expect(close(b.minY - a.minY, 44 - 12 + 17))  // rows 44 apart; b (10 tall) is centred 17 into its row
    #expect(close(pass.size("form"), Size(width: 390, height: 763)))
  }

  @Test func iOS26RowsAreFiftyTwoWithSixteenPointInsets() throws {
    var json = document(["view": "List", "content": [["view": "Color", "id": "a"], ["view": "Color", "id": "b"]]])
    json = try ViewTree(json: json).applying([.environment(["semantics": "iOS26"])]).source
    let pass = try layout(json)
    #expect(pass.node("a")?.outermost?.proposal.width == 326)  // 390 - 4 x 16
    #expect(close(pass.frame("b").minY - pass.frame("a").minY, 52))
  }
}
