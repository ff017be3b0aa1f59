import JSONCore

/// One descendant's value for a preference key, as it reached an ancestor.
public struct PreferenceContribution: Codable, Hashable, Sendable {
  /// The node that wrote the value (with `preference`, `anchorPreference` or `transformPreference`).
  public var node: String
  /// The value it wrote, as plain JSON.
  public var value: JSONValue
  /// For a discarded value, why it was dropped ("reduce assigned nextValue() and dropped the value before it").
  public var reason: String?

  /// Creates a contribution.
  public init(node: String, value: JSONValue, reason: String? = nil) {
    self.node = node
    self.value = value
    self.reason = reason
  }
}
