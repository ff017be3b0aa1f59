import JSONCore
import LayoutEngine
import Testing

/// Custom `Layout`s declared under `layouts` (`CustomLayout.swift`): the Swift subset's `for` loops over
/// `subviews` and ranges, each `LayoutSubview` and `ProposedViewSize` API, and every class of bad input.
/// M3 and M4 are pinned by `Fixtures/custom/`. Numbers here are arithmetic on the trees' own frames.
struct CustomLayoutTests {
  /// A document whose root uses the layout `name` around `content`, with `layouts`.
  private func tree(
    _ layouts: JSONValue, name: String = "Column", content: [JSONValue], modifiers: [JSONValue] = []
  ) -> JSONValue {
    document(
      [
        "view": "Layout", "layout": .string(name), "id": "layout", "content": .array(content),
        "modifiers": .array(modifiers),
      ],
      extra: ["layouts": layouts])
  }

  private func box(_ id: String, _ width: Double, _ height: Double, modifiers: [JSONValue] = []) -> JSONValue {
    [
      "view": "Color", "id": .string(id),
      "modifiers": .array([["frame": ["width": .double(width), "height": .double(height)]]] + modifiers),
    ]
  }

  /// A column: the widest subview's width, the sum of the heights; subviews top-leading, one below the other.
  let column: JSONValue = [
    "Column": [
      "sizeThatFits": """
      var height: CGFloat = 0
      var width: CGFloat = 0
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        height += size.height
        width = max(width, size.width)
      }
      return CGSize(width: width, height: height)
      """,
      "placeSubviews": """
      var y = bounds.minY
      for index in 0..<subviews.count {
        let dimensions = subviews[index].dimensions(in: .unspecified)
        subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
        y += dimensions.height
      }
      """,
    ]
  ]

  @Test func loopsOverSubviewsAndRangesLayOutAColumn() throws {
    let pass = try layout(tree(column, content: [box("a", 30, 20), box("b", 50, 10)]))
    #expect(pass.diagnostics.isEmpty)
    // 50 wide (the wider box), 20 + 10 tall, centred in 390 × 763 by the root: ((390 - 50) / 2, (763 - 30) / 2).
    #expect(close(pass.frame("layout"), Rect(x: 170, y: 366.5, width: 50, height: 30)))
    #expect(pass.node("layout")?.viewType == "Column")
    #expect(pass.node("layout")?.outermost?.widthRule == .customLayout(name: "Column", length: 50))
    let a = try #require(pass.node("a")?.outermost)
    #expect(close(a.frameInParent, Rect(x: 0, y: 0, width: 30, height: 20)))
    #expect(close(try #require(pass.node("b")?.outermost).frameInParent, Rect(x: 0, y: 20, width: 50, height: 10)))
    // Each child layer records the proposal the body made, with the layout as its proposer.
    #expect(a.proposal == ProposedViewSize(width: nil, height: nil))
    #expect(a.proposer.reason == .customLayout(name: "Column"))
    #expect(a.proposer.parent == LayerID(node: "layout", layer: 0))
    // The layout's own layer records its proposal and size.
    let own = try #require(pass.node("layout")?.layers.first)
    #expect(own.proposal == ProposedViewSize(width: 390, height: 763))
    #expect(own.size == Size(width: 50, height: 30))
  }

