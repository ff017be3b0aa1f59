/// `layout/passes`: a version's update-loop timeline: the edits that made it, then per pass the actions
/// delivered, the state writes, the nodes whose size changed, printed lines and diagnostics.
public struct LayoutPassesRequest: RequestType {
  /// The wire name.
  public static let method = "layout/passes"
  /// The result type.
  public typealias Response = LayoutPassesResult

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
