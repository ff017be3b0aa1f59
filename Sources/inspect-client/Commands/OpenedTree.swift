import InspectorProtocol
import JSONCore

/// A tree open in a daemon: its uri, the summary of its current version, and the queries every command needs
/// (selecting nodes, editing).
final class OpenedTree {
  /// The daemon.
  let client: DaemonClient
  /// The document it was opened from (for Swift sources, with the daemon's translation).
  let document: TreeDocument
  /// The summary of the current version.
  private(set) var summary: TreeSummary

  private init(client: DaemonClient, document: TreeDocument, summary: TreeSummary) {
    self.client = client
    self.document = document
    self.summary = summary
  }

  /// The uri the tree is open under.
  var uri: String { document.uri }

  /// Opens `document` in `client`. An invalid tree is reported with the file's name and each problem's JSON
  /// path in the file (`form.json: $.root.content[0].view: …`).
  static func open(_ document: TreeDocument, in client: DaemonClient, progress: ProgressLine) throws(CommandError)
    -> OpenedTree
  {
    let request: OpenTreeRequest
    let message: String
    if let source = document.source {
      request = OpenTreeRequest(uri: document.uri, source: source)
      let count = source.files?.count ?? 1
      message = "reading and laying out \(document.displayName) (\(count) Swift file\(count == 1 ? "" : "s"))"
    } else {
      request = OpenTreeRequest(uri: document.uri, tree: document.tree)
      message = "laying out \(document.displayName) (\(document.declaredViewCount) views)"
    }
    var opened = document
    do {
      let summary = try progress.run(message) { () throws(CommandError) -> TreeSummary in
        try client.send(request)
      }
      if document.source != nil {
        // The translation, for what the renderers show as written (`frame(width: labelWidth)`).
        opened.tree = try client.send(TreeDocumentRequest(uri: document.uri)).tree
      }
      return OpenedTree(client: client, document: opened, summary: summary)
    } catch {
      throw fileError(error, document: document)
    }
  }

  /// The ids of the nodes `selector` matches, in tree order.
  func select(_ selector: String, pass: Int? = nil, version: Int? = nil) throws(CommandError) -> [String] {
    try selection(selector, pass: pass, version: version).result.nodes
  }

  /// The daemon's `tree/select` result for `selector`, typed and as JSON. A selector that does not parse is
  /// a problem with the command line, so it is a usage error rather than a daemon error.
  func selection(_ selector: String, pass: Int? = nil, version: Int? = nil) throws(CommandError) -> (
    result: SelectResult, json: JSONValue
  ) {
    do {
      return try client.sendKeepingJSON(SelectRequest(uri: uri, selector: selector, version: version, pass: pass))
    } catch {
      guard let failure = error.daemonFailure, failure.kind == DaemonErrorCode.invalidSelector.name else { throw error }
      var details: [String] = []
      if Self.looksLikeBareID(selector) {
        details.append("Did you mean '#\(selector)'? A bare word selects a view type; '#' selects an id.")
      }
      throw CommandError(.usage, "The selector '\(selector)' is not valid: \(failure.error.message).", details: details)
    }
  }

  /// Whether `selector` looks like an id typed without its `#` (`user-label`).
  static func looksLikeBareID(_ selector: String) -> Bool {
    guard let first = selector.first, first.isLetter, first.isLowercase else { return false }
    return selector.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
  }

  /// The ids of the nodes `selector` matches; no match is a usage error that suggests `#` for a bare id.
  func nodes(matching selector: String, pass: Int? = nil) throws(CommandError) -> [String] {
    let nodes = try select(selector, pass: pass)
    guard nodes.isEmpty else { return nodes }
    var details: [String] = []
    if Self.looksLikeBareID(selector), (try? select("#" + selector, pass: pass))?.isEmpty == false {
      details.append("Did you mean '#\(selector)'? A bare word selects a view type; '#' selects an id.")
    }
    throw CommandError(.usage, "No node matches '\(selector)' in \(document.displayName).", details: details)
  }

  /// The one node `selector` matches; no match or several are usage errors that say what did match.
  func node(_ selector: String, pass: Int? = nil) throws(CommandError) -> String {
    let nodes = try nodes(matching: selector, pass: pass)
    if nodes.count == 1, let node = nodes.first { return node }
    let shown = nodes.prefix(5).map { "#" + $0 }.joined(separator: ", ")
    let more = nodes.count > 5 ? ", …" : ""
    throw CommandError(
      .usage, "The selector '\(selector)' matches \(nodes.count) nodes (\(shown)\(more)); this needs exactly one.")
  }

  /// Applies `edits` to the current version and makes the next one.
  @discardableResult
  func edit(_ edits: [Edit]) throws(CommandError) -> TreeSummary {
    let request = EditTreeRequest(uri: uri, version: summary.version, edits: edits)
    summary = try client.send(request)
    return summary
  }

  /// Closes the tree in the daemon.
  func close() throws(CommandError) {
    _ = try client.send(CloseTreeRequest(uri: uri))
  }

  /// A failed `tree/open` as an error naming the file and each problem's JSON path in it.
  private static func fileError(_ error: CommandError, document: TreeDocument) -> CommandError {
    guard let failure = error.daemonFailure else { return error }
    let name = document.displayName
    if document.source != nil {
      var fileError = error
      // Each problem at its place in the source, as compilers print it.
      fileError.details = failure.sourceDiagnostics.map { diagnostic in
        diagnostic.source.map { "\(TreeDocument.place($0)): \(diagnostic.severity.rawValue): \(diagnostic.message)" }
          ?? "\(diagnostic.severity.rawValue): \(diagnostic.message)"
      }
      if failure.kind == DaemonErrorCode.invalidTree.name {
        fileError.message =
          "\(name) gives no tree to lay out (the daemon's \(failure.kind ?? "error"): \(failure.error.message))."
      }
      return fileError
    }
    var details = failure.treeErrors.map { "\(name): \(TreeDocument.documentPath($0.path)): \($0.message)" }
    if details.isEmpty, let path = failure.path {
      details.append("\(name): \(TreeDocument.documentPath(path))")
    }
    var fileError = error
    fileError.details = details
    if failure.kind == DaemonErrorCode.invalidTree.name {
      fileError.message =
        "\(name) is not a valid tree (the daemon's \(failure.kind ?? "error"): \(failure.error.message))."
    }
    return fileError
  }
}
