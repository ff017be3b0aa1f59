/// The workspace features the daemon supports: its folders, read for definitions, and their changes.
public struct WorkspaceFolderCapabilities: Codable, Hashable, Sendable {
  /// Whether workspace folders are read.
  public var supported: Bool
  /// Whether `workspace/didChangeWorkspaceFolders` is read.
  public var changeNotifications: Bool

  /// Creates the capabilities.
  public init(supported: Bool, changeNotifications: Bool) {
    self.supported = supported
    self.changeNotifications = changeNotifications
  }
}
