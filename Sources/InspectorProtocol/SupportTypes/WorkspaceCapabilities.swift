/// LSP's `ServerCapabilities.workspace`.
public struct WorkspaceCapabilities: Codable, Hashable, Sendable {
  /// Workspace folders.
  public var workspaceFolders: WorkspaceFolderCapabilities

  /// Creates the capabilities.
  public init(workspaceFolders: WorkspaceFolderCapabilities) {
    self.workspaceFolders = workspaceFolders
  }
}
