import JSONCore
import LayoutEngine
import SwiftSubset
import Testing

/// The Swift subset as trees use it: each expression feature through a node's arguments, modifiers and actions,
/// and each runtime error as a diagnostic naming the expression and the node (never a trap). Sizes use the
/// fixed-advance measurer; the numbers asserted are the expressions' arithmetic.
struct ScriptEvaluatorTests {
  @Test func numericArgumentsReadStateAndRecordTheRead() throws {
    let live = try liveTree(
      [
        "view": "Color", "id": "c",
        "modifiers": [["frame": ["width": "labelWidth", "height": "(labelWidth ?? 0) / 2"]]],
      ],
      state: ["labelWidth": ["type": "CGFloat?", "value": 71.333]])
    let frame = try #require(try live.last.layout.layer("c", 1))
    #expect(frame.size == Size(width: 71.333, height: 35.6665))
    // What explain quotes: "frame(width: labelWidth) read labelWidth = 71.333".
    #expect(
      frame.reads.contains(
        .state(
          name: "labelWidth", value: 71.333, expression: "labelWidth",
          path: JSONPath.root.key("root").key("modifiers").index(0).key("frame").key("width"))))
  }

  /// A state variable's name (read natively, `ScriptRunner.nativeOutcome`) spends one step of the update's budget,
  /// as the interpreter does: with a budget of 6, six of ten rows read `w` and the rest fail naming the budget.
  @Test func namesReadNativelySpendTheInterpretersSteps() throws {
    let rows: [JSONValue] = (0..<10).map { index in
      ["view": "Color", "id": .string("c\(index)"), "modifiers": [["frame": ["width": "w", "height": 10]]]]
    }
    let live = try liveTree(
      ["view": "VStack", "spacing": 0, "content": .array(rows)], state: ["w": ["type": "CGFloat", "value": 33]],
      configuration: LiveTreeConfiguration(update: UpdateLimits(maxStepsPerUpdate: 6)))
    let widths = try (0..<10).map { try live.last.layout.layer("c\($0)", 1)?.size.width }
    #expect(widths.prefix(6).allSatisfy { $0 == 33 })
    #expect(widths.dropFirst(6).allSatisfy { $0 != 33 })
    #expect(live.messages.contains { $0.contains("budget of 6 evaluation steps") })
  }

  @Test func proxiesAreGeometryProxies() throws {
    // size, frame(in: .local/.global/.named), arithmetic and min/max over them.
    let live = try liveTree(
      [
        "view": "VStack", "spacing": 0, "modifiers": [["coordinateSpace": ["name": "card"]], ["padding": 10]],
        "content": [
          ["view": "Color", "modifiers": [["frame": ["width": 40, "height": 30]]]],
          [
            "view": "GeometryReader", "proxy": "proxy",
            "content": [
              ["view": "Text", "id": "size", "text": "\\(proxy.size.width) \\(proxy.size.height)"],
              ["view": "Text", "id": "global", "text": "\\(proxy.frame(in: .global).minY)"],
              ["view": "Text", "id": "named", "text": "\\(proxy.frame(in: .named(\"card\")).minY)"],
              ["view": "Text", "id": "local", "text": "\\(proxy.frame(in: .local).origin.y)"],
              ["view": "Text", "id": "math", "text": "\\(max(proxy.size.width, 100) - 2)"],
            ],
            "modifiers": [["frame": ["width": 60, "height": 20]]],
          ],
        ],
      ], width: nil, height: nil)
    let pass = try live.last.layout
    // The VStack is 60 wide (the reader's frame) and 50 tall, padded by 10, at the root's origin.
    #expect(pass.node("size")?.text == "60.0 20.0")
    #expect(pass.node("global")?.text == "40.0")  // 10 of padding + 30 of color
    #expect(pass.node("named")?.text == "30.0")  // "card" is named inside the padding: 10 below the root
    #expect(pass.node("local")?.text == "0.0")
    #expect(pass.node("math")?.text == "98.0")
  }

  @Test func conditionsForEachAndInterpolationsReadState() throws {
    let live = try liveTree(
      [
        "view": "VStack", "id": "stack",
        "content": [
          [
            "if": "showHint && items.count > 1",
            "then": [["view": "Text", "id": "hint", "text": "\\(items.count) items"]],
          ],
          [
            "view": "ForEach", "data": "items", "element": "item",
            "content": [["view": "Text", "text": "\\(item.uppercased())"]],
          ],
        ],
      ], state: ["showHint": true, "items": ["a", "b"]])
    let pass = try live.last.layout
    #expect(pass.node("hint")?.text == "2 items")
    #expect(pass.nodes.compactMap(\.text).contains("A"))
  }

  @Test func letPropertiesAndBindingsPassStateToReusableParts() throws {
    // `let width: Binding<CGFloat?>` read as width.wrappedValue; `@Binding var labelWidth` read and written by
    // name; a binding passed on through a nested part still writes the state.
    let live = try liveTree(
      [
        "view": "VStack", "id": "outer", "bindings": ["shared": "$labelWidth"],
        "content": [
          [
            "view": "Color", "id": "row", "let": ["width": "$shared", "title": "\"Row\""],
            "modifiers": [
              ["frame": ["width": "width.wrappedValue", "height": "self.width.wrappedValue"]],
              ["preference": ["key": "K", "value": "7"]],
              ["onPreferenceChange": ["key": "K", "perform": "{ v in width.wrappedValue = v * 2; print(title) }"]],
            ],
          ]
        ],
        "modifiers": [["onPreferenceChange": ["key": "K", "perform": "shared = (shared ?? 0) + $0"]]],
      ], state: ["labelWidth": ["type": "CGFloat?", "value": nil]], keys: ["K": key("CGFloat", 0, "max")])
    // Actions run in tree order, a node's before its content's. Pass 1: the outer one writes 0 + 7 = 7 (through
    // `@Binding`), then the row's 7 × 2 = 14 (through the `let` binding); pass 2 reads 14 in both frame arguments;
    // the values the actions see did not change, so nothing runs again.
    #expect(live.state["labelWidth"] == Value.some(.cgFloat(14)))
    #expect(try live.last.layout.size("row") == Size(width: 14, height: 14))
    #expect(live.printed == ["Row"])
    let writes = try #require(live.current.pass(1)?.stateWrites)
    #expect(writes.map(\.variable) == ["labelWidth", "labelWidth"])
    #expect(writes.map(\.code) == ["shared = (shared ?? 0) + $0", "width.wrappedValue = v * 2"])
    let frame = try #require(try live.last.layout.layer("row", 1))
    #expect(
      frame.reads.contains { if case .state("labelWidth", 14.0, "width.wrappedValue", _) = $0 { true } else { false } })
  }

  @Test func alignmentGuidesSeeViewDimensions() throws {
    let live = try liveTree(
      [
        "view": "VStack", "alignment": "leading", "spacing": 0,
        "content": [
          ["view": "Color", "id": "a", "modifiers": [["frame": ["width": 50, "height": 10]]]],
          [
            "view": "Color", "id": "b",
            "modifiers": [
              ["frame": ["width": 30, "height": 10]],
              [
                "alignmentGuide": [
                  "guide": "leading", "value": "d[.trailing] - d.width / 2 + d[VerticalAlignment.center]",
                ]
              ],
            ],
          ],
        ],
      ], width: nil, height: nil)
    // d[.trailing] = 30, d.width / 2 = 15, d[VerticalAlignment.center] = 5: b's leading guide is 20.
    let pass = try live.last.layout
    #expect(close(pass.frame("a").minX - pass.frame("b").minX, 20))
  }

  @Test func actionsUseStatementsOfTheSubset() throws {
    let live = try liveTree(
      [
        "view": "Color", "id": "c",
        "modifiers": [
          ["preference": ["key": "K", "value": "[3, 1, 2]"]],
          [
            "onPreferenceChange": [
              "key": "K",
              "perform": """
              { values in
                var total = 0
                for value in values { total += value }
                guard let largest = values.max() else { return }
                if total > 5 { flag.toggle() } else { print("small") }
                print("total", total, "largest", largest, separator: ", ")
                names.append("x\\(values.count)")
              }
              """,
            ]
          ],
        ],
      ], state: ["flag": false, "names": ["a"]], keys: ["K": key("[Int]", "[]", "append")])
    #expect(live.state["flag"] == .bool(true))
    #expect(live.state["names"] == .array([.string("a"), .string("x3")], of: .string))
    #expect(live.printed == ["total, 6, largest, 3"])
  }

  @Test func onChangeRunsForNewValues() throws {
    var live = try liveTree(
      [
        "view": "Text", "id": "t", "text": "\\(count)",
        "modifiers": [
          ["onChange": ["of": "count", "perform": "{ old, new in print(old, new); log += 1 }", "initial": true]],
          ["onChange": ["of": "count > 1", "perform": "{ big in print(\"big:\", big) }"]],
        ],
      ], state: ["count": 0, "log": 0])
    // initial: true runs once with the first value as both old and new; the second waits for a change.
    #expect(live.printed == ["0 0"])
    try live.apply([.setState(name: "count", value: 2)])
    #expect(live.printed == ["0 2", "big: true"])
    #expect(live.state["log"] == .int(2))
    try live.apply([.setText(node: "t", text: "\\(count)!")])
    #expect(live.printed.isEmpty)
  }

  // MARK: - Runtime errors: diagnostics naming the expression and the node, never a trap

  @Test func nilUnwrappedInALayoutArgument() throws {
    let live = try liveTree(
      ["view": "Color", "id": "c", "modifiers": [["frame": ["width": "labelWidth!"]]]],
      state: ["labelWidth": ["type": "CGFloat?", "value": nil]])
    let diagnostic = try #require(live.current.allDiagnostics.first { $0.code == .expressionError })
    #expect(diagnostic.node == "c")
    #expect(diagnostic.path == JSONPath.root.key("root").key("modifiers").index(0).key("frame").key("width"))
    #expect(diagnostic.message.contains("unexpectedly found nil"))
    #expect(diagnostic.message.contains("labelWidth!"))
    // The argument acts as nil: the frame passes the color's proposal through.
    #expect(try live.last.layout.size("c").width == 390)
  }

  /// Places that write the same text share its parse (`ScriptCache`), and each one's diagnostic names its own path.
  @Test func aSharedParseNamesEachPlaceThatRanIt() throws {
    let live = try liveTree(
      [
        "view": "VStack",
        "content": [
          ["view": "Color", "id": "a", "modifiers": [["frame": ["width": "labelWidth!"]]]],
          ["view": "Color", "id": "b", "modifiers": [["frame": ["width": "labelWidth!"]]]],
        ],
      ],
      state: ["labelWidth": ["type": "CGFloat?", "value": nil]])
    let diagnostics = live.current.allDiagnostics.filter { $0.code == .expressionError }
    for (index, node) in ["a", "b"].enumerated() {
      let path = JSONPath.root.key("root").key("content").index(index).key("modifiers").index(0).key("frame")
        .key("width")
      let diagnostic = try #require(diagnostics.first { $0.node == node })
      #expect(diagnostic.path == path)
      #expect(diagnostic.message.contains("\(path.description):1:"), "\(diagnostic.message)")
    }
  }

  @Test func indexOutOfRangeInAnActionDiscardsItsWrites() throws {
    let live = try liveTree(
      [
        "view": "Color", "id": "c",
        "modifiers": [
          ["preference": ["key": "K", "value": "[1.0]"]],
          ["onPreferenceChange": ["key": "K", "perform": "{ widths in total = 1; total = widths[3] }"]],
        ],
      ], state: ["total": 0.5], keys: ["K": key("[CGFloat]", "[]", "append")])
    let run = try #require(live.current.pass(1)?.actions.first)
    guard case .failed(let message) = run.outcome else {
      Issue.record("expected a failed action, got \(run.outcome)")
      return
    }
    #expect(message.contains("out of range"))
    #expect(live.state["total"] == .cgFloat(0.5))
    #expect(live.current.allDiagnostics.contains { $0.code == .expressionError && $0.node == "c" })
  }

  @Test func divisionByZeroTypeErrorsAndUnknownNames() throws {
    let live = try liveTree(
      [
        "view": "VStack",
        "content": [
          writer("zero", "K", "1 / count"),
          ["view": "Text", "id": "type", "text": "\\(\"a\" + count)"],
          ["view": "Color", "id": "unknown", "modifiers": [["frame": ["width": "missingName"]]]],
        ],
      ], state: ["count": 0], keys: ["K": key("Int", 0, "sum")])
    let diagnostics = live.current.allDiagnostics.filter { $0.code == .expressionError }
    #expect(diagnostics.contains { $0.node == "zero" && $0.message.contains("division by zero") })
    #expect(diagnostics.contains { $0.node == "type" && $0.message.contains("type error") })
    #expect(diagnostics.contains { $0.node == "unknown" && $0.message.contains("cannot find 'missingName'") })
  }

  @Test func aStateWriteDuringLayoutIsReportedAndRefused() throws {
    let live = try liveTree(
      ["view": "Text", "id": "t", "text": "\\(flag.toggle())"], state: ["flag": false])
    let diagnostic = try #require(live.current.allDiagnostics.first { $0.code == .stateWriteDuringLayout })
    #expect(diagnostic.message.hasPrefix("Modifying state during view update, this will cause undefined behavior."))
    #expect(diagnostic.node == "t")
    #expect(live.state["flag"] == .bool(false))
  }

  @Test func aReduceThatRunsOutOfStepsKeepsTheValueBefore() throws {
    let live = try liveTree(
      ["view": "HStack", "id": "s", "content": [writer("a", "K", "1"), writer("b", "K", "2")]],
      keys: ["K": key("Int", 0, "for i in 0..<1_000_000 { value += i }")])
    #expect(live.value("K", at: "s") == 1)
    let record = try #require(try live.last.preferences.value(of: "K", at: "s"))
    #expect(record.contributions.map(\.fate) == [.first, .failed])
    #expect(live.messages.contains { $0.contains("limit exceeded") && $0.contains("reduce of K") })
  }

  @Test func badDeclarationsAreTreeErrorsWithPaths() throws {
    let errors = #expect(throws: TreeErrors.self) {
      try liveTree(
        ["view": "Color"], state: ["w": ["type": "CGFlot", "value": 1]],
        keys: [
          "K": ["type": "CGFloat", "defaultValue": 0, "reduce": "value ="],
          "L": ["type": "CGFloat", "defaultValue": "\"x\"", "reduce": "max"],
        ])
    }
    let paths = errors?.errors.map(\.path.description) ?? []
    #expect(paths.contains("$.state.w.type"))
    #expect(paths.contains("$.preferenceKeys.K.reduce"))
    #expect(paths.contains("$.preferenceKeys.L.defaultValue"))
  }
}

