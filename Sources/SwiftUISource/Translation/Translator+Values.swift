import JSONCore
import SwiftSubset

/// Arguments as the tree format writes them: numbers, texts, conditions, Swift expressions and closures,
/// each checked against the Swift subset before it is written (a text the subset cannot parse would make
/// `TreeDecoder` refuse the whole document).
extension Translator {
  /// Whether `text` parses as `form` in the Swift subset; the parser's message if not. Each text is parsed
  /// once per translation (the same names and actions recur in every instance of a view).
  func subsetProblem(_ text: String, as form: CodeForm) -> String? {
    codeTexts.diagnostic(for: text, as: form)?.message
  }

  /// The Swift text of an expression for the engine, or nil (with a `notInSubset` warning saying what
  /// happens instead) when it cannot be written or parsed.
  func subsetCode(
    _ expression: Expr, in scope: Scope, as form: CodeForm = .expression, instead fallback: @autoclosure () -> String
  ) -> String? {
    guard let emitted = emitter.emit(expression, in: scope) else {
      report(
        .warning, .limit,
        "`\(text(expression.range, file: scope.file))` cannot be written out: its names stand for expressions that use themselves, nest more than \(emitter.maxDepth) deep or grow past \(emitter.maxTextBytes) bytes; \(fallback())",
        at: expression.range, file: scope.file)
      return nil
    }
    let written = dedent(emitted, startingAt: expression.range.start, file: scope.file)
    if let problem = subsetProblem(written, as: form) {
      report(
        .warning, .notInSubset,
        "`\(Self.abbreviated(written))` is outside the Swift subset the inspector evaluates (\(problem)); \(fallback())",
        at: expression.range, file: scope.file)
      return nil
    }
    return written
  }

  /// A numeric argument: a number literal as a JSON number, `nil` as null, anything else as Swift.
  func number(_ expression: Expr, in scope: Scope, instead fallback: @autoclosure () -> String) -> OutputValue? {
    let anchor = anchor(expression.range, file: scope.file)
    if let literal = Self.numberLiteral(expression) { return .json(literal, anchor) }
    if case .nilLiteral = expression.kind { return .json(.null, anchor) }
    return subsetCode(expression, in: scope, instead: fallback()).map { .text($0, anchor) }
  }

  /// `12`, `-4`, `0.5` as JSON numbers.
  static func numberLiteral(_ expression: Expr) -> JSONValue? {
    switch expression.kind {
    case .integerLiteral(let text): return Int64(text).map { .integer($0) } ?? Double(text).map { .double($0) }
    case .floatLiteral(let text): return Double(text).map { .double($0) }
    case .prefix("-", let operand):
      switch numberLiteral(operand) {
      case .integer(let value)?: return .integer(-value)
      case .double(let value)?: return .double(-value)
      default: return nil
      }
    case .parenthesized(let inner): return numberLiteral(inner)
    default: return nil
    }
  }

  /// A text with interpolations in the tree format's form (`Toggled \(toggles) times`): a string literal's
  /// pieces with each interpolation written out, or `\(expression)` for any other string expression.
  func textTemplate(_ expression: Expr, in scope: Scope, instead fallback: @autoclosure () -> String) -> OutputValue? {
    let anchor = anchor(expression.range, file: scope.file)
    var body = ""
    if case .stringLiteral(let pieces) = expression.kind {
      for piece in pieces {
        switch piece {
        case .text(let text, _): body += Self.escapedTextBody(text)
        case .interpolation(let inner):
          guard let code = subsetCode(inner, in: scope, instead: fallback()) else { return nil }
          body += "\\(" + code + ")"
        }
      }
    } else {
      guard let code = subsetCode(expression, in: scope, instead: fallback()) else { return nil }
      body = "\\(" + code + ")"
    }
    if let problem = subsetProblem(body, as: .textBody) {
      report(
        .warning, .notInSubset, "the text `\(Self.abbreviated(body))` cannot be read (\(problem)); \(fallback())",
        at: expression.range, file: scope.file)
      return nil
    }
    return .text(body, anchor)
  }

