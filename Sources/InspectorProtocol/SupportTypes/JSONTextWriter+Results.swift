import JSONCore

/// The pieces the protocol's results write as text again and again (`JSONTextEncodable`): the members a result about
/// one pass of a tree starts with, a list of values that each write themselves, and a member left out when its value is
/// nil (as `encodeIfPresent` leaves it out).
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

  /// Writes the member `name` with `value`; nothing when it is nil.
  mutating func member(_ name: StaticString, ifPresent value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// Writes the member `name` with `value`; nothing when it is nil.
  mutating func member(_ name: StaticString, ifPresent value: Int?) {
    guard let value else { return }
    key(name)
    integer(value)
  }

  /// Writes the member `name` with `value`; nothing when it is nil.
  mutating func member(_ name: StaticString, ifPresent value: JSONValue?) {
    guard let value else { return }
    key(name)
    self.value(value)
  }

  /// Writes the member `name` with `value`, which writes itself; nothing when it is nil.
  mutating func member(_ name: StaticString, ifPresent value: (some JSONTextEncodable)?) throws(JSONCodingError) {
    guard let value else { return }
    key(name)
    try value.write(to: &self)
  }

  /// Writes the member `name` with `values` as an array; nothing when it is nil.
  mutating func member<Element: JSONTextEncodable>(_ name: StaticString, ifPresent values: [Element]?)
    throws(JSONCodingError)
  {
    guard let values else { return }
    key(name)
    try array(values)
  }
}
