/// Where something is written in a Swift source file a tree was read from: the file's uri, as the client named
/// it in `tree/open`, and the range (LSP's `Location`).
public struct SourceLocationValue: Codable, Hashable, Sendable {
  /// The file's uri.
  public var uri: String
  /// The range in the file.
  public var range: TextRange

  /// Creates a location.
  public init(uri: String, range: TextRange) {
    self.uri = uri
    self.range = range
  }
}
