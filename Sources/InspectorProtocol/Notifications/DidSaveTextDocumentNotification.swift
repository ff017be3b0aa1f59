/// `textDocument/didSave`: the editor saved a document. The daemon follows the editor's text, not the disk,
/// so this changes nothing; other open files see the saved definitions through `didChangeWatchedFiles`.
public struct DidSaveTextDocumentNotification: NotificationType {
  /// The wire name.
  public static let method = "textDocument/didSave"

  /// The document.
  public var textDocument: TextDocumentIdentifier

  /// Creates the notification.
  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }
}
