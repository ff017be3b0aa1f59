/// `tree/list`: the open trees with their versions.
public struct ListTreesRequest: RequestType {
  /// The wire name.
  public static let method = "tree/list"
  /// The result type.
  public typealias Response = TreeListResult

  /// Creates the request.
  public init() {}
}
