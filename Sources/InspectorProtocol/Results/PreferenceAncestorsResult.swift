/// The result of `preferences/ancestors`.
public struct PreferenceAncestorsResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The pass described.
  public var pass: Int
  /// The key.
  public var key: String
  /// The node asked about first, then each ancestor up to the root.
  public var ancestors: [PreferenceValueRecord]

  /// Creates the result.
  public init(uri: String, version: Int, pass: Int, key: String, ancestors: [PreferenceValueRecord]) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.key = key
    self.ancestors = ancestors
  }
}