  @Test func eachLayoutSubviewAndProposalAPI() throws {
    let probe: JSONValue = [
      "Probe": [
        "sizeThatFits": """
        guard let first = subviews.first else { return CGSize(width: 0, height: 0) }
        let zero = first.sizeThatFits(.zero)
        let large = first.sizeThatFits(ProposedViewSize.infinity)
        let filled = ProposedViewSize(width: nil, height: 40).replacingUnspecifiedDimensions(by: CGSize(width: 7, height: 7))
        let ideal = ProposedViewSize.unspecified.replacingUnspecifiedDimensions()
        var extra: CGFloat = 0
        if large.width > 1000 { extra = 1 }
        let width = filled.width * CGFloat(subviews.count) + zero.width + CGFloat(first.priority)
        return CGSize(width: width, height: filled.height + extra + ideal.height - 10)
        """,
        "placeSubviews": """
        subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: ProposedViewSize(width: 4, height: 6))
        """,
      ]
    ]
    let pass = try layout(
      tree(
        probe, name: "Probe",
        content: [
          ["view": "Color", "id": "first", "modifiers": [["layoutPriority": 2]]], ["view": "Color", "id": "second"],
        ]))
    #expect(pass.diagnostics.isEmpty)
    // Width: 7 (nil filled by 7) × 2 subviews + 0 (proposed zero) + priority 2 = 16; height: 40 + 1 (the Color
    // took the infinite proposal) + 10 - 10 = 41.
    #expect(close(pass.size("layout"), Size(width: 16, height: 41)))
    // The first subview: 4 × 6 with its bottom-trailing corner at the bounds' (16, 41).
    #expect(close(try #require(pass.node("first")?.outermost).frameInParent, Rect(x: 12, y: 35, width: 4, height: 6)))
    // The second was not placed: centred in the bounds with the layout's own proposal (390 × 763), as Apple's
    // place(at:anchor:proposal:) documentation says.
    let second = try #require(pass.node("second")?.outermost)
    #expect(close(second.frameInParent, Rect(x: (16 - 390) / 2, y: (41 - 763) / 2, width: 390, height: 763)))
  }

  @Test func dimensionsReadGuides() throws {
    let guides: JSONValue = [
      "Guides": [
        "sizeThatFits": """
        let d = subviews[0].dimensions(in: proposal)
        return CGSize(width: d[.trailing], height: d[VerticalAlignment.center] * 2)
        """,
        "placeSubviews": "subviews[0].place(at: CGPoint(x: 0, y: 0), proposal: proposal)",
      ]
    ]
    let pass = try layout(tree(guides, name: "Guides", content: [box("a", 30, 20)]))
    #expect(pass.diagnostics.isEmpty)
    #expect(close(pass.size("layout"), Size(width: 30, height: 20)))
  }

  // MARK: - Bad input

  private func treeErrors(_ json: JSONValue) -> [TreeError] {
    do {
      _ = try ViewTree(json: json)
      return []
    } catch {
      return error.errors
    }
  }

  @Test func aSyntaxErrorInABodyNamesItsPath() {
    let bad: JSONValue = ["Bad": ["sizeThatFits": "return CGSize(width: 1,", "placeSubviews": ""]]
    let error = treeErrors(tree(bad, name: "Bad", content: [])).first
    #expect(error?.kind == .invalidExpression)
    #expect(error?.path.description == "$.layouts.Bad.sizeThatFits")
    #expect(error?.message.hasPrefix("Bad.sizeThatFits:") == true)
  }

  @Test func anUndeclaredLayoutNamesItsPath() {
    let errors = treeErrors(tree(column, name: "Colum", content: []))
    #expect(errors.first?.path.description == "$.root.layout")
    #expect(errors.first?.message.contains("did you mean \"Column\"") == true)
    let missing = treeErrors(document(["view": "Layout"]))
    #expect(missing.first?.path.description == "$.root")
    let badName = treeErrors(
      document(["view": "Color"], extra: ["layouts": ["lower": ["sizeThatFits": "", "placeSubviews": ""]]]))
    #expect(badName.first?.path.description == "$.layouts.lower")
  }

  /// Lays out a layout whose `sizeThatFits` is `body` and returns the pass.
  private func failing(_ body: String) throws -> LayoutPass {
    let layouts: JSONValue = ["Failing": ["sizeThatFits": .string(body), "placeSubviews": ""]]
    return try layout(tree(layouts, name: "Failing", content: [box("a", 30, 20)]))
  }

