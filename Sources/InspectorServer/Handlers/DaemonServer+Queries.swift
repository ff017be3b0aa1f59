import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

extension DaemonServer {
  /// The open tree `uri`, as a snapshot.
  func session(_ uri: String) throws(ResponseError) -> TreeSession {
    guard let session = store.session(uri) else { throw ResponseError.unknownTree(uri) }
    return session
  }

  /// The version asked for (the current one when nil).
  func version(_ number: Int?, of session: TreeSession, path: @autoclosure () -> JSONPath = .params.key("version"))
    throws(ResponseError)
    -> TreeVersion
  {
    guard let version = session.version(number) else {
      throw ResponseError.daemon(
        .unknownVersion,
        "\"\(session.uri)\" has no version \(number ?? 0) in its history; it holds versions \(session.oldestVersion)…\(session.current.number)",
        path: path(),
        extra: [
          "oldestVersion": .integer(Int64(session.oldestVersion)),
          "currentVersion": .integer(Int64(session.current.number)),
        ])
    }
    return version
  }

  /// The layout of the pass asked for (the last one when nil).
  func pass(_ number: Int?, of version: TreeVersion, path: @autoclosure () -> JSONPath = .params.key("pass"))
    throws(ResponseError)
    -> LayoutPass
  {
    guard let pass = version.layout(number) else {
      let kept = version.passes.map(\.index)
      throw ResponseError.daemon(
        .unknownVersion,
        "version \(version.number) has no pass \(number ?? 0) in its history; it ran \(version.outcome.passes) passes "
          + "and keeps " + kept.map(String.init).joined(separator: ", "),
        path: path(),
        extra: [
          "passes": .integer(Int64(version.outcome.passes)), "keptPasses": .array(kept.map { .integer(Int64($0)) }),
        ])
    }
    return pass
  }

  /// The node asked for in a pass.
  func node(
    _ id: String, in pass: LayoutPass, version: TreeVersion, path: @autoclosure () -> JSONPath = .params.key("node")
  )
    throws(ResponseError)
    -> NodeRecord
  {
    guard let node = pass.node(id) else {
      let suggestion = NodeSelector.nearestID(to: id, in: pass).map { "; did you mean \"\($0)\"?" } ?? ""
      throw ResponseError.daemon(
        .unknownNode, "no node \"\(id)\" in version \(version.number), pass \(pass.index)\(suggestion)", path: path())
    }
    return node
  }

  /// Throws -32800 when the client cancelled the request; called between chunks of long work.
  func checkCancellation(_ context: RequestContext) throws(ResponseError) {
    try context.checkCancellation()
  }
}
