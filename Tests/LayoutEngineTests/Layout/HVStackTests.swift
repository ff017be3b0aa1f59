import JSONCore
import LayoutEngine
import Testing

/// HStack and VStack (`swiftui-semantics.md` §3). Text sizes use the fixed-advance measurer: 8.5 pt per
/// character and 20.4-pt lines at 17 pt (on the @3x grid: 8.667 per character when alone, lines 20.667).
struct HVStackTests {
  // MARK: - Priorities and flexibility

  @Test func lessFlexibleChildrenAreSizedFirst() throws {
    // §3.2 B1/B4: the text (range 0...42.5) is sized before the colours (0...inf): it gets 200/3 of the
    // 200 - 16 available, which is more than it needs, and the colours split what is left.
    let pass = try layout(
      document(
        [
          "view": "HStack", "id": "stack",
          "content": [
            ["view": "Color", "id": "a"], ["view": "Text", "id": "t", "text": "Hello"], ["view": "Color", "id": "b"],
          ],
        ], width: 200, height: 100))
    #expect(close(pass.size("t").width, 42.666666666666664))  // 5 x 8.5 = 42.5, rounded up to 128 px
    // (184 - 42.667) / 2 each.
    #expect(close(pass.size("a").width, 70.66666666666667))
    #expect(close(pass.size("b").width, 70.66666666666667))
  }

