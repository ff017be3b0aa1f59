import JSONCore

/// A string with Swift interpolations, as `Text("Tap count \(taps)")` is written: literal runs and
/// interpolated expressions.
///
/// A template that is its source as one literal run (most labels: a text without a backslash) keeps its source
/// alone, and reads it as that run (`segments`): every `Text` and text field of a decoded tree holds a template.
public struct TextTemplate: Hashable, Sendable, CustomStringConvertible {
  /// One run of the template.
  public enum Segment: Hashable, Sendable {
    /// Text shown as is.
    case literal(String)
    /// An interpolated expression, `\(…)`.
    case interpolation(SwiftExpression)
  }

  /// A template's runs in order, read in place.
  public struct Segments: RandomAccessCollection, Sendable {
    /// The stored runs, when the template is not its source as one literal run.
    fileprivate let runs: [Segment]
    /// The template's source, when it is the one literal run.
    fileprivate let literal: String?

    /// The first run's position, 0.
    public var startIndex: Int { 0 }
    /// The number of runs.
    public var endIndex: Int { literal == nil ? runs.count : 1 }
    /// The run at `position`.
    public subscript(position: Int) -> Segment { literal.map { .literal($0) } ?? runs[position] }
  }

  /// The runs in order.
  public var segments: Segments {
    Segments(runs: runs ?? [], literal: runs == nil && !source.isEmpty ? source : nil)
  }
  /// The text as written (with `\(…)` intact).
  public let source: String
  /// The runs as given; nil when they are `source` as one literal run (no run for an empty source). Stored runs are
  /// read as they are, empty ones too: only nil stands for the source.
  private let runs: [Segment]?

  /// Creates a template from its runs, which spell `source`.
  public init(segments: [Segment], source: String) {
    self.source = source
    if segments.count == 1, case .literal(let run) = segments[0], run == source {
      runs = nil
    } else if segments.isEmpty, source.isEmpty {
      runs = nil
    } else {
      runs = segments
    }
  }

  /// A template without interpolations.
  public init(literal: String) {
    source = literal
    runs = nil
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
      return TextTemplate(literal: text)
    }
    // An ASCII text is walked byte by byte: each of its bytes is one character (but `\r\n`, never special), so
    // it splits as its characters would, without making a `Character` per byte.
    let bytes = Array(text.utf8)
    let segments: [Segment]
    if bytes.allSatisfy({ $0 < 0x80 }) {
      segments = try split(
        bytes, of: text, path: path, backslash: UInt8(ascii: "\\"), quote: UInt8(ascii: "\""),
        open: UInt8(ascii: "("), close: UInt8(ascii: ")")
      ) { String(decoding: $0, as: UTF8.self) }
    } else {
      segments = try split(Array(text), of: text, path: path, backslash: "\\", quote: "\"", open: "(", close: ")") {
        String($0)
      }
    }
    return TextTemplate(segments: segments, source: text)
  }

  /// The runs of `text`, given as its `units` (characters, or the bytes of an ASCII text) with the units that
  /// mark interpolations; `string` makes text of a run of units.
  private static func split<Unit: Equatable>(
    _ units: [Unit], of text: String, path: JSONPath, backslash: Unit, quote: Unit, open: Unit, close: Unit,
    string: ([Unit]) -> String
  ) throws(TreeError) -> [Segment] {
    var segments: [Segment] = []
    var literal: [Unit] = []
    var index = 0
    while index < units.count {
      let unit = units[index]
      let next = index + 1
      guard unit == backslash, next < units.count else {
        literal.append(unit)
        index = next
        continue
      }
      if units[next] == backslash {
        literal.append(backslash)
        index = next + 1
        continue
      }
      guard units[next] == open else {
        literal.append(unit)
        index = next
        continue
      }
      // An interpolation: find the matching close parenthesis.
      var depth = 1
      var cursor = next + 1
      var inString = false
      let start = cursor
      while cursor < units.count, depth > 0 {
        let scanned = units[cursor]
        if inString {
          if scanned == backslash {
            cursor += 1
            if cursor == units.count { break }
          } else if scanned == quote {
            inString = false
          }
        } else if scanned == quote {
          inString = true
        } else if scanned == open {
          depth += 1
        } else if scanned == close {
          depth -= 1
          if depth == 0 { break }
        }
        cursor += 1
      }
      guard depth == 0, cursor < units.count else {
        throw TreeError(.invalidExpression, at: path, "unterminated interpolation \\( in \"\(text)\"")
      }
      let source = string(Array(units[start..<cursor])).trimmingSpaces()
      guard !source.isEmpty else {
        throw TreeError(.invalidExpression, at: path, "empty interpolation \\() in \"\(text)\"")
      }
      if !literal.isEmpty {
        segments.append(.literal(string(literal)))
        literal.removeAll(keepingCapacity: true)
      }
      segments.append(.interpolation(SwiftExpression(source, path: path)))
      index = cursor + 1
    }
    if !literal.isEmpty { segments.append(.literal(string(literal))) }
    return segments
  }
}
