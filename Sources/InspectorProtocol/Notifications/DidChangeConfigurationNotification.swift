import JSONCore

/// `workspace/didChangeConfiguration`: the editor's settings for the daemon changed (inlay hints).
///
/// The settings are read from `settings.swiftuiInspector` when present, else from `settings` itself, so both a
/// VS Code-style section and a plain object work.
public struct DidChangeConfigurationNotification: NotificationType {
  /// The wire name.
  public static let method = "workspace/didChangeConfiguration"

  /// The settings (any JSON; the members the daemon does not know are ignored).
  public var settings: JSONValue?

  /// Creates the notification.
  public init(settings: JSONValue?) {
    self.settings = settings
  }
}