  @Test func higherPriorityGroupsAreSizedFirstWithLowerMinimumsReserved() throws {
    // §3.2 B3: the priority-1 colour gets 300 less the minimum 50 of the lower group (frame minWidth 50),
    // then the lower group gets its minimum back: 250 and 50.
    let pass = try layout(
      document(
        [
          "view": "HStack", "spacing": 0,
          "content": [
            ["view": "Color", "id": "low", "modifiers": [["frame": ["minWidth": 50]]]],
            ["view": "Color", "id": "high", "modifiers": [["layoutPriority": 1]]],
          ],
        ], width: 300, height: 10))
    #expect(close(pass.size("high").width, 250))
    #expect(close(pass.size("low").width, 50))
    #expect(
      pass.node("high")?.outermost?.proposer.reason
        == .stackEqualShare(axis: .horizontal, share: 250, remaining: 250, count: 1))
  }

  @Test func equalSharesOfWhatIsLeft() throws {
    // §3.2 B4: three equally flexible colours with spacing 10 in 620: (620 - 20) / 3 = 200 each (case M3's
    // arithmetic, without the custom layout).
    let pass = try layout(
      document(
        [
          "view": "HStack", "spacing": 10,
          "content": [["view": "Color", "id": "a"], ["view": "Color", "id": "b"], ["view": "Color", "id": "c"]],
        ],
        width: 620, height: 10))
    for id in ["a", "b", "c"] { #expect(close(pass.size(id).width, 200)) }
    #expect(close(pass.frame("c").minX, 420))
    let reason = pass.node("a")?.outermost?.proposer.reason
    #expect(reason == .stackEqualShare(axis: .horizontal, share: 200, remaining: 600, count: 3))
    #expect(reason?.description == "equal share of 200 of the remaining 600 among 3 children")
  }

  @Test func childrenOverflowTheStack() throws {
    // §3.2 B5: two fixed 100-wide frames in 150 report 208 (100 + 8 + 100): the stack overflows its proposal.
    let pass = try layout(
      document(
        [
          "view": "HStack", "id": "stack",
          "content": [
            ["view": "Color", "modifiers": [["frame": ["width": 100]]]],
            ["view": "Color", "modifiers": [["frame": ["width": 100]]]],
          ],
        ], width: 150, height: 10))
    #expect(close(pass.size("stack").width, 208))
    // Centred at the root: (150 - 208) / 2.
    #expect(close(pass.frame("stack").minX, -29))
  }

  @Test func infinitelyFlexibleChildrenWithTheLargerMinimumGoFirst() throws {
    // §3.2 B1 tie-break: both range to infinity; the one with minWidth 100 is sized first and takes half of
    // 200, then the other takes the remaining 100.
    let pass = try layout(
      document(
        [
          "view": "HStack", "spacing": 0,
          "content": [
            ["view": "Color", "id": "plain"],
            ["view": "Color", "id": "wide", "modifiers": [["frame": ["minWidth": 100, "maxWidth": ".infinity"]]]],
          ],
        ], width: 200, height: 10))
    #expect(close(pass.size("wide").width, 100))
    #expect(close(pass.size("plain").width, 100))
    #expect(
      pass.node("wide")?.outermost?.proposer.reason
        == .stackEqualShare(axis: .horizontal, share: 100, remaining: 200, count: 2))
  }

  @Test func nilMajorProposalAsksForIdealLengths() throws {
    // §3.2 A: proposed nil on its axis, a stack proposes nil to every child.
    let pass = try layout(
      document(
        [
          "view": "HStack", "id": "stack",
          "content": [["view": "Color", "id": "c"], ["view": "Text", "id": "t", "text": "Hi"]],
        ], width: nil, height: nil))
    // Measured with (nil, nil): a colour's ideal size 10 x 10.
    #expect(pass.layer("c", 0)?.measurements.first.map { close($0.size, Size(width: 10, height: 10)) } == true)
    #expect(close(pass.size("stack").width, 10 + 8 + 17))  // 2 x 8.5 = 17 is already on the grid
    #expect(pass.node("c")?.outermost?.proposer.reason == .stackIdeal(axis: .horizontal))
  }

  // MARK: - Spacer

  @Test func spacerIsSizedLastWithNoGapBesideIt() throws {
    // §3.2 B6, §3.1: Spacer priority −inf; gaps beside it are 0. Colours fixed 50: 300 - 100 = 200.
    let pass = try layout(
      document(
        [
          "view": "HStack",
          "content": [
            ["view": "Color", "id": "a", "modifiers": [["frame": ["width": 50]]]], ["view": "Spacer", "id": "s"],
            ["view": "Color", "id": "b", "modifiers": [["frame": ["width": 50]]]],
          ],
        ], width: 300, height: 10))
    #expect(close(pass.frame("s"), Rect(x: 50, y: 5, width: 200, height: 0)))
    #expect(close(pass.frame("b").minX, 250))
  }

  @Test func spacerMinimumLengthIsReserved() throws {
    // A Spacer(minLength: 40) keeps 40 even when the others want everything: the text is offered 100 - 40,
    // wraps to "Wide" / "text" / "here" (34 wide), and the Spacer takes the remaining 66.
    let pass = try layout(
      document(
        [
          "view": "HStack",
          "content": [
            ["view": "Text", "id": "t", "text": "Wide text here"], ["view": "Spacer", "id": "s", "minLength": 40],
          ],
        ],
        width: 100, height: 100))
    #expect(close(pass.node("t")?.outermost?.proposal.width ?? 0, 60))
    #expect(close(pass.size("s").width, 66))
  }

  @Test func spacerDefaultMinimumIsEight() throws {
    // §4 Spacer: minLength nil is the platform's default spacing, 8 on iOS.
    let pass = try layout(
      document(["view": "HStack", "content": [["view": "Spacer", "id": "s"]]], width: nil, height: nil))
    #expect(close(pass.size("s"), Size(width: 8, height: 0)))
    #expect(pass.layer("s", 0)?.reads.contains(.environment(name: "defaultSpacing", value: "8")) == true)
  }

  // MARK: - Default spacing pairs

  private func gap(_ axis: String, _ first: JSONValue, _ second: JSONValue, behaviors: JSONValue? = nil) throws
    -> Double
  {
    var a = first.objectValue ?? [:]
    a["id"] = "first"
    var b = second.objectValue ?? [:]
    b["id"] = "second"
    let pass = try layout(
      document(
        ["view": .string(axis), "content": [.object(a), .object(b)]], width: nil, height: nil, behaviors: behaviors))
    return axis == "HStack"
      ? pass.frame("second").minX - pass.frame("first").maxX : pass.frame("second").minY - pass.frame("first").maxY
  }

  @Test func ordinaryViewsAreEightApart() throws {
    // §3.1: two ordinary views share no category on facing edges → the platform default 8.
    #expect(close(try gap("HStack", ["view": "Color"], ["view": "Color"]), 8))
    #expect(close(try gap("VStack", ["view": "Rectangle"], ["view": "Circle"]), 8))
  }

  @Test func textsAreEightApartHorizontally() throws {
    // §3.1: Text has no entries on its left/right edges → 8 in an HStack.
    #expect(close(try gap("HStack", ["view": "Text", "text": "a"], ["view": "Text", "text": "b"]), 8))
    #expect(close(try gap("HStack", ["view": "Text", "text": "a"], ["view": "Color"]), 8))
  }

  @Test func textsMeetAtTheFontsLeadingVertically() throws {
    // §3.1, D7: text-to-text = the lower font's leading rounded up to a pixel (0 here) from v5; the
    // text-baseline category is negative, so the gap is 0.
    #expect(close(try gap("VStack", ["view": "Text", "text": "a"], ["view": "Text", "text": "b"]), 0))
    // The named behaviour `textToTextSpacing: standard` gives the common guess, 8.
    #expect(
      close(
        try gap(
          "VStack", ["view": "Text", "text": "a"], ["view": "Text", "text": "b"],
          behaviors: ["textToTextSpacing": "standard"]), 8))
  }

  @Test func textsNextToOtherViewsUseFontDerivedGaps() throws {
    // §3.1 with the fixed-advance font at 17 pt @3x: line 20.4, extra = 10 % rounded up to a pixel = 2.333,
    // ascender 16.15, descender 4.25, cap height = ascender (Ahem-like).
    // Above a Text: 20.4 + 2.333 - 16.15 = 6.583.
    #expect(close(try gap("VStack", ["view": "Color"], ["view": "Text", "text": "b"]), 20.4 + 7.0 / 3 - 16.15))
    // Below a Text: max(22.733 - 16.15, 2.333 + 4.25) = 6.583.
    #expect(close(try gap("VStack", ["view": "Text", "text": "a"], ["view": "Color"]), 20.4 + 7.0 / 3 - 16.15))
  }

  @Test func paddingAndFramesResetTextSpacing() throws {
    // §3.1: from v2/v3 padding and frames reset the spacing of the edges they affect: padded text spaces
    // like an ordinary view (8).
    #expect(
      close(
        try gap(
          "VStack", ["view": "Text", "text": "a", "modifiers": [["padding": 0.5]]],
          ["view": "Text", "text": "b", "modifiers": [["frame": ["height": 30]]]]), 8))
  }

  @Test func explicitSpacingIsUniform() throws {
    let pass = try layout(
      document(
        [
          "view": "VStack", "spacing": 3,
          "content": [["view": "Text", "id": "a", "text": "a"], ["view": "Color", "id": "b"]],
        ], width: nil, height: nil))
    #expect(close(pass.frame("b").minY - pass.frame("a").maxY, 3))
  }

  // MARK: - Alignment

  @Test func alignmentGuidesLineUpOnTheMinorAxis() throws {
    // §3.2 C: leading alignment puts every child's leading edge at 0; trailing at the widest child's width.
    for (alignment, expected) in [("leading", 0.0), ("center", 45.0), ("trailing", 90.0)] {
      let pass = try layout(
        document(
          [
            "view": "VStack", "alignment": .string(alignment),
            "content": [
              ["view": "Color", "modifiers": [["frame": ["width": 100, "height": 10]]]],
              ["view": "Color", "id": "narrow", "modifiers": [["frame": ["width": 10, "height": 10]]]],
            ],
          ], width: nil, height: nil))
      #expect(close(pass.node("narrow")?.outermost?.frameInParent.minX ?? .nan, expected), "\(alignment)")
    }
  }

  @Test func firstTextBaselineAlignment() throws {
    // §3.3: texts of different fonts align their first baselines (ascender 0.95 em, rounded to a pixel):
    // 17 pt → 16.15 → 16.0 on the @3x grid (48.45 px → 48); 34 pt → 32.3 → 32.333 (96.9 px → 97). The body
    // text moves down 16.333.
    let pass = try layout(
      document(
        [
          "view": "HStack", "alignment": "firstTextBaseline",
          "content": [
            ["view": "Text", "id": "big", "text": "A", "modifiers": [["font": "largeTitle"]]],
            ["view": "Text", "id": "small", "text": "b"],
          ],
        ], width: nil, height: nil))
    #expect(close(pass.frame("small").minY - pass.frame("big").minY, 49.0 / 3))
  }

  @Test func stackSizeIsTheUnionOfAlignedExtents() throws {
    // §3.2 C2: a child moved up by a custom guide value extends the union above 0.
    let pass = try layout(
      document(
        [
          "view": "HStack", "id": "stack", "alignment": "top", "spacing": 0,
          "content": [
            ["view": "Color", "modifiers": [["frame": ["width": 10, "height": 10]]]],
            [
              "view": "Color", "id": "raised",
              "modifiers": [
                ["frame": ["width": 10, "height": 10]], ["alignmentGuide": ["guide": "top", "value": 5]],
              ],
            ],
          ],
        ], width: nil, height: nil))
    // The raised child's top guide is at 5, so its origin is -5; the union is [-5, 10]: 15 tall.
    #expect(close(pass.size("stack").height, 15))
    #expect(close(pass.node("raised")?.outermost?.frameInParent.minY ?? .nan, 0))
  }

  @Test func placementReplacesANilMinorProposalWithTheStacksSize() throws {
    // §3.2 D: proposed nil across, the stack re-proposes its own minor size when placing: the colour,
    // 10 tall when measured ideally, is placed with the stack's height 30 (from its other child) and fills it.
    let pass = try layout(
      document(
        [
          "view": "HStack",
          "content": [
            ["view": "Color", "id": "fill"], ["view": "Color", "modifiers": [["frame": ["width": 5, "height": 30]]]],
          ],
        ],
        width: 100, height: nil))
    #expect(pass.node("fill")?.outermost?.proposal.height == 30)
    #expect(close(pass.size("fill").height, 30))
  }
}
