import JSONCore

/// A preference key's value at a node that differs between the two sides of a `layout/diff`.
public struct PreferenceChange: Codable, Hashable, Sendable {
  /// The node's id.
  public var node: String
  /// The key's name.
  public var key: String
  /// The value on the earlier side (`null` for nil); absent when no value reached the node.
  public var before: JSONValue?
  /// The value on the later side (`null` for nil); absent when no value reaches the node.
  public var after: JSONValue?

  /// Creates a change.
  public init(node: String, key: String, before: JSONValue?, after: JSONValue?) {
    self.node = node
    self.key = key
    self.before = before
    self.after = after
  }

  private enum CodingKeys: String, CodingKey {
    case node, key, before, after
  }

  /// Decodes a change; a present `null` stays `.null` (the value is nil).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    node = try container.decode(String.self, forKey: .node)
    key = try container.decode(String.self, forKey: .key)
    before = try container.decodePresentValue(forKey: .before)
    after = try container.decodePresentValue(forKey: .after)
  }
}
