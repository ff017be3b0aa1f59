import JSONCore

/// A preference key's value at one node in one pass, with the descendants that produced it.
///
/// Values are plain JSON: a `CGFloat` is a number, a `CGSize` `{"width", "height"}`, an array an array and
/// `nil` is `null`.
public struct PreferenceValueRecord: Codable, Hashable, Sendable {
  /// The node.
  public var node: String
  /// The node's view type.
  public var view: String
  /// The key's name (`MaxLabelWidth`).
  public var key: String
  /// The value visible at the node; absent when no value for the key reaches it.
  public var value: JSONValue?
  /// The descendants whose values were combined, in `reduce` order (the first is taken as is, each later one is
  /// passed to `reduce` as `nextValue()`).
  public var contributors: [PreferenceContribution]
  /// The values that reached the node but do not survive in its value (a `reduce` that assigns instead of
  /// combining, or a value hidden by an outer `preference` of the same key).
  public var discarded: [PreferenceContribution]

  /// Creates a record.
  public init(
    node: String, view: String, key: String, value: JSONValue?, contributors: [PreferenceContribution],
    discarded: [PreferenceContribution]
  ) {
    self.node = node
    self.view = view
    self.key = key
    self.value = value
    self.contributors = contributors
    self.discarded = discarded
  }

  private enum CodingKeys: String, CodingKey {
    case node, view, key, value, contributors, discarded
  }

  /// Decodes a record; a present `null` value stays `.null` (the value is `nil`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    node = try container.decode(String.self, forKey: .node)
    view = try container.decode(String.self, forKey: .view)
    key = try container.decode(String.self, forKey: .key)
    value = try container.decodePresentValue(forKey: .value)
    contributors = try container.decode([PreferenceContribution].self, forKey: .contributors)
    discarded = try container.decode([PreferenceContribution].self, forKey: .discarded)
  }
}

extension PreferenceValueRecord: JSONTextEncodable {
  /// Writes the record as its `Encodable` conformance does (`value` left out when nil).
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"node\":")
    writer.string(node)
    writer.key("view")
    writer.string(view)
    writer.key("key")
    writer.string(key)
    writer.member("value", ifPresent: value)
    writer.key("contributors")
    try writer.array(contributors)
    writer.key("discarded")
    try writer.array(discarded)
    writer.endObject()
  }
}
