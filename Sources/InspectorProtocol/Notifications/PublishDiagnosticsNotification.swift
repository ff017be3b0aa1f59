/// `textDocument/publishDiagnostics`: the diagnostics of an open document at one version, with ranges. Each
/// replaces the previous set; an empty one clears them (sent on `didClose`).
public struct PublishDiagnosticsNotification: NotificationType {
  /// The wire name.
  public static let method = "textDocument/publishDiagnostics"

  /// The document.
  public var uri: String
  /// The version of the text they describe.
  public var version: Int?
  /// The diagnostics.
  public var diagnostics: [EditorDiagnostic]

  /// Creates the notification.
  public init(uri: String, version: Int?, diagnostics: [EditorDiagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }
}
