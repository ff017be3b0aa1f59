import JSONCore

/// One concrete node of a pass: a view with its layers, in the resolved tree.
public struct NodeRecord: Sendable {
  /// The node's id.
  public var id: String
  /// The SwiftUI type name (`Text`), `ForEach`, `Group`, `if`.
  public var viewType: String
  /// The resolved text of a `Text`, a `Button`'s title, a field's text or title.
  public var text: String?
  /// The parent's id; nil for the root.
  public var parentID: String?
  /// When the node is content of a parent's modifier (`background`, `overlay`), that layer's index.
  public var hostLayer: Int?
  /// The children's ids in order: content first, then each modifier's content in chain order.
  public var childIDs: [String]
  /// Where the node was declared.
  public var declaredPath: JSONPath
  /// The layers: the bare view first, then each modifier in chain order. Empty for nodes that have no layout
  /// of their own (`Group`, `ForEach`, `if`, `EmptyView`): their children are laid out by their parent.
  public var layers: [LayerRecord]
  /// The names visible to expressions written on this node (`ForEach` elements, `GeometryReader` proxies).
  public var scope: EvaluationScope

  /// The outermost layer: the one the parent sees.
  public var outermost: LayerRecord? { layers.last }
  /// The outermost layer's frame in root coordinates.
  public var frame: Rect? { layers.last?.frame }
  /// The outermost layer's size.
  public var size: Size? { layers.last?.size }
  /// The outermost layer's proposal.
  public var proposal: ProposedViewSize? { layers.last?.proposal }
}
