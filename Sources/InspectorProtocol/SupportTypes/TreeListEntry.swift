/// One open tree, as `tree/list` lists it.
public struct TreeListEntry: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// Its current version.
  public var version: Int
  /// The oldest version its history still holds.
  public var oldestVersion: Int
  /// Whether the current version's update loop settled.
  public var converged: Bool
  /// How many nodes the current version's last pass laid out.
  public var nodeCount: Int

  /// Creates an entry.
  public init(uri: String, version: Int, oldestVersion: Int, converged: Bool, nodeCount: Int) {
    self.uri = uri
    self.version = version
    self.oldestVersion = oldestVersion
    self.converged = converged
    self.nodeCount = nodeCount
  }
}
