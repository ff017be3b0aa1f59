import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

/// One open tree: the engine's `LiveTree` (the declared tree, the current `@State`, and a bounded history of
/// versions with every pass of their update loops) and the edits of each kept version as the client sent them.
///
/// A value: `tree/edit` builds the next session from this one and swaps it into the `TreeStore` only when every
/// edit applied (`LiveTree.apply` is atomic), so a failed edit leaves the tree exactly as it was. Memory is
/// bounded by the live tree's `HistoryLimits`.
///
/// - Important: building a session decodes documents, runs actions and lays trees out, which recurses over the
///   client's tree; call `open` and `applying` on a `LayoutWorkers` thread.
struct TreeSession: Sendable {
  /// The client's name for the tree.
  let uri: String
  /// The live tree.
  private(set) var live: LiveTree
  /// The edits that made each kept version, as the client sent them, by version number.
  private(set) var editRecords: [Int: [EditRecord]]

  /// Loads a document as version 1 and runs its update loop.
  ///
  /// - Throws: the document's problems, each with its path in the document.
  static func open(uri: String, document: JSONValue, settings: DaemonSettings) throws(TreeErrors) -> TreeSession {
    let live = try LiveTree(
      json: document, environment: settings.environment, limits: settings.treeLimits,
      configuration: settings.liveTreeConfiguration)
    return TreeSession(uri: uri, live: live, editRecords: [:])
  }

  /// The session after `edits`, as the next version, or an error naming the edit that failed; all or nothing.
  func applying(_ edits: [Edit]) throws(ResponseError) -> TreeSession {
    var next = self
    let engineEdits = edits.map(\.engineEdit)
    do {
      try next.live.apply(engineEdits, editsPath: .params.key("edits"))
    } catch {
      throw Self.editError(error, edits: edits, tree: live.tree)
    }
    next.editRecords[next.live.version] = edits.map { EditRecord(edit: $0, description: $0.summary) }
    let kept = Set(next.live.versions.map(\.number))
    next.editRecords = next.editRecords.filter { kept.contains($0.key) }
    return next
  }

  /// The current version.
  var current: TreeVersion { live.current }

  /// The version numbered `number`, or the current one when nil; nil when the history does not hold it.
  func version(_ number: Int?) -> TreeVersion? {
    guard let number else { return live.current }
    return live.version(number)
  }

  /// The version before `version`, if kept.
  func version(before version: TreeVersion) -> TreeVersion? {
    live.version(version.number - 1)
  }

  /// The oldest version kept.
  var oldestVersion: Int { live.versions.first?.number ?? live.version }

  /// The node records the session holds over every pass of every version kept: what its memory is made of.
  var recordedNodes: Int {
    live.versions.reduce(0) { total, version in total + version.passes.reduce(0) { $0 + $1.layout.nodes.count } }
  }

  /// The reply for edits the engine refused: the edit's own path for problems with its arguments, and the
  /// document path (`data.treePath`) for an edit that made the tree invalid.
  private static func editError(_ errors: TreeErrors, edits: [Edit], tree: ViewTree) -> ResponseError {
    guard let first = errors.first else {
      return .daemon(.invalidEdit, "the edits cannot apply", path: .params.key("edits"))
    }
    let components = first.path.components
    // Errors about an edit's own arguments come back rooted at the edits path we gave (`params.edits[1]…`).
    if JSONPath.params.key("edits").isPrefix(of: first.path), components.count > 1,
      case .index(let index) = components[1]
    {
      let argumentPath = first.path
      let kind = edits.indices.contains(index) ? edits[index].kind : ""
      let code: DaemonErrorCode = first.kind == .unknownNode && kind != "setState" ? .unknownNode : .invalidEdit
      return .daemon(code, "\(argumentPath): \(first.message)", path: argumentPath)
    }
    // An edit made the tree invalid: the engine names the place in the document, not the edit. Replaying the
    // document edits on the declared tree finds the first that fails (only on this error path).
    var replayed = tree
    var culprit: Int?
    for (index, edit) in edits.enumerated() where edit.changesDocument {
      do {
        replayed = try replayed.applying(edit.engineEdit, at: JSONPath.root)
      } catch {
        culprit = index
        break
      }
    }
    let path = culprit.map { JSONPath.params.key("edits").index($0) } ?? .params.key("edits")
    let treePath = first.path.description
    let more = errors.errors.count > 1 ? " (and \(errors.errors.count - 1) more problems)" : ""
    return .daemon(
      .invalidEdit, "\(path) makes the tree invalid: \(treePath): \(first.message)\(more)", path: path,
      extra: ["treePath": .string(treePath), "errors": TreeErrorList.json(errors, under: nil)])
  }
}

extension TreeVersion {
  /// The version's last pass's layout: what the tree looks like now.
  var lastLayout: LayoutPass? { lastPass?.layout }

  /// The layout of the pass numbered `number` (from 1), or of the last pass when nil; nil when not kept.
  func layout(_ number: Int?) -> LayoutPass? {
    guard let number else { return lastLayout }
    return pass(number)?.layout
  }

  /// Every diagnostic of the version, each with its pass (the update's own have none).
  var protocolDiagnostics: [Diagnostic] {
    passes.flatMap { pass in pass.allDiagnostics.map { Diagnostic($0, pass: pass.index) } }
      + diagnostics.map { Diagnostic($0, pass: nil) }
  }
}
