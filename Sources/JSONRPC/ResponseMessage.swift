import JSONCore

/// A JSON-RPC reply: the request's `id` and either a result or an error.
public struct ResponseMessage: Hashable, Sendable {
  /// The id of the request answered (`.null` when it could not be read).
  public var id: RequestID
  /// The result, or the error.
  public var result: Result<JSONValue, ResponseError>

  /// Creates a reply.
  public init(id: RequestID, result: Result<JSONValue, ResponseError>) {
    self.id = id
    self.result = result
  }
}
