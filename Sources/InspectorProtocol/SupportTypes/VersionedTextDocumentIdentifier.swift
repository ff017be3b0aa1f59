/// Names an open text document at one version: the version a `didChange` makes.
public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
  /// The document's uri.
  public var uri: String
  /// The version after the change; it grows with every change.
  public var version: Int

  /// Creates the identifier.
  public init(uri: String, version: Int) {
    self.uri = uri
    self.version = version
  }
}
