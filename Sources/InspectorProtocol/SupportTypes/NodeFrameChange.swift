/// A node that moved or was resized: its frame in root coordinates on each side of a `layout/diff`.
public struct NodeFrameChange: Codable, Hashable, Sendable {
  /// The node's id.
  public var node: String
  /// The view type (on the later side).
  public var view: String
  /// The frame on the earlier side.
  public var before: FrameValue
  /// The frame on the later side.
  public var after: FrameValue
  /// For a node that moved to another parent: the parent on the earlier side (absent for the root).
  public var parentBefore: String?
  /// For a node that moved to another parent: the parent on the later side (absent for the root).
  public var parentAfter: String?

  /// Creates a change.
  public init(
    node: String, view: String, before: FrameValue, after: FrameValue, parentBefore: String? = nil,
    parentAfter: String? = nil
  ) {
    self.node = node
    self.view = view
    self.before = before
    self.after = after
    self.parentBefore = parentBefore
    self.parentAfter = parentAfter
  }
}
