import Foundation
import JSONCore
import LayoutEngine
import SwiftUISource

/// The front end's workload of `inspector-bench suite` (issue 12's speed line), in process, as `tree/open` with
/// `swift` reads a file: parsed, its root translated, and the document decoded by `TreeDecoder` into a `ViewTree`.
/// The files:
/// - `source.2000`: `SourceBenchmarks.file(lines: 2_000)`, the front end's own benchmark file (screens of forms,
///   lists with `ForEach`, conditions, rows with bindings, a measuring modifier, `#if` in a chain), root
///   `AllScreens`;
/// - `source.500`: the editor's 500-line `GeneratedScreen` (its `#Preview`), to tell the front end's share of
///   `EditorWorkloads`' figure.
///
/// Each step is also timed alone, and the tree laid out to its fixpoint, with the work counted: the translation's
/// view expressions and how many resolved, its diagnostics, the tree's nodes, and the passes, measurements and
/// layers of laying it out. For `source.500`, also the layout an editor's keystroke costs (`source.500.relayout`):
/// the text with one label changed applied to the open tree as its next version, as `DocumentAnalyzer` applies a
/// change of texts alone (the label's `setText` from the declared state, a fresh preview), the label alternating
/// between two lengths; the whole keystroke in one go (`source.500.keystroke`: parse, translate and relayout, each
/// on the last one's heap and caches, as the daemon makes them but for its comparison of the two documents); and
/// the same keystroke as the hot-reload editor (`keepState`) applies it (`source.500.retext`): the label's
/// `setText` on the open tree, keeping the state.
enum SourceWorkloads {
  static func run(_ results: SuiteResults, quick: Bool) {
    let screen = GeneratedScreen(lines: EditorWorkloads.lines)
    let label = screen.labels[screen.labels.count / 2]
    read(
      screen.text, id: "source.\(EditorWorkloads.lines)", root: .automatic, results, quick: quick,
      counts: ["sections": screen.sections, "rows": screen.rows], label: (label.text, "Longer \(label.text)"))
    read(SourceBenchmarks.file(lines: 2_000), id: "source.2000", root: .named("AllScreens"), results, quick: quick)
  }

  /// The translated document decoded with the Swift texts the translator checked, which the decoder then does not
  /// parse again, and the number of views it wrote, as the daemon decodes it.
  static func toTree(_ translation: SourceTranslation) -> ViewTree? {
    try? ViewTree(
      json: translation.document ?? .null, parsedExpressions: translation.parsedExpressions,
      parsedClosures: translation.parsedClosures, declaredItems: translation.declaredItems)
  }

