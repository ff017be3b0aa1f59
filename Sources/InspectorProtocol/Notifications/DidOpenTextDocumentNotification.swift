/// `textDocument/didOpen`: the editor opened a document; the daemon now follows its text, reads it through
/// the Swift front end, lays out its roots and publishes its diagnostics.
public struct DidOpenTextDocumentNotification: NotificationType {
  /// The wire name.
  public static let method = "textDocument/didOpen"

  /// The document with its whole text.
  public var textDocument: TextDocumentItem

  /// Creates the notification.
  public init(textDocument: TextDocumentItem) {
    self.textDocument = textDocument
  }
}
