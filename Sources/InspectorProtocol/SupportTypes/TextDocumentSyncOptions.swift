/// How the daemon follows open documents: every open and close, every change as ranges (incremental).
public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
  /// Whether `didOpen` and `didClose` are sent: true.
  public var openClose: Bool
  /// LSP's `TextDocumentSyncKind`: 0 none, 1 full, 2 incremental (the daemon's; it also reads whole texts).
  public var change: Int

  /// Creates the options.
  public init(openClose: Bool, change: Int) {
    self.openClose = openClose
    self.change = change
  }
}