  @Test func aWrongReturnTypeIsADiagnosticAndTheProposalIsTaken() throws {
    let pass = try failing("return 5")
    let diagnostic = try #require(pass.diagnostics.first)
    #expect(diagnostic.code == .expressionError)
    #expect(diagnostic.node == "layout")
    #expect(diagnostic.path?.description == "$.layouts.Failing.sizeThatFits")
    #expect(diagnostic.message == "Failing.sizeThatFits must return a CGSize, returned Int")
    #expect(close(pass.size("layout"), Size(width: 390, height: 763)))
    #expect(pass.node("layout")?.outermost?.widthRule == .customLayoutFailed(name: "Failing", length: 390))
    // The unplaced child is still centred, so the tree lays out completely.
    #expect(close(pass.size("a"), Size(width: 30, height: 20)))
    #expect(
      try failing("let x = 1").diagnostics.first?.message
        == "Failing.sizeThatFits must return a CGSize, returned nothing")
  }

  @Test func aBodyThatLoopsForeverHitsTheStepLimit() throws {
    let pass = try failing("var n = 0\nfor i in 0..<1_000_000_000 { n = i }\nreturn CGSize(width: 1, height: 1)")
    let message = try #require(pass.diagnostics.first?.message)
    #expect(message.hasPrefix("Failing.sizeThatFits:"))
    #expect(message.contains("exceeded its limit of 100000 steps"))
  }

  @Test func runtimeAndTypeErrorsAreDiagnostics() throws {
    let outOfRange = try failing("return subviews[3].sizeThatFits(.unspecified)")
    #expect(outOfRange.diagnostics.first?.message.contains("index out of range") == true)
    let typeError = try failing("let w: CGFloat = \"wide\"\nreturn CGSize(width: w, height: 1)")
    #expect(typeError.diagnostics.count == 1)
    let badProposal = try failing("return subviews[0].sizeThatFits(3)")
    #expect(badProposal.diagnostics.first?.message.contains("expected a ProposedViewSize") == true)
    let placeInSize = try failing(
      "subviews[0].place(at: CGPoint(x: 0, y: 0), proposal: .zero)\nreturn CGSize(width: 1, height: 1)")
    #expect(placeInSize.diagnostics.first?.message.contains("only for placeSubviews") == true)
  }

  @Test func deeplyNestedLayoutsStopAtTheNestingBound() throws {
    var view: JSONValue = ["view": "Color", "id": "leaf"]
    for _ in 0..<12 { view = ["view": "Layout", "layout": "Column", "content": [view]] }
    let pass = try layout(document(view, extra: ["layouts": column]))
    // Twelve nested layouts: the innermost four (inside 8, 9, 10 and 11 others) do not run; the leaf is still laid
    // out.
    #expect(pass.diagnostics.count == 4)
    #expect(pass.diagnostics.allSatisfy { $0.message.contains("at most 8 run inside each other") })
    #expect(pass.node("leaf") != nil)
  }

  @Test func explainAnswersInsideAndOfACustomLayout() throws {
    let root: JSONValue = [
      "view": "HStack", "spacing": 0,
      "content": [
        ["view": "Layout", "layout": "Column", "id": "layout", "content": [box("a", 30, 20)]],
        ["view": "Color", "id": "fill"],
      ],
    ]
    let live = try LiveTree(json: document(root, extra: ["layouts": column]), environment: fixedAdvance)
    let of = try live.explain(ExplanationQuery(node: "layout", dimension: .width))
    #expect(of.after == 30)
    #expect(of.summary.contains("Column.sizeThatFits returned 30"))
    let inside = try live.explain(ExplanationQuery(node: "a", dimension: .width))
    #expect(inside.after == 30)
    #expect(!inside.chain.isEmpty)
    // A child sized by the layout's proposal: the chain goes from its rule to the layout's proposal and on up to
    // the stack's share and the root (M3's tree: the stack's first share 200, halved).
    let half: JSONValue = [
      "Half": [
        "sizeThatFits": """
        var width: CGFloat? = nil
        if let proposed = proposal.width { width = proposed / 2 }
        return subviews[0].sizeThatFits(ProposedViewSize(width: width, height: proposal.height))
        """,
        "placeSubviews": """
        var width: CGFloat? = nil
        if let proposed = proposal.width { width = proposed / 2 }
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: width, height: proposal.height))
        """,
      ]
    ]
    let stack: JSONValue = [
      "view": "HStack", "spacing": 10,
      "content": [
        ["view": "Layout", "layout": "Half", "id": "half", "content": [["view": "Color", "id": "first"]]],
        ["view": "Color"], ["view": "Color"],
      ],
    ]
    let halved = try LiveTree(
      json: document(stack, width: 620, height: 100, extra: ["layouts": half]), environment: fixedAdvance)
    let first = try halved.explain(ExplanationQuery(node: "first", dimension: .width))
    #expect(first.after == 100)
    #expect(first.summary.contains("100 from Half #half, within 200 from HStack"))
    #expect(first.chain.contains { $0.detail.contains("Half's Layout methods proposed it") })
  }
}