  /// Literal text for a text body: backslashes doubled, so that only interpolations start with `\(`.
  static func escapedTextBody(_ text: String) -> String {
    guard text.containsUTF8(UInt8(ascii: "\\")) else { return text }
    return text.replacingBackslashes()
  }

  /// A condition: `true`/`false` literally, `#available(…)` as true (the newest iOS), else Swift.
  func condition(_ expression: Expr, in scope: Scope) -> OutputValue? {
    let anchor = anchor(expression.range, file: scope.file)
    switch expression.kind {
    case .booleanLiteral(let value): return .json(.bool(value), anchor)
    case .macro("available", _): return .json(.bool(true), anchor)
    case .prefix("!", let inner):
      if case .macro("unavailable", _) = inner.kind { return .json(.bool(false), anchor) }
    case .macro("unavailable", _): return .json(.bool(false), anchor)
    default: break
    }
    return subsetCode(expression, in: scope, instead: "the condition is taken as false").map { .text($0, anchor) }
  }

  /// The text a `Binding` argument shows (a text field's `text: $name` shows `\(name)`).
  func boundText(_ expression: Expr, in scope: Scope) -> OutputValue? {
    if case .dollarIdentifier(let name) = expression.kind, Int(name) == nil {
      let identifier = Expr(kind: .identifier(name), range: expression.range)
      guard let code = subsetCode(identifier, in: scope, instead: "the field shows no text") else { return nil }
      // The range points at `$name`; the written name without `$` follows the binding's substitution.
      return .text(
        "\\(" + (code.hasPrefix("$") ? String(code.dropFirst()) : code) + ")",
        anchor(expression.range, file: scope.file))
    }
    if case .call(let callee, let arguments) = expression.kind, case .implicitMember("constant") = callee.kind,
      let value = arguments.first?.value
    {
      return textTemplate(value, in: scope, instead: "the field shows no text")
    }
    guard let code = subsetCode(expression, in: scope, instead: "the field shows no text") else { return nil }
    return .text("\\(" + code + ".wrappedValue)", anchor(expression.range, file: scope.file))
  }

  /// Removes, from every line after the first, the indentation of the line `offset` is on: a multi-line
  /// closure reads as written, starting at column 1.
  func dedent(_ text: String, startingAt offset: Int, file: Int) -> String {
    guard text.containsUTF8(UInt8(ascii: "\n")) else { return text }
    let position = files[file].lines.position(at: offset)
    let lineStart = offset - (position.utf8Column - 1)
    let bytes = files[file].source.bytes
    var indentation = 0
    while lineStart + indentation < bytes.count, bytes[lineStart + indentation] == UInt8(ascii: " ") {
      indentation += 1
    }
    guard indentation > 0 else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices.dropFirst() {
      var line = Substring(lines[index])
      var removed = 0
      while removed < indentation, line.first == " " {
        line = line.dropFirst()
        removed += 1
      }
      lines[index] = String(line)
    }
    return lines.joined(separator: "\n")
  }

  /// A long text shortened for a message.
  static func abbreviated(_ text: String) -> String {
    let flat = text.split(whereSeparator: { $0 == "\n" }).map { $0.trimmingLeadingSpaces() }.joined(separator: " ")
    return flat.count <= 80 ? flat : String(flat.prefix(77)) + "…"
  }
}

extension String {
  /// Whether the text's UTF-8 holds `byte`, read in place (`utf8.contains` steps an iterator a byte at a time, a
  /// few hundred instructions for a short text, and the translator asks it of every text it writes).
  func containsUTF8(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }

  fileprivate func replacingBackslashes() -> String {
    var result = ""
    for character in self {
      if character == "\\" { result += "\\\\" } else { result.append(character) }
    }
    return result
  }
}

extension Substring {
  fileprivate func trimmingLeadingSpaces() -> Substring {
    var result = self
    while result.first == " " || result.first == "\t" { result = result.dropFirst() }
    return result
  }
}
