import JSONCore

/// The editor's workload of `inspector-bench suite` (issue 13's speed line), over the release daemon's stdio as an
/// editor drives it: `initialize` with a client that takes versioned diagnostics and markdown hovers, then
/// `textDocument/didOpen` of a 500-line `GeneratedScreen` (timed until its `publishDiagnostics` arrives), then, per
/// sample, one label's text changed by an incremental `didChange` (a middle section's label lengthened, then
/// shortened back) with a `textDocument/hover` on that label written right behind it, timed from the write until
/// both the `publishDiagnostics` of the new version and the hover's reply have arrived.
///
/// The daemon's CPU time per change (`/proc`, averaged over the samples) is reported beside the figure: on a machine
/// shared with other work, the wall time includes waiting for a core. The same keystrokes run again with hot reload
/// (`keepState`, `editor.500.keepingState.*`), where a change of a label's text alone is applied as its `setText`;
/// and twice more as a fresh preview with a keystroke in an argument instead: a modifier's (`editor.500.modifier.*`:
/// the same label's `alignment: .trailing` made `.leading` and back), which the daemon applies as the label's
/// `setModifiers`, and a view's (`editor.500.spacing.*`: its section's `VStack(spacing: 8)` made 12 and back), which
/// it applies as that stack's `replace` (`DocumentEdits`); and once more with a line inserted and removed
/// (`editor.500.insert.*`: a `Divider()` after the label's row), which it applies as a new document.
///
/// Each figure counts the work visible on the wire: the diagnostics published, the hover's bytes, and hovers that
/// came back empty or as errors (a benchmark of empty answers would measure nothing).
enum EditorWorkloads {
  static let lines = 500

  static func initialize(keepState: Bool) -> String {
    """
    {"processId":null,"rootUri":null,"capabilities":{"textDocument":{"publishDiagnostics":{"versionSupport":true},\
    "hover":{"contentFormat":["markdown","plaintext"]},"synchronization":{"didSave":false}}},\
    "initializationOptions":{"keepState":\(keepState)}}
    """
  }

  static func run(_ results: SuiteResults, peers: PipeWorkloads.Peers, quick: Bool) {
    let screen = GeneratedScreen(lines: lines)
    keystrokes(results, peers: peers, quick: quick, keepState: false, on: screen, editing: .label(of: screen))
    keystrokes(results, peers: peers, quick: quick, keepState: true, on: screen, editing: .label(of: screen))
    keystrokes(results, peers: peers, quick: quick, keepState: false, on: screen, editing: .alignment(of: screen))
    if let spacing = Keystroke.spacing(of: screen) {
      keystrokes(results, peers: peers, quick: quick, keepState: false, on: screen, editing: spacing)
    }
    keystrokes(results, peers: peers, quick: quick, keepState: false, on: screen, editing: .insertedView(in: screen))
  }

  /// What a sample's keystrokes change: the text from a place, which alternates between two spellings (each may
  /// span lines).
  struct Keystroke {
    /// The figure's id between `editor.500` and its name (`.modifier`), empty for the label's text.
    let id: String
    /// What changes, as the figure's description says it.
    let what: String
    let line: Int
    let start: Int
    let texts: [String]

    /// The end of `text` written from this keystroke's place, as an LSP position (zero-based line, UTF-8 column: the
    /// daemon is initialized without a position encoding, and the screen is ASCII).
    func end(of text: String) -> (line: Int, character: Int) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.count > 1, let last = lines.last else { return (line, start + text.utf8.count) }
      return (line + lines.count - 1, last.utf8.count)
    }

    /// The first label of the middle section, lengthened and shortened back.
    static func label(of screen: GeneratedScreen) -> Keystroke {
      let place = screen.labels[screen.labels.count / 2]
      return Keystroke(
        id: "", what: "one label", line: place.line, start: place.start,
        texts: [place.text, "Longer " + place.text])
    }

    /// The same label's alignment in its shared width (`.sharedLabelWidth(labelWidth, alignment: .trailing)` on the
    /// line after its text), made `.leading` and back.
    static func alignment(of screen: GeneratedScreen) -> Keystroke {
      let place = screen.labels[screen.labels.count / 2]
      let prefix = "                    .sharedLabelWidth(labelWidth, alignment: ."
      return Keystroke(
        id: ".modifier", what: "one label's alignment argument", line: place.line + 1, start: prefix.utf8.count,
        texts: ["trailing", "leading"])
    }

    /// The spacing of the section holding that label (`VStack(alignment: .leading, spacing: 8)`, the last such line
    /// before it), made 12 and back; nil if the screen has no such line.
    static func spacing(of screen: GeneratedScreen) -> Keystroke? {
      let place = screen.labels[screen.labels.count / 2]
      let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
      let prefix = "VStack(alignment: .leading, spacing: "
      guard let line = (0..<min(place.line, lines.count)).last(where: { lines[$0].contains(prefix) }),
        let range = lines[line].range(of: prefix)
      else { return nil }
      let start = lines[line].utf8.distance(from: lines[line].startIndex, to: range.upperBound)
      return Keystroke(
        id: ".spacing", what: "a section's spacing argument", line: line, start: start, texts: ["8", "12"])
    }

