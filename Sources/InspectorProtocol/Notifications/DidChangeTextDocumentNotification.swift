/// `textDocument/didChange`: the text of an open document changed (whole or by ranges).
public struct DidChangeTextDocumentNotification: NotificationType {
  /// The wire name.
  public static let method = "textDocument/didChange"

  /// The document and the version the changes make.
  public var textDocument: VersionedTextDocumentIdentifier
  /// The changes, applied in order, each to the text the previous one left.
  public var contentChanges: [TextDocumentContentChange]

  /// Creates the notification.
  public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChange]) {
    self.textDocument = textDocument
    self.contentChanges = contentChanges
  }
}
