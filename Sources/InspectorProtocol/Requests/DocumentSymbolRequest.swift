/// `textDocument/documentSymbol`: the document's views, preference keys and previews, for the outline.
public struct DocumentSymbolRequest: RequestType {
  /// The wire name.
  public static let method = "textDocument/documentSymbol"
  /// The result type.
  public typealias Response = [DocumentSymbol]

  /// The document.
  public var textDocument: TextDocumentIdentifier

  /// Creates the request.
  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }
}
