/// The workspace folders an editor added and removed.
public struct WorkspaceFoldersChange: Codable, Hashable, Sendable {
  /// The folders added.
  public var added: [WorkspaceFolder]
  /// The folders removed.
  public var removed: [WorkspaceFolder]

  /// Creates the change.
  public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
    self.added = added
    self.removed = removed
  }
}