extension ScriptEvaluatorTests {
  @Test func proxyReadsAreRecordedAsMeasurements() throws {
    // The writer's layer says its value came from the reader's geometry: explain's "measurement" link.
    let live = try liveTree(
      [
        "view": "Text", "id": "label", "text": "Hi",
        "modifiers": [
          [
            "background": [
              "view": "GeometryReader", "id": "probe", "proxy": "proxy",
              "content": [writer("c", "W", "proxy.size.width")],
            ]
          ]
        ],
      ], keys: ["W": key("CGFloat", 0, "max")])
    let layer = try #require(try live.last.layout.layer("c", 1))
    #expect(
      layer.reads.contains(
        .geometry(
          proxy: "proxy", reader: "probe", expression: "proxy.size.width",
          path: try #require(layer.modifier?.path).key("value"))))
  }
}

extension ScriptEvaluatorTests {
  @Test func forEachElementsKeepTheirSwiftTypes() throws {
    // Elements of a state array of a declared struct stay `Row`s; a range expression gives `Int`s.
    let live = try liveTree(
      [
        "view": "VStack",
        "content": [
          [
            "view": "ForEach", "data": "rows", "element": "row",
            "content": [["view": "Text", "id": "name", "text": "\\(row)"]],
          ],
          [
            "view": "ForEach", "data": "0..<count", "element": "i",
            "content": [["view": "Text", "id": "index", "text": "\\(i * 10)"]],
          ],
        ],
      ],
      state: [
        "rows": ["type": "[Row]", "value": [["id": 7, "name": "Ada"]]],
        "count": 2,
      ],
      types: ["Row": ["id": "Int", "name": "String"]])
    let pass = try live.last.layout
    #expect(pass.node("name[7]")?.text == "Row(id: 7, name: \"Ada\")")
    #expect(pass.node("index[1]")?.text == "10")
  }
}
