import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import SwiftUISource

extension DaemonServer {
  /// `tree/open`, `tree/edit`, `tree/close` and `tree/list`.
  func registerTrees(in registry: inout HandlerRegistry) {
    // Once an open or an edit has returned (and freed what it replaced), the freed pages go back to the system
    // after a quiet spell in which no other update started or ran (`FreedMemory`).
    register(OpenTreeRequest.self, in: &registry, access: .update) { [self] request, context in
      try FreedMemory.returnToSystemWhenQuiet { try open(request, context: context) }
    }
    register(EditTreeRequest.self, in: &registry, access: .update) { [self] request, context in
      try FreedMemory.returnToSystemWhenQuiet { try edit(request, context: context) }
    }
    register(TreeRootsRequest.self, in: &registry, access: .query) { [self] request, _ in
      try roots(request)
    }
    register(TreeDocumentRequest.self, in: &registry, access: .query) { [self] request, _ in
      let session = try session(request.uri)
      let version = try version(request.version, of: session)
      return TreeDocumentResult(
        uri: session.uri, version: version.number, tree: version.tree.source,
        sourceFiles: session.source(of: version.number)?.files.map(\.file.uri))
    }
    register(CloseTreeRequest.self, in: &registry, access: .update) { [self] request, context in
      // The session's documents are released on a layout thread: freeing a deep tree recurses like building it.
      guard let holder = store.remove(request.uri).map(SessionHolder.init) else {
        throw ResponseError.unknownTree(request.uri)
      }
      FreedMemory.returnToSystemWhenQuiet { workers.run(for: request.uri) { holder.release() } }
      send(TreeDiagnosticsNotification(uri: request.uri, version: holder.version, diagnostics: []), via: context)
      log(.info, "closed \(request.uri)")
      return NullResult()
    }
    register(ListTreesRequest.self, in: &registry, ordering: .global) { [self] _, _ in
      TreeListResult(
        trees: store.all().map { session in
          TreeListEntry(
            uri: session.uri, version: session.current.number, oldestVersion: session.oldestVersion,
            converged: session.current.converged, nodeCount: session.current.lastLayout?.nodes.count ?? 0)
        })
    }
  }

  private func open(_ request: OpenTreeRequest, context: RequestContext) throws -> TreeSummary {
    let settings = settings
    guard !store.contains(request.uri) else {
      throw ResponseError.daemon(
        .treeAlreadyOpen, "a tree is already open with uri \"\(request.uri)\"; close it first or edit it",
        path: .params.key("uri"))
    }
    guard store.count < settings.limits.maxTrees else { throw Self.tooManyTrees(settings) }
    let uri = request.uri
    let session: TreeSession
    switch (request.tree, request.source.hasSource) {
    case (let document?, false):
      do {
        session = try workers.run(for: uri) { () throws(TreeErrors) -> TreeSession in
          try TreeSession.open(uri: uri, document: document, settings: settings)
        }
      } catch {
        throw Self.invalidTree(error)
      }
    case (nil, true):
      let input = request.source
      let source = try workers.run(for: uri) { () throws(ResponseError) -> SourceDocument in
        try SourceDocument.read(uri: uri, input: input, limits: settings.limits, at: .params)
      }
      let encoding = settings.client.positionEncoding
      guard let document = source.translation.document else { throw source.noTree(at: .params, encoding: encoding) }
      do {
        session = try workers.run(for: uri) { () throws(TreeErrors) -> TreeSession in
          try TreeSession.open(uri: uri, source: source, document: document, settings: settings)
        }
      } catch {
        throw source.refused(error, at: .params, encoding: encoding)
      }
    case (.some, true):
      throw ResponseError.invalidParams("give tree or Swift source (swift, files), not both", path: .params.key("tree"))
    case (nil, false):
      throw ResponseError.invalidParams(
        "give the tree as a document (tree) or as Swift source (swift, files)", path: .params.key("tree"))
    }
    do {
      try store.insert(
        session, maxTrees: settings.limits.maxTrees, maxRecordedNodes: settings.limits.maxTotalRecordedNodes)
    } catch .alreadyOpen {
      throw ResponseError.daemon(
        .treeAlreadyOpen, "a tree is already open with uri \"\(uri)\"", path: .params.key("uri"))
    } catch .overBudget(let total) {
      throw Self.tooManyRecords(total, settings: settings, path: .params.key("tree"))
    } catch {
      throw Self.tooManyTrees(settings)
    }
    log(.info, "opened \(uri): \(session.current.lastLayout?.nodes.count ?? 0) nodes")
    return summarize(session, context: context)
  }

