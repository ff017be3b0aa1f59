import JSONCore

/// A place in a text document as LSP counts it: a line and a character offset on that line, both from 0.
///
/// The character offset counts in the position encoding negotiated at `initialize` (`PositionEncoding`):
/// UTF-16 code units unless the client offered UTF-8. A character past the end of its line means the end of
/// the line.
public struct TextPosition: Codable, Hashable, Sendable, Comparable {
  /// The line, from 0.
  public var line: Int
  /// The offset on the line, from 0, in the session's position encoding.
  public var character: Int

  /// Creates a position.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// Orders positions by line, then character.
  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

extension TextPosition: JSONTextEncodable {
  /// Writes the position as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"line\":")
    writer.integer(line)
    writer.key("character")
    writer.integer(character)
    writer.endObject()
  }
}
