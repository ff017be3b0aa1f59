import JSONCore
import LayoutEngine
import SwiftSubset
import Testing

/// Live trees: versions made atomically by edits, `@State` kept across edits, taps, and a history bounded in
/// versions, passes and node records.
struct LiveTreeTests {
  let counter: JSONValue = [
    "view": "VStack", "id": "panel",
    "content": [
      ["view": "Text", "id": "count", "text": "Tapped \\(taps)"],
      ["view": "Button", "id": "tap-me", "title": "Tap", "action": "taps += 1"],
      [
        "view": "ForEach", "data": [1, 2], "element": "step",
        "content": [
          [
            "view": "Button", "id": "add", "content": [["view": "Text", "id": "add-label", "text": "+\\(step)"]],
            "action": "taps += step",
          ]
        ],
      ],
    ],
  ]

  @Test func tapsRunTheButtonsActionInItsScope() throws {
    var live = try liveTree(counter, state: ["taps": 0])
    try live.apply([.tap(node: "tap-me")])
    #expect(live.state["taps"] == .int(1))
    #expect(try live.last.layout.node("count")?.text == "Tapped 1")
    // A button inside a ForEach: its element is in scope; tapping its label taps it.
    try live.apply([.tap(node: "add[2]"), .tap(node: "add-label[1]")])
    #expect(live.state["taps"] == .int(4))
    #expect(live.current.editActions.map(\.node) == ["add[2]", "add[1]"])
    #expect(live.current.editWrites.map { $0.newValue } == [.int(3), .int(4)])
    #expect(live.current.pass(1)?.stateOrigins["taps"] == .write(version: 3, pass: 0, write: 1))
  }

  @Test func editsAreAllOrNothing() throws {
    var live = try liveTree(counter, state: ["taps": 0])
    let before = live.version
    for edits: [TreeEdit] in [
      [.tap(node: "tap-me"), .tap(node: "count")],  // not a button
      [.setState(name: "taps", value: 5), .setState(name: "tapz", value: 1)],  // unknown state
      [.setState(name: "taps", value: "\"five\"")],  // wrong type
      [.setText(node: "count", text: "x"), .remove(node: "nowhere")],
      [.tap(node: "missing")],
    ] {
      #expect(throws: TreeErrors.self) { try live.apply(edits) }
      #expect(live.version == before)
      #expect(live.state["taps"] == .int(0))
    }
    let error = #expect(throws: TreeErrors.self) { try live.apply([.tap(node: "tap-me"), .tap(node: "count")]) }
    #expect(error?.first?.path.description == "$.edits[1].tap.node")
  }

  @Test func stateSurvivesEditsAndSetStateSetsIt() throws {
    var live = try liveTree(counter, state: ["taps": 0])
    try live.apply([.tap(node: "tap-me")])
    try live.apply([.setText(node: "count", text: "Count: \\(taps)")])
    #expect(live.state["taps"] == .int(1))
    #expect(try live.last.layout.node("count")?.text == "Count: 1")
    try live.apply([.setState(name: "taps", value: 9)])
    #expect(try live.last.layout.node("count")?.text == "Count: 9")
    #expect(live.stateOrigins["taps"] == .setState(version: 4))
    #expect(live.current.edits == [.setState(name: "taps", value: 9)])
  }

