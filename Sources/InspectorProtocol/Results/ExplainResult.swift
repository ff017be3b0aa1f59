import JSONCore

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
  /// The value at `from`; absent when there is no `from` or the node did not exist there. A length, so a
  /// non-finite one is written `"infinity"`, `"-infinity"` or `"nan"`.
  public var before: Double?
  /// The value at `to` (a length, like `before`).
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

  private enum CodingKeys: String, CodingKey {
    case uri, node, layer, layerDescription, dimension, from, to, since, before, after, changed, chain, truncated
    case summary
  }

  /// Decodes a result; `before` and `after` may be numbers or `"infinity"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uri = try container.decode(String.self, forKey: .uri)
    node = try container.decode(String.self, forKey: .node)
    layer = try container.decode(Int.self, forKey: .layer)
    layerDescription = try container.decode(String.self, forKey: .layerDescription)
    dimension = try container.decode(ExplainRequest.Dimension.self, forKey: .dimension)
    from = try container.decodeIfPresent(VersionPoint.self, forKey: .from)
    to = try container.decode(VersionPoint.self, forKey: .to)
    since = try container.decodeIfPresent(VersionPoint.self, forKey: .since)
    before = container.contains(.before) ? try container.decodeLength(forKey: .before) : nil
    after = try container.decodeLength(forKey: .after)
    changed = try container.decode(Bool.self, forKey: .changed)
    chain = try container.decode([ExplainCause].self, forKey: .chain)
    truncated = try container.decode(Bool.self, forKey: .truncated)
    summary = try container.decode(String.self, forKey: .summary)
  }

  /// Encodes a result; non-finite lengths are written as strings, as everywhere in the protocol.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(uri, forKey: .uri)
    try container.encode(node, forKey: .node)
    try container.encode(layer, forKey: .layer)
    try container.encode(layerDescription, forKey: .layerDescription)
    try container.encode(dimension, forKey: .dimension)
    try container.encodeIfPresent(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encodeIfPresent(since, forKey: .since)
    if let before { try container.encodeLength(before, forKey: .before) }
    try container.encodeLength(after, forKey: .after)
    try container.encode(changed, forKey: .changed)
    try container.encode(chain, forKey: .chain)
    try container.encode(truncated, forKey: .truncated)
    try container.encode(summary, forKey: .summary)
  }
}

extension ExplainResult: JSONTextEncodable {
  /// Writes the result as `encode(to:)` does, member by member: a chain through a form's preference names every
  /// label's contribution, about 120 KB at 1,000 rows, which the `Encodable` bridge built as a `JSONValue` first.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"uri\":")
    writer.string(uri)
    writer.key("node")
    writer.string(node)
    writer.key("layer")
    writer.integer(layer)
    writer.key("layerDescription")
    writer.string(layerDescription)
    writer.key("dimension")
    writer.string(dimension.rawValue)
    try writer.member("from", ifPresent: from)
    writer.key("to")
    to.write(to: &writer)
    try writer.member("since", ifPresent: since)
    if let before {
      writer.key("before")
      writer.length(before)
    }
    writer.key("after")
    writer.length(after)
    writer.key("changed")
    writer.bool(changed)
    writer.key("chain")
    try writer.array(chain)
    writer.key("truncated")
    writer.bool(truncated)
    writer.key("summary")
    writer.string(summary)
    writer.endObject()
  }
}
