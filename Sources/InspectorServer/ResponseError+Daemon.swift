import InspectorProtocol
import JSONCore
import JSONRPC

extension ResponseError {
  /// An error with one of the daemon's codes; `data` holds `kind` (the code's name), `path` (the offending
  /// value's JSON path in the request) and any `extra` members.
  static func daemon(_ code: DaemonErrorCode, _ message: String, path: JSONPath?, extra: JSONObject = JSONObject())
    -> ResponseError
  {
    var data: JSONObject = ["kind": .string(code.name)]
    if let path { data["path"] = .string(path.description) }
    for (key, value) in extra { data[key] = value }
    return ResponseError(code: Code(rawValue: code.rawValue), message: message, data: .object(data))
  }

  /// -32010: no tree open under `uri`.
  static func unknownTree(_ uri: String) -> ResponseError {
    .daemon(.unknownTree, "no tree is open with uri \"\(uri)\"", path: .params.key("uri"))
  }
}
