import JSONCore

/// Who proposed a layer's size, and why: the parent layer and the parent's rule.
public struct ProposalSource: Codable, Hashable, Sendable {
  /// The layer that made the proposal; absent for the root.
  public var layer: LayerReference?
  /// The parent's rule, by stable name (`stackEqualShare`, `fixedFrame`, `padding`, `root`, …).
  public var reason: String
  /// The same in plain words: "equal share of 134 of the remaining 268 among 2 children".
  public var description: String

  /// Creates a source.
  public init(layer: LayerReference?, reason: String, description: String) {
    self.layer = layer
    self.reason = reason
    self.description = description
  }
}

extension ProposalSource: JSONTextEncodable {
  /// Writes the source as its `Encodable` conformance does (`layer` left out when nil).
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.beginObject()
    try writer.member("layer", ifPresent: layer)
    writer.key("reason")
    writer.string(reason)
    writer.key("description")
    writer.string(description)
    writer.endObject()
  }
}
