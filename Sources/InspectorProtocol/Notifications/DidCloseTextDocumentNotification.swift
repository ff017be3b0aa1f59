/// `textDocument/didClose`: the editor closed a document; the daemon forgets it and clears its diagnostics.
public struct DidCloseTextDocumentNotification: NotificationType {
  /// The wire name.
  public static let method = "textDocument/didClose"

  /// The document.
  public var textDocument: TextDocumentIdentifier

  /// Creates the notification.
  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }
}
