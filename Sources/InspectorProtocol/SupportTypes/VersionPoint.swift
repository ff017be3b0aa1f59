/// A point in a tree's history: a version and one of its passes.
public struct VersionPoint: Codable, Hashable, Sendable {
  /// The version.
  public var version: Int
  /// The pass within the version; absent means its last pass.
  public var pass: Int?

  /// Creates a point.
  public init(version: Int, pass: Int? = nil) {
    self.version = version
    self.pass = pass
  }
}
