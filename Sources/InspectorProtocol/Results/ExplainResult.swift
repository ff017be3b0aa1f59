/// The result of `layout/explain`.
public struct ExplainResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The node.
  public var node: String
  /// The dimension explained.
  public var dimension: ExplainRequest.Dimension
  /// The earlier point compared; absent when the value never changed in the history kept.
  public var from: VersionPoint?
  /// The later point.
  public var to: VersionPoint
  /// The value at `from`.
  public var before: Double?
  /// The value at `to`.
  public var after: Double
  /// Whether the value differs between the two points.
  public var changed: Bool
  /// The causes, from the value asked about back to the root cause.
  public var chain: [ExplainCause]
  /// One or two plain sentences for an editor hover.
  public var summary: String

  /// Creates the result.
  public init(
    uri: String, node: String, dimension: ExplainRequest.Dimension, from: VersionPoint?, to: VersionPoint,
    before: Double?, after: Double, changed: Bool, chain: [ExplainCause], summary: String
  ) {
    self.uri = uri
    self.node = node
    self.dimension = dimension
    self.from = from
    self.to = to
    self.before = before
    self.after = after
    self.changed = changed
    self.chain = chain
    self.summary = summary
  }
}
