/// The exact value a JSON number's text denotes, as significant decimal digits and a power of ten, so that two
/// texts can be compared as numbers (`1E2` and `100.0` are the same number; `12345678901234567.5` and
/// `1.2345678901234568e+16` are not), without rounding through a `Double`.
///
/// `Endpoint` uses it to tell whether a number id read as a `Double` would be echoed as the number the client
/// sent. Reading is linear in the text and allocates one digit array.
struct DecimalNumberText: Equatable {
  /// Whether the number is negative (`-0.0` too: it is echoed with its sign).
  var isNegative: Bool
  /// The significant digits (0…9), without leading or trailing zeros; empty for zero.
  var digits: [UInt8]
  /// The power of ten the digits, read as an integer, are multiplied by; 0 for zero.
  var exponent: Int

  /// The largest exponent magnitude kept exactly; larger ones are clamped, which keeps every number a `Double`
  /// can hold (exponents within ±400 with at most 1,024 digits) apart from every number it cannot.
  static let maxExponentMagnitude = 1_000_000

  /// Reads JSON number text (`-?digits(.digits)?([eE][+-]?digits)?`); nil for anything else.
  init?(_ text: Substring) {
    var bytes = text.utf8[...]
    isNegative = bytes.first == UInt8(ascii: "-")
    if isNegative { bytes = bytes.dropFirst() }
    var digits: [UInt8] = []
    var fractionDigits = 0
    var seenPoint = false
    while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: ".") {
        guard !seenPoint else { return nil }
        seenPoint = true
      } else {
        guard let digit = Self.digit(byte) else { return nil }
        digits.append(digit)
        if seenPoint { fractionDigits += 1 }
      }
    }
    guard !digits.isEmpty else { return nil }
    var written = 0
    if !bytes.isEmpty {
      bytes = bytes.dropFirst()
      let negativeExponent = bytes.first == UInt8(ascii: "-")
      if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
      guard !bytes.isEmpty else { return nil }
      for byte in bytes {
        guard let digit = Self.digit(byte) else { return nil }
        written = min(written * 10 + Int(digit), Self.maxExponentMagnitude)
      }
      if negativeExponent { written = -written }
    }
    let firstSignificant = digits.firstIndex { $0 != 0 } ?? digits.endIndex
    let lastSignificant = digits.lastIndex { $0 != 0 } ?? digits.startIndex
    guard firstSignificant < digits.endIndex else {
      self.digits = []
      self.exponent = 0
      return
    }
    self.digits = Array(digits[firstSignificant...lastSignificant])
    self.exponent = written - fractionDigits + (digits.count - 1 - lastSignificant)
  }

  private static func digit(_ byte: UInt8) -> UInt8? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
  }
}
