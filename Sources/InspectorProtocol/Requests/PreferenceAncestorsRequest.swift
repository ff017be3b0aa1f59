/// `preferences/ancestors`: a preference key's value at a node and at each of its ancestors up to the root,
/// with the contributing descendants in `reduce` order and the values that were discarded.
public struct PreferenceAncestorsRequest: RequestType {
  /// The wire name.
  public static let method = "preferences/ancestors"
  /// The result type.
  public typealias Response = PreferenceAncestorsResult

  /// The tree's uri.
  public var uri: String
  /// The node to start from.
  public var node: String
  /// The preference key's name, as the tree declares it (`MaxLabelWidth`).
  public var key: String
  /// The version; absent means the current one.
  public var version: Int?
  /// The pass within the version; absent means its last pass.
  public var pass: Int?

  /// Creates the request.
  public init(uri: String, node: String, key: String, version: Int? = nil, pass: Int? = nil) {
    self.uri = uri
    self.node = node
    self.key = key
    self.version = version
    self.pass = pass
  }
}
