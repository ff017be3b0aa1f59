/// A layer that differs between the two sides of a `layout/diff`, with both states.
public struct LayerChange: Codable, Hashable, Sendable {
  /// The node's id.
  public var node: String
  /// The layer's index.
  public var layer: Int
  /// What differs, in this order: `added`, `removed`, `summary` (the modifier's arguments), `proposal`,
  /// `size`, `position` (its origin relative to the node's outermost layer).
  public var changed: [String]
  /// The layer on the earlier side; absent when `added`.
  public var before: SnapshotLayer?
  /// The layer on the later side; absent when `removed`.
  public var after: SnapshotLayer?

  /// Creates a change.
  public init(node: String, layer: Int, changed: [String], before: SnapshotLayer?, after: SnapshotLayer?) {
    self.node = node
    self.layer = layer
    self.changed = changed
    self.before = before
    self.after = after
  }
}
