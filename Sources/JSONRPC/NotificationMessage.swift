import JSONCore

/// A JSON-RPC notification: a request without an `id`, which never gets a reply.
public struct NotificationMessage: Hashable, Sendable {
  /// The method name.
  public var method: String
  /// The params: an array or an object, or nil when absent.
  public var params: JSONValue?

  /// Creates a notification.
  public init(method: String, params: JSONValue? = nil) {
    self.method = method
    self.params = params
  }
}
