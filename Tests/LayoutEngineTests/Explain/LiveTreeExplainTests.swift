import Foundation
import JSONCore
import LayoutEngine
import Testing
import TextMetrics

/// `LiveTree.explain`: the causal chains of the acceptance cases, link by link, with their summaries.
///
/// Every tree is laid out with the product's text measurer (the SF emulation over Inter), so the numbers are the
/// ones the daemon and the CLI show. Text sizes are its predictions rounded up to the @3x pixel grid
/// (`swiftui-semantics.md` §2.1, §2.8): "User:" 40.193 pt → 121 px = 40.333, "Password:" 79.090 → 238 px =
/// 79.333, "Pass:" 40.628 → 122 px = 40.667, one line of `.body` 20.287 → 61 px = 20.333 (the sign-in fixture,
/// `Fixtures/update/sign_in_form.json`, pins the same numbers).
@Suite struct LiveTreeExplainTests {
  // MARK: - The sign-in form

  /// The shorter label is framed at the wider label's width in pass 2: pass 1 measured both labels, the form's
  /// action stored the max in `labelWidth`, and `frame(width: labelWidth)` read it (`swiftui-semantics.md` §7).
  @Test func shorterLabelWidensInPass2() throws {
    let live = try Self.open("SignInForm")
    let explanation = try live.explain(ExplanationQuery(node: "user-label", dimension: .width))
    #expect(explanation.layer == 2)
    #expect(explanation.layerDescription == "frame(width: labelWidth, alignment: .trailing)")
    #expect(explanation.from == HistoryPoint(version: 1, pass: 1))
    #expect(explanation.to == HistoryPoint(version: 1, pass: 2))
    #expect(explanation.changed)
    // 121 px and 238 px at @3x.
    #expect(explanation.before == pixels(121))
    #expect(explanation.after == pixels(238))
    #expect(
      Self.lines(explanation) == [
        "rule #user-label@2 40.333 → 79.333",
        "stateRead #user-label@2 nil → 79.333",
        "stateWrite #form@2 (1.1) nil → 79.333",
        "preferenceValue #form@0 (1.1) 79.333 [40.333 #user-label first, 79.333 #password-label reduced]",
        "measurement #password-label/background0/GeometryReader0@0 (1.1) 79.333",
        "rule #password-label@0 79.333",
      ])
    #expect(
      explanation.summary
        == "Width 40.333 → 79.333 in pass 2: frame(width: labelWidth) read labelWidth = 79.333, written by "
        + "onPreferenceChange(MaxLabelWidth) on VStack #form in pass 1 from the max of [40.333 (#user-label), "
        + "79.333 (#password-label)].")
    #expect(!explanation.truncated)
    // Asking for the same two points explicitly gives the same chain.
    let explicit = try live.explain(
      ExplanationQuery(node: "user-label", dimension: .width, from: .init(version: 1, pass: 1), to: .init(version: 1)))
    #expect(explicit.chain == explanation.chain)
  }

  /// An edit shortens the wider label: its new measurement lowers the max, the action writes the smaller value,
  /// and both labels shrink in the version's pass 2 (edit → measurement → preference → state → frame).
  @Test func shorteningTheWiderLabelShrinksBoth() throws {
    var live = try Self.open("SignInForm")
    try live.apply([.setText(node: "password-label", text: "Pass:")])
    let explanation = try live.explain(ExplanationQuery(node: "user-label", dimension: .width))
    #expect(explanation.from == HistoryPoint(version: 2, pass: 1))
    #expect(explanation.to == HistoryPoint(version: 2, pass: 2))
    // 238 px → 122 px ("Pass:" 40.628 rounded up).
    #expect(explanation.before == pixels(238))
    #expect(explanation.after == pixels(122))
    #expect(
      Self.lines(explanation) == [
        "rule #user-label@2 79.333 → 40.667",
        "stateRead #user-label@2 79.333 → 40.667",
        "stateWrite #form@2 (2.1) 79.333 → 40.667",
        "preferenceValue #form@0 (2.1) 79.333 → 40.667 [40.333 #user-label first, 40.667 #password-label reduced]",
        "measurement #password-label/background0/GeometryReader0@0 (2.1) 79.333 → 40.667",
        "rule #password-label@0 79.333 → 40.667",
        "edit #password-label (2.0) \"Password:\" → \"Pass:\"",
      ])
    #expect(
      explanation.summary
        == "Width 79.333 → 40.667 in version 2, pass 2: frame(width: labelWidth) read labelWidth = 40.667, written by "
        + "onPreferenceChange(MaxLabelWidth) on VStack #form in pass 1 from the max of [40.333 (#user-label), "
        + "40.667 (#password-label)]. It started with setText #password-label \"Pass:\" in version 2, which made "
        + "#password-label measure 40.667 (was 79.333).")
    // The edited label itself shrinks through the same chain.
    let edited = try live.explain(ExplanationQuery(node: "password-label", dimension: .width))
    #expect(edited.chain.map(\.kind) == explanation.chain.map(\.kind))
  }

  /// An edit makes the shorter label's text longer than the other's. `@State` survives the edit, so the new text
  /// is measured in the 79.333 its frame already has and wraps (§5.1: a fixed frame proposes its width; §2.3:
  /// text wraps at word boundaries; §2.1: its width is its longest line). The wrapped text measures 63.667 (191
  /// px, "Account"), which does not change the max, so the action does not run and the width stays: 2 lines of
  /// 20.287 = 40.574 → 122 px = 40.667 high.
  @Test func lengtheningTheShorterLabelWrapsItInTheKeptFrame() throws {
    var live = try Self.open("SignInForm")
    try live.apply([.setText(node: "user-label", text: "Account name:")])
    #expect(live.current.outcome.passes == 1)
    let height = try live.explain(ExplanationQuery(node: "user-label", dimension: .height))
    #expect(height.from == HistoryPoint(version: 1, pass: 2))
    #expect(height.to == HistoryPoint(version: 2, pass: 1))
    #expect(height.before == pixels(61))
    #expect(height.after == pixels(122))
    #expect(
      Self.lines(height) == [
        "childSize #user-label@2 20.333 → 40.667",
        "rule #user-label@0 20.333 → 40.667",
        "proposal #user-label@2 79.333 → 79.333",
        "stateRead #user-label@2 79.333",
        "preferenceValue #form@0 (2.1) 79.333 → 79.333 [63.667 #user-label first, 79.333 #password-label reduced]",
        "edit #user-label (2.0) \"User:\" → \"Account name:\"",
      ])
    #expect(
      height.summary
        == "Height 20.333 → 40.667 in version 2: setText made #user-label \"Account name:\", which is measured in "
        + "the width 79.333 that frame(width: labelWidth, alignment: .trailing) already gives it (@State keeps "
        + "labelWidth across edits), so it wraps to 2 lines. Its new width 63.667 does not change the max of "
        + "MaxLabelWidth (79.333, from #password-label), so labelWidth stays 79.333.")

    // Its width did not change across the edit: the frame still reads the kept value, and explain says why the
    // action did not run again.
    let width = try live.explain(
      ExplanationQuery(node: "user-label", dimension: .width, from: .init(version: 1, pass: 2)))
    #expect(!width.changed)
    #expect(width.before == pixels(238))
    #expect(width.after == pixels(238))
    #expect(
      Self.lines(width) == [
        "rule #user-label@2 79.333",
        "stateRead #user-label@2 79.333",
        "preferenceValue #form@0 (2.1) 79.333 → 79.333 [63.667 #user-label first, 79.333 #password-label reduced]",
        "stateWrite #form@2 (1.1) nil → 79.333",
        "preferenceValue #form@0 (1.1) 79.333 [40.333 #user-label first, 79.333 #password-label reduced]",
        "measurement #password-label/background0/GeometryReader0@0 (1.1) 79.333",
        "rule #password-label@0 79.333",
      ])
    #expect(
      width.summary
        == "Width 79.333, unchanged since version 1, pass 2: frame(width: labelWidth) read labelWidth = 79.333, "
        + "written by onPreferenceChange(MaxLabelWidth) on VStack #form in version 1, pass 1 from the max of "
        + "[40.333 (#user-label), 79.333 (#password-label)]. In version 2, MaxLabelWidth at VStack #form is still "
        + "79.333, the max of [63.667 (#user-label), 79.333 (#password-label)], so the action did not run again.")
  }

  // MARK: - A root resize

  /// A smaller root proposal makes a Text wrap: `propose` → the root proposal → padding(16) offers 200 − 32 = 168
  /// (was 390 − 32 = 358) → the text, 280 wide on one line, wraps to 2 lines (2 × 20.287 = 40.574 → 122 px).
  @Test func rootResizeWrapsAText() throws {
    let column: JSONValue = [
      "view": "VStack", "id": "column", "modifiers": [["padding": [:]]],
      "content": [["view": "Text", "id": "caption", "text": "Labels share the widest label's width"]],
    ]
    var live = try LiveTree(
      json: ["environment": ["displayScale": 3], "proposal": ["width": 390, "height": 763], "root": column])
    try live.apply([.propose(width: 200, height: 763)])
    let explanation = try live.explain(ExplanationQuery(node: "caption", dimension: .height))
    #expect(explanation.before == pixels(61))
    #expect(explanation.after == pixels(122))
    #expect(
      Self.lines(explanation) == [
        "rule #caption@0 20.333 → 40.667",
        "proposal #column@1 358 → 168",
        "proposal #column 390 → 200",
        "edit (2.0) \"390 × 763\" → \"200 × 763\"",
      ])
    #expect(
      explanation.summary
        == "Height 20.333 → 40.667 in version 2: Text(\"Labels share the widest label's width\") wraps to 2 lines at "
        + ".body in the width 168 that padding(16) on #column offers (was 358), after propose 200 × 763 in version 2 "
        + "changed the root proposal from 390 × 763 to 200 × 763.")
  }

  // MARK: - Last-wins bubbles

  /// The example as written: each bubble reads the key on itself, so its own action sees one value and keeps the
  /// max in state; the short bubble is framed at the long one's text width in pass 2 ("A somewhat longer reply"
  /// 189.512 → 569 px = 189.667; padding 16 on each side: 221.667).
  @Test func bubblesTakeTheLongerBubblesWidth() throws {
    let live = try Self.open("BubblesLastWins")
    let explanation = try live.explain(ExplanationQuery(node: "bubble-hi", dimension: .width))
    #expect(explanation.after == pixels(569) + 32)
    #expect(
      Self.lines(explanation) == [
        "childSize #bubble-hi@5 48 → 221.667",
        "childSize #bubble-hi@4 48 → 221.667",
        "childSize #bubble-hi@3 16 → 189.667",
        "rule #bubble-hi@1 16 → 189.667",
        "stateRead #bubble-hi@1 nil → 189.667",
        "stateWrite #bubble-reply@3 (1.1) 16 → 189.667",
        "preferenceValue #bubble-reply@2 (1.1) 189.667 [189.667 #bubble-reply first]",
        "measurement #bubble-reply/background0/GeometryReader0@0 (1.1) 189.667",
        "childSize #bubble-reply@1 189.667",
        "rule #bubble-reply@0 189.667",
      ])
    // The write names the earlier write it overwrote in the same pass.
    #expect(explanation.chain[5].detail.contains("after Text #bubble-hi's action had written 16"))
    #expect(
      explanation.summary
        == "Width 48 → 221.667 in pass 2: padding(16) adds 32 to its content's 189.667; frame(width: "
        + "width.wrappedValue) read bubbleWidth = 189.667, written by onPreferenceChange(BubbleWidth) on Text "
        + "#bubble-reply in pass 1 from the last of [189.667 (#bubble-reply)].")
  }

  /// The fragile variant the example warns about: the conversation reads the last-wins key itself. With the long
  /// bubble first, `value = nextValue()` discards its 189.667 and keeps the short bubble's 16 ("Hi" 15.73 → 48
  /// px), so the long bubble is framed 16 wide; explain lists the discarded value as discarded.
  @Test func lastWinsDiscardsTheLongerBubble() throws {
    let live = try LiveTree(json: try Self.bubblesReadByTheConversation())
    let explanation = try live.explain(ExplanationQuery(node: "bubble-reply", dimension: .width))
    #expect(explanation.after == pixels(48) + 32)
    let preference = try #require(explanation.chain.first { $0.kind == .preferenceValue })
    #expect(preference.contributors.map(\.fate) == [.discarded, .reduced])
    #expect(preference.contributors.map(\.node) == ["bubble-reply", "bubble-hi"])
    #expect(
      Self.lines(explanation) == [
        "childSize #bubble-reply@4 221.667 → 48",
        "childSize #bubble-reply@3 221.667 → 48",
        "childSize #bubble-reply@2 189.667 → 16",
        "rule #bubble-reply@1 189.667 → 16",
        "stateRead #bubble-reply@1 nil → 16",
        "stateWrite #conversation@1 (1.1) nil → 16",
        "preferenceValue #conversation@0 (1.1) 16 [189.667 #bubble-reply discarded, 16 #bubble-hi reduced]",
        "measurement #bubble-hi/background0/GeometryReader0@0 (1.1) 16",
        "childSize #bubble-hi@1 16",
        "rule #bubble-hi@0 16",
      ])
    #expect(
      explanation.summary
        == "Width 221.667 → 48 in pass 2: padding(16) adds 32 to its content's 16; frame(width: width.wrappedValue) "
        + "read bubbleWidth = 16, written by onPreferenceChange(BubbleWidth) on VStack #conversation in pass 1 from "
        + "the last of [189.667 (#bubble-reply, discarded), 16 (#bubble-hi)]. BubbleWidth's reduce keeps only the "
        + "last value it is given, so 189.667 (#bubble-reply) never reached the action.")
  }

  // MARK: - The growing label

  /// The label measured after its frame and padding(.horizontal, 4) grows 8 every pass until SwiftUI's cycle guard
  /// drops the third delivery (§6.3.1, §7): "Code:" 45.667 (137 px) + 8 = 53.667, then 61.667, then 69.667. The
  /// walk comes back to the padding it started from and names the cycle.
  @Test func growingLabelNamesTheCycle() throws {
    let live = try Self.open("GrowingLabel")
    let explanation = try live.explain(ExplanationQuery(node: "code-label", dimension: .width))
    #expect(explanation.to == HistoryPoint(version: 1, pass: 3))
    #expect(explanation.before == pixels(137) + 16)
    #expect(explanation.after == pixels(137) + 24)
    #expect(
      Self.lines(explanation) == [
        "childSize #code-label@3 61.667 → 69.667",
        "childSize #code-label@2 61.667 → 69.667",
        "rule #code-label@1 53.667 → 61.667",
        "stateRead #code-label@1 53.667 → 61.667",
        "stateWrite #growing-form@1 (1.2) 53.667 → 61.667",
        "preferenceValue #growing-form@0 (1.2) 53.667 → 61.667 [61.667 #code-label first]",
        "measurement #code-label/background0/GeometryReader0@0 (1.2) 53.667 → 61.667",
        "cycle #growing-form@1 (1.3) 8",
      ])
    let cycle = try #require(explanation.chain.last)
    #expect(cycle.detail.contains("+8 pt per pass"))
    #expect(cycle.detail.contains("WidestLabel"))
    #expect(cycle.detail.contains("labelWidth"))
    #expect(
      explanation.summary
        == "Width 61.667 → 69.667 in pass 3: padding(.horizontal, 4) adds 8 to its content's 61.667; frame(width: "
        + "labelWidth) read labelWidth = 61.667, written by onPreferenceChange(WidestLabel) on HStack #growing-form "
        + "in pass 2 from the max of [61.667 (#code-label)]. It grows +8 pt per pass and never settles: the "
        + "GeometryReader in the background of #code-label measures it outside frame(width: labelWidth) and "
        + "padding(.horizontal, 4), so every pass measures the width the last one set plus what lies between; "
        + "measure before the frame (apply the background before .frame(width: labelWidth)) to break the cycle.")
  }

  // MARK: - Values that did not change

  /// A GeometryReader in a background has never changed width: it takes what it is offered (§5.8), and the
  /// background offers it the primary's size (§5.4), the text's 40.333.
  @Test func unchangedWidthNamesTheConstrainingAncestor() throws {
    let live = try Self.open("SignInForm")
    let explanation = try live.explain(
      ExplanationQuery(node: "user-label/background0/GeometryReader0", dimension: .width))
    #expect(!explanation.changed)
    #expect(explanation.from == nil)
    #expect(explanation.since == HistoryPoint(version: 1, pass: 1))
    #expect(
      Self.lines(explanation) == [
        "rule #user-label/background0/GeometryReader0@0 40.333",
        "proposal #user-label@1 40.333",
        "rule #user-label@0 40.333",
      ])
    #expect(
      explanation.summary
        == "Width 40.333, unchanged since pass 1: GeometryReader in the background of #user-label takes the width it "
        + "is offered: 40.333 from background() on #user-label; Text(\"User:\") measures 40.333 on one line at .body.")
  }

  /// A row as wide as its proposal: its text field takes what the label leaves, so the row's width comes down from
  /// the root's 390 through padding(16) (390 − 32 = 358).
  @Test func unchangedRowWidthComesFromTheRoot() throws {
    let live = try Self.open("SignInForm")
    let explanation = try live.explain(ExplanationQuery(node: "user-row", dimension: .width))
    #expect(!explanation.changed)
    #expect(
      Self.lines(explanation) == [
        "childSize #user-row@0 358",
        "rule #user-field@0 270.667",
        "proposal #user-row@0 270.667",
        "proposal #form@1 358",
        "proposal #form 390",
      ])
    #expect(
      explanation.summary
        == "Width 358, unchanged since pass 1: HStack #user-row sums its 2 children (350) and the gaps between them "
        + "(8); TextField #user-field takes the width it is offered: 270.667 from HStack #user-row, within 358 from "
        + "padding(16) on #form, within the root proposal 390 × 763.")
  }

  /// The label's height never changed: one line of `.body`, passed through its frame and background.
  @Test func unchangedHeightIsTheTextsRule() throws {
    let live = try Self.open("SignInForm")
    let explanation = try live.explain(ExplanationQuery(node: "user-label", dimension: .height))
    #expect(Self.lines(explanation) == ["childSize #user-label@2 20.333", "rule #user-label@0 20.333"])
    #expect(
      explanation.summary
        == "Height 20.333, unchanged since pass 1: Text(\"User:\") measures 20.333 on one line at .body; "
        + "frame(width: labelWidth, alignment: .trailing) and background() pass that height through.")
  }

  // MARK: - Other root causes

  /// A `setState` edit sets the value the frame reads: the chain ends at the edit.
  @Test func setStateIsTheRootCause() throws {
    var live = try Self.open("SignInForm")
    try live.apply([.setState(name: "labelWidth", value: 100)])
    let explanation = try live.explain(ExplanationQuery(node: "user-label", dimension: .width))
    #expect(
      Self.lines(explanation) == [
        "rule #user-label@2 79.333 → 100", "stateRead #user-label@2 79.333 → 100", "edit (2.0) 100",
      ])
    #expect(
      explanation.summary
        == "Width 79.333 → 100 in version 2: frame(width: labelWidth) read labelWidth = 100, set by setState "
        + "labelWidth = 100 in version 2.")
  }

  /// An environment edit changes the pixel grid text rounds to: "User:" 40.193 → 81 px at @2x = 40.5, "Password:"
  /// 79.090 → 159 px = 79.5 (§1.6, §2.1), so the max and both frames follow.
  @Test func environmentEditReachesTheTextRule() throws {
    var live = try Self.open("SignInForm")
    try live.apply([.environment(["displayScale": 2])])
    let explanation = try live.explain(ExplanationQuery(node: "user-label", dimension: .width))
    #expect(explanation.after == 79.5)
    #expect(
      Self.lines(explanation).suffix(3) == [
        "rule #user-label@0 40.333 → 40.5", "environment #user-label@0 \"3\" → \"2\"", "edit (2.0)",
      ])
    #expect(
      explanation.summary
        == "Width 79.333 → 79.5 in version 2, pass 2: frame(width: labelWidth) read labelWidth = 79.5, written by "
        + "onPreferenceChange(MaxLabelWidth) on VStack #form in pass 1 from the max of [40.5 (#user-label), 79.5 "
        + "(#password-label)]. It started with environment {\"displayScale\":2} in version 2, which made #user-label "
        + "measure 40.5 (was 40.333).")
  }

  /// A tap toggles the button's preference; the counter's action counts the change and its text grows:
  /// "Toggled 1 times" 119.667 (359 px) → "Toggled 2 times" 121.908 → 366 px = 122. The chain runs through the
  /// preference value to the button's state and the tap.
  @Test func tapIsTheRootCause() throws {
    var live = try Self.open("ViewGeometry")
    try live.apply([.tap(node: "toggle-button")])
    let explanation = try live.explain(ExplanationQuery(node: "counter-text", dimension: .width))
    #expect(explanation.before == pixels(359))
    #expect(explanation.after == pixels(366))
    #expect(
      Self.lines(explanation) == [
        "rule #counter-text@0 119.667 → 122",
        "stateRead #counter-text@0 1 → 2",
        "stateWrite #panel@1 (2.1) 1 → 2",
        "preferenceValue #panel@0 (2.1) false → true [true #toggle-button first]",
        "stateRead #toggle-button@1 false → true",
        "stateWrite #toggle-button (2.0) false → true",
        "edit #toggle-button (2.0)",
      ])
    #expect(
      explanation.summary
        == "Width 119.667 → 122 in version 2, pass 2: Text(\"Toggled 2 times\") read toggles = 2, written by "
        + "onPreferenceChange(Toggled) on VStack #panel in pass 1 from the last of [true (#toggle-button)]. It "
        + "started with tap #toggle-button in version 2, whose action set flag to true.")
  }

  /// A view an edit inserted is new in that version; the rows above it move up because the form grew by the new
  /// line and the gap before it (52 + 8 + 20.333 = 80.333, padded 112.333) and stays centred in the root proposal
  /// (§1.5): y = (763 − 112.333) / 2 = 325.333, and the password row 16 + 22 + 8 below that.
  @Test func insertedViewIsNewAndMovesItsSiblings() throws {
    var live = try Self.open("SignInForm")
    try live.apply([
      .insert(parent: "form", index: 2, view: ["view": "Text", "id": "note", "text": "Forgot your password?"])
    ])
    let note = try live.explain(ExplanationQuery(node: "note", dimension: .width))
    #expect(note.changed)
    #expect(note.before == nil)
    #expect(Self.lines(note) == ["rule #note@0 174.667", "edit #form (2.0)"])
    #expect(
      note.summary
        == "Width 174.667, new in version 2: Text(\"Forgot your password?\") measures 174.667 on one line at .body, "
        + "after insert Text into #form at 2 in version 2.")
    let row = try live.explain(ExplanationQuery(node: "password-row", dimension: .y))
    #expect(row.before == 385.5)
    #expect(close(row.after, 371 + pixels(1)))
    #expect(
      Self.lines(row) == [
        "placement #form@2 339.5 → 325.333", "childSize #form@2 84 → 112.333", "childSize #form@1 84 → 112.333",
        "childSize #form@0 52 → 80.333", "rule #note@0 20.333", "edit #form (2.0)",
      ])
  }

  // MARK: - Positions and inner layers

  /// The text inside the trailing-aligned frame moves when the frame widens: 79.333 − 40.333 = 39 from its leading
  /// edge (§5.1 placement), x 16 → 55.
  @Test func positionFollowsTheFrameAlignment() throws {
    let live = try Self.open("SignInForm")
    let explanation = try live.explain(ExplanationQuery(node: "user-label", dimension: .x, layer: 0))
    #expect(explanation.layer == 0)
    #expect(explanation.layerDescription == "Text(\"User:\")")
    #expect(explanation.before == 16)
    #expect(explanation.after == 55)
    #expect(
      Self.lines(explanation).prefix(2) == ["placement #user-label@1 0 → 39", "rule #user-label@2 40.333 → 79.333"])
  }

  // MARK: - Errors and bounds

  /// Points, nodes and layers the history does not hold are errors naming the query member.
  @Test func errorsNameTheParameter() throws {
    let live = try Self.open("SignInForm")
    func failure(_ query: ExplanationQuery) -> ExplanationError? {
      do {
        _ = try live.explain(query)
        return nil
      } catch {
        return error
      }
    }
    let cases: [(ExplanationQuery, ExplanationError.Kind, String)] = [
      (.init(node: "user-label", dimension: .width, to: .init(version: 7)), .unknownVersion, "to.version"),
      (.init(node: "user-label", dimension: .width, from: .init(version: 0)), .unknownVersion, "from.version"),
      (.init(node: "user-label", dimension: .width, to: .init(version: 1, pass: 9)), .unknownPass, "to.pass"),
      (.init(node: "user-label", dimension: .width, from: .init(version: 1, pass: -1)), .unknownPass, "from.pass"),
      (.init(node: "nobody", dimension: .width), .unknownNode, "node"),
      (.init(node: "user-label", dimension: .width, layer: 3), .unknownLayer, "layer"),
      (.init(node: "user-label", dimension: .width, layer: -1), .unknownLayer, "layer"),
      (
        .init(node: "user-label", dimension: .width, from: .init(version: 1, pass: 2), to: .init(version: 1, pass: 1)),
        .invalidRange, "from"
      ),
    ]
    for (query, kind, parameter) in cases {
      let error = failure(query)
      #expect(error?.kind == kind, "\(query)")
      #expect(error?.parameter.description == parameter, "\(query)")
    }
  }

  /// A proposal passed down through 60 paddings is a chain longer than the bound: the answer stops at
  /// `Explanation.maxLinks` links and says so.
  @Test func chainsAreBounded() throws {
    var view: JSONValue = ["view": "Text", "id": "deep", "text": "Deep"]
    for level in 0..<60 {
      view = ["view": "VStack", "id": .string("level\(level)"), "modifiers": [["padding": 1]], "content": [view]]
    }
    var live = try LiveTree(
      json: ["environment": ["displayScale": 3], "proposal": ["width": 390, "height": 763], "root": view])
    try live.apply([.propose(width: 100, height: 763)])
    let explanation = try live.explain(ExplanationQuery(node: "deep", dimension: .width))
    #expect(explanation.chain.count == Explanation.maxLinks)
    #expect(explanation.truncated)
  }

  /// Every node, dimension and kept point of every example gets an answer within the bound: no trap, no runaway.
  @Test(arguments: [
    "SignInForm", "EqualSizedLabels", "OptionalMaxForm", "BubblesLastWins", "CollectedWidths", "ViewGeometry",
    "GrowingLabel",
  ])
  func everyQueryOfEveryExampleAnswers(_ name: String) throws {
    var live = try Self.open(name)
    if let text = live.current.lastPass?.layout.nodes.first(where: { $0.viewType == "Text" }) {
      try live.apply([.setText(node: text.id, text: "A longer text than before"), .propose(width: 300, height: 600)])
    }
    for version in live.versions {
      for pass in version.passes {
        for node in pass.layout.nodes where !node.layers.isEmpty {
          for dimension in ExplainedDimension.allCases {
            let explanation = try live.explain(
              ExplanationQuery(
                node: node.id, dimension: dimension, to: .init(version: version.number, pass: pass.index)))
            #expect(explanation.chain.count <= Explanation.maxLinks)
            #expect(!explanation.summary.isEmpty)
          }
        }
      }
    }
  }

  // MARK: - Helpers

  /// Opens `Examples/<name>.json` with the product's default environment.
  static func open(_ name: String) throws -> LiveTree {
    let url = Fixture.repositoryRoot.appendingPathComponent("Examples/\(name).json")
    let data = try #require(FileManager.default.contents(atPath: url.path))
    return try LiveTree(json: try JSONParser.parse(Array(data)))
  }

  /// `BubblesLastWins.json` with the key read by the conversation instead of each bubble, the longer bubble first.
  static func bubblesReadByTheConversation() throws -> JSONValue {
    let url = Fixture.repositoryRoot.appendingPathComponent("Examples/BubblesLastWins.json")
    let data = try #require(FileManager.default.contents(atPath: url.path))
    var document = try #require(try JSONParser.parse(Array(data)).objectValue)
    var root = try #require(document["root"]?.objectValue)
    var bubbles: [JSONValue] = []
    for bubble in try #require(root["content"]?.arrayValue) {
      var object = try #require(bubble.objectValue)
      let modifiers = try #require(object["modifiers"]?.arrayValue)
      object["modifiers"] = .array(modifiers.filter { $0["onPreferenceChange"] == nil })
      bubbles.append(.object(object))
    }
    root["content"] = .array(bubbles.reversed())
    root["modifiers"] = [["onPreferenceChange": ["key": "BubbleWidth", "perform": "bubbleWidth = $0"]]]
    document["root"] = .object(root)
    return .object(document)
  }

  /// One line per link: `kind #node@layer (version.pass) before → after [contributors]`, numbers as the records'
  /// compact notation.
  static func lines(_ explanation: Explanation) -> [String] {
    explanation.chain.map { link in
      var parts = [link.kind.rawValue]
      if let node = link.node { parts.append("#\(node)" + (link.layer.map { "@\($0)" } ?? "")) }
      if let point = link.point { parts.append("(\(point.version).\(point.pass))") }
      var change = link.after.map(text) ?? ""
      if let before = link.before { change = text(before) + " → " + change }
      if !change.isEmpty { parts.append(change) }
      if !link.contributors.isEmpty {
        parts.append(
          "[" + link.contributors.map { "\(text($0.value)) #\($0.node) \($0.fate.rawValue)" }.joined(separator: ", ")
            + "]")
      }
      return parts.joined(separator: " ")
    }
  }

  private static func text(_ value: JSONValue) -> String {
    switch value {
    case .double(let number): return LayoutNumber.format(number)
    case .integer(let number): return String(number)
    case .null: return "nil"
    default: return JSONSerializer.serialize(value)
    }
  }
}
