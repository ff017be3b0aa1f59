import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

extension DaemonServer {
  /// `layout/snapshot` and `layout/diff`.
  func registerDiff(in registry: inout HandlerRegistry) {
    register(SnapshotRequest.self, in: &registry, access: .query) { [self] request, _ in
      let session = try session(request.uri)
      let version = try version(request.version, of: session)
      let pass = try updatePass(request.pass, of: version)
      let snapshot = LayoutSnapshot(pass)
      return SnapshotResult(
        uri: session.uri, version: version.number, pass: pass.index, snapshot: snapshot,
        text: SnapshotText.text(of: snapshot))
    }
    // A diff of two trees reads both, so it waits for every earlier message (and holds back later ones); a diff
    // within one tree is one of its queries.
    registry.register(
      DiffRequest.method, params: DiffRequest.self,
      ordering: { $0.otherUri == nil ? .documentQuery($0.uri) : .global },
      handler: { [self] request, _ in try diff(request) })
  }

  /// The update pass asked for (the version's last when nil), with `pass`'s errors.
  func updatePass(_ number: Int?, of version: TreeVersion, path: JSONPath = .params.key("pass")) throws(ResponseError)
    -> UpdatePass
  {
    _ = try pass(number, of: version, path: path)
    guard let pass = number.map({ version.pass($0) }) ?? version.lastPass else {
      throw ResponseError.internalError("version \(version.number) has no passes")
    }
    return pass
  }

  /// `layout/diff`: both sides as snapshots, then their differences.
  private func diff(_ request: DiffRequest) throws(ResponseError) -> DiffResult {
    let session = try session(request.uri)
    let toVersion = try version(request.to?.version, of: session, path: .params.key("to").key("version"))
    let toPass = try updatePass(request.to?.pass, of: toVersion, path: .params.key("to").key("pass"))
    let after = LayoutSnapshot(toPass)
    let toSide = DiffSide(uri: session.uri, version: toVersion.number, pass: toPass.index)
    if let snapshot = request.snapshot {
      guard request.otherUri == nil, request.from == nil else {
        throw ResponseError.invalidParams(
          "params.snapshot: the earlier side is a snapshot, otherUri or from, not more than one",
          path: .params.key("snapshot"))
      }
      let before = try Self.checked(snapshot)
      return SnapshotDiff(from: before, to: after).result(uri: session.uri, from: DiffSide(), to: toSide)
    }
    var fromSession = session
    if let other = request.otherUri {
      guard let found = store.session(other) else {
        throw ResponseError.daemon(.unknownTree, "no tree is open with uri \"\(other)\"", path: .params.key("otherUri"))
      }
      fromSession = found
    }
    let fromPass: UpdatePass
    let fromVersion: TreeVersion
    if let from = request.from {
      fromVersion = try version(from.version, of: fromSession, path: .params.key("from").key("version"))
      fromPass = try updatePass(from.pass, of: fromVersion, path: .params.key("from").key("pass"))
    } else if request.otherUri != nil {
      fromVersion = fromSession.current
      fromPass = try updatePass(nil, of: fromVersion, path: .params.key("otherUri"))
    } else if let previous = session.version(before: toVersion), let last = previous.lastPass {
      fromVersion = previous
      fromPass = last
    } else {
      fromVersion = toVersion
      fromPass = try updatePass(toVersion.passes.first?.index, of: toVersion, path: .params.key("to").key("pass"))
    }
    let fromSide = DiffSide(uri: fromSession.uri, version: fromVersion.number, pass: fromPass.index)
    return SnapshotDiff(from: LayoutSnapshot(fromPass), to: after).result(
      uri: session.uri, from: fromSide, to: toSide)
  }

  /// A client's snapshot, checked (its format, unique node ids, layers of known nodes in index order) and
  /// rounded as the daemon's own are, so that values read back from a file compare equal.
  private static func checked(_ snapshot: LayoutSnapshot) throws(ResponseError) -> LayoutSnapshot {
    let path = JSONPath.params.key("snapshot")
    guard snapshot.layoutSnapshot == LayoutSnapshot.currentFormat else {
      throw ResponseError.invalidParams(
        "\(path).layoutSnapshot: this daemon reads snapshots of format \(LayoutSnapshot.currentFormat), found "
          + "\(snapshot.layoutSnapshot); record the snapshot again", path: path.key("layoutSnapshot"))
    }
    var positions: [String: Int] = [:]
    var result = snapshot
    for (index, node) in snapshot.nodes.enumerated() {
      if let first = positions[node.id] {
        throw ResponseError.invalidParams(
          "\(path).nodes[\(index)].id: the id \"\(node.id)\" is already the id of nodes[\(first)]",
          path: path.key("nodes").index(index).key("id"))
      }
      positions[node.id] = index
      result.nodes[index].frame = node.frame.map(SnapshotRounding.frame)
      result.nodes[index].preferences = node.preferences.map(SnapshotRounding.round)
    }
    var nextLayer: [String: Int] = [:]
    for (index, layer) in snapshot.layers.enumerated() {
      guard positions[layer.node] != nil else {
        throw ResponseError.invalidParams(
          "\(path).layers[\(index)].node: no node \"\(layer.node)\" in the snapshot's nodes",
          path: path.key("layers").index(index).key("node"))
      }
      let expected = nextLayer[layer.node, default: 0]
      guard layer.layer == expected else {
        throw ResponseError.invalidParams(
          "\(path).layers[\(index)].layer: expected layer \(expected) of \"\(layer.node)\" (each node's layers in "
            + "order from 0), found \(layer.layer)", path: path.key("layers").index(index).key("layer"))
      }
      nextLayer[layer.node] = expected + 1
      result.layers[index].frame = SnapshotRounding.frame(layer.frame)
      result.layers[index].proposal = SnapshotRounding.proposal(layer.proposal)
    }
    result.state = SnapshotRounding.round(snapshot.state)
    result.proposal = SnapshotRounding.proposal(snapshot.proposal)
    return result
  }
}
