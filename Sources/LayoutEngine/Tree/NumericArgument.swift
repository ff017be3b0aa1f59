/// A numeric argument as written: a number, `nil`, or a Swift expression to be evaluated each pass.
///
/// A string holding a numeric literal (`"12.5"`, `".infinity"`, `"-.infinity"`, `"CGFloat.infinity"`,
/// `".nan"`, `"nil"`) is read as that literal when the tree is loaded, so plain values work without an evaluator.
public enum NumericArgument: Hashable, Sendable, CustomStringConvertible {
  /// A literal number (may be infinite or NaN when written as `".infinity"` or `".nan"`).
  case literal(Double)
  /// `null` / `nil`: unspecified.
  case unspecified
  /// An expression, resolved through the evaluator each pass.
  case expression(SwiftExpression)

  /// The literal value; nil for `none` and for expressions.
  public var literalValue: Double? {
    if case .literal(let value) = self { return value }
    return nil
  }

  /// The argument as Swift code: `72`, `nil`, `.infinity`, `labelWidth`.
  public var description: String {
    switch self {
    case .literal(let value):
      if value == .infinity { return ".infinity" }
      if value == -.infinity { return "-.infinity" }
      if value.isNaN { return ".nan" }
      return LayoutNumber.format(value)
    case .unspecified: return "nil"
    case .expression(let expression): return expression.source
    }
  }

  /// Reads a numeric literal spelled as a string, or nil if `text` is not one.
  static func parseLiteral(_ text: String) -> NumericArgument? {
    var body = text.trimmingSpaces()
    if body == "nil" { return NumericArgument.unspecified }
    var negative = false
    if body.hasPrefix("-") {
      negative = true
      body.removeFirst()
    }
    for prefix in ["CGFloat", "Double", "Float"] where body.hasPrefix(prefix + ".") {
      body.removeFirst(prefix.count)
    }
    let sign: Double = negative ? -1 : 1
    switch body {
    case ".infinity": return .literal(sign * .infinity)
    case ".nan": return .literal(.nan)
    case ".zero": return .literal(0)
    default:
      guard let value = Double(body), value.isFinite, body.first != "+", !body.contains("_") else { return nil }
      // `Double("0x1p3")` and similar also parse; accept only plain decimal literals.
      guard body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+" })
      else { return nil }
      return .literal(sign * value)
    }
  }
}
