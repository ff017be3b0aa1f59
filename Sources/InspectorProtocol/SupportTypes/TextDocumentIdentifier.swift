/// Names an open text document.
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
  /// The document's uri.
  public var uri: String

  /// Creates the identifier.
  public init(uri: String) {
    self.uri = uri
  }
}
