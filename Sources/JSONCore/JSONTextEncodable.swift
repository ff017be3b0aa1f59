/// A value that writes its own JSON text (`JSONTextWriter`), skipping the `Encodable` bridge and the
/// `JSONValue` in between: for replies on a hot path.
///
/// A conforming type must write exactly the text that `JSONValueEncoder` then `JSONSerializer` (compact) would
/// give for it, so that clients cannot tell the two paths apart; a test should compare them.
public protocol JSONTextEncodable {
  /// Writes the value as one JSON value.
  func write(to writer: inout JSONTextWriter) throws(JSONCodingError)
}
