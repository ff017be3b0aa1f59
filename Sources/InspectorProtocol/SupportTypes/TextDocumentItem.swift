/// A document as the editor opens it: its uri, language, version and whole text.
public struct TextDocumentItem: Codable, Hashable, Sendable {
  /// The document's uri.
  public var uri: String
  /// The editor's language identifier (`swift`).
  public var languageId: String
  /// The version; it grows with every change.
  public var version: Int
  /// The whole text.
  public var text: String

  /// Creates the item.
  public init(uri: String, languageId: String, version: Int, text: String) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.text = text
  }
}
