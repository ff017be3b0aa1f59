/// The result of `layout/passes`.
public struct LayoutPassesResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// Whether its update loop settled.
  public var converged: Bool
  /// The edits that made the version, in order (empty for version 1).
  public var edits: [EditRecord]
  /// The passes, first to last.
  public var passes: [PassRecord]

  /// Creates the result.
  public init(uri: String, version: Int, converged: Bool, edits: [EditRecord], passes: [PassRecord]) {
    self.uri = uri
    self.version = version
    self.converged = converged
    self.edits = edits
    self.passes = passes
  }
}
