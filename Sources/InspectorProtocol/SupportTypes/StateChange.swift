import JSONCore

/// A `@State` variable whose value differs between the two sides of a `layout/diff`.
public struct StateChange: Codable, Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// The value on the earlier side (`null` for nil); absent when the variable did not exist there.
  public var before: JSONValue?
  /// The value on the later side (`null` for nil); absent when the variable does not exist there.
  public var after: JSONValue?

  /// Creates a change.
  public init(name: String, before: JSONValue?, after: JSONValue?) {
    self.name = name
    self.before = before
    self.after = after
  }

  private enum CodingKeys: String, CodingKey {
    case name, before, after
  }

  /// Decodes a change; a present `null` stays `.null` (the value is nil).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    before = try container.decodePresentValue(forKey: .before)
    after = try container.decodePresentValue(forKey: .after)
  }
}
