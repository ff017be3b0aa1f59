import JSONCore

/// A length in an explanation's links, as the protocol spells lengths: a number, or `"infinity"`, `"-infinity"`
/// or `"nan"` for the degenerate values JSON cannot write (a `.double` that is not finite would serialize as null).
enum ExplainedLength {
  /// As JSON.
  static func json(_ value: Double) -> JSONValue {
    if value.isFinite { return .double(value) }
    return .string(value.isNaN ? "nan" : value > 0 ? "infinity" : "-infinity")
  }
}
