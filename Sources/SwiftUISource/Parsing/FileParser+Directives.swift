import SwiftSubset

extension FileParser {
  /// Whether the current token ends a `#if` clause (`#elseif`, `#else`, `#endif`).
  @inline(__always)
  var isClauseEnd: Bool {
    guard let name = poundName else { return false }
    return name == "elseif" || name == "else" || name == "endif"
  }

  /// `#if cond … #elseif cond … #else … #endif`, reading each clause's elements with `body`, which stops at
  /// the next directive. A missing `#endif` is an error at the `#if`.
  mutating func parseIfConfig<Element>(
    _ body: (inout FileParser) throws(NestingLimitReached) -> [Element]
  ) throws(NestingLimitReached) -> IfConfig<Element> {
    let ifRange = currentRange
    try enter()
    defer { leave() }
    var clauses: [IfConfig<Element>.Clause] = []
    var isFirst = true
    while true {
      let start = currentRange.start
      var condition: Expr?
      switch poundName {
      case "if" where isFirst, "elseif" where !isFirst:
        advance()
        condition = try parseDirectiveCondition()
      case "else" where !isFirst:
        advance()
        skipDirectiveLine()
      default:
        error("expected '#endif' to close the '#if'", at: ifRange)
        return IfConfig(clauses: clauses)
      }
      isFirst = false
      let elements = try body(&self)
      clauses.append(
        IfConfig.Clause(condition: condition, elements: elements, range: SourceRange(start: start, end: previousEnd)))
      if isPound("endif") {
        advance()
        return IfConfig(clauses: clauses)
      }
      if !isClauseEnd {
        error("expected '#endif' to close the '#if'", at: ifRange)
        return IfConfig(clauses: clauses)
      }
    }
  }

  /// The condition after `#if`/`#elseif`: the rest of the line, as an expression.
  mutating func parseDirectiveCondition() throws(NestingLimitReached) -> Expr {
    let lineEnd = endOfLine(from: position)
    let savedLimit = tokenLimit
    tokenLimit = lineEnd
    defer { tokenLimit = savedLimit }
    let condition = try parseExpression()
    if position < lineEnd {
      error("unexpected \(currentDisplayText) after the condition", at: currentRange)
      position = lineEnd
    }
    return condition
  }

  /// Skips the rest of a directive's line (what follows `#else`, a stray directive).
  mutating func skipDirectiveLine() {
    position = Swift.max(position, endOfLine(from: position))
  }

  /// The index of the first token at or after `index` that starts a new line (or the end token).
  func endOfLine(from index: Int) -> Int {
    var end = index
    while end < tokens.count - 1, end < tokenLimit, !tokens[end].isAtStartOfLine {
      end += 1
    }
    return end
  }

  /// Whether a `#if` at the current token continues a postfix chain: the first code inside it is a `.member`
  /// on a new line.
  var startsPostfixIfConfig: Bool {
    guard isPound("if"), currentIsAtStartOfLine else { return false }
    var index = position
    while index < tokens.count - 1, index < tokenLimit {
      switch tokens[index].kind {
      case .pound(let name) where Self.isConditionalDirective(tokenText(name)):
        index = endOfLine(from: index + 1)
      case .punctuation(.period): return true
      default: return false
      }
    }
    return false
  }

  /// Whether a directive's name is `if`, `elseif`, `else` or `endif`.
  private static func isConditionalDirective(_ name: String) -> Bool {
    name == "if" || name == "elseif" || name == "else" || name == "endif"
  }
}
