import JSONCore

/// A range in a named document: LSP's `Location`.
public struct TextLocation: Codable, Hashable, Sendable {
  /// The document's uri.
  public var uri: String
  /// The range.
  public var range: TextRange

  /// Creates a location.
  public init(uri: String, range: TextRange) {
    self.uri = uri
    self.range = range
  }
}

extension TextLocation: JSONTextEncodable {
  /// Writes the location as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"uri\":")
    writer.string(uri)
    writer.key("range")
    range.write(to: &writer)
    writer.endObject()
  }
}
