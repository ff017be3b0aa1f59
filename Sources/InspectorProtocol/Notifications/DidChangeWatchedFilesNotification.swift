/// `workspace/didChangeWatchedFiles`: Swift files of the workspace changed on disk; the daemon reads them
/// again for the definitions open files use, and lays those files out again.
public struct DidChangeWatchedFilesNotification: NotificationType {
  /// The wire name.
  public static let method = "workspace/didChangeWatchedFiles"

  /// What changed.
  public var changes: [FileEvent]

  /// Creates the notification.
  public init(changes: [FileEvent]) {
    self.changes = changes
  }
}
