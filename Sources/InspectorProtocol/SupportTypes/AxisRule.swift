import JSONCore

/// The rule that decided a layer's length on one axis: a machine-readable kind, the same in plain words, and
/// the numbers the rule used.
///
///     {"kind": "fixedFrame", "description": "fixed frame 72", "values": {"length": 72}}
public struct AxisRule: Codable, Hashable, Sendable {
  /// The rule's stable name (`fixedFrame`, `textMeasured`, `stackSum`, …); `protocol.md` lists them all.
  public var kind: String
  /// The rule in plain words: "text measured \"User:\" at .body, 1 line: 40.12 → 40.333 on the pixel grid".
  public var description: String
  /// The rule's inputs and result by name (`{"proposal": 200, "min": 0, "max": 100, "result": 100}`); lengths
  /// are numbers, `null` where a rule's input was unspecified.
  public var values: JSONValue

  /// Creates a rule.
  public init(kind: String, description: String, values: JSONValue) {
    self.kind = kind
    self.description = description
    self.values = values
  }
}

extension AxisRule: JSONTextEncodable {
  /// Writes the rule as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"kind\":")
    writer.string(kind)
    writer.key("description")
    writer.string(description)
    writer.key("values")
    writer.value(values)
    writer.endObject()
  }
}
