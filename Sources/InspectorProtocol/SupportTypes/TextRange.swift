import JSONCore

/// A range of a text document as LSP gives it: from `start` up to, not including, `end`.
public struct TextRange: Codable, Hashable, Sendable {
  /// The first character.
  public var start: TextPosition
  /// Just past the last character.
  public var end: TextPosition

  /// Creates a range.
  public init(start: TextPosition, end: TextPosition) {
    self.start = start
    self.end = end
  }

  /// Whether the range holds `position` (an empty range holds its start).
  public func contains(_ position: TextPosition) -> Bool {
    start <= position && (position < end || start == end)
  }
}

extension TextRange: JSONTextEncodable {
  /// Writes the range as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"start\":")
    start.write(to: &writer)
    writer.key("end")
    end.write(to: &writer)
    writer.endObject()
  }
}
