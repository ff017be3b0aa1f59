import JSONCore
import LayoutEngine
import SwiftSubset
import Testing

/// Every combination rule of `swiftui-semantics.md` §6.1–§6.2, through trees. Values are chosen for the test;
/// what is asserted is the rule (cited on each test).
struct PreferenceCombinationTests {
  /// `Sum`: an Int key whose default (100) shows whenever reduce starts from it.
  let sum = ["Sum": key("Int", 100, "value += nextValue()")] as JSONValue
  /// `Names`: an array key that shows the reduce order.
  let names = ["Names": key("[String]", "[]", "value.append(contentsOf: nextValue())")] as JSONValue
  /// `Last`: an assigning reducer.
  let last = ["Last": key("String", "default", "value = nextValue()")] as JSONValue

  @Test func onlyProducersAreReducedAndTheFirstIsTakenAsIs() throws {
    // §6.1.2: a static container skips children that write nothing, and reduce is not called with the default
    // first: 1 + 2 = 3, not 103.
    let live = try liveTree(
      [
        "view": "VStack", "id": "stack",
        "content": [writer("a", "Sum", "1"), ["view": "Color"], writer("b", "Sum", "2")],
      ],
      keys: sum)
    #expect(live.value("Sum", at: "stack") == 3)
    let record = try #require(try live.last.preferences.value(of: "Sum", at: "stack"))
    #expect(record.contributions.map(\.fate) == [.first, .reduced])
    #expect(record.contributions.map(\.source) == [.node("a"), .node("b")])
  }

  /// The combined record is kept with the pass: gathered with room for every view of the list, its contributions keep
  /// none for the views that produced nothing (a list of many views with a few writers).
  @Test func aCombinedRecordKeepsNoRoomForViewsThatProduceNothing() throws {
    let silent = Array(repeating: ["view": "Color"] as JSONValue, count: 200)
    let live = try liveTree(
      [
        "view": "VStack", "id": "stack",
        "content": .array([writer("a", "Sum", "1"), writer("b", "Sum", "2")] + silent),
      ],
      keys: sum)
    #expect(live.value("Sum", at: "stack") == 3)
    let record = try #require(try live.last.preferences.value(of: "Sum", at: "stack"))
    #expect(record.contributions.count == 2)
    #expect(record.contributions.capacity < 16)
  }

  @Test func aContainerWithoutProducersProducesNothing() throws {
    let live = try liveTree(["view": "VStack", "id": "stack", "content": [["view": "Color"]]], keys: sum)
    #expect(live.value("Sum", at: "stack") == nil)
  }

  @Test func dynamicContentStartsFromTheDefault() throws {
    // §6.1.3: a ForEach (or a stack whose content holds one) reduces from defaultValue: 100 + 1 + 2.
    let forEach: JSONValue = [
      "view": "ForEach", "id": "rows", "data": [1, 2], "element": "n",
      "content": [["view": "Color", "modifiers": [["preference": ["key": "Sum", "value": "n"]]]]],
    ]
    let live = try liveTree(["view": "VStack", "id": "stack", "content": [forEach]], keys: sum)
    #expect(live.value("Sum", at: "stack") == 103)
    #expect(live.value("Sum", at: "rows") == 103)
    let record = try #require(try live.last.preferences.value(of: "Sum", at: "stack"))
    #expect(record.operation == .combined(dynamic: true))
    #expect(record.contributions.first?.source == .defaultValue)
  }

  @Test func dynamicContentWithoutWritersProducesTheDefault() throws {
    // §6.1.3: an `if` whose branch writes nothing still produces defaultValue; a false `if` too.
    for condition in [true, false] {
      let live = try liveTree(
        [
          "view": "VStack", "id": "stack",
          "content": [["if": .bool(condition), "then": [["view": "Color"]]]],
        ], keys: sum)
      #expect(live.value("Sum", at: "stack") == 100, "if \(condition)")
    }
    // With `dynamicPreferenceDefault: producersOnly` it produces nothing, like static content.
    let live = try liveTree(
      ["view": "VStack", "id": "stack", "content": [["if": true, "then": [["view": "Color"]]]]], keys: sum,
      behaviors: ["dynamicPreferenceDefault": "producersOnly"])
    #expect(live.value("Sum", at: "stack") == nil)
  }

  @Test func theDefaultOfDynamicContentBeatsAnAssigningReducer() throws {
    // Case M16 (§6.1.3): the overlay's `if` produces "default" after the primary's "non-default".
    let live = try liveTree(
      [
        "view": "Color", "id": "red",
        "modifiers": [
          ["preference": ["key": "Last", "value": "\"non-default\""]],
          ["overlay": ["if": true, "then": [["view": "Color"]]]],
        ],
      ], keys: last)
    #expect(live.value("Last", at: "red") == "default")
    #expect(live.messages.contains { $0.contains("defaultValue \"default\" from the dynamic content") })
  }

