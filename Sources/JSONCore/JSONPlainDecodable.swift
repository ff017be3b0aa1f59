/// A value that reads itself from the plainest form of its JSON (`JSONPlainObject`), skipping the `JSONValue` too:
/// for the params of a request on the hottest path, read straight from the message's text.
///
/// `init?(plain:)` follows the same rule as `init?(exactly:)`: nil for anything but a form whose meaning is certain,
/// and never a value that `init?(exactly:)` or the `Decodable` bridge would read differently from the same text.
public protocol JSONPlainDecodable: JSONExactDecodable {
  /// The value `object` plainly spells, or nil to leave the text to `JSONParser` and `init?(exactly:)`.
  init?(plain object: JSONPlainObject)
}
