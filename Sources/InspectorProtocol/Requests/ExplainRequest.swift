/// `layout/explain`: why a node's width (or height, x, y) is what it is, or why it changed between two points
/// of the tree's history: a causal chain back to the edit, state write or measurement that caused it.
public struct ExplainRequest: RequestType {
  /// The wire name.
  public static let method = "layout/explain"
  /// The result type.
  public typealias Response = ExplainResult

  /// The dimension explained.
  public enum Dimension: String, Codable, Hashable, Sendable, CaseIterable {
    /// The outermost layer's width.
    case width
    /// The outermost layer's height.
    case height
    /// The outermost layer's x in root coordinates.
    case x
    /// The outermost layer's y in root coordinates.
    case y
  }

  /// The tree's uri.
  public var uri: String
  /// The node.
  public var node: String
  /// `width`, `height`, `x` or `y`.
  public var dimension: Dimension
  /// The layer asked about (0 is the bare view, i ≥ 1 the i-th modifier); absent means the outermost layer, the
  /// one the node's parent sees.
  public var layer: Int?
  /// The earlier point; absent means the latest earlier pass or version where the value differed.
  public var from: VersionPoint?
  /// The later point; absent means the current version's last pass.
  public var to: VersionPoint?

  /// Creates the request.
  public init(
    uri: String, node: String, dimension: Dimension, layer: Int? = nil, from: VersionPoint? = nil,
    to: VersionPoint? = nil
  ) {
    self.uri = uri
    self.node = node
    self.dimension = dimension
    self.layer = layer
    self.from = from
    self.to = to
  }
}
