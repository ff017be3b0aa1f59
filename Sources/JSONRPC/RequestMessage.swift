import JSONCore

/// A JSON-RPC request: a call that expects exactly one reply carrying the same `id`.
public struct RequestMessage: Hashable, Sendable {
  /// The id the reply echoes.
  public var id: RequestID
  /// The method name.
  public var method: String
  /// The params: an array or an object, or nil when absent.
  public var params: JSONValue?

  /// Creates a request.
  public init(id: RequestID, method: String, params: JSONValue? = nil) {
    self.id = id
    self.method = method
    self.params = params
  }
}