  @Test func groupsAreStaticContent() throws {
    let live = try liveTree(
      ["view": "VStack", "id": "stack", "content": [["view": "Group", "content": [writer("a", "Sum", "1")]]]],
      keys: sum)
    #expect(live.value("Sum", at: "stack") == 1)
  }

  @Test func declarationOrderBackgroundBeforePrimaryBeforeOverlay() throws {
    // §6.1.4: background's value, then the primary's, then the overlay's.
    let live = try liveTree(
      [
        "view": "Color", "id": "view",
        "modifiers": [
          ["preference": ["key": "Names", "value": "[\"primary\"]"]],
          ["background": writer("behind", "Names", "[\"background\"]")],
          ["overlay": writer("front", "Names", "[\"overlay\"]")],
        ],
      ], keys: names)
    #expect(live.value("Names", at: "view") == ["background", "primary", "overlay"])
    // Stack children in declaration order; `preferenceOrder: reversed` reverses them to expose order-dependence.
    let stack: JSONValue = [
      "view": "HStack", "id": "stack",
      "content": [writer("a", "Names", "[\"a\"]"), writer("b", "Names", "[\"b\"]"), writer("c", "Names", "[\"c\"]")],
    ]
    #expect(try liveTree(stack, keys: names).value("Names", at: "stack") == ["a", "b", "c"])
    let reversed = try liveTree(stack, keys: names, behaviors: ["preferenceOrder": "reversed"])
    #expect(reversed.value("Names", at: "stack") == ["c", "b", "a"])
  }

  @Test func anOuterPreferenceHidesDeeperWriters() throws {
    // §6.2.1: the stack's own preference replaces what its content wrote; the record keeps them as hidden.
    let live = try liveTree(
      [
        "view": "VStack", "id": "stack", "content": [writer("a", "Sum", "1"), writer("b", "Sum", "2")],
        "modifiers": [["preference": ["key": "Sum", "value": "9"]]],
      ], keys: sum)
    #expect(live.value("Sum", at: "stack") == 9)
    let record = try #require(try live.last.preferences.value(of: "Sum", at: "stack"))
    #expect(record.contributions.map(\.fate) == [.hidden, .first])
    let writers = try live.last.preferences.writers(of: record.id)
    #expect(writers.map(\.node) == ["a", "b", "stack"])
    #expect(writers.map(\.fate) == [.hidden, .hidden, .reduced])
  }

  @Test func transformPreferenceChangesTheValueOrTheDefault() throws {
    // §6.2.2: with nothing below it transforms defaultValue (and so produces); with writers, their value.
    let alone = try liveTree(
      ["view": "Color", "id": "c", "modifiers": [["transformPreference": ["key": "Sum", "transform": "$0 += 1"]]]],
      keys: sum)
    #expect(alone.value("Sum", at: "c") == 101)
    let above = try liveTree(
      [
        "view": "VStack", "id": "stack", "content": [writer("a", "Sum", "1"), writer("b", "Sum", "2")],
        "modifiers": [["transformPreference": ["key": "Sum", "transform": "{ value in value *= 10 }"]]],
      ], keys: sum)
    #expect(above.value("Sum", at: "stack") == 30)
  }

  @Test func anchorsAreCapturedWhereTheModifierIsInTheChain() throws {
    // §6.2.3: .bounds before padding(10) is the 50 × 20 color; after it, the padded 70 × 40 view.
    let anchorKeys: JSONValue = [
      "Inner": key("Anchor<CGRect>?", nil, "value = nextValue() ?? value"),
      "Outer": key("Anchor<CGRect>?", nil, "value = nextValue() ?? value"),
    ]
    let live = try liveTree(
      [
        "view": "Color", "id": "c",
        "modifiers": [
          ["frame": ["width": 50, "height": 20]],
          ["anchorPreference": ["key": "Inner", "value": ".bounds"]],
          ["padding": 10],
          ["anchorPreference": ["key": "Outer", "value": ".bounds"]],
        ],
      ], keys: anchorKeys, width: nil, height: nil)
    #expect(live.value("Inner", at: "c")?["rect"] == ["x": 10.0, "y": 10.0, "width": 50.0, "height": 20.0])
    #expect(live.value("Outer", at: "c")?["rect"] == ["x": 0.0, "y": 0.0, "width": 70.0, "height": 40.0])
  }

