import JSONCore

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

extension PreferenceAncestorsResult: JSONTextEncodable {
  /// Writes the result as its `Encodable` conformance does, member by member: the form's root alone lists every
  /// label's contribution, about 100 KB at 1,000 rows, which the `Encodable` bridge built as a `JSONValue` first.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.beginPassResult(uri: uri, version: version, pass: pass)
    writer.key("key")
    writer.string(key)
    writer.key("ancestors")
    try writer.array(ancestors)
    writer.endObject()
  }
}
