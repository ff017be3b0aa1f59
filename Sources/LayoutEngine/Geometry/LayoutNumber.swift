/// The inspector's compact notation for layout numbers in text renderings and descriptions.
public enum LayoutNumber {
  /// Formats a number with at most three decimals and no trailing zeros: `72`, `20.333`, `-0.5`, `inf`.
  public static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value == .infinity { return "inf" }
    if value == -.infinity { return "-inf" }
    let thousandths = (value * 1000).rounded()
    if Swift.abs(thousandths) >= 1e15 { return String(value) }
    var whole = Int64(thousandths)
    let negative = whole < 0
    if negative { whole = -whole }
    let integerPart = whole / 1000
    var fraction = whole % 1000
    var text = (negative ? "-" : "") + String(integerPart)
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      var fractionText = String(fraction)
      while fractionText.count < digits { fractionText = "0" + fractionText }
      text += "." + fractionText
    }
    return text
  }

  /// Formats an optional number: `nil` when absent.
  public static func format(_ value: Double?) -> String {
    value.map { format($0) } ?? "nil"
  }
}
