/// `workspace/didChangeWorkspaceFolders`: the editor added or removed workspace folders.
public struct DidChangeWorkspaceFoldersNotification: NotificationType {
  /// The wire name.
  public static let method = "workspace/didChangeWorkspaceFolders"

  /// The folders added and removed.
  public var event: WorkspaceFoldersChange

  /// Creates the notification.
  public init(event: WorkspaceFoldersChange) {
    self.event = event
  }
}
