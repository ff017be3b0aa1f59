import Foundation
import JSONCore
import LayoutEngine
import TextMetrics

/// The engine's workloads of `inspector-bench suite` (issue 15), in process on the product's text measurer:
/// - the equal-width form (`LayoutBenchmarks.form`: each label measured by a background `GeometryReader` into a
///   max-reducing key, as `Examples/SignInForm.json`) at 100, 1,000 and 10,000 rows: opening it to its fixpoint, a
///   one-label edit that keeps the maximum, one that changes it, a root resize and a state write, each applied and
///   converged; and one full layout pass of the decoded tree (layers per second, to compare with the peers' nodes
///   per second);
/// - chains of 1,000 and 10,000 nested stacks (on a thread with a 1 GiB stack), a wide `HStack` of 10,000 views, and
///   a list of 1,000 wrapping paragraphs, each opened and edited at one leaf.
///
/// Every figure also reports the work done: passes, measurements taken and the nodes and layers of the last pass.
enum EngineWorkloads {
  static func run(_ results: SuiteResults, quick: Bool) {
    let sizes = quick ? [100, 1_000] : [100, 1_000, 10_000]
    for rows in sizes { form(rows: rows, results, quick: quick) }
    for depth in quick ? [1_000] : [1_000, 10_000] { chain(depth: depth, results, quick: quick) }
    wide(count: quick ? 1_000 : 10_000, results, quick: quick)
    list(count: quick ? 100 : 1_000, results, quick: quick)
    paragraphs(count: quick ? 100 : 1_000, results, quick: quick)
  }

  /// Limits that admit the workload's trees: the default limits are sized for hand-written trees.
  static func limits(nodes: Int, depth: Int = 512) -> TreeLimits {
    TreeLimits(maxDepth: depth, maxNodes: nodes, maxResolvedNodes: nodes * 2)
  }

  /// How many samples to take of work that costs about `seconds` each: at least 3, fewer for slow work.
  static func sampleCount(_ quick: Bool, large: Bool) -> Int {
    quick ? 3 : (large ? 5 : 15)
  }

  /// What a version did: its passes, the measurements they took, and the last pass's nodes and layers.
  static func work(_ version: TreeVersion) -> [String: Int] {
    let measurements = version.passes.reduce(0) { $0 + $1.layout.measurementCount }
    let nodes = version.lastPass?.layout.nodes ?? []
    return [
      "passes": version.outcome.passes, "measurements": measurements, "nodes": nodes.count,
      "layers": nodes.reduce(0) { $0 + $1.layers.count }, "placed": version.lastPass?.layout.placedCount ?? 0,
    ]
  }

  /// Times `body` `count` times; seconds per call. What each run returns (a tree opened or laid out, the tree an edit replaced) is
  /// released once its time is read, untimed: the daemon keeps what it opens and lays out, and frees what an edit
  /// replaced while the edit's reply goes out (`DaemonServer.edit`).
  static func samples<Kept>(_ count: Int, releasingAfter body: () -> Kept) -> [Double] {
    (0..<count).map { _ in
      let begin = BenchmarkTimer.now()
      let kept = body()
      let elapsed = BenchmarkTimer.now() - begin
      withExtendedLifetime(kept) {}
      return elapsed
    }
  }

  /// How many times the layout peers time their one-leaf relayout, and how many of the first they drop as warm-up
  /// (`Benchmarks/peers/layout_peers.py`, `--incr-reps`): an edit whose figure is set against theirs is timed so too.
  static let peerIncrementalRuns = 202
  static let peerWarmUpRuns = 2

  /// Applies `edits` to `live` and returns the tree before them, to be released after the edit is timed.
  static func applying(_ edits: [TreeEdit], to live: inout LiveTree) -> LiveTree {
    let replaced = live
    _ = try? live.apply(edits)
    return replaced
  }

  /// How many labels at the end of the form are wider than the rest, each wider than the one before it.
  static let widestLabels = 16

