import JSONCore

/// One value written for a preference key, as it reached an ancestor: the modifier that wrote it, the value, and
/// what happened to it on the way.
public struct PreferenceContribution: Codable, Hashable, Sendable {
  /// The node whose modifier wrote the value (`preference`, `anchorPreference`).
  public var node: String
  /// The writing modifier's layer in the node's chain.
  public var layer: Int?
  /// The value it wrote, as plain JSON.
  public var value: JSONValue
  /// What happened to it: `first` (taken as is), `reduced` (folded in by `reduce`), or how it was lost:
  /// `discarded` (a `reduce` that assigns instead of combining), `ignored`, `hidden` (an outer `preference` of
  /// the same key), `failed` (`reduce` failed).
  public var fate: String?
  /// For a lost value, why, in plain words.
  public var reason: String?

  /// Creates a contribution.
  public init(node: String, layer: Int? = nil, value: JSONValue, fate: String? = nil, reason: String? = nil) {
    self.node = node
    self.layer = layer
    self.value = value
    self.fate = fate
    self.reason = reason
  }
}

extension PreferenceContribution: JSONTextEncodable {
  /// Writes the contribution as its `Encodable` conformance does (members left out when nil): a value reaching an
  /// ancestor, one of a thousand in a form's `preferences/ancestors` reply.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"node\":")
    writer.string(node)
    writer.member("layer", ifPresent: layer)
    writer.key("value")
    writer.value(value)
    writer.member("fate", ifPresent: fate)
    writer.member("reason", ifPresent: reason)
    writer.endObject()
  }
}
