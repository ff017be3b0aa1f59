import JSONCore
import LayoutEngine
import Testing

/// `fixedSize` (`swiftui-semantics.md` §5.5).
struct FixedSizeTests {
  @Test func bothAxesProposeNil() throws {
    // M8: a shape's ideal size is 10 x 10.
    let pass = try layout(document(["view": "Rectangle", "id": "r", "modifiers": [["fixedSize": [:]]]]))
    #expect(close(pass.size("r"), Size(width: 10, height: 10)))
    #expect(pass.layer("r", 0)?.proposal == .unspecified)
    #expect(pass.layer("r", 1)?.widthRule == .idealOfChild(10))
  }

  @Test func oneAxisKeepsTheOtherProposal() throws {
    // Horizontal only: the text is one line (ideal width 11 x 8.5 = 93.5 → 93.667) even in 50.
    let pass = try layout(
      document(
        ["view": "Text", "id": "t", "text": "Long phrase", "modifiers": [["fixedSize": ["horizontal": true]]]],
        width: 50, height: 300))
    #expect(pass.layer("t", 0)?.proposal == ProposedViewSize(width: nil, height: 300))
    #expect(close(pass.size("t").width, 93.66666666666667))
  }

  @Test func forwardsThePriority() throws {
    // OpenSwiftUI FixedSizeLayout: layoutPriority(child) is the child's. The prioritised colour is sized
    // first and takes all 100 less the other's minimum 0.
    let pass = try layout(
      document(
        [
          "view": "HStack", "spacing": 0,
          "content": [
            ["view": "Color", "id": "a"],
            ["view": "Color", "id": "b", "modifiers": [["layoutPriority": 1], ["fixedSize": ["vertical": true]]]],
          ],
        ], width: 100, height: 20))
    #expect(close(pass.size("b").width, 100))
  }

  @Test func framesAndPaddingDropThePriorityByDefault() throws {
    // Behaviour layoutPriorityPropagation (default stopsAtLayoutModifiers): the padding reports 0, so the two
    // colours split 100 equally; with throughAllModifiers the priority survives.
    let tree: JSONValue = [
      "view": "HStack", "spacing": 0,
      "content": [
        ["view": "Color", "id": "a"],
        ["view": "Color", "id": "b", "modifiers": [["layoutPriority": 1], ["padding": 0]]],
      ],
    ]
    #expect(close(try layout(document(tree, width: 100, height: 20)).size("b").width, 50))
    let forwarded = try layout(
      document(tree, width: 100, height: 20, behaviors: ["layoutPriorityPropagation": "throughAllModifiers"]))
    #expect(close(forwarded.size("b").width, 100))
  }
}
