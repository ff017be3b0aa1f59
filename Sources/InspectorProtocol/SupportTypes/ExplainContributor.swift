import JSONCore

/// One value a `preferenceValue` link's value was reduced from.
public struct ExplainContributor: Codable, Hashable, Sendable {
  /// The node the value stands for: the nearest node with a client-given id around the writer (the label a
  /// `GeometryReader` in its background measures).
  public var node: String
  /// The node whose modifier wrote the value.
  public var writer: String
  /// The value, as plain JSON.
  public var value: JSONValue
  /// `first` (taken as is), `reduced`, or how it was lost: `discarded`, `ignored`, `hidden`, `failed`.
  public var fate: String

  /// Creates a contributor.
  public init(node: String, writer: String, value: JSONValue, fate: String) {
    self.node = node
    self.writer = writer
    self.value = value
    self.fate = fate
  }
}

extension ExplainContributor: JSONTextEncodable {
  /// Writes the contributor as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"node\":")
    writer.string(node)
    writer.key("writer")
    writer.string(self.writer)
    writer.key("value")
    writer.value(value)
    writer.key("fate")
    writer.string(fate)
    writer.endObject()
  }
}
