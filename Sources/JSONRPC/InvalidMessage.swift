import JSONCore

/// A JSON value that is not a valid JSON-RPC 2.0 message, with what could be saved from it.
public struct InvalidMessage: Error, Hashable, Sendable, CustomStringConvertible {
  /// The id to answer with: the message's own id when it could be read, `.null` otherwise.
  public var id: RequestID
  /// Whether the value looked like a reply (it had `result` or `error` and no `method`); such values are
  /// logged, never answered.
  public var isResponse: Bool
  /// What was wrong, for the log.
  public var reason: String

  /// Creates a description of an invalid message.
  public init(id: RequestID, isResponse: Bool = false, reason: String) {
    self.id = id
    self.isResponse = isResponse
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
