import JSONCore

/// The result of `layout/snapshot`.
public struct SnapshotResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The pass described.
  public var pass: Int
  /// The snapshot.
  public var snapshot: LayoutSnapshot
  /// The snapshot as text: JSON with one node or layer per line, deterministic byte for byte, ending in a
  /// newline; what a snapshot test stores.
  public var text: String

  /// Creates the result.
  public init(uri: String, version: Int, pass: Int, snapshot: LayoutSnapshot, text: String) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.snapshot = snapshot
    self.text = text
  }
}

extension SnapshotResult: JSONTextEncodable {
  /// Writes the result as its `Encodable` conformance does, member by member: every node's and layer's frame of the
  /// pass (about 5.6 MB for the 1,000-row form), which the `Encodable` bridge built as a `JSONValue` first.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.beginPassResult(uri: uri, version: version, pass: pass)
    writer.key("snapshot")
    try snapshot.write(to: &writer)
    writer.key("text")
    writer.string(text)
    writer.endObject()
  }
}
