import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

/// One open tree: its current version and the older versions its bounded history keeps.
///
/// A value: `tree/edit` builds the next session from this one and swaps it into the `TreeStore` only when every
/// edit applied, so a failed edit leaves the tree exactly as it was. Memory is bounded: at most `historyDepth`
/// versions, each with at most `maxPasses` passes.
///
/// - Important: building a session decodes documents and lays trees out, which recurses over the client's
///   tree; call `open` and `applying` on a `LayoutWorkers` thread.
struct TreeSession: Sendable {
  /// The client's name for the tree.
  let uri: String
  /// The newest version.
  private(set) var current: TreeVersion
  /// Older versions still kept, oldest first.
  private(set) var history: [TreeVersion]

  /// Loads a document as version 1 and runs its update loop.
  ///
  /// - Throws: the document's problems, each with its path in the document.
  static func open(uri: String, document: JSONValue, settings: DaemonSettings) throws(TreeErrors) -> TreeSession {
    let tree = try ViewTree(json: document, limits: settings.treeLimits)
    let version = runUpdateLoop(tree, number: 1, edits: [], settings: settings)
    return TreeSession(uri: uri, current: version, history: [])
  }

  /// The session after `edits`, as the next version, or an error naming the edit that failed; all or nothing.
  func applying(_ edits: [Edit], settings: DaemonSettings) throws(ResponseError) -> TreeSession {
    var tree = current.tree
    var records: [EditRecord] = []
    for (index, edit) in edits.enumerated() {
      let path = "params.edits[\(index)]"
      let engineEdit = try edit.engineEdit(at: path)
      do {
        tree = try tree.applying([engineEdit], editsPath: JSONPath.root)
      } catch {
        throw Self.editError(error, edit: edit, path: path)
      }
      records.append(EditRecord(edit: edit, description: edit.summary))
    }
    let next = Self.runUpdateLoop(tree, number: current.number + 1, edits: records, settings: settings)
    var kept = history + [current]
    let keep = max(0, settings.limits.historyDepth - 1)
    if kept.count > keep { kept.removeFirst(kept.count - keep) }
    return TreeSession(uri: uri, current: next, history: kept)
  }

  /// The version numbered `number`, or the current one when nil; nil when the history does not hold it.
  func version(_ number: Int?) -> TreeVersion? {
    guard let number else { return current }
    if number == current.number { return current }
    return history.first { $0.number == number }
  }

  /// The version before `version` in the history, if kept.
  func version(before version: TreeVersion) -> TreeVersion? {
    self.version(version.number - 1)
  }

  /// The oldest version kept.
  var oldestVersion: Int { history.first?.number ?? current.number }

  /// The update loop, until the preference engine provides it: one layout pass from the document's state.
  private static func runUpdateLoop(_ tree: ViewTree, number: Int, edits: [EditRecord], settings: DaemonSettings)
    -> TreeVersion
  {
    let pass = tree.layout(in: settings.environment, pass: 1)
    return TreeVersion(number: number, tree: tree, edits: edits, passes: [pass], lastPass: pass, converged: true)
  }

  /// The reply for an edit the engine refused: the edit's own path for problems with its arguments, and the
  /// document path (`data.treePath`) for an edit that made the tree invalid.
  private static func editError(_ errors: TreeErrors, edit: Edit, path: String) -> ResponseError {
    guard let first = errors.first else {
      return .daemon(.invalidEdit, "\(path): the edit cannot apply", path: path)
    }
    // Errors about the edit's own arguments come back rooted at the edits path we gave (`$[0].setText.node`).
    if case .index(0)? = first.path.components.first {
      let argumentPath = RequestPath.string(for: first.path, under: path, droppingFirst: 1)
      let code: DaemonErrorCode = first.kind == .unknownNode && edit.kind != "setState" ? .unknownNode : .invalidEdit
      return .daemon(code, "\(argumentPath): \(first.message)", path: argumentPath)
    }
    let treePath = first.path.description
    let more = errors.errors.count > 1 ? " (and \(errors.errors.count - 1) more problems)" : ""
    return .daemon(
      .invalidEdit, "\(path) (\(edit.kind)) makes the tree invalid: \(treePath): \(first.message)\(more)", path: path,
      extra: ["treePath": .string(treePath), "errors": TreeErrorList.json(errors, under: nil)])
  }
}