extension CustomLayoutTests {
  @Test func editsInsertIntoACustomLayout() throws {
    let tree = try ViewTree(
      json: document(
        ["view": "Layout", "layout": "Column", "id": "layout", "content": []], extra: ["layouts": column]))
    let edited = try tree.applying([.insert(parent: "layout", index: 0, view: ["view": "Color", "id": "new"])])
    #expect(edited.node(id: "new") != nil)
    #expect(edited.layouts["Column"] != nil)
  }
}

extension CustomLayoutTests {
  /// Apple's `BasicVStack` shape from the `Layout` documentation, written with `map` and `reduce` over `subviews`
  /// (the subset types the literal `0` as an `Int`, so the initial value is written `CGFloat(0)`).
  @Test func mapAndReduceOverSubviews() throws {
    let basic: JSONValue = [
      "BasicVStack": [
        "sizeThatFits": """
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.reduce(CGFloat(0)) { $0 + $1.height }
        let width = sizes.map { $0.width }.max() ?? 0
        return CGSize(width: width, height: height)
        """,
        "placeSubviews": """
        var point = CGPoint(x: bounds.minX, y: bounds.minY)
        for subview in subviews {
          subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
          point.y += subview.dimensions(in: .unspecified).height
        }
        """,
      ]
    ]
    let pass = try layout(tree(basic, name: "BasicVStack", content: [box("a", 30, 20), box("b", 50, 10)]))
    #expect(pass.diagnostics.isEmpty)
    // As the column: 50 wide, 30 tall, the second box 20 below the first.
    #expect(close(pass.size("layout"), Size(width: 50, height: 30)))
    #expect(close(try #require(pass.node("b")?.outermost).frameInParent, Rect(x: 0, y: 20, width: 50, height: 10)))
  }
}

extension CustomLayoutTests {
  @Test func allBodiesShareTheUpdatesStepBudget() throws {
    // Each Spender body takes a few hundred steps (a 200-iteration loop); with an update budget of 1,000 steps the
    // later layouts are refused with the budget's diagnostic instead of running.
    let spender: JSONValue = [
      "Spender": [
        "sizeThatFits": "var n = 0\nfor i in 0..<200 { n = i }\nreturn CGSize(width: 10, height: 10)",
        "placeSubviews": "",
      ]
    ]
    let layouts = (0..<6).map { JSONValue.object(["view": "Layout", "layout": "Spender", "id": .string("s\($0)")]) }
    let configuration = LiveTreeConfiguration(update: UpdateLimits(maxStepsPerUpdate: 1_000))
    let live = try LiveTree(
      json: document(["view": "VStack", "content": .array(layouts)], extra: ["layouts": spender]),
      environment: fixedAdvance, configuration: configuration)
    let messages = try live.last.allDiagnostics.map(\.message)
    #expect(messages.contains { $0.contains("maxStepsPerUpdate") })
  }

  // MARK: - The protocol's optional methods and layout values

  /// The column with `extra` bodies, around two boxes, the first writing `Rank` = `rank`.
  private func column(_ extra: [String: String], rank: JSONValue = 2, keys: JSONValue? = nil) throws -> LayoutPass {
    var methods = column["Column"]?.objectValue ?? [:]
    for (method, body) in extra { methods[method] = .string(body) }
    var json = tree(
      ["Column": .object(methods)],
      content: [box("a", 30, 20, modifiers: [["layoutValue": ["key": "Rank", "value": rank]]]), box("b", 10, 10)])
    if case .object(var object) = json {
      object["layoutValueKeys"] = keys ?? ["Rank": ["type": "Int", "defaultValue": 0]]
      json = .object(object)
    }
    return try layout(json)
  }

