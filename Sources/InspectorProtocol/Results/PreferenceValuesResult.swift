import JSONCore

/// The result of `preferences/values`.
public struct PreferenceValuesResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The pass described.
  public var pass: Int
  /// The node.
  public var node: String
  /// Every key with a value at the node, in the order the tree declares the keys.
  public var values: [PreferenceValueRecord]

  /// Creates the result.
  public init(uri: String, version: Int, pass: Int, node: String, values: [PreferenceValueRecord]) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.node = node
    self.values = values
  }
}

extension PreferenceValuesResult: JSONTextEncodable {
  /// Writes the result as its `Encodable` conformance does, member by member (a form's root lists every label's
  /// contribution).
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.beginPassResult(uri: uri, version: version, pass: pass)
    writer.key("node")
    writer.string(node)
    writer.key("values")
    try writer.array(values)
    writer.endObject()
  }
}
