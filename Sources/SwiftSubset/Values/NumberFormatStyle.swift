/// Foundation's number format styles as `formatted(_:)` and `Text(_:format:)` take them: `.number` (also
/// `formatted()`), `.percent` and `.currency(code:)`, printed as Foundation prints them in the en_US locale, the
/// inspector's one locale (a text's width depends on it, and a layout must not depend on the machine's).
///
/// The rules are ICU's defaults, which swift-foundation's `IntegerFormatStyle` and `FloatingPointFormatStyle` use
/// (its `NumberFormatStyleTests` give the en_US figures): digits grouped by three with `,`; a floating-point value
/// is its shortest round-trip decimal rounded half to even to at most 6 fraction digits, trailing zeros dropped
/// (`0.008765`, `1,234.5`); `.percent` multiplies a floating-point value by 100 and not an integer (`0.256` and
/// `25.6` both give `25.6%`, `98` gives `98%`); a currency shows its en_US symbol and its code's fraction digits
/// (`$1,234.50`, `-£9.00`, `¥1,235`); `∞`, `-∞` and `NaN` as ICU spells them.
enum NumberFormatStyle: Hashable, Sendable {
  /// `.number`.
  case number
  /// `.percent`.
  case percent
  /// `.currency(code:)` with a code whose en_US symbol is known.
  case currency(symbol: String, fractionDigits: Int)

  /// The currencies whose en_US symbol is known, by ISO code: the symbol and the fraction digits (CLDR).
  static let currencies: [String: (symbol: String, fractionDigits: Int)] = [
    "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CAD": ("CA$", 2), "AUD": ("A$", 2),
    "CNY": ("CN¥", 2), "INR": ("₹", 2), "KRW": ("₩", 0), "MXN": ("MX$", 2), "BRL": ("R$", 2),
  ]

  /// The most bytes a formatted number takes (a `Double`'s 309 integer digits, their 102 separators, a sign,
  /// 6 fraction digits and a symbol), which an evaluation reserves before formatting.
  static let maxFormattedBytes = 512

  /// The style an evaluated argument names: `.number`, `.percent` or `.currency(code: "USD")`; nil for any other.
  init?(_ value: Value) {
    guard case .implicitMember(let member) = value else { return nil }
    switch (member.name, member.arguments?.map(\.label)) {
    case ("number", nil): self = .number
    case ("percent", nil): self = .percent
    case ("currency", ["code"]?):
      guard case .string(let code)? = member.arguments?.first?.value, let currency = Self.currencies[code] else {
        return nil
      }
      self = .currency(symbol: currency.symbol, fractionDigits: currency.fractionDigits)
    default: return nil
    }
  }

  /// An integer as the style prints it.
  func format(_ value: Int) -> String {
    let digits = String(value.magnitude)
    return written(negative: value < 0, integer: Substring(digits), fraction: [])
  }

  /// A floating-point value as the style prints it.
  func format(_ value: Double) -> String {
    let negative = value.sign == .minus
    guard value.isFinite else {
      let text = value.isNaN ? "NaN" : (negative ? "-∞" : "∞")
      return self == .percent ? text + "%" : text
    }
    // The shortest round-trip digits, as `description` writes them: `1234.5`, `1e-07`, `1.2345e+16`.
    let description = String(describing: value.magnitude)
    let parts = description.split(separator: "e", maxSplits: 1)
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let mantissa = parts[0]
    let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
    var digits = Array(mantissa.utf8.filter { $0 != UInt8(ascii: ".") })
    var pointPosition = (point ?? digits.count) + exponent + (self == .percent ? 2 : 0)
    if pointPosition < 0 {
      digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: -pointPosition), at: 0)
      pointPosition = 0
    }
    if pointPosition > digits.count {
      digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: pointPosition - digits.count))
    }
    let integer = String(decoding: digits[..<pointPosition], as: UTF8.self)
    return written(negative: negative, integer: Substring(integer), fraction: Array(digits[pointPosition...]))
  }

  /// The number written from its integer digits and fraction digits (ASCII), rounded to the style's fraction
  /// digits half to even.
  private func written(negative: Bool, integer: Substring, fraction: [UInt8]) -> String {
    let maxFraction: Int
    let minFraction: Int
    switch self {
    case .number, .percent: (maxFraction, minFraction) = (6, 0)
    case .currency(_, let fractionDigits): (maxFraction, minFraction) = (fractionDigits, fractionDigits)
    }
    var kept = Array(integer.utf8) + fraction.prefix(maxFraction)
    if fraction.count > maxFraction {
      let next = fraction[maxFraction]
      let rest = fraction[(maxFraction + 1)...]
      let lastKeptIsOdd = kept.last.map { ($0 - UInt8(ascii: "0")) % 2 == 1 } ?? false
      let roundsUp =
        next > UInt8(ascii: "5")
        || (next == UInt8(ascii: "5") && (rest.contains { $0 != UInt8(ascii: "0") } || lastKeptIsOdd))
      if roundsUp {
        var index = kept.count - 1
        var carry = true
        while carry, index >= 0 {
          if kept[index] == UInt8(ascii: "9") {
            kept[index] = UInt8(ascii: "0")
            index -= 1
          } else {
            kept[index] += 1
            carry = false
          }
        }
        if carry { kept.insert(UInt8(ascii: "1"), at: 0) }
      }
    }
    // A carry out of the first digit made the integer part one digit longer.
    let integerDigits = kept.count - min(fraction.count, maxFraction)
    var fractionDigits = Array(kept[integerDigits...])
    var integerPart = Array(kept[..<integerDigits])
    while let first = integerPart.first, first == UInt8(ascii: "0"), integerPart.count > 1 { integerPart.removeFirst() }
    if integerPart.isEmpty { integerPart = [UInt8(ascii: "0")] }
    while fractionDigits.count > minFraction, fractionDigits.last == UInt8(ascii: "0") { fractionDigits.removeLast() }
    while fractionDigits.count < minFraction { fractionDigits.append(UInt8(ascii: "0")) }
    var grouped: [UInt8] = []
    for (offset, digit) in integerPart.enumerated() {
      if offset > 0, (integerPart.count - offset) % 3 == 0 { grouped.append(UInt8(ascii: ",")) }
      grouped.append(digit)
    }
    var text = String(decoding: grouped, as: UTF8.self)
    if !fractionDigits.isEmpty { text += "." + String(decoding: fractionDigits, as: UTF8.self) }
    switch self {
    case .number: break
    case .percent: text += "%"
    case .currency(let symbol, _): text = symbol + text
    }
    return negative ? "-" + text : text
  }
}
