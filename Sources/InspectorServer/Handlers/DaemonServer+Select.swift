import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

extension DaemonServer {
  /// `tree/select`.
  func registerSelect(in registry: inout HandlerRegistry) {
    register(SelectRequest.self, in: &registry, access: .query) { [self] request, context in
      let session = try session(request.uri)
      let version = try version(request.version, of: session)
      let pass = try pass(request.pass, of: version)
      let selector: NodeSelector
      do throws(SelectorError) {
        selector = try NodeSelector(parsing: request.selector, maxLength: settings.limits.maxSelectorLength)
      } catch {
        throw ResponseError.daemon(
          .invalidSelector, "invalid selector at character \(error.position): \(error.message)",
          path: .params.key("selector"), extra: ["position": .integer(Int64(error.position))])
      }
      guard let ids = selector.matches(in: pass, isCancelled: { context.isCancelled }) else {
        throw ResponseError.requestCancelled
      }
      return SelectResult(uri: session.uri, version: version.number, pass: pass.index, nodes: ids)
    }
  }
}
