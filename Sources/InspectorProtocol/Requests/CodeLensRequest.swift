/// `textDocument/codeLens`: a line above each root ("passes: 2, converged", "render") and above each view a
/// root lays out ("why this width?").
public struct CodeLensRequest: RequestType {
  /// The wire name.
  public static let method = "textDocument/codeLens"
  /// The result type.
  public typealias Response = [CodeLens]

  /// The document.
  public var textDocument: TextDocumentIdentifier

  /// Creates the request.
  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }
}
