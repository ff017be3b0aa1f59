/// A node whose outermost size differs from the pass before (for a version's first pass: from the previous
/// version's last pass).
public struct SizeChange: Codable, Hashable, Sendable {
  /// The node.
  public var node: String
  /// Its size before; absent when the node is new.
  public var before: SizeValue?
  /// Its size after; absent when the node is gone.
  public var after: SizeValue?

  /// Creates a change.
  public init(node: String, before: SizeValue?, after: SizeValue?) {
    self.node = node
    self.before = before
    self.after = after
  }
}
