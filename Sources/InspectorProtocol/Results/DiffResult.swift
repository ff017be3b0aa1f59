/// The result of `layout/diff`: every difference between the earlier side (`from`) and the later one (`to`).
///
/// Nodes are matched by id (ids are stable across passes and edits), layers by node and index. Lengths are
/// compared as snapshots hold them, rounded to the thousandth of a point.
public struct DiffResult: Codable, Hashable, Sendable {
  /// The tree of the later side.
  public var uri: String
  /// The earlier side.
  public var from: DiffSide
  /// The later side.
  public var to: DiffSide
  /// Whether anything differs.
  public var changed: Bool
  /// Nodes only the later side has, in its tree order.
  public var added: [SnapshotNode]
  /// Nodes only the earlier side has, in its tree order.
  public var removed: [SnapshotNode]
  /// Nodes whose position relative to their parent changed, or whose parent changed (a node that only follows
  /// its parent is not listed; its parent is).
  public var moved: [NodeFrameChange]
  /// Nodes whose size changed.
  public var resized: [NodeFrameChange]
  /// Nodes whose text changed.
  public var texts: [TextChange]
  /// Layers added, removed, or whose summary, proposal, size or position in their node changed.
  public var layers: [LayerChange]
  /// Preference values that changed at a node, appeared or disappeared.
  public var preferences: [PreferenceChange]
  /// `@State` variables whose value changed.
  public var state: [StateChange]
  /// One sentence per kind of change, naming the first few: for a hover, a log line or a failure message.
  public var summary: String

  /// Creates the result.
  public init(
    uri: String, from: DiffSide, to: DiffSide, added: [SnapshotNode], removed: [SnapshotNode],
    moved: [NodeFrameChange], resized: [NodeFrameChange], texts: [TextChange], layers: [LayerChange],
    preferences: [PreferenceChange], state: [StateChange], summary: String
  ) {
    self.uri = uri
    self.from = from
    self.to = to
    self.changed =
      !(added.isEmpty && removed.isEmpty && moved.isEmpty && resized.isEmpty && texts.isEmpty && layers.isEmpty
      && preferences.isEmpty && state.isEmpty)
    self.added = added
    self.removed = removed
    self.moved = moved
    self.resized = resized
    self.texts = texts
    self.layers = layers
    self.preferences = preferences
    self.state = state
    self.summary = summary
  }
}