  @Test func anchorsResolveInTheReadersSpaceOnThePixelGrid() throws {
    // §1.6: the anchor is the snapped frame; `proxy[anchor]` subtracts the reader's snapped origin. A 10.25-wide
    // spacer puts the color at 10.25 (30.75 px, rounded up to 31 px = 10.333 at @3x).
    let keys: JSONValue = ["Spot": key("Anchor<CGPoint>?", nil, "value = nextValue() ?? value")]
    let live = try liveTree(
      [
        "view": "GeometryReader", "id": "reader", "proxy": "proxy",
        "content": [
          [
            "view": "HStack", "spacing": 0, "alignment": "top",
            "content": [
              ["view": "Color", "modifiers": [["frame": ["width": 10.25, "height": 5]]]],
              [
                "view": "Color", "id": "spot",
                "modifiers": [
                  ["frame": ["width": 20, "height": 20]],
                  ["anchorPreference": ["key": "Spot", "value": ".topLeading"]],
                ],
              ],
            ],
          ]
        ],
        "modifiers": [
          [
            "overlayPreferenceValue": [
              "key": "Spot", "value": "spot",
              "content": [
                "view": "GeometryReader", "proxy": "inner",
                "content": [["view": "Text", "id": "where", "text": "\\(inner[spot!].x)"]],
              ],
            ]
          ]
        ],
      ], keys: keys, width: 100, height: 50)
    #expect(try live.last.layout.node("where")?.text == "10.333333333333332")
  }

  @Test func backgroundPreferenceValueBuildsItsViewsFromTheValueInTheSamePass() throws {
    // §6.3.2: the closure gets the primary's value; its own writes do not feed back into it.
    let live = try liveTree(
      [
        "view": "VStack", "id": "stack", "content": [writer("a", "Sum", "1"), writer("b", "Sum", "2")],
        "modifiers": [
          [
            "backgroundPreferenceValue": [
              "key": "Sum", "value": "total",
              "content": [writer("echo", "Sum", "total * 1000", modifiers: [["frame": ["width": "CGFloat(total)"]]])],
            ]
          ]
        ],
      ], keys: sum)
    #expect(live.current.outcome.passes == 1)
    #expect(try live.last.layout.node("echo")?.size?.width == 3)
    #expect(live.value("Sum", at: "stack") == 3)
    let layer = try #require(try live.last.layout.node("stack")?.layers.last)
    #expect(layer.reads.contains(.preference(key: "Sum", value: 3, from: LayerID(node: "stack", layer: 0))))
    // With no producer the closure gets defaultValue (§6.1.5).
    let empty = try liveTree(
      [
        "view": "Color", "id": "c",
        "modifiers": [
          [
            "backgroundPreferenceValue": [
              "key": "Sum", "value": "total", "content": [["view": "Text", "id": "t", "text": "\\(total)"]],
            ]
          ]
        ],
      ], keys: sum)
    #expect(try empty.last.layout.node("t")?.text == "100")
  }

  @Test func onPreferenceChangeWithoutProducerNeverFires() throws {
    // §6.1.5: no producer below, no binding; a dynamic container below produces the default and fires it.
    let quiet = try liveTree(
      [
        "view": "VStack", "content": [["view": "Color"]],
        "modifiers": [["onPreferenceChange": ["key": "Sum", "perform": "print($0)"]]],
      ], keys: sum)
    #expect(quiet.printed.isEmpty)
    let dynamic = try liveTree(
      [
        "view": "VStack", "content": [["if": true, "then": [["view": "Color"]]]],
        "modifiers": [["onPreferenceChange": ["key": "Sum", "perform": "print($0)"]]],
      ], keys: sum)
    #expect(dynamic.printed == ["100"])
  }

  @Test func formsPassPreferencesThroughUnlessTheBoundaryBlocks() throws {
    let form: JSONValue = ["view": "Form", "id": "form", "content": [writer("a", "Sum", "5")]]
    #expect(try liveTree(form, keys: sum).value("Sum", at: "form") == 5)
    #expect(
      try liveTree(form, keys: sum, behaviors: ["listPreferenceBoundary": "blocks"]).value("Sum", at: "form") == nil)
  }

  @Test func firstShorthandIgnoresLaterProducers() throws {
    let live = try liveTree(
      ["view": "HStack", "id": "s", "content": [writer("a", "K", "1"), writer("b", "K", "2")]],
      keys: ["K": key("Int", 0, "first")])
    #expect(live.value("K", at: "s") == 1)
    let record = try #require(try live.last.preferences.value(of: "K", at: "s"))
    #expect(record.contributions.map(\.fate) == [.first, .ignored])
  }

  @Test func valuesAtEveryKeyAndLayer() throws {
    let live = try liveTree(
      [
        "view": "VStack", "id": "stack", "content": [writer("a", "Sum", "1")],
        "modifiers": [["preference": ["key": "Names", "value": "[\"x\"]"]], ["padding": 1]],
      ], keys: ["Sum": key("Int", 0, "sum"), "Names": key("[String]", "[]", "append")])
    let preferences = try live.last.preferences
    #expect(preferences.values(at: "stack").map(\.key) == ["Sum", "Names"])
    // The padding layer passes the value through: its value is the writer's record.
    #expect(preferences.value(of: "Names", at: LayerID(node: "stack", layer: 2))?.layer == 1)
  }
}
