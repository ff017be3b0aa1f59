/// A Swift expression or statement written in the tree (`"labelWidth"`, `"proxy.size.width"`,
/// `"flag.toggle()"`), kept as source text with the JSON path it came from.
///
/// The layout engine never interprets expressions itself: they are resolved through an `ExpressionEvaluator`
/// (the `SwiftSubset` interpreter, wired in by the update loop). Keeping the path lets every diagnostic and
/// explanation point at the argument the expression was written in.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
  /// The Swift source text.
  public var source: String
  /// Where the expression was written.
  public var path: JSONPath

  /// Creates an expression.
  public init(_ source: String, path: JSONPath) {
    self.source = source
    self.path = path
  }

  /// The source text.
  public var description: String { source }
}

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
  case expression(Expression)

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

/// A Boolean argument: a literal or an expression (`"showHint"`).
public enum BoolArgument: Hashable, Sendable, CustomStringConvertible {
  /// `true` or `false`.
  case literal(Bool)
  /// An expression, resolved through the evaluator each pass.
  case expression(Expression)

  /// The argument as Swift code.
  public var description: String {
    switch self {
    case .literal(let value): return String(value)
    case .expression(let expression): return expression.source
    }
  }
}

/// A string with Swift interpolations, as `Text("Tap count \(taps)")` is written: literal runs and
/// interpolated expressions.
public struct TextTemplate: Hashable, Sendable, CustomStringConvertible {
  /// One run of the template.
  public enum Segment: Hashable, Sendable {
    /// Text shown as is.
    case literal(String)
    /// An interpolated expression, `\(…)`.
    case interpolation(Expression)
  }

  /// The runs in order.
  public var segments: [Segment]
  /// The text as written (with `\(…)` intact).
  public var source: String

  /// Creates a template from its runs and source.
  public init(segments: [Segment], source: String) {
    self.segments = segments
    self.source = source
  }

  /// A template without interpolations.
  public init(literal: String) {
    self.init(segments: literal.isEmpty ? [] : [.literal(literal)], source: literal)
  }

  /// The text when it has no interpolations; nil otherwise.
  public var literalText: String? {
    var text = ""
    for segment in segments {
      guard case .literal(let run) = segment else { return nil }
      text += run
    }
    return text
  }

  /// The source text.
  public var description: String { source }

  /// Splits `text` into literal runs and `\(…)` interpolations. Parentheses nest and string literals inside an
  /// interpolation may contain parentheses; `\\` is a literal backslash.
  ///
  /// - Throws: a message when an interpolation is not closed or is empty.
  static func parse(_ text: String, path: JSONPath) throws(TreeError) -> TextTemplate {
    var segments: [Segment] = []
    var literal = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard character == "\\", next < text.endIndex else {
        literal.append(character)
        index = next
        continue
      }
      if text[next] == "\\" {
        literal.append("\\")
        index = text.index(after: next)
        continue
      }
      guard text[next] == "(" else {
        literal.append(character)
        index = next
        continue
      }
      // An interpolation: find the matching close parenthesis.
      var depth = 1
      var cursor = text.index(after: next)
      var inString = false
      let start = cursor
      while cursor < text.endIndex, depth > 0 {
        let scalar = text[cursor]
        if inString {
          if scalar == "\\" {
            cursor = text.index(after: cursor)
            if cursor == text.endIndex { break }
          } else if scalar == "\"" {
            inString = false
          }
        } else if scalar == "\"" {
          inString = true
        } else if scalar == "(" {
          depth += 1
        } else if scalar == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        cursor = text.index(after: cursor)
      }
      guard depth == 0, cursor < text.endIndex else {
        throw TreeError(.invalidExpression, at: path, "unterminated interpolation \\( in \"\(text)\"")
      }
      let source = String(text[start..<cursor]).trimmingSpaces()
      guard !source.isEmpty else {
        throw TreeError(.invalidExpression, at: path, "empty interpolation \\() in \"\(text)\"")
      }
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = ""
      }
      segments.append(.interpolation(Expression(source, path: path)))
      index = text.index(after: cursor)
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    return TextTemplate(segments: segments, source: text)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
