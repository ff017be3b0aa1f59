import JSONCore
import LayoutEngine
import Testing

/// Regression tests for the time an update may take: every evaluation is bounded by `EvaluationLimits.maxSteps`,
/// and all the evaluations of one update together by `UpdateLimits.maxStepsPerUpdate`, so that a tree whose many
/// nodes each run expensive code (a `ForEach` of 100,000 rows each evaluating 100,000 steps: about an hour of a
/// release build before the budget) finishes quickly with a diagnostic instead.
struct UpdateTimeBoundsTests {
  /// 40 rows, each of whose frames maps 1,000 elements (about 3,000 steps).
  static let expensiveRows: JSONValue = document([
    "view": "VStack",
    "content": [
      [
        "view": "ForEach", "data": "0..<40", "element": "i",
        "content": [
          ["view": "Color", "modifiers": [["frame": ["height": "CGFloat((0..<1000).map { $0 * 2 }.count)"]]]]
        ],
      ]
    ],
  ])

  func open(budget: Int) throws -> LiveTree {
    try LiveTree(
      json: Self.expensiveRows, environment: fixedAdvance,
      configuration: LiveTreeConfiguration(update: UpdateLimits(maxStepsPerUpdate: budget)))
  }

  @Test func theUpdateStopsEvaluatingWhenItsBudgetIsSpent() throws {
    let live = try open(budget: 50_000)
    let layout = try #require(live.current.lastPass?.layout)
    let heights = layout.nodes.filter { $0.viewType == "Color" }.map { $0.size?.height }
    // The first rows evaluate (each frame is 1,000 tall, the count of the mapped range); the rest fail and
    // keep the view's own height, as any failed expression does.
    #expect(heights.first == 1_000)
    #expect(heights.filter { $0 == 1_000 }.count < 20)
    let budgetDiagnostics = live.current.allDiagnostics.filter { $0.message.contains("maxStepsPerUpdate") }
    #expect(!budgetDiagnostics.isEmpty)
    #expect(budgetDiagnostics.allSatisfy { $0.message.contains("budget of 50000 evaluation steps") })
  }

  @Test func theDefaultBudgetLeavesOrdinaryTreesAlone() throws {
    // 40 × ~3,000 steps is far within the default 20,000,000: every row evaluates.
    let live = try open(budget: UpdateLimits().maxStepsPerUpdate)
    let layout = try #require(live.current.lastPass?.layout)
    #expect(layout.nodes.filter { $0.viewType == "Color" }.allSatisfy { $0.size?.height == 1_000 })
    #expect(live.current.allDiagnostics.isEmpty)
  }

  @Test func aTapSharesTheBudgetOfItsEdit() throws {
    let tree = document(
      ["view": "Button", "id": "spin", "title": "Spin", "action": "for _ in 0..<10000 { n += 1 }"],
      extra: ["state": ["n": 0]])
    var live = try LiveTree(
      json: tree, environment: fixedAdvance,
      configuration: LiveTreeConfiguration(update: UpdateLimits(maxStepsPerUpdate: 50_000)))
    // Each tap's loop takes tens of thousands of steps: the first tap runs, and one of the later taps of the
    // same edit is stopped by the edit's budget, as is every tap after it.
    let version = try live.apply(Array(repeating: .tap(node: "spin"), count: 4))
    let ran = version.editActions.map { $0.outcome == .ran }
    let succeeded = ran.prefix { $0 }.count
    #expect(succeeded >= 1 && succeeded < 4, "\(version.editActions)")
    #expect(ran.dropFirst(succeeded).allSatisfy { !$0 })
    #expect(version.diagnostics.contains { $0.message.contains("maxStepsPerUpdate") })
    #expect(live.state["n"] == .int(10_000 * succeeded))
  }

  /// `rows` views that each write `n` from their own preference value and read it in their frame: every binder
  /// keeps changing until the cycle guard stops the update.
  static func bindersThatKeepChanging(_ rows: Int) -> JSONValue {
    let row: JSONValue = [
      "view": "Color",
      "modifiers": [
        ["preference": ["key": "K", "value": "n"]], ["onPreferenceChange": ["key": "K", "perform": "n += 1"]],
        ["frame": ["width": "CGFloat(n)"]],
      ],
    ]
    return document(
      [
        "view": "VStack",
        "content": [["view": "ForEach", "data": .string("0..<\(rows)"), "element": "i", "content": [row]]],
      ],
      extra: ["state": ["n": 0], "preferenceKeys": ["K": ["type": "Int", "defaultValue": 0, "reduce": "max"]]])
  }

  @Test func manyBindersThatKeepChangingAreReportedBriefly() throws {
    // Regression: each binder's report walked every layer and deduplicated its readers with a linear search, so
    // 1,000 such rows took minutes and wrote a 28 MB reply; now the reports stop at 20 binders of 64 readers.
    let live = try LiveTree(json: Self.bindersThatKeepChanging(400), environment: fixedAdvance)
    #expect(!live.current.converged)
    #expect(live.current.cycles.count == 20)
    #expect(live.current.cycles.allSatisfy { $0.readers.count == 64 })
    #expect(live.current.cycles.first?.binder.node == "root/ForEach0[0]/Color0")
  }

  @Test func aPassRecordsAtMostItsDiagnosticLimit() throws {
    // 300 rows whose frame reads a name nobody declares: 300 failures per pass, of which the first 200 are kept
    // and one note counts the other 100.
    let row: JSONValue = ["view": "Color", "modifiers": [["frame": ["width": "undeclared"]]]]
    let tree = document(["view": "VStack", "content": [["view": "ForEach", "data": "0..<300", "content": [row]]]])
    let live = try LiveTree(json: tree, environment: fixedAdvance)
    let diagnostics = try #require(live.current.lastPass?.layout.diagnostics)
    #expect(diagnostics.count == 201)
    #expect(diagnostics.prefix(200).allSatisfy { $0.code == .expressionError })
    #expect(
      diagnostics.last?.message
        == "100 more diagnostics are not shown: a pass records at most 200 (maxDiagnosticsPerPass)")
  }
}
