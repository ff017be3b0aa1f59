import Foundation
import JSONCore
import LayoutEngine
import TextMetrics

/// Layout throughput (issue 2): decoding and laying out a 1,000-row sign-in form (each row an HStack of a
/// label measured by a background GeometryReader and framed, and a TextField), one text edit and its
/// relayout, and a tree at the depth limit. Reports nodes, layers and measurements per pass.
enum LayoutBenchmarks {
  /// The form: `rows` rows in a padded VStack.
  static func form(rows: Int) -> JSONValue {
    let row: (Int) -> JSONValue = { index in
      [
        "view": "HStack",
        "content": [
          [
            "view": "Text", "id": .string("label-\(index)"), "text": .string("Label \(index):"),
            "modifiers": labelChain(alignment: "trailing"),
          ],
          ["view": "TextField", "title": .string("Value \(index)")],
        ],
      ]
    }
    return [
      "environment": ["displayScale": 3], "proposal": ["width": 390, "height": 763], "state": ["labelWidth": nil],
      "preferenceKeys": [
        "MaxLabelWidth": ["type": "CGFloat", "defaultValue": "0", "reduce": "value = max(value, nextValue())"]
      ],
      "root": [
        "view": "VStack", "id": "form", "alignment": "leading", "content": .array((0..<rows).map(row)),
        "modifiers": [
          ["padding": [:]], ["onPreferenceChange": ["key": "MaxLabelWidth", "perform": "labelWidth = $0"]],
        ],
      ],
    ]
  }

  /// A label's modifier chain in `form(rows:)`: a clear `GeometryReader` background writing the label's width under
  /// `MaxLabelWidth`, then a frame at `labelWidth` aligning the label as `alignment` says.
  static func labelChain(alignment: JSONValue) -> JSONValue {
    [
      [
        "background": [
          "view": "GeometryReader", "proxy": "proxy",
          "content": [
            [
              "view": "Color", "color": "clear",
              "modifiers": [["preference": ["key": "MaxLabelWidth", "value": "proxy.size.width"]]],
            ]
          ],
        ]
      ],
      ["frame": ["width": "labelWidth", "alignment": alignment]],
    ]
  }

  /// For callgrind: `document` opened as a live tree once, then `edit(k)` applied for k = 1 … `--edits=N` (0 by
  /// default), so that an open and its edits can be told apart.
  private static func profileEdits(
    of document: JSONValue, limits: TreeLimits, named name: String, options: [String], edit: (Int) -> TreeEdit
  ) {
    let edits = BenchmarkOptions.integer("--edits=", in: options) ?? 0
    guard var live = try? LiveTree(json: document, limits: limits) else {
      print("\(name) does not open")
      return
    }
    for counter in 0..<max(edits, 0) { _ = try? live.apply([edit(counter + 1)]) }
    BenchmarkTimer.consume(live)
  }

