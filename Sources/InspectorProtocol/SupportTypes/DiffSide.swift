/// One side of a `layout/diff`: a point of an open tree, or the snapshot the request gave (no member then).
public struct DiffSide: Codable, Hashable, Sendable {
  /// The tree; absent for a snapshot.
  public var uri: String?
  /// The version; absent for a snapshot.
  public var version: Int?
  /// The pass; absent for a snapshot.
  public var pass: Int?

  /// Creates a side.
  public init(uri: String? = nil, version: Int? = nil, pass: Int? = nil) {
    self.uri = uri
    self.version = version
    self.pass = pass
  }
}
