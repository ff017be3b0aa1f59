/// A request the daemon answers: its wire name and the type of its result.
///
/// Every request type is a plain value that encodes to the request's `params` object; its `Response` encodes
/// to the reply's `result`. The daemon registers one handler per type, and clients (the CLI, tests, benchmarks)
/// send them with `Endpoint.sendRequest(R.method, encoding: request, returning: R.Response.self)`.
public protocol RequestType: Codable, Hashable, Sendable {
  /// The type of the reply's `result`.
  associatedtype Response: Codable, Hashable, Sendable

  /// The method name on the wire (`tree/open`).
  static var method: String { get }
}

/// A notification: a message that is never answered, sent by the client (`initialized`, `exit`) or by the
/// daemon (`tree/diagnostics`, `window/logMessage`).
public protocol NotificationType: Codable, Hashable, Sendable {
  /// The method name on the wire (`tree/diagnostics`).
  static var method: String { get }
}
