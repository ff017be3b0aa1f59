/// `tree/state`: the tree's `@State` variables with their values at the end of a version.
public struct TreeStateRequest: RequestType {
  /// The wire name.
  public static let method = "tree/state"
  /// The result type.
  public typealias Response = TreeStateResult

  /// The tree's uri.
  public var uri: String
  /// The version; absent means the current one.
  public var version: Int?

  /// Creates the request.
  public init(uri: String, version: Int? = nil) {
    self.uri = uri
    self.version = version
  }
}
