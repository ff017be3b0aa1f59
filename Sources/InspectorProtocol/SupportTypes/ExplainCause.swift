import JSONCore

/// One link of an explanation's causal chain, from the value asked about back to its root cause.
public struct ExplainCause: Codable, Hashable, Sendable {
  /// `proposal`, `rule`, `childSize`, `stateRead`, `stateWrite`, `preferenceValue`, `measurement`, `edit`,
  /// `environment`, `placement` or `cycle`.
  public var kind: String
  /// The node concerned.
  public var node: String?
  /// The layer concerned, by index in the node's chain.
  public var layer: Int?
  /// The version where the cause happened, when it is not simply the point explained (a state write, an edit).
  public var version: Int?
  /// The pass where it happened: the pass after which an action wrote state; absent for an edit (it came before
  /// the version's first pass).
  public var pass: Int?
  /// The link in plain words.
  public var detail: String
  /// The value before, when the link changed something.
  public var before: JSONValue?
  /// The value after (or the value, for a link that did not change).
  public var after: JSONValue?
  /// For `preferenceValue`: the values `reduce` combined, in reduce order, with what happened to each.
  public var contributors: [ExplainContributor]?

  /// Creates a link.
  public init(
    kind: String, node: String?, layer: Int?, version: Int? = nil, pass: Int? = nil, detail: String,
    before: JSONValue? = nil, after: JSONValue? = nil, contributors: [ExplainContributor]? = nil
  ) {
    self.kind = kind
    self.node = node
    self.layer = layer
    self.version = version
    self.pass = pass
    self.detail = detail
    self.before = before
    self.after = after
    self.contributors = contributors
  }

  private enum CodingKeys: String, CodingKey {
    case kind, node, layer, version, pass, detail, before, after, contributors
  }

  /// Decodes a link; present `null` values stay `.null`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(String.self, forKey: .kind)
    node = try container.decodeIfPresent(String.self, forKey: .node)
    layer = try container.decodeIfPresent(Int.self, forKey: .layer)
    version = try container.decodeIfPresent(Int.self, forKey: .version)
    pass = try container.decodeIfPresent(Int.self, forKey: .pass)
    detail = try container.decode(String.self, forKey: .detail)
    before = try container.decodePresentValue(forKey: .before)
    after = try container.decodePresentValue(forKey: .after)
    contributors = try container.decodeIfPresent([ExplainContributor].self, forKey: .contributors)
  }
}

extension ExplainCause: JSONTextEncodable {
  /// Writes the cause as its `Encodable` conformance does (members left out when nil).
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"kind\":")
    writer.string(kind)
    writer.member("node", ifPresent: node)
    writer.member("layer", ifPresent: layer)
    writer.member("version", ifPresent: version)
    writer.member("pass", ifPresent: pass)
    writer.key("detail")
    writer.string(detail)
    writer.member("before", ifPresent: before)
    writer.member("after", ifPresent: after)
    try writer.member("contributors", ifPresent: contributors)
    writer.endObject()
  }
}
