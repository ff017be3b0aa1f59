/// The result of `tree/select`.
public struct SelectResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version searched.
  public var version: Int
  /// The pass searched.
  public var pass: Int
  /// The matching nodes' ids, in tree order.
  public var nodes: [String]

  /// Creates the result.
  public init(uri: String, version: Int, pass: Int, nodes: [String]) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.nodes = nodes
  }
}
