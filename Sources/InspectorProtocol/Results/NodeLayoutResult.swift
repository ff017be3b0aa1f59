/// The result of `layout/node`: the node's layout (every member of `NodeLayout`, at the top level) and the
/// version and pass it describes.
public struct NodeLayoutResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The pass described.
  public var pass: Int
  /// The node.
  public var node: NodeLayout

  /// Creates the result.
  public init(uri: String, version: Int, pass: Int, node: NodeLayout) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.node = node
  }

  private enum CodingKeys: String, CodingKey {
    case uri, version, pass
  }

  /// Decodes the result; the node's members sit beside `uri`, `version` and `pass`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uri = try container.decode(String.self, forKey: .uri)
    version = try container.decode(Int.self, forKey: .version)
    pass = try container.decode(Int.self, forKey: .pass)
    node = try NodeLayout(from: decoder)
  }

  /// Encodes `uri`, `version` and `pass`, then the node's members in the same object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(uri, forKey: .uri)
    try container.encode(version, forKey: .version)
    try container.encode(pass, forKey: .pass)
    try node.encode(to: encoder)
  }
}
