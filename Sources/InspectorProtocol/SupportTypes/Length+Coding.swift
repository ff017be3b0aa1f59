import JSONCore

/// Lengths on the wire. JSON has no infinity and no NaN, so a non-finite length, which layout produces only in
/// the degenerate cases SwiftUI warns about ("Invalid frame dimension"), is written as the string `"infinity"`,
/// `"-infinity"` or `"nan"`; every other length is a JSON number.
extension KeyedEncodingContainer {
  mutating func encodeLength(_ value: Double, forKey key: Key) throws {
    if value.isFinite {
      try encode(value, forKey: key)
    } else {
      try encode(value.isNaN ? "nan" : value > 0 ? "infinity" : "-infinity", forKey: key)
    }
  }
}

extension KeyedDecodingContainer {
  func decodeLength(forKey key: Key) throws -> Double {
    if let number = try? decode(Double.self, forKey: key) { return number }
    let text = try decode(String.self, forKey: key)
    switch text {
    case "infinity": return .infinity
    case "-infinity": return -.infinity
    case "nan": return .nan
    default:
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a number or \"infinity\", found the string \"\(text)\"")
    }
  }
}

extension JSONTextWriter {
  /// Writes a length as `KeyedEncodingContainer.encodeLength` encodes it: a number, or `"infinity"`,
  /// `"-infinity"` or `"nan"`.
  mutating func length(_ value: Double) {
    if value.isFinite {
      double(value)
    } else {
      string(value.isNaN ? "nan" : value > 0 ? "infinity" : "-infinity")
    }
  }
}
