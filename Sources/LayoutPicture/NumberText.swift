/// Numbers as the CLI prints them: points with at most three decimals and no trailing zeros (`71.333`, `390`,
/// `0.5`), the precision SwiftUI's layout works in on a 3× display (a pixel is 0.333 pt).
package enum NumberText {
  /// `71.333`, `390`, `-8`, `∞`; `nan` for a value that is not a number.
  package static func format(_ value: Double) -> String {
    guard value.isFinite else {
      if value.isNaN { return "nan" }
      return value > 0 ? "∞" : "-∞"
    }
    let thousandths = (value * 1000).rounded()
    // Beyond 2^53 thousandths the decimal digits are noise; print the value as Swift does.
    guard abs(thousandths) < 9_007_199_254_740_992 else { return "\(value)" }
    let whole = Int64(thousandths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let integerPart = magnitude / 1000
    var fraction = magnitude % 1000
    guard fraction != 0 else { return "\(sign)\(integerPart)" }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    let padded = String(repeating: "0", count: digits - fractionText.count) + fractionText
    return "\(sign)\(integerPart).\(padded)"
  }

  /// `38.667×20.333`.
  package static func size(width: Double, height: Double) -> String {
    "\(format(width))×\(format(height))"
  }

  /// `(16, 16, 71.333×20.333)`: a frame's origin and size.
  package static func frame(x: Double, y: Double, width: Double, height: Double) -> String {
    "(\(format(x)), \(format(y)), \(size(width: width, height: height)))"
  }

  /// A proposed length: a number, `nil` (unspecified: "your ideal size") or `∞`.
  package static func proposed(_ value: Double?) -> String {
    guard let value else { return "nil" }
    return format(value)
  }

  /// `358×nil`: a proposal.
  package static func proposal(width: Double?, height: Double?) -> String {
    "\(proposed(width))×\(proposed(height))"
  }
}
