import JSONCore

/// A string with Swift interpolations, as `Text("Tap count \(taps)")` is written: literal runs and
/// interpolated expressions.
public struct TextTemplate: Hashable, Sendable, CustomStringConvertible {
  /// One run of the template.
  public enum Segment: Hashable, Sendable {
    /// Text shown as is.
    case literal(String)
    /// An interpolated expression, `\(…)`.
    case interpolation(SwiftExpression)
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
    // Without a backslash a text is one literal run (most labels): no walk over its characters.
    if !text.utf8.contains(UInt8(ascii: "\\")) {
      return TextTemplate(segments: text.isEmpty ? [] : [.literal(text)], source: text)
    }
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
      segments.append(.interpolation(SwiftExpression(source, path: path)))
      index = text.index(after: cursor)
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    return TextTemplate(segments: segments, source: text)
  }
}