  @Test func badOptionalBodiesAreDiagnosticsNamingTheirMethod() throws {
    let cases: [(String, String, String)] = [
      ("spacing", "return 5", "Column.spacing must return a ViewSpacing, returned Int"),
      ("explicitAlignment", "return \"high\"", "Column.explicitAlignment must return a CGFloat?, returned String"),
      ("makeCache", "return subviews[5].priority", "Column.makeCache: "),
      ("sizeThatFits", "return CGSize(width: CGFloat(subviews[0][Missing.self]), height: 1)", "Column.sizeThatFits: "),
      ("spacing", "return ViewSpacing().union(3)", "Column.spacing: "),
    ]
    for (method, body, message) in cases {
      let extra = [method: body]
      // A stack around the layout asks for its spacing and its explicit alignment.
      if method == "explicitAlignment" || method == "spacing" {
        var methods = column["Column"]?.objectValue ?? [:]
        methods[method] = .string(body)
        let stack = document(
          [
            "view": "HStack", "alignment": "firstTextBaseline",
            "content": [["view": "Layout", "layout": "Column", "id": "layout", "content": [box("a", 10, 10)]]],
          ],
          extra: ["layouts": ["Column": .object(methods)]])
        let messages = try layout(stack).diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix(message) }, "\(method): \(messages)")
        continue
      }
      let pass = try column(extra)
      let messages = pass.diagnostics.map(\.message)
      #expect(messages.contains { $0.hasPrefix(message) }, "\(method): \(messages)")
    }
  }

  @Test func aLayoutValueOfTheWrongTypeIsADiagnostic() throws {
    let pass = try column(
      ["sizeThatFits": "let rank = subviews[0][Rank.self]\nreturn CGSize(width: CGFloat(rank), height: 1)"],
      rank: "\"high\"")
    #expect(pass.diagnostics.contains { $0.message.contains("the layout value of Rank is not a Int") })
    let read = try column(
      [
        "sizeThatFits":
          "let rank = subviews[0][Rank.self] + subviews[1][Rank.self]\nreturn CGSize(width: CGFloat(rank), height: 1)"
      ],
      rank: 7)
    // 7 written on the first box, the default 0 on the second.
    #expect(read.diagnostics.isEmpty)
    #expect(close(read.size("layout").width, 7))
  }

  @Test func badLayoutValueKeysAreTreeErrorsWithPaths() {
    let cases: [(JSONValue, String)] = [
      (["Rank": ["defaultValue": 0]], "$.layoutValueKeys.Rank.type"),
      (["Rank": ["type": "Int"]], "$.layoutValueKeys.Rank.defaultValue"),
      (["Rank": ["type": "Int", "defaultValue": "\"x\""]], "$.layoutValueKeys.Rank.defaultValue"),
      (["Rank": ["type": "[Int", "defaultValue": 0]], "$.layoutValueKeys.Rank.type"),
      (["Rank": ["type": "Int", "defaultValue": 0, "reduce": "max"]], "$.layoutValueKeys.Rank.reduce"),
      (["Rank": 3], "$.layoutValueKeys.Rank"),
    ]
    for (keys, path) in cases {
      let errors = treeErrors(document(["view": "Color"], extra: ["layoutValueKeys": keys]))
      #expect(errors.contains { $0.path.description == path }, "\(path): \(errors)")
    }
  }

  /// Apple's default `spacing(subviews:cache:)` merges the subviews' preferences on all edges: a layout around a
  /// Text sits below another Text as the Text itself would; a `spacing` body returning `ViewSpacing()` (no
  /// preferences) gets the platform default 8 instead.
  @Test func theDefaultSpacingMergesTheSubviews() throws {
    func secondTextY(_ first: JSONValue, layouts: JSONValue) throws -> Double {
      let pass = try layout(
        document(
          ["view": "VStack", "content": [first, ["view": "Text", "id": "second", "text": "b"]]],
          extra: ["layouts": layouts]))
      #expect(pass.diagnostics.isEmpty)
      return pass.frame("second").minY - pass.frame("first").minY
    }
    let text: JSONValue = ["view": "Text", "id": "first", "text": "a"]
    let wrapped: JSONValue = [
      "view": "Layout", "layout": "Column", "id": "first", "content": [["view": "Text", "text": "a"]],
    ]
    let direct = try secondTextY(text, layouts: column)
    #expect(close(try secondTextY(wrapped, layouts: column), direct))
    var methods = column["Column"]?.objectValue ?? [:]
    methods["spacing"] = "ViewSpacing()"
    let empty = try secondTextY(wrapped, layouts: ["Column": .object(methods)])
    let lineHeight = try layout(document(["view": "Text", "id": "a", "text": "a"])).frame("a").height
    #expect(close(empty, lineHeight + 8))
    #expect(!close(empty, direct))
  }
}