  static func read(
    _ text: String, id: String, root: RootSelection, _ results: SuiteResults, quick: Bool,
    counts extra: [String: Int] = [:], label: (text: String, edited: String)? = nil
  ) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    let file = SwiftSourceFile(uri: "file:///\(id).swift", text: text)
    let translator = SwiftUITranslator()
    let translation = translator.translate([file], root: root)
    guard let document = translation.document, let tree = try? ViewTree(json: document) else {
      let problem = translation.diagnostics.first { $0.severity == .error }.map(\.description) ?? "no tree decoded"
      return results.fail("\(id).toTree", "\(lines)-line SwiftUI file to tree", problem)
    }
    let statistics = translation.statistics
    let counts = extra.merging([
      "lines": lines, "bytes": text.utf8.count,
      "viewExpressions": statistics.viewExpressions, "resolvedViews": statistics.resolvedViews,
      "diagnostics": translation.diagnostics.count, "nodes": tree.nodeCount,
    ]) { $1 }
    let count = quick ? 5 : 21
    // Warm-up: the first read pays for tables built once per process.
    for _ in 0..<3 { BenchmarkTimer.consume(toTree(translator.translate([file], root: root))) }
    let whole = EngineWorkloads.samples(count) {
      BenchmarkTimer.consume(toTree(translator.translate([file], root: root)))
    }
    results.add(
      "\(id).toTree", "\(lines)-line SwiftUI file to tree (parse, translate, decode)", unit: "ms",
      samples: whole.map { $0 * 1e3 }, counts: counts)
    let parse = EngineWorkloads.samples(count) { BenchmarkTimer.consume(translator.parse(file)) }
    results.add("\(id).parse", "\(lines)-line file: parse alone", unit: "ms", samples: parse.map { $0 * 1e3 })
    let parsed = [translator.parse(file)]
    let translate = EngineWorkloads.samples(count) {
      BenchmarkTimer.consume(translator.translate(parsed: parsed, root: root))
    }
    results.add(
      "\(id).translate", "\(lines)-line file: translate alone (parsed once)", unit: "ms",
      samples: translate.map { $0 * 1e3 })
    let decode = EngineWorkloads.samples(count) { BenchmarkTimer.consume(toTree(translation)) }
    results.add(
      "\(id).decode", "\(lines)-line file: decode the translated document alone (with its checked Swift texts)",
      unit: "ms", samples: decode.map { $0 * 1e3 })
    guard let live = try? LiveTree(json: document) else {
      return results.fail("\(id).open", "\(lines)-line file: open the tree", "the tree does not lay out")
    }
    let open = EngineWorkloads.samples(quick ? 3 : 9) { BenchmarkTimer.consume(try? LiveTree(json: document)) }
    results.add(
      "\(id).open", "\(lines)-line file: lay the decoded tree out to its fixpoint", unit: "ms",
      samples: open.map { $0 * 1e3 }, counts: EngineWorkloads.work(live.current))
    guard let label else { return }
    let edited = text.replacingOccurrences(of: "\"\(label.text)\"", with: "\"\(label.edited)\"")
    let editedFile = SwiftSourceFile(uri: file.uri, text: edited)
    guard let node = live.current.lastPass?.layout.nodes.first(where: { $0.text == label.text })?.id else {
      return results.fail("\(id).relayout", "\(lines)-line file: one label changed", "no node shows the label")
    }
    var keystrokes = live
    let texts = [label.edited, label.text]
    var next = 0
    func relayout() -> TreeVersion? {
      defer { next += 1 }
      return try? keystrokes.apply([TreeEdit.setText(node: node, text: texts[next % 2])], fromDeclaredState: true)
    }
    for _ in 0..<3 { BenchmarkTimer.consume(relayout()) }
    let relayouts = EngineWorkloads.samples(count) { BenchmarkTimer.consume(relayout()) }
    results.add(
      "\(id).relayout",
      "\(lines)-line file: one label changed, applied as the open tree's next version as the daemon applies it "
        + "(the label's setText from the declared state, update loop)",
      unit: "ms", samples: relayouts.map { $0 * 1e3 }, counts: EngineWorkloads.work(keystrokes.current))
    // The whole keystroke in one go, as the daemon makes it: the text parsed and translated, the change applied.
    var chained = live
    let files = [editedFile, file]
    func keystroke() -> TreeVersion? {
      defer { next += 1 }
      BenchmarkTimer.consume(translator.translate([files[next % 2]], root: root).document)
      return try? chained.apply([TreeEdit.setText(node: node, text: texts[next % 2])], fromDeclaredState: true)
    }
    next = 0
    for _ in 0..<3 { BenchmarkTimer.consume(keystroke()) }
    let oneGo = EngineWorkloads.samples(count) { BenchmarkTimer.consume(keystroke()) }
    results.add(
      "\(id).keystroke",
      "\(lines)-line file: the keystroke's parse, translate and relayout in one go, as the daemon makes them",
      unit: "ms", samples: oneGo.map { $0 * 1e3 }, counts: EngineWorkloads.work(chained.current))
    var retexts = live
    func retext() -> TreeVersion? {
      defer { next += 1 }
      return try? retexts.apply([TreeEdit.setText(node: node, text: texts[next % 2])])
    }
    next = 0
    for _ in 0..<3 { BenchmarkTimer.consume(retext()) }
    let retextTimes = EngineWorkloads.samples(count) { BenchmarkTimer.consume(retext()) }
    results.add(
      "\(id).retext",
      "\(lines)-line file: the same keystroke as a hot-reload editor applies it (the label's setText on the open "
        + "tree, state kept, update loop)",
      unit: "ms", samples: retextTimes.map { $0 * 1e3 }, counts: EngineWorkloads.work(retexts.current))
  }
}