  /// The equal-width form with its last `widestLabels` labels made distinctly wider (`Label 99 WWW…:`), so that
  /// shortening the widest one always lowers the maximum. (Lengthening a label cannot raise it: the label is
  /// measured inside its frame, at the current maximum, and wraps, as in SwiftUI.)
  static func formDocument(rows: Int) -> JSONValue {
    guard case .object(var document) = LayoutBenchmarks.form(rows: rows), case .object(var root) = document["root"],
      case .array(var content) = root["content"]
    else { return .null }
    for rank in 0..<min(widestLabels, rows) {
      let index = rows - 1 - rank
      guard case .object(var row) = content[index], case .array(var views) = row["content"],
        case .object(var label) = views[0]
      else { continue }
      label["text"] = .string("Label \(index) " + String(repeating: "W", count: widestLabels - rank) + ":")
      views[0] = .object(label)
      row["content"] = .array(views)
      content[index] = .object(row)
    }
    root["content"] = .array(content)
    document["root"] = .object(root)
    return .object(document)
  }

  /// The `setModifiers` of row `row`'s label in `formDocument(rows:)` that aligns the label in its frame to the
  /// leading or the trailing edge (the document's own chain is trailing): its background and frame as declared.
  static func labelAlignment(row: Int, leading: Bool) -> TreeEdit {
    .setModifiers(
      node: "label-\(row)", modifiers: LayoutBenchmarks.labelChain(alignment: leading ? "leading" : "trailing"))
  }

  static func form(rows: Int, _ results: SuiteResults, quick: Bool) {
    let json = formDocument(rows: rows)
    let limits = limits(nodes: rows * 6 + 16)
    let prefix = "form.\(rows)"
    let count = min(sampleCount(quick, large: rows >= 10_000), widestLabels)
    guard var live = try? LiveTree(json: json, limits: limits) else {
      return results.fail(prefix, "equal-width form of \(rows) rows", "does not open")
    }
    let opened = work(live.current)
    results.add(
      "\(prefix).open", "open (decode, update loop to its fixpoint)", unit: "ms",
      samples: samples(rows >= 10_000 ? 3 : count, releasingAfter: { try? LiveTree(json: json, limits: limits) })
        .map { $0 * 1e3 }, counts: opened)
    if let tree = try? ViewTree(json: json, limits: limits) {
      let environment = LayoutEnvironment()
      let pass = tree.layout(in: environment)
      let layers = pass.nodes.reduce(0) { $0 + $1.layers.count }
      results.add(
        "\(prefix).fullPass", "one full layout pass", unit: "ms",
        samples: samples(count, releasingAfter: { tree.layoutKeepingRun(in: environment) }).map { $0 * 1e3 },
        counts: ["nodes": pass.nodes.count, "layers": layers, "measurements": pass.measurementCount])
    }
    // The middle row's label stays narrower than the maximum; each changing edit shortens the widest label left.
    let middle = "label-\(rows / 2)"
    /// Times `count` edits (`make(1)`, `make(2)`, ...), or, `asPeers`, as the peers time their one-leaf relayout.
    func edits(_ id: String, _ label: String, asPeers: Bool = false, _ make: (Int) -> TreeEdit) {
      var counter = 0
      let runs = asPeers ? (quick ? peerWarmUpRuns + count : peerIncrementalRuns) : count
      let times = samples(runs) {
        counter += 1
        let replaced = live
        do {
          try live.apply([make(counter)])
        } catch {
          print("\(prefix).\(id): the edit failed: \(error)")
        }
        return replaced
      }
      let kept = asPeers ? times.dropFirst(peerWarmUpRuns) : times[...]
      results.add("\(prefix).\(id)", label, unit: "ms", samples: kept.map { $0 * 1e3 }, counts: work(live.current))
    }
    // Set against Taffy's one-leaf relayout (issue 15's target), so timed as it is.
    edits("editKeepingMax", "one-label edit keeping the maximum", asPeers: true) {
      .setText(node: middle, text: $0 % 2 == 0 ? "Label \(rows / 2):" : "Lbl \(rows / 2):")
    }
    edits("editChangingMax", "one-label edit lowering the maximum") { .setText(node: "label-\(rows - $0)", text: "L:") }
    edits("resize", "root resize") { .propose(width: $0 % 2 == 0 ? 390 : 400, height: 763) }
    edits("stateWrite", "state write (setState)") {
      .setState(name: "labelWidth", value: .double($0 % 2 == 0 ? 90 : 91))
    }
  }

