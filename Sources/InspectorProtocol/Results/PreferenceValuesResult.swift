/// The result of `preferences/values`.
public struct PreferenceValuesResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The pass described.
  public var pass: Int
  /// The node.
  public var node: String
  /// Every key with a value at the node, in the order the tree declares the keys.
  public var values: [PreferenceValueRecord]

  /// Creates the result.
  public init(uri: String, version: Int, pass: Int, node: String, values: [PreferenceValueRecord]) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.node = node
    self.values = values
  }
}
