/// `tree/diagnostics`: the daemon's diagnostics for a tree, sent after every `tree/open` and `tree/edit` (before
/// the reply) and, empty, after `tree/close`. Each replaces the previous set for the uri.
public struct TreeDiagnosticsNotification: NotificationType {
  /// The wire name.
  public static let method = "tree/diagnostics"

  /// The tree's uri.
  public var uri: String
  /// The version the diagnostics describe.
  public var version: Int
  /// The diagnostics: non-convergence, dropped preference values, expressions that failed, SwiftUI's warnings.
  public var diagnostics: [Diagnostic]

  /// Creates the notification.
  public init(uri: String, version: Int, diagnostics: [Diagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }
}
