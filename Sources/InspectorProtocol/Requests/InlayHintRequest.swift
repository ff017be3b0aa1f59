/// `textDocument/inlayHint`: the size after each view expression in a range (`79.333×20.333`), and the
/// proposal too when the setting asks for it.
public struct InlayHintRequest: RequestType {
  /// The wire name.
  public static let method = "textDocument/inlayHint"
  /// The result type.
  public typealias Response = [InlayHint]

  /// The document.
  public var textDocument: TextDocumentIdentifier
  /// The visible range.
  public var range: TextRange

  /// Creates the request.
  public init(textDocument: TextDocumentIdentifier, range: TextRange) {
    self.textDocument = textDocument
    self.range = range
  }
}
