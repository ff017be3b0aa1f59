import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import SwiftUISource

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
  /// The Swift source each kept version was read from, by version number: absent for a tree opened as a
  /// document, and for versions made by edits that change the document's shape (`replace`, `insert`, `remove`,
  /// `setModifiers`), whose paths no longer match the source; `replaceSource` maps the tree again.
  private(set) var sources: [Int: SourceDocument] = [:]
  /// The source of the latest version read from source, even if an edit since then changed the document's shape:
  /// what `replaceSource` keeps the root and flags of.
  private(set) var latestSource: SourceDocument?

  /// Loads a document as version 1 and runs its update loop.
  ///
  /// - Throws: the document's problems, each with its path in the document.
  static func open(uri: String, document: JSONValue, settings: DaemonSettings) throws(TreeErrors) -> TreeSession {
    let live = try LiveTree(
      json: document, environment: settings.environment, limits: settings.treeLimits,
      configuration: settings.liveTreeConfiguration)
    return TreeSession(uri: uri, live: live, editRecords: [:])
  }

  /// Opens the translation of Swift source as version 1: `document`, decoded without parsing again the Swift texts
  /// the translation checked (`SourceTranslation.parsedExpressions`, `parsedClosures`), its table of ids sized by
  /// the views the translation wrote (`declaredItems`).
  ///
  /// - Throws: the translated document's problems, each with its path in the document (a document the decoder
  ///   refuses is a front-end gap; `SourceDocument.refused` places each problem in the source).
  static func open(uri: String, source: SourceDocument, document: JSONValue, settings: DaemonSettings)
    throws(TreeErrors) -> TreeSession
  {
    let tree = try ViewTree(
      json: document, limits: settings.treeLimits, parsedExpressions: source.translation.parsedExpressions,
      parsedClosures: source.translation.parsedClosures, declaredItems: source.translation.declaredItems)
    let live = try LiveTree(
      tree: tree, environment: settings.environment, configuration: settings.liveTreeConfiguration)
    var session = TreeSession(uri: uri, live: live, editRecords: [:])
    session.sources[session.live.version] = source
    session.latestSource = source
    return session
  }

  /// The source the version numbered `number` was read from, if any.
  func source(of number: Int) -> SourceDocument? { sources[number] }

  /// The session after `edits`, as the next version, or an error naming the edit that failed; all or nothing.
  ///
  /// A `replaceSource` edit (first in the request) reads the new text with the root and flags of the tree's
  /// source unless it names its own; its document replaces the tree's (`TreeEdit.replaceDocument`). Errors
  /// place source problems in `encoding`.
  func applying(_ edits: [Edit], limits: DaemonLimits, encoding: PositionEncoding) throws(ResponseError)
    -> TreeSession
  {
    var next = self
    var engineEdits = edits.map(\.engineEdit)
    var newSource: SourceDocument?
    if case .replaceSource(let input, let keepState)? = edits.first {
      let (source, document) = try replacement(input, limits: limits, encoding: encoding)
      newSource = source
      engineEdits[0] = .replaceDocument(document, keepState: keepState)
    }
    do {
      try next.live.apply(
        engineEdits, editsPath: .params.key("edits"),
        parsedExpressions: newSource?.translation.parsedExpressions ?? [],
        parsedClosures: newSource?.translation.parsedClosures ?? [],
        declaredItems: newSource?.translation.declaredItems ?? 0)
    } catch {
      // The new document's problems are at its own paths, an edit's at `params.edits[i]…`.
      if let newSource, let first = error.first, !JSONPath.params.key("edits").isPrefix(of: first.path) {
        throw newSource.refused(error, at: Self.replaceSourcePath, encoding: encoding)
      }
      throw Self.editError(error, edits: edits, tree: live.tree)
    }
    let number = next.live.version
    next.editRecords[number] = edits.map { EditRecord(edit: $0, description: $0.summary) }
    if let newSource {
      next.sources[number] = newSource
      next.latestSource = newSource
    } else if !edits.contains(where: \.changesShape), let source = sources[live.version] {
      next.sources[number] = source
    }
    let kept = Set(next.live.versions.map(\.number))
    next.editRecords = next.editRecords.filter { kept.contains($0.key) }
    next.sources = next.sources.filter { kept.contains($0.key) }
    return next
  }

  /// The session after an editor's change to its source: `source`'s document (its translation) becomes the next
  /// version, recorded as a `replaceSource` edit described by `description` (the keystroke's place and the text's
  /// version), so that explain names it. The document replaces the tree's (`TreeEdit.replaceDocument`, from the
  /// declared state unless `keepState`); a document that differs from the tree's only in texts, modifier chains and
  /// views' arguments (a keystroke in a label's string literal, a modifier's or a view's arguments) is applied as the
  /// `setText`, `setModifiers` and same-type `replace` edits that make it (`DocumentEdits`), from the declared state
  /// as a fresh preview unless `keepState` (`LiveTree.apply(_:editsPath:fromDeclaredState:)`): the same version,
  /// decoded only where they changed, so the engine finds every other node as the previous version had it. (The texts
  /// alone, keeping the state, are hot reload's: the state the previous text's layout wrote, a shared width, shapes
  /// the new text's first pass, and a lengthened label wraps in it instead of widening the column.) A translation
  /// equal to the current version's makes no version: the source alone is replaced (its places moved).
  ///
  /// - Throws: the new document's problems, each with its path in the document; the session is unchanged.
  func replacing(
    with source: SourceDocument, document: JSONValue, keepState: Bool, uri newURI: String, description: String
  ) throws(TreeErrors) -> TreeSession {
    var next = TreeSession(
      uri: newURI, live: live, editRecords: editRecords, sources: sources, latestSource: source)
    let typedEdits = DocumentEdits.edits(from: live.tree.source, to: document, in: live.tree)
    if typedEdits?.isEmpty == true {
      next.sources[live.version] = source
      return next
    }
    let appliedAsEdits = typedEdits.map { (try? next.live.apply($0, fromDeclaredState: !keepState)) != nil } ?? false
    if !appliedAsEdits {
      // Not typed edits alone, or one the engine refuses: the whole document, whose problems name their places.
      try next.live.apply(
        [.replaceDocument(document, keepState: keepState)], parsedExpressions: source.translation.parsedExpressions,
        parsedClosures: source.translation.parsedClosures, declaredItems: source.translation.declaredItems)
    }
    let number = next.live.version
    next.editRecords[number] = [
      EditRecord(edit: .replaceSource(source.input, keepState: keepState), description: description)
    ]
    next.sources[number] = source
    let kept = Set(next.live.versions.map(\.number))
    next.editRecords = next.editRecords.filter { kept.contains($0.key) }
    next.sources = next.sources.filter { kept.contains($0.key) }
    return next
  }

  /// Where a `replaceSource` edit's members are: it is always a request's first edit.
  static let replaceSourcePath = JSONPath.params.key("edits").index(0).key("replaceSource")

  /// The new source of a `replaceSource` edit and its document.
  private func replacement(_ input: SourceInput, limits: DaemonLimits, encoding: PositionEncoding)
    throws(ResponseError) -> (SourceDocument, JSONValue)
  {
    let path = Self.replaceSourcePath
    guard let previous = latestSource else {
      throw ResponseError.daemon(
        .invalidEdit, "replaceSource applies to a tree opened from Swift source; \"\(uri)\" was opened as a document",
        path: path)
    }
    var input = input
    if input.root == nil, input.preview == nil {
      input.root = previous.input.root
      input.preview = previous.input.preview
    }
    if input.compilationFlags == nil { input.compilationFlags = previous.input.compilationFlags }
    let source = try SourceDocument.read(uri: uri, input: input, limits: limits, at: path)
    guard let document = source.translation.document else {
      throw source.noTree(at: path, encoding: encoding)
    }
    return (source, document)
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

  /// Every diagnostic of the version, each with its pass (the update's own have none); for a version read from
  /// `source`, the front end's diagnostics first and every diagnostic with its place in the source, in
  /// `encoding`.
  func protocolDiagnostics(source: SourceDocument?, encoding: PositionEncoding) -> [Diagnostic] {
    let engine =
      passes.flatMap { pass in pass.allDiagnostics.map { Diagnostic($0, pass: pass.index) } }
      + diagnostics.map { Diagnostic($0, pass: nil) }
    guard let source else { return engine }
    return source.diagnostics(encoding: encoding)
      + zip(engine, passes.flatMap(\.allDiagnostics).map(\.path) + diagnostics.map(\.path)).map { diagnostic, path in
        var placed = diagnostic
        placed.source = path.flatMap { source.location(for: $0, encoding: encoding) }
        return placed
      }
  }
}
