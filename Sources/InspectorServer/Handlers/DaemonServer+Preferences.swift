import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

extension DaemonServer {
  /// `preferences/ancestors`, `preferences/values` and `tree/state`.
  ///
  func registerPreferences(in registry: inout HandlerRegistry) {
    register(PreferenceAncestorsRequest.self, in: &registry, access: .query) {
      [self] request, context in
      let session = try session(request.uri)
      let version = try version(request.version, of: session)
      let pass = try pass(request.pass, of: version)
      let node = try node(request.node, in: pass, version: version)
      let keys = version.tree.preferenceKeys.map(\.name)
      guard keys.contains(request.key) else {
        let known =
          keys.isEmpty ? "the tree declares no preference keys" : "it declares " + keys.joined(separator: ", ")
        throw ResponseError.daemon(
          .unknownPreferenceKey, "no preference key \"\(request.key)\" in \"\(session.uri)\"; \(known)",
          path: .params.key("key"))
      }
      var ancestors: [PreferenceValueRecord] = []
      for id in pass.ancestry(of: node.id) {
        try checkCancellation(context)
        guard let record = pass.node(id) else { continue }
        ancestors.append(PreferenceValueRecord(node: record, key: request.key, preferences: pass.preferences))
      }
      return PreferenceAncestorsResult(
        uri: session.uri, version: version.number, pass: pass.index, key: request.key, ancestors: ancestors)
    }
    register(PreferenceValuesRequest.self, in: &registry, access: .query) { [self] request, _ in
      let session = try session(request.uri)
      let version = try version(request.version, of: session)
      let pass = try pass(request.pass, of: version)
      let node = try node(request.node, in: pass, version: version)
      let values = pass.preferences.keyNames.compactMap { key -> PreferenceValueRecord? in
        let record = PreferenceValueRecord(node: node, key: key, preferences: pass.preferences)
        return record.value == nil ? nil : record
      }
      return PreferenceValuesResult(
        uri: session.uri, version: version.number, pass: pass.index, node: node.id, values: values)
    }
    register(TreeStateRequest.self, in: &registry, access: .query) { [self] request, _ in
      let session = try session(request.uri)
      let version = try version(request.version, of: session)
      let declared = Dictionary(version.tree.state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      let state = version.state.variables.map { variable in
        InspectorProtocol.StateVariable(
          name: variable.name, value: variable.value.jsonValue, declaredValue: declared[variable.name]?.value ?? .null,
          type: variable.type.description)
      }
      return TreeStateResult(uri: session.uri, version: version.number, state: state)
    }
  }
}