  private func edit(_ request: EditTreeRequest, context: RequestContext) throws -> TreeSummary {
    let settings = settings
    guard let session = store.session(request.uri) else { throw ResponseError.unknownTree(request.uri) }
    // The version a client knows must be the current one: edits are made against what it saw.
    guard request.version == session.current.number else {
      throw ResponseError.daemon(
        .versionMismatch,
        "version \(request.version) is not the current version \(session.current.number) of \"\(request.uri)\"; nothing was applied",
        path: .params.key("version"), extra: ["currentVersion": .integer(Int64(session.current.number))])
    }
    guard request.edits.count <= settings.limits.maxEditsPerRequest else {
      throw ResponseError.daemon(
        .limitExceeded,
        "\(request.edits.count) edits is more than the \(settings.limits.maxEditsPerRequest) one request may carry",
        path: .params.key("edits"), extra: ["limit": "maxEditsPerRequest"])
    }
    let edits = request.edits
    let limits = settings.limits
    let encoding = settings.client.positionEncoding
    let next = try workers.run(for: request.uri) { () throws(ResponseError) -> TreeSession in
      try session.applying(edits, limits: limits, encoding: encoding)
    }
    // What the edit replaced (the previous pass's layout graph and resolved tree, the versions the history forgot)
    // is freed on a layout thread while the reply goes out, not before it: at 1,000 rows freeing it took about a tenth
    // of an edit (Benchmarks/update.md, session 27). Held here, the store's reference is not the last.
    let replaced = SessionHolder(consume session)
    defer { workers.start(for: request.uri) { FreedMemory.returnToSystemWhenQuiet { replaced.release() } } }
    if let total = store.replace(next, maxRecordedNodes: settings.limits.maxTotalRecordedNodes) {
      throw Self.tooManyRecords(total, settings: settings, path: .params.key("edits"))
    }
    return summarize(next, context: context)
  }

  /// The summary of a session's current version; its diagnostics (and a warning when the update did not settle) go out
  /// just before it, in the same write.
  private func summarize(_ session: TreeSession, context: RequestContext) -> TreeSummary {
    let version = session.current
    let diagnostics = version.protocolDiagnostics(
      source: session.source(of: version.number), encoding: settings.client.positionEncoding)
    send(
      TreeDiagnosticsNotification(uri: session.uri, version: version.number, diagnostics: diagnostics), via: context,
      withReply: true)
    if !version.converged {
      let cycles = version.cycles.map(\.summary).joined(separator: " ")
      logToClient(
        .warning,
        "\(session.uri) version \(version.number): the update loop did not settle after \(version.outcome.passes) passes"
          + (cycles.isEmpty ? "" : ": " + cycles), via: context, withReply: true)
    }
    let layout = version.lastLayout
    return TreeSummary(
      uri: session.uri, version: version.number, converged: version.converged, passes: version.outcome.passes,
      rootSize: SizeValue(layout?.rootSize ?? .zero), nodeCount: layout?.nodes.count ?? 0,
      declaredNodeCount: version.tree.nodeCount, diagnostics: diagnostics)
  }

  /// `tree/roots`: the candidates of the given source, or of the open tree's current source.
  private func roots(_ request: TreeRootsRequest) throws -> TreeRootsResult {
    let settings = settings
    let source: SourceDocument
    if request.source.hasSource {
      let uri = request.uri
      let input = request.source
      source = try workers.run(for: uri) { () throws(ResponseError) -> SourceDocument in
        try SourceDocument.read(uri: uri, input: input, limits: settings.limits, at: .params)
      }
    } else {
      let session = try session(request.uri)
      guard let current = session.latestSource else {
        throw ResponseError.invalidParams(
          "\"\(request.uri)\" was opened as a document, not from Swift source; give swift or files", path: .params)
      }
      source = current
    }
    let encoding = settings.client.positionEncoding
    let syntax = source.translation.diagnostics.filter { $0.code == .syntax || $0.code == .limit }
    return TreeRootsResult(
      roots: source.translation.roots.map { RootCandidateValue($0, in: source, encoding: encoding) },
      defaultRoot: source.defaultRoot, diagnostics: syntax.map { source.diagnostic($0, encoding: encoding) })
  }

  private static func tooManyTrees(_ settings: DaemonSettings) -> ResponseError {
    .daemon(
      .limitExceeded, "\(settings.limits.maxTrees) trees are open, the most allowed; close one first",
      path: .params.key("uri"),
      extra: ["limit": "maxTrees"])
  }

  /// The open trees' records would outgrow the daemon's memory budget.
  private static func tooManyRecords(_ total: Int, settings: DaemonSettings, path: JSONPath) -> ResponseError {
    .daemon(
      .limitExceeded,
      "the open trees would hold \(total) node records, more than the \(settings.limits.maxTotalRecordedNodes) "
        + "the daemon keeps (maxTotalRecordedNodes); nothing was changed: close a tree, or open it with a smaller "
        + "history (historyDepth, maxRecordedNodes)",
      path: path, extra: ["limit": "maxTotalRecordedNodes"])
  }

  private static func invalidTree(_ errors: TreeErrors) -> ResponseError {
    guard let first = errors.first else { return .daemon(.invalidTree, "invalid tree", path: .params.key("tree")) }
    let path = first.path.rebased(onto: .params.key("tree"))
    let more = errors.errors.count > 1 ? " (and \(errors.errors.count - 1) more problems)" : ""
    return .daemon(
      .invalidTree, "invalid tree: \(path): \(first.message)\(more)", path: path,
      extra: ["errors": TreeErrorList.json(errors, under: .params.key("tree"))])
  }
}

/// Holds a closed session so that its last reference is dropped on a layout thread.
private final class SessionHolder: @unchecked Sendable {
  // Touched by the handler thread before `LayoutWorkers.run` or `start` and by the worker inside it; the worker's job
  // is queued after the handler's last touch, so the two never overlap.
  private var session: TreeSession?
  let version: Int

  init(_ session: TreeSession) {
    self.session = session
    self.version = session.current.number
  }

  func release() {
    session = nil
  }
}
