import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

extension DaemonServer {
  /// `layout/node`, `layout/tree`, `layout/passes` and `layout/explain`.
  func registerLayout(in registry: inout HandlerRegistry) {
    register(NodeLayoutRequest.self, in: &registry, access: .briefQuery) { [self] request, _ in
      try nodeLayoutInPlace(request) ?? nodeLayout(request)
    }
    register(TreeLayoutRequest.self, in: &registry, access: .query) { [self] request, context in
      try treeLayout(request, context: context)
    }
    register(LayoutPassesRequest.self, in: &registry, access: .query) { [self] request, context in
      try passes(request, context: context)
    }
    register(ExplainRequest.self, in: &registry, access: .query) { [self] request, _ in
      try explain(request)
    }
  }

  /// `layout/node` when its reply's cost does not grow with the tree (no `layers` or `source`, up to one per layer of
  /// the node; no `depth` or `path`, one step per ancestor: a hover's size and frame) and the tree, version, pass and
  /// node it names are there: the reply built under the store's lock from the pass where the store keeps it (nothing
  /// of the session is copied; the reply is the one value that comes out); nil otherwise, for `nodeLayout` to answer
  /// (off the lock) or name what is missing.
  private func nodeLayoutInPlace(_ request: NodeLayoutRequest) -> NodeLayoutResult? {
    guard
      !Self.wants(.layers, in: request), !Self.wants(.source, in: request), !Self.wants(.depth, in: request),
      !Self.wants(.path, in: request)
    else { return nil }
    return store.reading(request.uri) { session in
      guard let found = session.layout(version: request.version, pass: request.pass),
        let node = found.layout.node(request.node)
      else { return nil }
      return nodeLayout(
        request, uri: session.uri, version: found.version, pass: found.layout, node: node, source: nil)
    }
  }

  /// `layout/node` through snapshots of the session and version, whose lookups name what the request asks for
  /// that the tree does not hold.
  private func nodeLayout(_ request: NodeLayoutRequest) throws(ResponseError) -> NodeLayoutResult {
    let session = try session(request.uri)
    let version = try version(request.version, of: session)
    let pass = try pass(request.pass, of: version)
    let node = try node(request.node, in: pass, version: version)
    let located = Self.wants(.source, in: request) || Self.wants(.layers, in: request)
    return nodeLayout(
      request, uri: session.uri, version: version.number, pass: pass, node: node,
      source: located ? session.source(of: version.number) : nil)
  }

  /// The reply to `request` about `node` of `pass`.
  private func nodeLayout(
    _ request: NodeLayoutRequest, uri: String, version: Int, pass: LayoutPass, node: NodeRecord,
    source: SourceDocument?
  ) -> NodeLayoutResult {
    // With a selection, only what it names is computed: no walk to the root without `depth`, no path text
    // without `path`, no layers converted without `layers`, no source looked up without `source` or `layers`.
    let depth = Self.wants(.depth, in: request) ? max(0, pass.ancestry(of: node.id).count - 1) : 0
    return NodeLayoutResult(
      uri: uri, version: version, pass: pass.index,
      node: NodeLayout(
        node, depth: depth, path: Self.wants(.path, in: request), layers: Self.wants(.layers, in: request),
        details: request.measurements ?? true, source: source,
        encoding: source != nil ? settings.client.positionEncoding : .utf16),
      fields: request.fields)
  }

  /// Whether `request` asks for `field`: every field when it names none.
  private static func wants(_ field: NodeLayoutField, in request: NodeLayoutRequest) -> Bool {
    request.fields?.contains(field) ?? true
  }

  /// `layout/explain`: the engine's explanation, built from the session's recorded passes and versions (an
  /// iterative walk over flat records, so it runs on the handler thread).
  private func explain(_ request: ExplainRequest) throws(ResponseError) -> ExplainResult {
    // Check everything the request names first, so a client learns about its own mistakes with the daemon's
    // usual messages and paths.
    let session = try session(request.uri)
    var points: [String: LayoutPass] = [:]
    for (point, name) in [(request.from, "from"), (request.to, "to")] {
      guard let point else { continue }
      let version = try version(point.version, of: session, path: .params.key(name).key("version"))
      points[name] = try pass(point.pass, of: version, path: .params.key(name).key("pass"))
    }
    let toVersion = try version(request.to?.version, of: session, path: .params.key("to").key("version"))
    let toPass: LayoutPass
    if let given = points["to"] { toPass = given } else { toPass = try pass(nil, of: toVersion) }
    _ = try node(request.node, in: toPass, version: toVersion)
    let query = ExplanationQuery(
      node: request.node, dimension: request.dimension.engineDimension, layer: request.layer,
      from: request.from.map { ExplanationQuery.Point(version: $0.version, pass: $0.pass) },
      to: request.to.map { ExplanationQuery.Point(version: $0.version, pass: $0.pass) })
    do {
      return ExplainResult(try session.live.explain(query), uri: session.uri)
    } catch {
      let path = error.parameter.rebased(onto: .params)
      switch error.kind {
      case .unknownVersion, .unknownPass: throw ResponseError.daemon(.unknownVersion, error.message, path: path)
      case .unknownNode: throw ResponseError.daemon(.unknownNode, error.message, path: path)
      case .unknownLayer, .invalidRange: throw ResponseError.invalidParams("\(path): \(error.message)", path: path)
      }
    }
  }

