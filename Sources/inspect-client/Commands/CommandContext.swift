import Foundation
import InspectorProtocol
import JSONCore

/// What every command runs with: the console, the progress line, the shared options, and the way to start a
/// daemon and open a tree in it.
final class CommandContext {
  /// Where output goes.
  let console: Console
  /// The progress line on standard error.
  let progress: ProgressLine
  /// `--json`, `--daemon`, `--environment`, `--font`.
  let shared: SharedOptions
  /// The `--environment` settings, merged.
  let environment: JSONObject
  /// The subcommand's name, for messages.
  let command: String

  /// Creates a context; `--environment` values are checked here.
  init(console: Console, shared: SharedOptions, command: String) throws(UsageError) {
    self.console = console
    self.progress = ProgressLine(console: console)
    self.shared = shared
    self.command = command
    self.environment = try EnvironmentSettings.parse(shared.environment, command: command)
  }

  /// The text style for standard output.
  var style: TextStyle { console.style }

  /// Whether to print JSON.
  var json: Bool { shared.json }

  /// Starts a daemon and initializes it with the `--font` files.
  func startDaemon() throws(CommandError) -> DaemonClient {
    let path = try DaemonLocator.locate(explicit: shared.daemonPath)
    let fonts = shared.fonts.map { FontSetting(path: URL(fileURLWithPath: $0).standardizedFileURL.path) }
    let options = InitializationOptions(fonts: fonts.isEmpty ? nil : fonts)
    let client = try progress.run("starting the daemon") { () throws(CommandError) -> DaemonClient in
      try DaemonClient(executable: path, options: options)
    }
    client.progress = progress
    return client
  }

  /// Reads the tree file at `path` with the `--environment` settings applied.
  func loadTree(_ path: String) throws(CommandError) -> TreeDocument {
    try loadTree([path])
  }

  /// Reads a tree file, or Swift sources (files, folders, a package) with `--root`, `--preview` and `--define`.
  func loadTree(_ paths: [String]) throws(CommandError) -> TreeDocument {
    let choice = SourceChoice(root: shared.root, preview: shared.preview, flags: shared.defines)
    return try progress.run("reading \(paths.joined(separator: " "))") { () throws(CommandError) -> TreeDocument in
      try TreeDocument.load(paths, source: choice, environment: environment, command: command)
    }
  }

  /// Starts a daemon, opens `document` in it, runs `body`, and ends the session whatever happens.
  func withTree<T>(_ document: TreeDocument, _ body: (OpenedTree) throws(CommandError) -> T) throws(CommandError)
    -> T
  {
    let client = try startDaemon()
    defer { client.close() }
    let tree = try OpenedTree.open(document, in: client, progress: progress)
    reportDiagnostics(tree.summary.diagnostics, in: document)
    return try body(tree)
  }

  /// Writes the tree's warnings and errors to standard error (notes stay in `passes`), each with the file and
  /// the JSON path it concerns, so that a problem is seen whatever was asked.
  ///
  /// One problem written once in the document is reported once: a `ForEach` repeats it in every row, and every
  /// pass repeats it again, so the other nodes are counted on one line instead of printed (`passes` and `--json`
  /// keep every one).
  func reportDiagnostics(_ diagnostics: [Diagnostic], in document: TreeDocument) {
    var groups: [(first: Diagnostic, nodes: [String])] = []
    var groupOfKey: [String: Int] = [:]
    var counted: Set<String> = []
    for diagnostic in diagnostics where diagnostic.severity != .note {
      let key = [diagnostic.severity.rawValue, diagnostic.path ?? "", Self.messageWithoutNode(diagnostic)]
        .joined(separator: "\u{0}")
      let group = groupOfKey[key] ?? groups.count
      if group == groups.count {
        groupOfKey[key] = group
        groups.append((diagnostic, []))
      }
      if let node = diagnostic.node, counted.insert(key + "\u{0}" + node).inserted { groups[group].nodes.append(node) }
    }
    for (diagnostic, nodes) in groups {
      let label = diagnostic.severity == .error ? "error:" : "warning:"
      // Wrapped, continuation lines indented, the label before the first.
      let wrapped = HelpText.wrap(diagnostic.message, indent: 2).dropFirst(2)
      var text = console.errorStyle.bad(label) + " " + wrapped + "\n"
      if let source = diagnostic.source {
        text += "  at \(TreeDocument.place(source))\n"
      } else if let path = diagnostic.path {
        text += "  at \(document.displayName): \(path)\n"
      }
      if nodes.count > 1 {
        let others = nodes.count - 1
        text += "  and at \(others) more node\(others == 1 ? "" : "s") (\(nodes[1])\(others > 1 ? ", …" : ""))\n"
      }
      console.writeError(text)
    }
  }

  /// The message without the `(node "…")` that names its node, so that one problem in many nodes groups.
  static func messageWithoutNode(_ diagnostic: Diagnostic) -> String {
    guard let node = diagnostic.node else { return diagnostic.message }
    return diagnostic.message.replacingOccurrences(of: "(node \"\(node)\")", with: "")
  }

  /// Writes a JSON value to standard output, pretty-printed, in the daemon's member order.
  func printJSON(_ value: JSONValue) {
    console.write(JSONSerializer.serialize(value, options: .pretty) + "\n")
  }

  /// Writes text to standard output.
  func print(_ text: String) {
    console.write(text)
  }

  /// Writes a note to standard error (`note: no node matches`).
  func note(_ text: String) {
    console.writeError(console.errorStyle.dim("note:") + " " + text + "\n")
  }
}
