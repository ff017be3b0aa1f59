import JSONCore

/// One JSON-RPC message, in either direction.
public enum Message: Hashable, Sendable {
  /// A call that expects a reply.
  case request(RequestMessage)
  /// A call that must not be answered.
  case notification(NotificationMessage)
  /// A reply to a request.
  case response(ResponseMessage)
}

extension Message {
  /// The message as a JSON-RPC 2.0 object.
  ///
  /// Members come in a fixed order (`jsonrpc`, `id`, `method`, `params` / `result`, `error`) and a reply has
  /// exactly one of `result` and `error` and nothing else, because strict clients (Eglot, Helix) reject extra
  /// members.
  public var jsonValue: JSONValue {
    var object: JSONObject = ["jsonrpc": "2.0"]
    switch self {
    case .request(let request):
      object["id"] = request.id.jsonValue
      object["method"] = .string(request.method)
      if let params = request.params { object["params"] = params }
    case .notification(let notification):
      object["method"] = .string(notification.method)
      if let params = notification.params { object["params"] = params }
    case .response(let response):
      object["id"] = response.id.jsonValue
      switch response.result {
      case .success(let result): object["result"] = result
      case .failure(let error): object["error"] = error.jsonValue
      }
    }
    return .object(object)
  }

  /// The message as compact JSON text in UTF-8, ready to frame.
  public var body: [UInt8] { JSONSerializer.serializeToBytes(jsonValue) }

  /// The compact text of a successful reply to request `id`, with `result` written straight into it: the same
  /// bytes as `Message.response(…).body` with the result's `JSONValue`, without building that value.
  static func responseText(id: RequestID, result: some JSONTextEncodable) throws(JSONCodingError) -> [UInt8] {
    var writer = JSONTextWriter(capacity: 512)
    writer.text("{\"jsonrpc\":\"2.0\",\"id\":")
    switch id {
    case .integer(let integer): writer.integer(integer)
    case .string(let string): writer.string(string)
    case .double, .null: writer.value(id.jsonValue)
    }
    writer.key("result")
    try result.write(to: &writer)
    writer.endObject()
    return writer.finishedBytes()
  }

  /// The compact text of a notification with `params` written straight into it: the same bytes as
  /// `Message.notification(…).body` with the params' `JSONValue`, without building that value.
  static func notificationText(method: String, params: some JSONTextEncodable) throws(JSONCodingError) -> [UInt8] {
    var writer = JSONTextWriter(capacity: 256)
    writer.text("{\"jsonrpc\":\"2.0\",\"method\":")
    writer.string(method)
    writer.key("params")
    try params.write(to: &writer)
    writer.endObject()
    return writer.finishedBytes()
  }
}
