/// `preferences/values`: every preference key visible at a node, with its value and contributors.
public struct PreferenceValuesRequest: RequestType {
  /// The wire name.
  public static let method = "preferences/values"
  /// The result type.
  public typealias Response = PreferenceValuesResult

  /// The tree's uri.
  public var uri: String
  /// The node.
  public var node: String
  /// The version; absent means the current one.
  public var version: Int?
  /// The pass within the version; absent means its last pass.
  public var pass: Int?

  /// Creates the request.
  public init(uri: String, node: String, version: Int? = nil, pass: Int? = nil) {
    self.uri = uri
    self.node = node
    self.version = version
    self.pass = pass
  }
}
