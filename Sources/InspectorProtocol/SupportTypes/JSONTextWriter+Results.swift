import JSONCore

/// The pieces the protocol's results write as text again and again (`JSONTextEncodable`): the members a result about
/// one pass of a tree starts with, and a list of values that each write themselves.
extension JSONTextWriter {
  /// Opens a result about one pass of a tree and writes its first members, `{"uri":…,"version":…,"pass":…`, as the
  /// `Encodable` conformances of `NodeLayoutResult`, `TreeLayoutResult`, `SnapshotResult` and the preference results
  /// start.
  mutating func beginPassResult(uri: String, version: Int, pass: Int) {
    text("{\"uri\":")
    string(uri)
    key("version")
    integer(version)
    key("pass")
    integer(pass)
  }

  /// Writes `values` as an array, each value writing itself.
  mutating func array<Element: JSONTextEncodable>(_ values: [Element]) throws(JSONCodingError) {
    beginArray()
    for value in values { try value.write(to: &self) }
    endArray()
  }
}
