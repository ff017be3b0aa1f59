import JSONCore

/// One link of an explanation's causal chain, from the value asked about back to its root cause.
public struct ExplainCause: Codable, Hashable, Sendable {
  /// `proposal`, `rule`, `childSize`, `stateRead`, `stateWrite`, `preferenceValue`, `measurement`, `edit` or
  /// `environment`.
  public var kind: String
  /// The node concerned.
  public var node: String?
  /// The layer concerned, by index in the node's chain.
  public var layer: Int?
  /// The link in plain words.
  public var detail: String
  /// The value before, when the link changed something.
  public var before: JSONValue?
  /// The value after.
  public var after: JSONValue?

  /// Creates a link.
  public init(
    kind: String, node: String?, layer: Int?, detail: String, before: JSONValue? = nil, after: JSONValue? = nil
  ) {
    self.kind = kind
    self.node = node
    self.layer = layer
    self.detail = detail
    self.before = before
    self.after = after
  }

  private enum CodingKeys: String, CodingKey {
    case kind, node, layer, detail, before, after
  }

  /// Decodes a link; present `null` values stay `.null`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(String.self, forKey: .kind)
    node = try container.decodeIfPresent(String.self, forKey: .node)
    layer = try container.decodeIfPresent(Int.self, forKey: .layer)
    detail = try container.decode(String.self, forKey: .detail)
    before = try container.decodePresentValue(forKey: .before)
    after = try container.decodePresentValue(forKey: .after)
  }
}