  @Test func replaceDocumentStartsFromTheNewDeclarationsOrKeepsMatchingState() throws {
    var live = try liveTree(counter, state: ["taps": 0])
    try live.apply([.tap(node: "tap-me")])
    #expect(live.state["taps"] == .int(1))
    // A new text of the same view: a fresh preview starts from the declared values.
    let edited = document(
      ["view": "VStack", "id": "panel", "content": [["view": "Text", "id": "count", "text": "Taps: \\(taps)"]]],
      width: 390, height: 763, behaviors: nil, extra: ["state": ["taps": 0, "label": "x"]])
    try live.apply([.replaceDocument(edited, keepState: false)])
    #expect(live.state["taps"] == .int(0))
    #expect(try live.last.layout.node("count")?.text == "Taps: 0")
    #expect(live.current.edits == [.replaceDocument(edited, keepState: false)])
    // Hot reload: a variable with the same name and type keeps its value; others start as declared.
    try live.apply([.setState(name: "taps", value: 7), .setState(name: "label", value: "\"y\"")])
    let retyped = document(
      ["view": "Text", "id": "count", "text": "\\(taps) \\(label)"], width: 390, height: 763, behaviors: nil,
      extra: ["state": ["taps": 0, "label": 1]])
    try live.apply([.replaceDocument(retyped, keepState: true), .setText(node: "count", text: "\\(taps)!")])
    #expect(live.state["taps"] == .int(7))
    #expect(live.state["label"] == .int(1))
    #expect(live.stateOrigins["taps"] == .setState(version: 4))
    #expect(try live.last.layout.node("count")?.text == "7!")
    // Only as a request's first edit; a document that does not decode changes nothing.
    let before = live.version
    let late = #expect(throws: TreeErrors.self) {
      try live.apply([.setState(name: "taps", value: 1), .replaceDocument(edited, keepState: false)])
    }
    #expect(late?.first?.path.description == "$.edits[1].replaceDocument")
    #expect(throws: TreeErrors.self) { try live.apply([.replaceDocument(["root": ["view": "Txt"]], keepState: false)]) }
    #expect(live.version == before)
    #expect(live.state["taps"] == .int(7))
  }

  @Test func tapsActOnWhatIsShown() throws {
    var live = try liveTree(
      [
        "view": "VStack",
        "content": [["if": "show", "then": [["view": "Button", "id": "b", "title": "B", "action": "n += 1"]]]],
      ],
      state: ["show": false, "n": 0])
    let error = #expect(throws: TreeErrors.self) { try live.apply([.tap(node: "b")]) }
    #expect(error?.first?.message.contains("not on screen") == true)
  }

  @Test func historyIsBoundedInVersionsAndPasses() throws {
    let configuration = LiveTreeConfiguration(history: HistoryLimits(maxVersions: 3, maxPassesPerVersion: 4))
    var live = try liveTree(counter, state: ["taps": 0], configuration: configuration)
    for _ in 0..<10 { try live.apply([.tap(node: "tap-me")]) }
    #expect(live.versions.map(\.number) == [9, 10, 11])
    #expect(live.forgottenVersions == 8)
    #expect(live.version(2) == nil)
    #expect(live.version(11)?.number == 11)
    // A loop of 16 passes keeps the first two and the last two.
    var growing = try liveTree(
      [
        "view": "Text", "id": "t", "text": "x",
        "modifiers": [
          ["frame": ["width": "w"]], ["padding": 1],
          ["background": ["view": "GeometryReader", "proxy": "p", "content": [writer("c", "W", "p.size.width")]]],
          ["onPreferenceChange": ["key": "W", "perform": "w = $0"]],
        ],
      ], state: ["w": ["type": "CGFloat?", "value": nil]], keys: ["W": key("CGFloat", 0, "max")],
      behaviors: ["cycleGuardScope": "pass"], configuration: configuration)
    #expect(growing.current.outcome.passes == 16)
    #expect(growing.current.passes.map(\.index) == [1, 2, 15, 16])
    try growing.apply([.setText(node: "t", text: "y")])
    #expect(growing.versions.count == 2)
  }

  @Test func historyIsBoundedInNodeRecords() throws {
    // 40 rows (≈ 121 nodes per pass) and a budget of 500 node records: only the versions that fit are kept.
    let rows = JSONValue.array((0..<40).map { ["view": "Text", "id": .string("r\($0)"), "text": "row"] })
    let configuration = LiveTreeConfiguration(history: HistoryLimits(maxRecordedNodes: 500))
    var live = try liveTree(["view": "VStack", "content": rows], configuration: configuration)
    for index in 0..<20 { try live.apply([.setText(node: "r0", text: "row \(index)")]) }
    let kept = live.versions.reduce(0) { $0 + $1.passes.reduce(0) { $0 + $1.layout.nodes.count } }
    #expect(kept <= 500)
    #expect(live.versions.last?.number == 21)
    #expect(live.versions.count >= 1)
  }

  @Test func bindersAreForgottenWithTheirNodes() throws {
    // A removed reader's memory goes with it: put back, it gets its initial delivery again (§6.3.1).
    let reader: JSONValue = [
      "view": "Color", "id": "reader",
      "modifiers": [
        ["preference": ["key": "K", "value": "1"]], ["onPreferenceChange": ["key": "K", "perform": "n += 1"]],
      ],
    ]
    var live = try liveTree(
      ["view": "VStack", "id": "stack", "content": [reader]], state: ["n": 0], keys: ["K": key("Int", 0, "sum")])
    #expect(live.state["n"] == .int(1))
    try live.apply([.remove(node: "reader")])
    try live.apply([.insert(parent: "stack", index: 0, view: reader)])
    #expect(live.state["n"] == .int(2))
  }

  /// A replaced document is the next version of the same tree: from its declared state, or keeping the current
  /// value of each variable it declares with the same name and type.
  @Test func replaceDocumentStartsFromTheDeclaredStateOrKeepsIt() throws {
    var live = try liveTree(counter, state: ["taps": 0, "label": "\"x\""])
    try live.apply([.tap(node: "tap-me"), .tap(node: "tap-me")])
    #expect(live.state["taps"] == .int(2))
    let edited: JSONValue = [
      "view": "VStack", "id": "panel", "content": [["view": "Text", "id": "count", "text": "Now \\(taps)"]],
    ]
    let next = document(edited, extra: ["state": ["taps": 0, "label": 5, "fresh": true]])
    var kept = live
    try kept.apply([.replaceDocument(next, keepState: true)])
    #expect(kept.version == live.version + 1)
    #expect(kept.state["taps"] == .int(2))
    #expect(kept.stateOrigins["taps"] == live.stateOrigins["taps"])
    // `label` changed type (String to Int): it starts from its declaration, as a new variable does.
    #expect(kept.state["label"] == .int(5))
    #expect(kept.state["fresh"] == .bool(true))
    #expect(try kept.last.layout.node("count")?.text == "Now 2")
    #expect(try kept.last.layout.node("tap-me") == nil)
    try live.apply([.replaceDocument(next, keepState: false)])
    #expect(live.state["taps"] == .int(0))
    #expect(live.stateOrigins["taps"] == .declared)
    #expect(try live.last.layout.node("count")?.text == "Now 0")
  }

  @Test func aReplacedDocumentsProblemsAreAtItsOwnPaths() throws {
    var live = try liveTree(counter, state: ["taps": 0])
    let error = #expect(throws: TreeErrors.self) {
      try live.apply([.replaceDocument(document(["view": "Txt"]), keepState: false)])
    }
    // The document's own paths: a server maps them onto the source the document was read from.
    #expect(error?.first?.path.description == "$.root.view")
    #expect(live.version == 1)
  }

  /// The engine reads edits through the one grammar the daemon uses (`Edit`, then `engineEdit`): infinity is
  /// `"infinity"`, and a proposed length is never negative.
  @Test func editsDecodeThroughTheProtocolsGrammar() throws {
    #expect(try treeEdit(["tap": ["node": "b"]]) == .tap(node: "b"))
    #expect(try treeEdit(["setState": ["name": "w", "value": nil]]) == .setState(name: "w", value: nil))
    #expect(
      try treeEdit(["propose": ["width": 320, "height": "infinity"]]) == .propose(width: 320, height: .infinity))
    #expect(
      try treeEdit(["insert": ["parent": "p", "index": 1, "view": ["view": "Color"]]])
        == .insert(parent: "p", index: 1, view: ["view": "Color"]))
    #expect(throws: JSONCodingError.self) { try treeEdit(["propose": ["width": ".infinity"]]) }
    #expect(throws: JSONCodingError.self) { try treeEdit(["propose": ["width": -1]]) }
    let unknown = #expect(throws: JSONCodingError.self) { try treeEdit(["tapp": ["node": "b"]]) }
    #expect(unknown?.description.contains("unknown edit 'tapp'") == true)
    let missing = #expect(throws: JSONCodingError.self) { try treeEdit(["setText": ["node": "b"]]) }
    #expect(missing?.description.contains("edits[0].setText.text") == true)
  }

  @Test func aTreeAtTheDepthLimitRunsTheUpdateLoopOnTheDocumentedStack() {
    // Nested stacks with one padding each (the default limit's layers, with the writer's two and the reader's
    // two), a writer at the bottom and a reader at the top: the preference recursion follows the layers like
    // layout does. The document is made and released on the big stack too.
    let result = DepthLimitTests.onThread(stackSize: DepthLimitTests.documentedStackSize) { () -> Int? in
      var view: JSONValue = writer("deep", "K", "1")
      for index in 0..<(DepthLimitTests.limit - 4) / 2 {
        view = ["view": index % 2 == 0 ? "HStack" : "VStack", "content": [view], "modifiers": [["padding": 1]]]
      }
      view = [
        "view": "VStack", "content": [view],
        "modifiers": [["onPreferenceChange": ["key": "K", "perform": "n = $0"]]],
      ]
      let json = document(view, extra: ["state": ["n": 0], "preferenceKeys": ["K": key("Int", 0, "sum")]])
      guard let live = try? LiveTree(json: json, environment: fixedAdvance) else { return nil }
      return live.state["n"]?.intValue
    }
    #expect(result == 1)
  }
}
