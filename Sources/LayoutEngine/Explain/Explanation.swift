/// Why a layer's width, height, x or y is what it is at a point of a live tree's history, or why it changed
/// since an earlier point: the causal chain back to the root cause, and a one- or two-sentence summary.
///
/// Built by `LiveTree.explain(_:)` from the recorded passes and versions; nothing is laid out again.
public struct Explanation: Hashable, Sendable {
  /// The most links a chain holds. Every link is one step of a walk over the records, and no walk takes more
  /// steps than this, so pathological trees (deep proposal chains, long feedback loops) get a bounded answer
  /// with `truncated` set.
  public static let maxLinks = 24

  /// The node.
  public var node: String
  /// The layer explained: the outermost (the one the parent sees) unless the query named another.
  public var layer: Int
  /// The layer as SwiftUI spells it, with its arguments as written: `frame(width: labelWidth, alignment: .trailing)`.
  public var layerDescription: String
  /// What was explained.
  public var dimension: ExplainedDimension
  /// The earlier point compared; nil when the value never changed in the history kept.
  public var from: HistoryPoint?
  /// The point explained.
  public var to: HistoryPoint
  /// When the value is unchanged: the earliest kept point since which it has been the same.
  public var since: HistoryPoint?
  /// The value at `from`; nil when there is no `from` or the node did not exist there.
  public var before: Double?
  /// The value at `to`.
  public var after: Double
  /// Whether the value differs between `from` and `to`.
  public var changed: Bool
  /// The causes, from the value back to the root cause.
  public var chain: [ExplanationLink]
  /// Whether the walk stopped at `maxLinks` before reaching a root cause.
  public var truncated: Bool
  /// One or two plain sentences for an editor hover.
  public var summary: String
}
