/// `textDocument/hover`: about the view or modifier expression under the cursor: its size and proposal, its
/// layers inside out, the preference values there, and the last change's explanation.
public struct HoverRequest: RequestType {
  /// The wire name.
  public static let method = "textDocument/hover"
  /// The result type: `null` when nothing laid out is under the cursor.
  public typealias Response = HoverResult?

  /// The document.
  public var textDocument: TextDocumentIdentifier
  /// The cursor.
  public var position: TextPosition

  /// Creates the request.
  public init(textDocument: TextDocumentIdentifier, position: TextPosition) {
    self.textDocument = textDocument
    self.position = position
  }
}
