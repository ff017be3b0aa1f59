/// A value that reads the plain, well-formed forms of itself straight from a `JSONValue`, skipping the
/// `Decodable` bridge: for params on a hot path.
///
/// `init?(exactly:)` returns nil for anything but a form whose meaning is certain (a member of an unexpected
/// type, a `null`, a number that needs converting); the caller then decodes the value through
/// `JSONValueDecoder`, which gives the same result or its usual error. So a conforming type must never accept a
/// value that the bridge would decode differently or refuse.
public protocol JSONExactDecodable {
  /// The value `json` plainly spells, or nil to leave it to `JSONValueDecoder`.
  init?(exactly json: JSONValue)
}
