import JSONCore
import LayoutEngine
import Testing

/// `alignmentGuide` and custom guides (`swiftui-semantics.md` §3.3).
struct AlignmentGuideTests {
  /// Evaluates `d[.trailing]`-style expressions the way the Swift subset will: from the bound dimensions.
  struct DimensionsEvaluator: ExpressionEvaluator {
    func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation {
      guard case .viewDimensions(let d)? = scope.lookup("d") else { return .failed("no d") }
      switch expression.source {
      case "d[.trailing]": return Evaluation(value: .double(d[.horizontal(.trailing)]))
      case "d.height / 2": return Evaluation(value: .double(d.height / 2))
      default: return .failed("unknown")
      }
    }
  }

  @Test func literalGuideValuesShiftAViewInAStack() throws {
    // VStack(alignment: .leading): the second view's leading guide is 20, so it sits 20 left of the first.
    let pass = try layout(
      document(
        [
          "view": "VStack", "alignment": "leading", "spacing": 0,
          "content": [
            ["view": "Color", "id": "a", "modifiers": [["frame": ["width": 50, "height": 10]]]],
            [
              "view": "Color", "id": "b",
              "modifiers": [
                ["frame": ["width": 50, "height": 10]], ["alignmentGuide": ["guide": "leading", "value": 20]],
              ],
            ],
          ],
        ], width: nil, height: nil))
    #expect(close(pass.frame("a").minX - pass.frame("b").minX, 20))
    #expect(close(pass.frame("b").minX, pass.frame("a").minX - 20))
  }

  @Test func expressionsSeeTheViewsDimensions() throws {
    let tree = try ViewTree(
      json: document(
        [
          "view": "VStack", "alignment": "leading", "spacing": 0,
          "content": [
            ["view": "Color", "id": "a", "modifiers": [["frame": ["width": 50, "height": 10]]]],
            [
              "view": "Color", "id": "b",
              "modifiers": [
                ["frame": ["width": 30, "height": 10]],
                ["alignmentGuide": ["guide": "leading", "value": "d[.trailing]"]],
              ],
            ],
          ],
        ], width: nil, height: nil))
    let pass = tree.layout(in: fixedAdvance, evaluator: DimensionsEvaluator())
    // b's leading guide is its trailing edge (30): b ends where a starts.
    #expect(close(pass.frame("b").maxX, pass.frame("a").minX))
  }

  @Test func closuresAreReadAsTheirOneExpression() throws {
    func guide(_ value: String) throws -> ModifierKind? {
      let tree = try ViewTree(
        json: document(
          [
            "view": "Color", "id": "c",
            "modifiers": [["alignmentGuide": ["guide": "leading", "value": .string(value)]]],
          ],
          width: nil, height: nil))
      return tree.root.modifiers.first?.kind
    }
    if case .alignmentGuide(_, .expression(let expression), let parameter)? = try guide("{ $0[.trailing] }") {
      #expect(expression.source == "d[.trailing]")
      #expect(parameter == "d")
    } else {
      Issue.record("a $0 closure reads the dimensions as d")
    }
    if case .alignmentGuide(_, .expression(let expression), let parameter)? = try guide("{ dims in dims.width / 2 }") {
      #expect(expression.source == "dims.width / 2")
      #expect(parameter == "dims")
    } else {
      Issue.record("a named closure is an expression of its parameter")
    }
    #expect(try guide("{ _ in 50 }") == .alignmentGuide(.horizontal(.leading), value: .literal(50), parameter: "_"))
    if case .alignmentGuide(_, .expression(let expression), _)? = try guide("$0.height - 2") {
      #expect(expression.source == "d.height - 2")
    } else {
      Issue.record("a bare $0 reads the dimensions as d")
    }
  }