  private func treeLayout(_ request: TreeLayoutRequest, context: RequestContext) throws -> TreeLayoutResult {
    let session = try session(request.uri)
    let version = try version(request.version, of: session)
    let pass = try pass(request.pass, of: version)
    let depths = pass.depths()
    var range = pass.nodes.indices
    var rootDepth = 0
    if let id = request.node {
      _ = try node(id, in: pass, version: version)
      guard let start = pass.nodes.firstIndex(where: { $0.id == id }) else { throw ResponseError.unknownTree(id) }
      rootDepth = depths[id] ?? 0
      // Nodes are in tree order, so a subtree is the node and the run of deeper nodes after it.
      var end = start + 1
      while end < pass.nodes.count, (depths[pass.nodes[end].id] ?? 0) > rootDepth { end += 1 }
      range = start..<end
    }
    let layers = request.layers ?? true
    let details = request.measurements ?? false
    try checkReplySize(of: pass, range, depths: depths, rootDepth: rootDepth, layers: layers)
    let source = session.source(of: version.number)
    let encoding = settings.client.positionEncoding
    var nodes: [NodeLayout] = []
    nodes.reserveCapacity(range.count)
    for index in range {
      if nodes.count % 256 == 255 { try checkCancellation(context) }
      let node = pass.nodes[index]
      nodes.append(
        NodeLayout(
          node, depth: depths[node.id] ?? 0, layers: layers, details: details, source: source, encoding: encoding))
    }
    let text = pass.textRendering(
      .init(showsLayers: true, showsRenderedFrames: request.renderedFrames ?? false), nodes: range)
    return TreeLayoutResult(
      uri: session.uri, version: version.number, pass: pass.index, proposal: ProposalValue(pass.proposal),
      rootSize: SizeValue(pass.rootSize), nodes: nodes, text: text)
  }

  /// Refuses a `layout/tree` reply that could not fit in a message (`maxMessageBytes`) before building it: every
  /// node and layer prints its JSON path (at least three bytes a step) and the text indents each line two spaces a
  /// level, so a tree nested thousands of levels deep answers in nodes × depth bytes; a subtree (`node`) answers
  /// in its own.
  private func checkReplySize(
    of pass: LayoutPass, _ range: Range<Int>, depths: [String: Int], rootDepth: Int, layers: Bool
  ) throws(ResponseError) {
    let limit = settings.limits.maxMessageBytes
    var bytes = 0
    for index in range {
      let node = pass.nodes[index]
      let paths = layers ? 1 + node.layers.count : 1
      bytes += 3 * node.declaredPath.count * paths + 2 * max(0, (depths[node.id] ?? 0) - rootDepth) + 64
      guard bytes <= limit else {
        throw ResponseError.daemon(
          .limitExceeded,
          "the layout/tree reply would take more than maxMessageBytes (\(limit) bytes): each node prints its JSON "
            + "path, so a tree this deep answers in nodes × depth bytes; ask for a subtree (node) or one node "
            + "(layout/node)",
          path: .params.key(range.count < pass.nodes.count ? "node" : "uri"), extra: ["limit": "maxMessageBytes"])
      }
    }
  }

  private func passes(_ request: LayoutPassesRequest, context: RequestContext) throws -> LayoutPassesResult {
    let session = try session(request.uri)
    let version = try version(request.version, of: session)
    var records: [PassRecord] = []
    for pass in version.passes {
      try checkCancellation(context)
      records.append(PassRecord(pass))
    }
    // `setState` edits are writes too: old (the version before, if kept) → new (after the edits).
    var editWrites = version.editWrites.map { InspectorProtocol.StateWrite($0, actions: version.editActions) }
    let before = session.version(before: version)?.state
    for record in session.editRecords[version.number] ?? [] {
      guard case .setState(let name, _) = record.edit, let old = before?[name], let new = version.initialState[name]
      else { continue }
      editWrites.append(
        InspectorProtocol.StateWrite(name: name, old: old.jsonValue, new: new.jsonValue, node: nil, cause: "setState"))
    }
    return LayoutPassesResult(
      uri: session.uri, version: version.number, converged: version.converged, stop: version.outcome.stop.rawValue,
      passesRun: version.outcome.passes, edits: session.editRecords[version.number] ?? [],
      editActions: version.editActions.map(ActionDelivery.init), editStateWrites: editWrites,
      editPrints: version.editPrints.map(PrintedLine.init), passes: records, cycles: version.cycles.map(\.summary))
  }
}