  static func run(_ options: [String]) {
    print("== layout (LayoutEngine) ==")
    if options.contains("--profile"), let depth = BenchmarkOptions.integer("--chain=", in: options) {
      // For callgrind: opens of the suite's chain of `depth` nested stacks as a live tree (`--passes=N` opens, 1 by
      // default), on a thread with a 1 GiB stack, so that per-view costs at two depths can be compared; then
      // `--edits=N` edits of the last one's leaf text (0 by default), as the suite's leaf edit makes them.
      let json = EngineWorkloads.chainDocument(depth: depth)
      let limits = TreeLimits(maxDepth: depth + 8, maxNodes: depth + 8, maxResolvedNodes: depth + 8)
      let opens = BenchmarkOptions.integer("--passes=", in: options) ?? 1
      let edits = BenchmarkOptions.integer("--edits=", in: options) ?? 0
      _ = EngineWorkloads.onBigStack {
        var last: LiveTree?
        for _ in 0..<opens { last = try? LiveTree(json: json, limits: limits) }
        for counter in 0..<max(edits, 0) {
          _ = try? last?.apply([.setText(node: "leaf", text: counter % 2 == 0 ? "deeper" : "deep")])
        }
        BenchmarkTimer.consume(last)
      }
      return
    }
    if options.contains("--profile"), let count = BenchmarkOptions.integer("--list=", in: options) {
      // The suite's scrolling list of `count` rows, one row grown and shrunk in turn, every row after it moving.
      return profileEdits(
        of: EngineWorkloads.listDocument(count: count), limits: EngineWorkloads.limits(nodes: count * 5 + 16),
        named: "the scrolling list", options: options
      ) { EngineWorkloads.listRowResize(count: count, counter: $0) }
    }
    if options.contains("--profile"), let count = BenchmarkOptions.integer("--wide=", in: options) {
      // The suite's wide HStack of `count` views, its middle view resized.
      return profileEdits(
        of: EngineWorkloads.wideDocument(count: count), limits: EngineWorkloads.limits(nodes: count + 16),
        named: "the wide HStack", options: options
      ) { EngineWorkloads.wideResize(count: count, counter: $0) }
    }
    if options.contains("--profile") {
      // For `perf record` or callgrind: passes with the SF emulation measurer (`--passes=N`, 20 by default) over
      // the form of `--rows=R` rows (1,000 by default; more than 1,000 with limits that admit them), nothing else.
      let rows = BenchmarkOptions.integer("--rows=", in: options) ?? 1000
      let limits = rows <= 1000 ? TreeLimits.default : EngineWorkloads.limits(nodes: rows * 6 + 16)
      guard let tree = try? ViewTree(json: form(rows: rows), limits: limits) else {
        print("the benchmark form does not decode")
        return
      }
      let passes = BenchmarkOptions.integer("--passes=", in: options) ?? 20
      let environment = LayoutEnvironment(textMeasurer: SystemFontTextMeasurer())
      for _ in 0..<passes { BenchmarkTimer.consume(tree.layout(in: environment)) }
      return
    }
    let json = form(rows: 1000)
    let text = JSONSerializer.serialize(json)
    print("document: \(text.utf8.count / 1024) KiB")
    guard let tree = try? ViewTree(json: json) else {
      print("the benchmark form does not decode")
      return
    }
    for (name, measurer) in [
      ("fixed advance", FixedAdvanceTextMeasurer() as any TextMeasurer), ("SF emulation", SystemFontTextMeasurer()),
    ] {
      let environment = LayoutEnvironment(textMeasurer: measurer)
      let pass = tree.layout(in: environment)
      let layers = pass.nodes.reduce(0) { $0 + $1.layers.count }
      print(
        "1,000-row form (\(name)): \(pass.nodes.count) nodes, \(layers) layers, \(pass.measurementCount) measurements per pass"
      )
      let perPass = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 1) {
        BenchmarkTimer.consume(tree.layout(in: environment))
      }
      print("  layout pass: \(milliseconds(perPass))")
    }
    let decode = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 1) {
      BenchmarkTimer.consume(try? ViewTree(json: json))
    }
    print("decode + validate the 1,000-row form: \(milliseconds(decode))")
    let parseAndDecode = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 1) {
      BenchmarkTimer.consume((try? JSONParser.parse(text)).flatMap { try? ViewTree(json: $0) })
    }
    print("parse text + decode: \(milliseconds(parseAndDecode))")
    let edit = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 1) {
      guard let edited = try? tree.applying([.setText(node: "label-500", text: "A much longer label:")]) else { return }
      BenchmarkTimer.consume(edited.layout(in: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer())))
    }
    print("setText edit + relayout: \(milliseconds(edit))")
    let deepJSON = deepTree(depth: 510)
    if let deep = try? ViewTree(json: deepJSON) {
      let deepPass = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 0.5) {
        BenchmarkTimer.consume(deep.layout(in: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer())))
      }
      print("510 nested stacks (the depth limit): \(milliseconds(deepPass)) per pass")
    }
  }

  static func deepTree(depth: Int) -> JSONValue {
    var view: JSONValue = ["view": "Text", "text": "deep"]
    for index in 0..<depth { view = ["view": index % 2 == 0 ? "HStack" : "VStack", "content": [view]] }
    return ["root": view]
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.3f ms", seconds * 1000)
  }
}