  /// Runs `body` on a thread with a 1 GiB stack (deep trees recurse once per level) and waits for its result.
  static func onBigStack<T>(_ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    return box.value
  }

  /// `depth` nested stacks, `HStack` and `VStack` in turn, around a `Text` (Taffy's and Yoga's "deep" tree).
  static func chainDocument(depth: Int) -> JSONValue {
    var view: JSONValue = ["view": "Text", "id": "leaf", "text": "deep"]
    for index in 0..<depth { view = ["view": index % 2 == 0 ? "HStack" : "VStack", "content": [view]] }
    return ["environment": ["displayScale": 3], "proposal": ["width": 390, "height": 763], "root": view]
  }

  static func chain(depth: Int, _ results: SuiteResults, quick: Bool) {
    let json = chainDocument(depth: depth)
    let limits = TreeLimits(maxDepth: depth + 8, maxNodes: depth + 8, maxResolvedNodes: depth + 8)
    let id = "chain.\(depth)"
    let count = sampleCount(quick, large: depth >= 10_000)
    let outcome = onBigStack { () -> ([Double], [String: Int])? in
      guard let live = try? LiveTree(json: json, limits: limits) else { return nil }
      let times = samples(count, releasingAfter: { try? LiveTree(json: json, limits: limits) })
      return (times, work(live.current))
    }
    guard let (times, counts) = outcome ?? nil else {
      return results.fail("\(id).open", "chain of \(depth) nested stacks", "does not open")
    }
    results.add(
      "\(id).open", "open a chain of \(depth) nested stacks", unit: "ms", samples: times.map { $0 * 1e3 },
      counts: counts)
    let edited = onBigStack { () -> ([Double], [String: Int])? in
      guard var live = try? LiveTree(json: json, limits: limits) else { return nil }
      let leaf = "leaf"
      var counter = 0
      let times = samples(count) {
        counter += 1
        return applying([.setText(node: leaf, text: counter % 2 == 0 ? "deep" : "deeper")], to: &live)
      }
      return (times, work(live.current))
    }
    guard let (editTimes, editCounts) = edited ?? nil else {
      return results.fail("\(id).editLeaf", "chain of \(depth): leaf edit", "could not edit the leaf")
    }
    results.add(
      "\(id).editLeaf", "edit the leaf of a chain of \(depth)", unit: "ms", samples: editTimes.map { $0 * 1e3 },
      counts: editCounts)
  }

  /// An `HStack` of `count` 10 × 10 views (Taffy's and Yoga's "wide" tree).
  static func wideDocument(count: Int) -> JSONValue {
    let children: [JSONValue] = (0..<count).map { index in
      [
        "view": "Color", "id": .string("cell-\(index)"), "color": "red",
        "modifiers": [["frame": ["width": 10, "height": 10]]],
      ]
    }
    return [
      "proposal": ["width": 390, "height": 763], "root": ["view": "HStack", "spacing": 0, "content": .array(children)],
    ]
  }

  /// The `counter`th resize of the middle view of `wideDocument(count:)`: 11 points wide, then 10, in turn.
  static func wideResize(count: Int, counter: Int) -> TreeEdit {
    let width: JSONValue = counter % 2 == 0 ? 10 : 11
    return .setModifiers(node: "cell-\(count / 2)", modifiers: [["frame": ["width": width, "height": 10]]])
  }

  /// `wideDocument(count:)` opened, and one of its views resized.
  static func wide(count: Int, _ results: SuiteResults, quick: Bool) {
    let json = wideDocument(count: count)
    let limits = limits(nodes: count + 16)
    let id = "wide.\(count)"
    guard var live = try? LiveTree(json: json, limits: limits) else {
      return results.fail("\(id).open", "HStack of \(count)", "does not open")
    }
    let views = count
    let count = sampleCount(quick, large: false)
    results.add(
      "\(id).open", "open an HStack of \(views) views", unit: "ms",
      samples: samples(count, releasingAfter: { try? LiveTree(json: json, limits: limits) }).map { $0 * 1e3 },
      counts: work(live.current))
    var counter = 0
    let times = samples(count) {
      counter += 1
      return applying([wideResize(count: views, counter: counter)], to: &live)
    }
    results.add(
      "\(id).editLeaf", "resize one view of the HStack", unit: "ms", samples: times.map { $0 * 1e3 },
      counts: work(live.current))
  }

