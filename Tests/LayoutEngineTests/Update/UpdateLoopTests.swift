import JSONCore
import LayoutEngine
import SwiftSubset
import Testing

/// The update loop: deliveries (initial, on `!=`, the declared equality), the cycle guard, the pass limit,
/// actions' order and the loop's diagnostics (`swiftui-semantics.md` §6.3, §7).
struct UpdateLoopTests {
  /// A label measured in its background and framed at `labelWidth` (the equal-width pattern, §7): `measureFirst`
  /// puts the measurement before the frame (correct) or after it (the feedback shape).
  func label(_ id: String, _ text: String, measureFirst: Bool = true, padding: Int = 0) -> JSONValue {
    let probe: JSONValue = [
      "background": [
        "view": "GeometryReader", "proxy": "proxy",
        "content": [["view": "Color", "modifiers": [["preference": ["key": "W", "value": "proxy.size.width"]]]]],
      ]
    ]
    let frame: JSONValue = ["frame": ["width": "labelWidth", "alignment": "leading"]]
    var modifiers: [JSONValue] = measureFirst ? [probe, frame] : [frame]
    if padding > 0 { modifiers.append(["padding": ["edges": "horizontal", "length": .integer(Int64(padding))]]) }
    if !measureFirst { modifiers.append(probe) }
    return ["view": "Text", "id": .string(id), "text": .string(text), "modifiers": .array(modifiers)]
  }

  func form(_ labels: [JSONValue], perform: String = "labelWidth = $0") -> JSONValue {
    [
      "view": "VStack", "id": "form", "content": .array(labels),
      "modifiers": [["onPreferenceChange": ["key": "W", "perform": .string(perform)]]],
    ]
  }

  let widthKey: JSONValue = ["W": key("CGFloat", "0", "max")]
  let widthState: JSONValue = ["labelWidth": ["type": "CGFloat?", "value": nil]]

  @Test func theEqualWidthPatternSettlesInTwoPasses() throws {
    // Fixed advance: 0.5 em of 17 pt = 8.5 per character, rounded up to the @3x grid: "User:" 42.5 → 128 px,
    // "Password:" 76.5 → 230 px = 76.667.
    let live = try liveTree(form([label("a", "User:"), label("b", "Password:")]), state: widthState, keys: widthKey)
    #expect(live.current.outcome == UpdateOutcome(stop: .settled, passes: 2))
    #expect(live.current.converged)
    #expect(try live.last.layout.size("a").width == pixels(230))
    let pass2 = try #require(live.current.pass(2))
    #expect(pass2.actions.isEmpty)
    #expect(pass2.stateOrigins["labelWidth"] == .write(version: 1, pass: 1, write: 0))
    // Frames that changed between the passes: the shorter label's (its frame widened, its text and the probe in
    // its background moved to the leading edge... they are leading-aligned, so only the frame's size changed).
    #expect(pass2.sizeChanges.filter(\.sizeChanged).map(\.node) == ["a"])
  }

  @Test func theCycleGuardDropsTheThirdDeliveryOnceAndRemembersIt() throws {
    // Measured after frame + padding(.horizontal, 4): +8 per pass (§7).
    var live = try liveTree(
      form([label("a", "Code:", measureFirst: false, padding: 4)]), state: widthState, keys: widthKey)
    #expect(live.current.outcome == UpdateOutcome(stop: .cycleGuard, passes: 3))
    let warnings = live.current.allDiagnostics.filter { $0.code == .cycleGuard }
    #expect(warnings.map(\.message) == ["Bound preference W tried to update multiple times per frame."])
    let cycle = try #require(live.current.cycles.first)
    #expect(cycle.binder == PreferenceBinder(node: "form", layer: 1, key: "W"))
    #expect(cycle.changePerPass == 8)
    #expect(cycle.states == ["labelWidth"])
    #expect(cycle.readers == [LayerID(node: "a", layer: 1)])
    #expect(cycle.measurement?.framedLayer == 1)
    // "Code:" = 42.5 → 128 px = 42.667; + 8 = 50.667 → 58.667 → 66.667.
    #expect(cycle.values.compactMap(\.doubleValue).map { ($0 * 3).rounded() } == [152, 176, 200])
    // A new update is a new seed, but the dropped 66.667 counts as delivered and the label measures exactly that
    // (frame 58.667 + 8): nothing is delivered, and the warning is not logged again.
    try live.apply([.propose(width: 380, height: 700)])
    #expect(live.current.outcome == UpdateOutcome(stop: .settled, passes: 1))
    #expect(!live.current.allDiagnostics.contains { $0.code == .cycleGuard })
  }

  @Test func aLoopThatNeverSettlesStopsAtThePassLimit() throws {
    // With a seed per pass the guard never trips; the hard bound stops the loop (here 5 passes).
    let configuration = LiveTreeConfiguration(update: UpdateLimits(maxPasses: 5))
    let live = try liveTree(
      form([label("a", "Code:", measureFirst: false, padding: 4)]), state: widthState, keys: widthKey,
      behaviors: ["cycleGuardScope": "pass"], configuration: configuration)
    #expect(live.current.outcome == UpdateOutcome(stop: .passLimit, passes: 5))
    let diagnostic = try #require(live.current.diagnostics.first { $0.code == .nonConvergence })
    #expect(diagnostic.message.contains("+8 pt per pass"))
    #expect(diagnostic.message.contains("Stopped at the pass limit (5 passes)."))
    #expect(live.state["labelWidth"] == Value.some(.cgFloat(pixels(128) + 8 * 5)))
  }

