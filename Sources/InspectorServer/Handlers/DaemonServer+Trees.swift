import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

extension DaemonServer {
  /// `tree/open`, `tree/edit`, `tree/close` and `tree/list`.
  func registerTrees(in registry: inout HandlerRegistry) {
    register(OpenTreeRequest.self, in: &registry, access: .update) { [self] request, context in
      try open(request, context: context)
    }
    register(EditTreeRequest.self, in: &registry, access: .update) { [self] request, context in
      try edit(request, context: context)
    }
    register(CloseTreeRequest.self, in: &registry, access: .update) { [self] request, context in
      // The session's documents are released on a layout thread: freeing a deep tree recurses like building it.
      guard let holder = store.remove(request.uri).map(SessionHolder.init) else {
        throw ResponseError.unknownTree(request.uri)
      }
      workers.run { holder.release() }
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
    let document = request.tree
    let session: TreeSession
    do {
      session = try workers.run { () throws(TreeErrors) -> TreeSession in
        try TreeSession.open(uri: uri, document: document, settings: settings)
      }
    } catch {
      throw Self.invalidTree(error)
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
    let next = try workers.run { () throws(ResponseError) -> TreeSession in
      try session.applying(edits)
    }
    if let total = store.replace(next, maxRecordedNodes: settings.limits.maxTotalRecordedNodes) {
      throw Self.tooManyRecords(total, settings: settings, path: .params.key("edits"))
    }
    return summarize(next, context: context)
  }

  /// The summary of a session's current version; sends its diagnostics first.
  private func summarize(_ session: TreeSession, context: RequestContext) -> TreeSummary {
    let version = session.current
    let diagnostics = version.protocolDiagnostics
    send(TreeDiagnosticsNotification(uri: session.uri, version: version.number, diagnostics: diagnostics), via: context)
    if !version.converged {
      let cycles = version.cycles.map(\.summary).joined(separator: " ")
      logToClient(
        .warning,
        "\(session.uri) version \(version.number): the update loop did not settle after \(version.outcome.passes) passes"
          + (cycles.isEmpty ? "" : ": " + cycles), via: context)
    }
    let layout = version.lastLayout
    return TreeSummary(
      uri: session.uri, version: version.number, converged: version.converged, passes: version.outcome.passes,
      rootSize: SizeValue(layout?.rootSize ?? .zero), nodeCount: layout?.nodes.count ?? 0,
      declaredNodeCount: version.tree.nodeCount, diagnostics: diagnostics)
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
  // Touched by the handler thread before `LayoutWorkers.run` and by the worker inside it; `run` waits, so the
  // two never overlap.
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
