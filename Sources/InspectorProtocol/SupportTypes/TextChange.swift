/// A node whose resolved text changed between the two sides of a `layout/diff`.
public struct TextChange: Codable, Hashable, Sendable {
  /// The node's id.
  public var node: String
  /// The view type (on the later side).
  public var view: String
  /// The text on the earlier side; absent when it had none.
  public var before: String?
  /// The text on the later side; absent when it has none.
  public var after: String?

  /// Creates a change.
  public init(node: String, view: String, before: String?, after: String?) {
    self.node = node
    self.view = view
    self.before = before
    self.after = after
  }
}
