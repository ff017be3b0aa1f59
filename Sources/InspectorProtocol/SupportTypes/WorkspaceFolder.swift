/// A folder the editor has open: the daemon reads its Swift files for definitions an open file uses.
public struct WorkspaceFolder: Codable, Hashable, Sendable {
  /// The folder's uri.
  public var uri: String
  /// Its name.
  public var name: String

  /// Creates the folder.
  public init(uri: String, name: String) {
    self.uri = uri
    self.name = name
  }
}
