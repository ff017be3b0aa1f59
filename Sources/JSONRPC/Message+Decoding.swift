import JSONCore

extension Message {
  /// Reads one JSON-RPC 2.0 message (not a batch) from a parsed value.
  ///
  /// The rules ([JRPC] §4–5): an object with `"jsonrpc": "2.0"`; a request has a string `method`, structured or
  /// absent `params` (null counts as absent), and an `id` that is a string, a number or null (absent means a notification); a reply has
  /// an `id` and exactly one of `result` and an error object. Unknown extra members are ignored.
  /// When the message is invalid, the returned `InvalidMessage` carries the id to answer with: the message's
  /// own when it is a usable id, `null` otherwise.
  public static func decode(_ value: JSONValue) -> Result<Message, InvalidMessage> {
    guard case .object(let object) = value else {
      return .failure(InvalidMessage(id: .null, reason: "a message must be an object, found \(value.typeName)"))
    }
    let rawID = object["id"]
    let id = rawID.flatMap(RequestID.init)
    let answerID = id ?? .null
    guard object["jsonrpc"] == "2.0" else {
      let found = object["jsonrpc"].map { JSONSerializer.serialize($0) } ?? "nothing"
      return .failure(
        InvalidMessage(id: answerID, reason: "\"jsonrpc\" must be the string \"2.0\", found \(found)"))
    }
    if let method = object["method"] {
      guard case .string(let name) = method else {
        return .failure(InvalidMessage(id: answerID, reason: "\"method\" must be a string, found \(method.typeName)"))
      }
      // `"params": null` reads as absent params. The specification allows only a structured value or no member,
      // but some LSP clients send null for parameterless requests such as `shutdown`, and refusing them would
      // break those editors for no benefit.
      // (`JSONValue` is expressible by `nil`, so the absence is spelled `Optional.none` to mean no params.)
      let params: JSONValue? = object["params"] == .null ? Optional.none : object["params"]
      if let params {
        switch params {
        case .array, .object: break
        default:
          return .failure(
            InvalidMessage(id: answerID, reason: "\"params\" must be an array or an object, found \(params.typeName)"))
        }
      }
      guard let rawID else { return .success(.notification(NotificationMessage(method: name, params: params))) }
      guard let id else {
        return .failure(
          InvalidMessage(id: .null, reason: "\"id\" must be a string, a number or null, found \(rawID.typeName)"))
      }
      return .success(.request(RequestMessage(id: id, method: name, params: params)))
    }
    let result = object["result"]
    let error = object["error"]
    guard result != nil || error != nil else {
      return .failure(InvalidMessage(id: answerID, reason: "a message needs \"method\", \"result\" or \"error\""))
    }
    guard let id else {
      return .failure(
        InvalidMessage(id: .null, isResponse: true, reason: "a reply needs a string, number or null \"id\""))
    }
    switch (result, error) {
    case (let result?, nil):
      return .success(.response(ResponseMessage(id: id, result: .success(result))))
    case (nil, let error?):
      guard let responseError = ResponseError(error) else {
        return .failure(
          InvalidMessage(
            id: id, isResponse: true, reason: "\"error\" must be an object with an integer code and a string message"))
      }
      return .success(.response(ResponseMessage(id: id, result: .failure(responseError))))
    default:
      return .failure(
        InvalidMessage(id: id, isResponse: true, reason: "a reply must not have both \"result\" and \"error\""))
    }
  }
}