  /// A scrolling list of `count` rows (a `Text`, a `Spacer` and a 20 × 10 swatch), as settings and inbox screens are.
  static func listDocument(count: Int) -> JSONValue {
    let rows: [JSONValue] = (0..<count).map { index in
      [
        "view": "HStack", "id": .string("row-\(index)"),
        "content": [
          ["view": "Text", "text": .string("Row \(index)")], ["view": "Spacer"],
          [
            "view": "Color", "id": .string("swatch-\(index)"), "color": "red",
            "modifiers": [["frame": ["width": 20, "height": 10]]],
          ],
        ],
      ]
    }
    return [
      "proposal": ["width": 390, "height": 763],
      "root": ["view": "ScrollView", "content": [["view": "VStack", "spacing": 0, "content": .array(rows)]]],
    ]
  }

  /// The `counter`th resize of the swatch of the row a tenth of the way down `listDocument(count:)`: 30 points tall,
  /// then 10, in turn, so that every row after it moves.
  static func listRowResize(count: Int, counter: Int) -> TreeEdit {
    let height: JSONValue = counter % 2 == 0 ? 10 : 30
    return .setModifiers(node: "swatch-\(count / 10)", modifiers: [["frame": ["width": 20, "height": height]]])
  }

  /// `listDocument(count:)` opened, and one of its rows grown and shrunk in turn.
  static func list(count: Int, _ results: SuiteResults, quick: Bool) {
    let json = listDocument(count: count)
    let id = "list.\(count)"
    guard var live = try? LiveTree(json: json, limits: limits(nodes: count * 5 + 16)) else {
      return results.fail("\(id).open", "scrolling list of \(count) rows", "does not open")
    }
    var counter = 0
    let times = samples(sampleCount(quick, large: false)) {
      counter += 1
      return applying([listRowResize(count: count, counter: counter)], to: &live)
    }
    results.add(
      "\(id).growRow", "grow one row of a scrolling list of \(count), moving the rows after it", unit: "ms",
      samples: times.map { $0 * 1e3 }, counts: work(live.current))
  }

  /// A scrolling list of `count` paragraphs of about 300 characters, each wrapping to several lines at 390 points.
  static func paragraphs(count: Int, _ results: SuiteResults, quick: Bool) {
    let sentence = "A paragraph of running text wraps across several lines in a narrow column, as release notes do. "
    let content: [JSONValue] = (0..<count).map { index in
      [
        "view": "Text", "id": .string("paragraph-\(index)"),
        "text": .string("\(index). " + String(repeating: sentence, count: 3)),
      ]
    }
    let json: JSONValue = [
      "proposal": ["width": 390, "height": 763],
      "root": [
        "view": "ScrollView",
        "content": [["view": "VStack", "alignment": "leading", "spacing": 8, "content": .array(content)]],
      ],
    ]
    let limits = limits(nodes: count + 16)
    let id = "paragraphs.\(count)"
    guard var live = try? LiveTree(json: json, limits: limits) else {
      return results.fail("\(id).open", "\(count) paragraphs", "does not open")
    }
    let samplesCount = sampleCount(quick, large: false)
    results.add(
      "\(id).open", "open a list of \(count) wrapping paragraphs", unit: "ms",
      samples: samples(samplesCount, releasingAfter: { try? LiveTree(json: json, limits: limits) }).map { $0 * 1e3 },
      counts: work(live.current))
    var counter = 0
    let middle = "paragraph-\(count / 2)"
    let times = samples(samplesCount) {
      counter += 1
      return applying(
        [.setText(node: middle, text: String(repeating: sentence, count: counter % 2 == 0 ? 3 : 4))], to: &live)
    }
    results.add(
      "\(id).editParagraph", "edit one paragraph", unit: "ms", samples: times.map { $0 * 1e3 },
      counts: work(live.current))
  }
}