  @Test func aDeclaredEqualityDecidesBetweenDifferentValues() throws {
    // A struct whose == is always true: a changed value is never delivered after the first.
    var live = try liveTree(
      [
        "view": "Color", "id": "c",
        "modifiers": [
          ["preference": ["key": "K", "value": "Box(n: n)"]],
          ["onPreferenceChange": ["key": "K", "perform": "print($0.n)"]],
        ],
      ], state: ["n": 1],
      keys: ["K": key("Box", "Box(n: 0)", "value = nextValue()")],
      types: ["Box": ["fields": ["n": "Int"], "equality": "true"]])
    #expect(live.printed == ["1"])
    try live.apply([.setState(name: "n", value: 2)])
    #expect(live.printed.isEmpty)
  }

  @Test func actionsRunInTreeOrderAndSeeEarlierWrites() throws {
    let live = try liveTree(
      [
        "view": "VStack",
        "content": [
          writer(
            "a", "K", "1",
            modifiers: [["onPreferenceChange": ["key": "K", "perform": "log.append(\"a\\(log.count)\")"]]]),
          writer(
            "b", "K", "2",
            modifiers: [["onPreferenceChange": ["key": "K", "perform": "log.append(\"b\\(log.count)\")"]]]),
        ],
        "modifiers": [["onPreferenceChange": ["key": "K", "perform": "log.append(\"stack\\(log.count)\")"]]],
      ], state: ["log": ["type": "[String]", "value": []]], keys: ["K": key("Int", 0, "sum")])
    #expect(live.state["log"] == .array([.string("stack0"), .string("a1"), .string("b2")], of: .string))
  }

  @Test func aWriteOfAnEqualValueStartsNoPass() throws {
    let live = try liveTree(
      [
        "view": "Color",
        "modifiers": [
          ["preference": ["key": "K", "value": "1"]],
          ["onPreferenceChange": ["key": "K", "perform": "flag = false"]],
        ],
      ], state: ["flag": false], keys: ["K": key("Int", 0, "sum")])
    #expect(live.current.outcome.passes == 1)
    let write = try #require(live.current.pass(1)?.stateWrites.first)
    #expect(!write.changed)
  }

  @Test func aGeometryReaderAroundTheLabelIsReportedAsGreedy() throws {
    // §7 pitfall: the reader as a stack child takes the whole proposal, so it reports 195 (half of 390, the
    // HStack's share), not the text's width.
    let live = try liveTree(
      [
        "view": "HStack", "id": "row", "spacing": 0,
        "content": [
          [
            "view": "GeometryReader", "id": "probe", "proxy": "proxy",
            "content": [
              [
                "view": "Text", "text": "User:",
                "modifiers": [["preference": ["key": "W", "value": "proxy.size.width"]]],
              ]
            ],
          ],
          ["view": "Color"],
        ],
        "modifiers": [["onPreferenceChange": ["key": "W", "perform": "labelWidth = $0"]]],
      ], state: widthState, keys: widthKey)
    let diagnostic = try #require(live.current.diagnostics.first { $0.code == .greedyMeasurement })
    #expect(diagnostic.node == "probe")
    #expect(diagnostic.message.contains("takes the whole proposal (195 × 763)"))
  }

  @Test func everyPassRecordsWhereStateCameFrom() throws {
    var live = try liveTree(form([label("a", "Hi")]), state: widthState, keys: widthKey)
    #expect(live.current.pass(1)?.stateOrigins["labelWidth"] == .declared)
    try live.apply([.setState(name: "labelWidth", value: 30)])
    // The text, measured inside the 30-wide frame, is still 17 (2 × 8.5): the preference did not change, so the
    // action does not run and the value set directly stays (§6.3.1).
    #expect(live.current.pass(1)?.stateOrigins["labelWidth"] == .setState(version: 2))
    #expect(live.current.pass(1)?.state["labelWidth"] == Value.some(.cgFloat(30)))
    #expect(live.current.outcome.passes == 1)
    #expect(live.state["labelWidth"] == Value.some(.cgFloat(30)))
    // Set below the text's width, the frame proposes 10 and the text measured inside it wraps to 8.667 (26 px):
    // the measurement feeds back the frame's proposal, as issue 7's wrapped label shows.
    try live.apply([.setState(name: "labelWidth", value: 10)])
    #expect(live.state["labelWidth"] == Value.some(.cgFloat(pixels(26))))
    #expect(live.current.pass(2)?.stateOrigins["labelWidth"] == .write(version: 3, pass: 1, write: 0))
  }
}

extension UpdateLoopTests {
  @Test func onChangeLoopsMeetTheSameCycleGuard() throws {
    // An action that changes the value it observes: two runs per update, then SwiftUI's warning.
    let live = try liveTree(
      [
        "view": "Text", "id": "t", "text": "\\(count)",
        "modifiers": [["onChange": ["of": "count", "perform": "count += 1", "initial": true]]],
      ],
      state: ["count": 0])
    #expect(live.current.outcome == UpdateOutcome(stop: .cycleGuard, passes: 3))
    #expect(live.messages.contains("onChange(of: Int) action tried to update multiple times per frame."))
    #expect(live.state["count"] == .int(2))
  }

  @Test func interpolationsShowValuesAsSwiftDoes() throws {
    let live = try liveTree(
      ["view": "Text", "id": "t", "text": "\\(width) \\(names) \\(width ?? 0)"],
      state: ["width": ["type": "CGFloat?", "value": 71.5], "names": ["a", "b"]])
    #expect(try live.last.layout.node("t")?.text == "Optional(71.5) [\"a\", \"b\"] 71.5")
  }
}
