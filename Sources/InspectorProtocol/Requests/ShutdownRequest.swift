/// `shutdown`: the client is about to end the session. The daemon answers `null` and then accepts only `exit`.
public struct ShutdownRequest: RequestType {
  /// The wire name.
  public static let method = "shutdown"
  /// The result type: `null`.
  public typealias Response = NullResult

  /// Creates the request.
  public init() {}
}