  @Test func closuresOfSeveralStatementsAreErrors() throws {
    #expect(throws: TreeErrors.self) {
      try ViewTree(
        json: document(
          [
            "view": "Color",
            "modifiers": [["alignmentGuide": ["guide": "leading", "value": "{ d in let x = d.width; return x }"]]],
          ], width: nil, height: nil))
    }
  }

  @Test func customGuidesAverageAcrossAContainer() throws {
    // A declared custom guide (default: top) set to 4 on one child and 10 on another inside a VStack is
    // reported by the VStack as their average of (origin + value): (4 + (10 + 10)) / 2 = 12.
    let json = document(
      [
        "view": "HStack", "alignment": "Mid", "spacing": 0,
        "content": [
          [
            "view": "VStack", "id": "left", "spacing": 0,
            "content": [
              [
                "view": "Color",
                "modifiers": [
                  ["frame": ["width": 10, "height": 10]], ["alignmentGuide": ["guide": "Mid", "value": 4]],
                ],
              ],
              [
                "view": "Color",
                "modifiers": [
                  ["frame": ["width": 10, "height": 10]], ["alignmentGuide": ["guide": "Mid", "value": 10]],
                ],
              ],
            ],
          ],
          [
            "view": "Color", "id": "right",
            "modifiers": [["frame": ["width": 10, "height": 40]], ["alignmentGuide": ["guide": "Mid", "value": 30]]],
          ],
        ],
      ], width: nil, height: nil, extra: ["alignmentGuides": ["Mid": ["axis": "vertical", "defaultValue": "top"]]])
    let pass = try layout(json)
    // Guides line up: left's 12 and right's 30 → left starts 18 lower.
    #expect(close(pass.frame("left").minY - pass.frame("right").minY, 18))
  }

  @Test func frameGuidesDoNotPropagateThroughContainers() throws {
    // SwiftUI's frame guides (leading, center, …) have no combined explicit value: a stack reports none, so
    // an alignmentGuide(.leading) inside a nested stack does not move the stack.
    let pass = try layout(
      document(
        [
          "view": "VStack", "alignment": "leading", "spacing": 0,
          "content": [
            ["view": "Color", "id": "a", "modifiers": [["frame": ["width": 50, "height": 10]]]],
            [
              "view": "HStack", "id": "inner",
              "content": [
                [
                  "view": "Color",
                  "modifiers": [
                    ["frame": ["width": 50, "height": 10]], ["alignmentGuide": ["guide": "leading", "value": 20]],
                  ],
                ]
              ],
            ],
          ],
        ], width: nil, height: nil))
    #expect(close(pass.frame("inner").minX, pass.frame("a").minX))
  }

  // MARK: - Custom guides' defaultValue(in:) bodies

  /// `HStack(alignment: .third)` of two colours 30 and 60 tall, the guide's default `body`.
  private func thirds(_ body: String, parameter: String = "context") -> JSONValue {
    document(
      [
        "view": "HStack", "id": "stack", "alignment": "third", "spacing": 0,
        "content": [
          ["view": "Color", "id": "short", "modifiers": [["frame": ["width": 10, "height": 30]]]],
          ["view": "Color", "id": "tall", "modifiers": [["frame": ["width": 10, "height": 60]]]],
        ],
      ], width: nil, height: nil,
      extra: [
        "alignmentGuides": [
          "third": ["axis": "vertical", "parameter": .string(parameter), "defaultValue": .string(body)]
        ]
      ])
  }

  @Test func defaultBodiesAreReadsOfTheLayerThatAligns() throws {
    let pass = try layout(thirds("context.height / 3"))
    // Guides 10 and 20: the short view starts 10 lower.
    #expect(close(pass.frame("short").minY - pass.frame("tall").minY, 10))
    let reads = try #require(pass.node("stack")?.layers.first?.reads)
    let path = JSONPath.root.key("alignmentGuides").key("third")
    #expect(reads.contains(.alignmentGuide(name: "third", value: 10, node: "short", path: path)))
    #expect(reads.contains(.alignmentGuide(name: "third", value: 20, node: "tall", path: path)))
    #expect(pass.diagnostics.isEmpty)
  }

  @Test func bodiesOfSeveralStatementsReturnTheirValue() throws {
    let pass = try layout(thirds("let third = d.height / 3\nreturn d[.top] + third", parameter: "d"))
    #expect(close(pass.frame("short").minY - pass.frame("tall").minY, 10))
  }

  @Test func aDefaultThatReadsItselfOrRunsTooLongIsADiagnostic() throws {
    for body in ["context[.third] + 1", "var x: CGFloat = 0\nfor _ in 0..<1000000 { x += 1 }\nreturn x", "\"a\""] {
      let pass = try layout(thirds(body))
      // The guide falls back to 0 (the tops line up) and the failure names the guide's declaration.
      #expect(close(pass.frame("short").minY, pass.frame("tall").minY), "\(body)")
      #expect(
        pass.diagnostics.contains { $0.message.hasPrefix("third.defaultValue(in:): ") },
        "\(body): \(pass.diagnostics.map(\.message))")
    }
  }

  @Test func badGuideDeclarationsAreTreeErrors() {
    for (declaration, path) in [
      (["axis": "vertical", "defaultValue": "context.height +"], "$.alignmentGuides.third.defaultValue"),
      (["axis": "vertical", "defaultValue": 3], "$.alignmentGuides.third.defaultValue"),
      (["axis": "vertical", "parameter": "1d"], "$.alignmentGuides.third.parameter"),
      (["axis": "vertical", "defaults": "top"], "$.alignmentGuides.third.defaults"),
    ] as [(JSONValue, String)] {
      let json = document(
        ["view": "Color"], extra: ["alignmentGuides": ["third": declaration]])
      #expect(throws: TreeErrors.self) { try ViewTree(json: json) }
      do {
        _ = try ViewTree(json: json)
      } catch {
        #expect(error.errors.contains { $0.path.description == path }, "\(error.errors)")
      }
    }
  }
}
