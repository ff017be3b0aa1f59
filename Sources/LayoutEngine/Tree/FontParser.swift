import TextMetrics

/// Reads a font as Swift writes it, the way a tree document spells a `font` argument:
///
///     font    := ["Font"] "." base ("." method)*      (the leading dot may be left out: "title")
///     base    := textStyle
///              | "system" "(" "size:" number ["," "weight:" "." weight] ["," "design:" "." design] ")"
///              | "system" "(" "." textStyle ["," "design:" "." design] ["," "weight:" "." weight] ")"
///              | "custom" "(" string "," ("size:" | "fixedSize:") number ["," "relativeTo:" "." textStyle] ")"
///     method  := "bold()" | "italic()" | "monospacedDigit()" | "monospaced()" | "weight(" "." weight ")"
///
/// These are SwiftUI's `Font` initializers and the methods that change what `Font` models here (size, weight,
/// design, italics, digit widths); `Font.description` writes only this grammar, so every font reads back.
/// A custom font's `relativeTo:` scales it with Dynamic Type, which is at its default size here, so the size is
/// the one written. Methods that change metrics `Font` does not model (`leading`, `width`, small capitals) are
/// refused by name rather than ignored, so a layout never silently measures another font.
struct FontParser {
  private var text: Substring

  /// Parses `source`; the failure says which part is not a font.
  static func parse(_ source: String) -> Result<Font, FontParser.Failure> {
    var parser = FontParser(text: Substring(source))
    return parser.font()
  }

  /// Why a text is not a font: the part that is not understood.
  struct Failure: Error {
    let message: String
  }

  private mutating func font() -> Result<Font, Failure> {
    skipSpaces()
    if text.hasPrefix("Font.") { text.removeFirst(4) }
    if text.hasPrefix(".") { text.removeFirst() }
    var font: Font
    switch base() {
    case .success(let parsed): font = parsed
    case .failure(let failure): return .failure(failure)
    }
    while true {
      skipSpaces()
      guard !text.isEmpty else { return .success(font) }
      guard take(".") else { return .failure(Failure(message: "unexpected \"\(text)\"")) }
      let name = identifier()
      switch name {
      case "bold", "italic", "monospacedDigit", "monospaced":
        guard take("("), take(")") else { return .failure(Failure(message: "expected \"\(name)()\"")) }
        switch name {
        case "bold": font = font.bold()
        case "italic": font = font.italic()
        case "monospacedDigit": font = font.monospacedDigit()
        default: font = font.design(.monospaced)
        }
      case "weight":
        guard take("("), let weight = weight(), take(")") else {
          return .failure(Failure(message: "expected a weight such as \".weight(.semibold)\""))
        }
        font = font.weight(weight)
      default:
        return .failure(
          Failure(
            message: name.isEmpty
              ? "expected a method after \".\""
              : "the font method \"\(name)\" changes metrics the inspector does not model"))
      }
    }
  }

  private mutating func base() -> Result<Font, Failure> {
    let name = identifier()
    if let style = Font.TextStyle(rawValue: name) { return .success(.style(style)) }
    switch name {
    case "system":
      guard take("(") else { return .failure(Failure(message: "expected \"system(\"")) }
      var font: Font
      if take(".") {
        guard let style = Font.TextStyle(rawValue: identifier()) else {
          return .failure(Failure(message: "unknown text style in \"system(\""))
        }
        font = .style(style)
      } else {
        guard label("size"), let size = number() else {
          return .failure(Failure(message: "expected \"system(size: 20)\" or \"system(.body)\""))
        }
        font = .system(size: size)
      }
      while take(",") {
        let argument = identifier()
        guard take(":") else { return .failure(Failure(message: "expected a labelled argument in \"system(\"")) }
        switch argument {
        case "weight":
          guard let weight = weight() else { return .failure(Failure(message: "unknown font weight")) }
          font.weight = weight
        case "design":
          guard take("."), let design = Font.Design(rawValue: identifier()) else {
            return .failure(Failure(message: "unknown font design"))
          }
          font.design = design
        default:
          return .failure(Failure(message: "\"system(\" has no argument \"\(argument)\""))
        }
      }
      guard take(")") else { return .failure(Failure(message: "expected \")\" to close \"system(\"")) }
      return .success(font)
    case "custom":
      guard take("("), let family = string(), take(","), label("size") || label("fixedSize"), let size = number()
      else {
        return .failure(Failure(message: "expected \"custom(\\\"Name\\\", size: 17)\""))
      }
      if take(",") {
        guard label("relativeTo"), take("."), Font.TextStyle(rawValue: identifier()) != nil else {
          return .failure(Failure(message: "expected \"relativeTo: .body\" in \"custom(\""))
        }
      }
      guard take(")") else { return .failure(Failure(message: "expected \")\" to close \"custom(\"")) }
      return .success(.custom(family, size: size))
    default:
      return .failure(Failure(message: "not a text style, \"system(…)\" or \"custom(…)\""))
    }
  }

  private mutating func skipSpaces() {
    while let first = text.first, first == " " || first == "\n" || first == "\t" { text.removeFirst() }
  }

  /// Consumes `token` after spaces, when it is next.
  private mutating func take(_ token: String) -> Bool {
    skipSpaces()
    guard text.hasPrefix(token) else { return false }
    text.removeFirst(token.count)
    return true
  }

  /// Consumes `name:`, when it is next.
  private mutating func label(_ name: String) -> Bool {
    let saved = text
    if identifier() == name, take(":") { return true }
    text = saved
    return false
  }

  private mutating func identifier() -> String {
    skipSpaces()
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    text.removeFirst(name.count)
    return String(name)
  }

  private mutating func weight() -> Font.Weight? {
    guard take(".") else { return nil }
    return Font.Weight(rawValue: identifier())
  }

  /// A positive finite number of at most 10,000 points, as `font`'s object form allows.
  private mutating func number() -> Double? {
    skipSpaces()
    let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "_" }
    guard let value = Double(digits.replacing("_", with: "")), value.isFinite, value > 0, value <= 10_000 else {
      return nil
    }
    text.removeFirst(digits.count)
    return value
  }

  /// A string literal without escapes or interpolations.
  private mutating func string() -> String? {
    guard take("\"") else { return nil }
    guard let end = text.firstIndex(of: "\""), !text[..<end].contains("\\") else { return nil }
    let value = String(text[..<end])
    text = text[text.index(after: end)...]
    return value.isEmpty ? nil : value
  }
}
