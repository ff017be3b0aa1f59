/// A question for `LiveTree.explain(_:)`: why one layer's width, height, x or y is what it is at a point of the
/// history, or why it changed since an earlier point.
public struct ExplanationQuery: Hashable, Sendable {
  /// A point as asked: a version, and a pass that defaults to the version's last kept pass.
  public struct Point: Hashable, Sendable {
    /// The version.
    public var version: Int
    /// The pass; nil means the version's last kept pass.
    public var pass: Int?

    /// Creates a point.
    public init(version: Int, pass: Int? = nil) {
      self.version = version
      self.pass = pass
    }
  }

  /// The node's id.
  public var node: String
  /// What to explain.
  public var dimension: ExplainedDimension
  /// The layer (0 is the bare view, i ≥ 1 the i-th modifier); nil means the outermost layer, the one the
  /// node's parent sees.
  public var layer: Int?
  /// The earlier point; nil means the latest kept point before `to` where the value differed.
  public var from: Point?
  /// The later point; nil means the current version's last pass.
  public var to: Point?

  /// Creates a question.
  public init(node: String, dimension: ExplainedDimension, layer: Int? = nil, from: Point? = nil, to: Point? = nil) {
    self.node = node
    self.dimension = dimension
    self.layer = layer
    self.from = from
    self.to = to
  }
}