    /// A `Divider()` line inserted after that label's row and removed again: a view added to its section's stack,
    /// which no typed edit makes (`DocumentEdits`), so the daemon applies the new document whole. The rows after it
    /// move; the hovered label does not.
    static func insertedView(in screen: GeneratedScreen) -> Keystroke {
      let place = screen.labels[screen.labels.count / 2]
      // The label's row is `HStack {`, the label, its modifier, the field and `}`: the line after the row.
      return Keystroke(
        id: ".insert", what: "a view inserted after the label's row (one line), then removed", line: place.line + 4,
        start: 0, texts: ["", "            Divider()\n"])
    }
  }

  /// The figures of one editor on `screen`: a fresh preview per text (the default), or hot reload; each sample one
  /// keystroke, and a hover on the middle section's first label.
  static func keystrokes(
    _ results: SuiteResults, peers: PipeWorkloads.Peers, quick: Bool, keepState: Bool, on screen: GeneratedScreen,
    editing keystroke: Keystroke
  ) {
    let id = (keepState ? "editor.\(lines).keepingState" : "editor.\(lines)") + keystroke.id
    let uri = "file:///bench/Settings\(lines).swift"
    guard let client = try? PipeClient(peers.daemon, ["--log-level", "error"]) else {
      return results.fail("\(id).changeToDiagnosticsAndHover", "didChange to diagnostics and hover", "no daemon")
    }
    defer { client.end() }
    client.call("initialize", initialize(keepState: keepState))
    client.write(PipeClient.frame(notification("initialized", "{}")))

    let item: JSONValue = [
      "uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(screen.text),
    ]
    let openParams = "{\"textDocument\":\(JSONSerializer.serialize(item))}"
    let openBegin = BenchmarkTimer.now()
    client.write(PipeClient.frame(notification("textDocument/didOpen", openParams)))
    guard let opened = waitFor(client, version: 1, hoverID: nil) else {
      return results.fail("\(id).open", "didOpen to diagnostics", "no diagnostics were published for version 1")
    }
    results.add(
      "\(id).open", "didOpen of a \(lines)-line view file to its diagnostics", unit: "ms",
      samples: [(BenchmarkTimer.now() - openBegin) * 1e3], counts: ["diagnostics": opened.diagnostics])

    let place = screen.labels[screen.labels.count / 2]
    let texts = keystroke.texts
    var current = texts[0]
    var version = 1
    var empty = 0
    var diagnostics = 0
    var hoverBytes = 0
    func sample() -> Double? {
      version += 1
      let next = texts[version % 2]
      let end = keystroke.end(of: current)
      let range = """
        {"start":{"line":\(keystroke.line),"character":\(keystroke.start)},\
        "end":{"line":\(end.line),"character":\(end.character)}}
        """
      let change = """
        {"textDocument":{"uri":"\(uri)","version":\(version)},\
        "contentChanges":[{"range":\(range),"text":\(JSONSerializer.serialize(.string(next)))}]}
        """
      current = next
      let hoverID = client.makeID()
      let hover = """
        {"jsonrpc":"2.0","id":\(hoverID),"method":"textDocument/hover","params":{"textDocument":{"uri":"\(uri)"},\
        "position":{"line":\(place.line),"character":\(place.start + 1)}}}
        """
      let frames = PipeClient.frame(notification("textDocument/didChange", change)) + PipeClient.frame(hover)
      let begin = BenchmarkTimer.now()
      client.write(frames)
      guard let outcome = waitFor(client, version: version, hoverID: hoverID) else { return nil }
      let seconds = BenchmarkTimer.now() - begin
      if !outcome.hoverAnswered { empty += 1 }
      diagnostics = outcome.diagnostics
      hoverBytes = outcome.hoverBytes
      return seconds
    }
    for _ in 0..<3 { _ = sample() }
    empty = 0
    let cpuBefore = client.cpuSeconds()
    let times = (0..<(quick ? 5 : 21)).compactMap { _ in sample() }
    let cpuPerChange = (client.cpuSeconds() - cpuBefore) / Double(max(times.count, 1))
    guard !times.isEmpty else {
      return results.fail(
        "\(id).changeToDiagnosticsAndHover", "didChange to diagnostics and hover", "the daemon stopped answering")
    }
    results.add(
      "\(id).changeToDiagnosticsAndHover",
      "didChange of \(keystroke.what) in a \(lines)-line view file: diagnostics of that version published and a hover "
        + "answered"
        + (keepState ? " (hot reload: keepState)" : ""),
      unit: "ms", samples: times.map { $0 * 1e3 },
      counts: ["diagnostics": diagnostics, "hoverBytes": hoverBytes, "emptyHovers": empty, "lines": screen.lineCount])
    results.add(
      "\(id).daemonCPUPerChange",
      "the daemon's CPU time per change of that figure (its threads' time on a core, from /proc, averaged over the samples)",
      unit: "ms", samples: [cpuPerChange * 1e3])
  }

  static func notification(_ method: String, _ params: String) -> String {
    "{\"jsonrpc\":\"2.0\",\"method\":\"\(method)\",\"params\":\(params)}"
  }

  /// What came back for one change: the diagnostics published for its version and, when a hover was sent,
  /// whether it was answered with contents, and its size.
  struct Outcome {
    var diagnostics = 0
    var hoverAnswered = false
    var hoverBytes = 0
  }

  /// Reads frames until the `publishDiagnostics` of `version` has arrived and, when `hoverID` is given, the reply
  /// to that request; nil when the daemon's output ends first.
  static func waitFor(_ client: PipeClient, version: Int, hoverID: Int?) -> Outcome? {
    var outcome = Outcome()
    var published = false
    var replied = hoverID == nil
    while !(published && replied) {
      guard let body = client.readFrame() else { return nil }
      guard let message = try? JSONParser.parse(body) else { continue }
      if message["method"]?.stringValue == "textDocument/publishDiagnostics",
        message["params"]?["version"]?.integerValue == Int64(version)
      {
        outcome.diagnostics = message["params"]?["diagnostics"]?.arrayValue?.count ?? 0
        published = true
      } else if let hoverID, message["id"]?.integerValue == Int64(hoverID) {
        outcome.hoverAnswered = message["result"]?["contents"] != nil
        outcome.hoverBytes = body.count
        replied = true
      }
    }
    return outcome
  }
}
