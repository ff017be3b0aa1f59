/// `tree/close`: forgets an open tree and its history.
public struct CloseTreeRequest: RequestType {
  /// The wire name.
  public static let method = "tree/close"
  /// The result type: `null`.
  public typealias Response = NullResult

  /// The tree's uri.
  public var uri: String

  /// Creates the request.
  public init(uri: String) {
    self.uri = uri
  }
}
