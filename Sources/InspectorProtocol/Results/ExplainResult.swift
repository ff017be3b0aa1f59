/// The result of `layout/explain`.
public struct ExplainResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The node.
  public var node: String
  /// The layer explained: the outermost one (the one the parent sees) unless the request named another.
  public var layer: Int
  /// The layer as SwiftUI spells it, with its arguments as written: `frame(width: labelWidth, alignment: .trailing)`.
  public var layerDescription: String
  /// The dimension explained.
  public var dimension: ExplainRequest.Dimension
  /// The earlier point compared; absent when the value never changed in the history kept.
  public var from: VersionPoint?
  /// The point explained.
  public var to: VersionPoint
  /// The earliest kept point since which the value has been what it is at `to`.
  public var since: VersionPoint?
  /// The value at `from`; absent when there is no `from` or the node did not exist there.
  public var before: Double?
  /// The value at `to`.
  public var after: Double
  /// Whether the value differs between the two points.
  public var changed: Bool
  /// The causes, from the value asked about back to the root cause.
  public var chain: [ExplainCause]
  /// Whether the chain stopped at its bound (24 links) before reaching a root cause.
  public var truncated: Bool
  /// One or two plain sentences for an editor hover.
  public var summary: String

  /// Creates the result.
  public init(
    uri: String, node: String, layer: Int, layerDescription: String, dimension: ExplainRequest.Dimension,
    from: VersionPoint?, to: VersionPoint, since: VersionPoint? = nil, before: Double?, after: Double, changed: Bool,
    chain: [ExplainCause], truncated: Bool = false, summary: String
  ) {
    self.uri = uri
    self.node = node
    self.layer = layer
    self.layerDescription = layerDescription
    self.dimension = dimension
    self.from = from
    self.to = to
    self.since = since
    self.before = before
    self.after = after
    self.changed = changed
    self.chain = chain
    self.truncated = truncated
    self.summary = summary
  }
}
