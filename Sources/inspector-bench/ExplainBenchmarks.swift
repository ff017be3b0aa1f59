import Foundation
import InspectorProtocol
import JSONCore
import LayoutEngine

/// `inspector-bench explain [--quick] [--daemon=PATH]`: how long `layout/explain` takes to answer on the 1,000-row
/// equal-width form of `LayoutBenchmarks` (5,001 nodes, 1,000 contributors to `MaxLabelWidth`): in the engine
/// (`LiveTree.explain`, the walk over the recorded passes), and as a round trip to the release daemon over pipes.
///
/// Questions: a label's width that changed in pass 2 (through the state write and the max of 1,000 values), a
/// field's width that changed with it (the row's share, then the label's chain), a label's unchanged height (the
/// text rule), a row's unchanged width (the proposal chain up to the root), and a label's width after an edit
/// shortened the widest label (the walk compares the 1,000 contributors at two points to find the one that
/// changed, then follows it to the edit).
enum ExplainBenchmarks {
  static func run(_ arguments: [String]) {
    print("== explain (layout/explain on the 1,000-row form) ==")
    let quick = arguments.contains("--quick")
    let document = LayoutBenchmarks.form(rows: 1000)
    guard var live = try? LiveTree(json: document) else { return print("the benchmark form does not open") }
    let questions: [(String, ExplanationQuery)] = [
      ("label width, pass 1 → 2", ExplanationQuery(node: "label-0", dimension: .width)),
      ("field width, pass 1 → 2", ExplanationQuery(node: "form/HStack0/TextField0", dimension: .width)),
      ("label height, unchanged", ExplanationQuery(node: "label-0", dimension: .height)),
      ("row width, unchanged", ExplanationQuery(node: "form/HStack0", dimension: .width)),
    ]
    // Shortening the widest label lowers the maximum, so every label shrinks in the edit's pass 2; explaining that
    // compares the 1,000 contributors at two points to find the one that changed.
    let widest =
      live.current.lastPass?.layout.nodes.filter { $0.id.hasPrefix("label-") }
      .max { ($0.layers.first?.size.width ?? 0) < ($1.layers.first?.size.width ?? 0) }?.id ?? "label-0"
    let edit = TreeEdit.setText(node: widest, text: "L:")
    let afterEdit = ("label width after the widest label's edit", ExplanationQuery(node: "label-0", dimension: .width))
    let roundTime = quick ? 0.25 : 1
    func measure(_ name: String, _ query: ExplanationQuery, in live: LiveTree) {
      guard let explanation = try? live.explain(query) else { return print("  \(name): no answer") }
      let seconds = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: roundTime) {
        BenchmarkTimer.consume(try? live.explain(query))
      }
      print("  \(name): \(LayoutBenchmarks.milliseconds(seconds)) (\(explanation.chain.count) links)")
    }
    print("engine (LiveTree.explain):")
    for (name, query) in questions { measure(name, query, in: live) }
    _ = try? live.apply([edit])
    measure(afterEdit.0, afterEdit.1, in: live)
    daemon(arguments, document: document, questions: questions, edit: edit, afterEdit: afterEdit, quick: quick)
  }

  /// Round trips of `layout/explain` to the release daemon over pipes: median and p99 per question.
  private static func daemon(
    _ arguments: [String], document: JSONValue, questions: [(String, ExplanationQuery)], edit: TreeEdit,
    afterEdit: (String, ExplanationQuery), quick: Bool
  ) {
    let path = DaemonBenchmarks.daemonPath(arguments)
    guard let daemon = DaemonBenchmarks.start(path) else { return print("could not start \(path)") }
    daemon.call(InitializeRequest())
    let uri = "file:///Form1000.json"
    guard daemon.call(OpenTreeRequest(uri: uri, tree: document)) != nil else { return }
    let count = quick ? 20 : 200
    func roundTrips(_ name: String, _ query: ExplanationQuery) {
      let request = ExplainRequest(
        uri: uri, node: query.node, dimension: ExplainRequest.Dimension(rawValue: query.dimension.rawValue) ?? .width)
      for _ in 0..<5 { daemon.call(request) }
      let times = (0..<count).map { _ -> Double in
        let begin = BenchmarkTimer.now()
        daemon.call(request)
        return BenchmarkTimer.now() - begin
      }
      print(
        "  \(name): median \(LayoutBenchmarks.milliseconds(BenchmarkTimer.median(times))), "
          + "p99 \(LayoutBenchmarks.milliseconds(BenchmarkTimer.percentile(times, 0.99))) (\(count) round trips)")
    }
    print("daemon round trips (release InspectorDaemon over pipes):")
    for (name, query) in questions { roundTrips(name, query) }
    guard case .setText(let node, let text) = edit else { return }
    daemon.call(EditTreeRequest(uri: uri, version: 1, edits: [.setText(node: node, text: text)]))
    roundTrips(afterEdit.0, afterEdit.1)
    _ = daemon.end()
  }
}
