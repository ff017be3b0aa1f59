import SwiftSubset

extension FileParser {
  /// Reads statements until `}` (not consumed), a `case`/`default` of an enclosing `switch`, a `#if` clause's
  /// end, or the end of the file. A statement that cannot be read is reported and skipped to the next line.
  mutating func parseStatements() throws(NestingLimitReached) -> [Stmt] {
    var statements: [Stmt] = []
    while !isAtEnd, !isPunctuation(.rightBrace), !isClauseEnd, !startsSwitchCase {
      if isPunctuation(.semicolon) {
        advance()
        continue
      }
      let start = position
      if startsLocalDeclaration {
        // `let a = 1, b = 2` is one statement per binding.
        for declaration in try parseDeclaration(isTopLevel: false) {
          statements.append(Stmt(kind: .declaration(declaration), range: declaration.range))
        }
        if position == start { skipBalanced() }
        continue
      }
      let statement = try parseStatement()
      if position == start {
        error("expected a statement, found \(currentDisplayText)", at: currentRange)
        skipToStatementStart()
        if position == start { skipBalanced() }
        continue
      }
      statements.append(statement)
      if !isAtEnd, !currentIsAtStartOfLine, !isPunctuation(.semicolon), !isPunctuation(.rightBrace),
        !isClauseEnd
      {
        error("consecutive statements on a line must be separated by ';'", at: currentRange)
        skipToStatementStart()
      }
    }
    return statements
  }

  /// Whether the current token starts a local declaration (`let`, `var`, an attribute, a local type or
  /// function).
  @inline(__always)
  private var startsLocalDeclaration: Bool {
    switch kind() {
    case .attribute, .keyword(.let), .keyword(.var): return true
    case .keyword(.func), .keyword(.struct): return self.word(ahead: 1) != nil
    case .keyword(.static): return startsDeclaration()
    case .identifier(let text):
      let word = tokenText(text)
      // Views (`Text`, `VStack`) start most statements: no declaration word starts with an uppercase letter.
      guard Self.startsLowercase(word) else { return false }
      switch word {
      case "enum", "class", "actor", "typealias", "protocol": return self.word(ahead: 1) != nil
      default: return Self.isDeclarationModifier(word) && startsDeclaration()
      }
    default:
      // No other keyword starts a declaration or is a modifier.
      return false
    }
  }

  /// Whether the current token starts a `case`/`default` label of a switch.
  @inline(__always)
  var startsSwitchCase: Bool {
    if isWord("default"), isPunctuation(.colon, ahead: 1) { return true }
    if isWord("case"), !isInPattern { return true }
    if isAttribute("unknown") { return true }
    return false
  }

  /// One statement.
  mutating func parseStatement() throws(NestingLimitReached) -> Stmt {
    try enter()
    defer { leave() }
    let start = currentRange.start
    func make(_ kind: Stmt.Kind) -> Stmt { Stmt(kind: kind, range: SourceRange(start: start, end: previousEnd)) }
    if isPound("if") {
      let config = try parseIfConfig { (parser: inout FileParser) throws(NestingLimitReached) in
        try parser.parseStatements()
      }
      return make(.ifConfig(config))
    }
    // A label: `outer: for …`.
    if self.word() != nil, isPunctuation(.colon, ahead: 1), let next = self.word(ahead: 2),
      ["for", "while", "repeat", "do", "if", "switch"].contains(next)
    {
      advance()
      advance()
    }
    if startsLocalDeclaration {
      return make(.declaration(try parseLocalDeclaration()))
    }
    // Every statement keyword is lowercase: a view (`Text`, `VStack`) skips the comparisons.
    guard let word = self.word(), Self.startsLowercase(word) else { return make(.expression(try parseExpression())) }
    switch word {
    case "if":
      return make(.ifStatement(try parseIfStatement()))
    case "guard":
      advance()
      let conditions = try parseConditions()
      var elseBody: [Stmt] = []
      if isWord("else") {
        advance()
        elseBody = try parseBlock("the 'guard' body")
      } else {
        error("expected 'else' after the 'guard' condition", at: currentRange)
      }
      return make(.guardStatement(conditions, elseBody: elseBody))
    case "switch":
      return make(try parseSwitch())
    case "for":
      return make(try parseForIn())
    case "while":
      advance()
      _ = try parseConditions()
      return make(.otherBlock("while", [try parseBlock("the 'while' body")]))
    case "repeat":
      advance()
      let body = try parseBlock("the 'repeat' body")
      if isWord("while") {
        advance()
        _ = try parseExpression()
      }
      return make(.otherBlock("repeat", [body]))
    case "do":
      advance()
      var bodies = [try parseBlock("the 'do' body")]
      while isWord("catch") {
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        if !isPunctuation(.leftBrace) { _ = try parseExpression() }
        allowsTrailingClosure = saved
        bodies.append(try parseBlock("the 'catch' body"))
      }
      return make(.otherBlock("do", bodies))
    case "defer":
      advance()
      return make(.otherBlock("defer", [try parseBlock("the 'defer' body")]))
    case "return":
      advance()
      if isAtEnd || currentIsAtStartOfLine || isPunctuation(.rightBrace) || isPunctuation(.semicolon)
        || startsSwitchCase
      {
        return make(.returnStatement(nil))
      }
      return make(.returnStatement(try parseExpression()))
    case "break", "continue", "fallthrough":
      advance()
      if word != "fallthrough", case .identifier = kind(), !currentIsAtStartOfLine { advance() }
      return make(.jump(word, nil))
    case "throw":
      advance()
      return make(.jump(word, try parseExpression()))
    default:
      break
    }
    return make(.expression(try parseExpression()))
  }

  /// A local declaration where one statement is expected (a top-level `let`): its first binding.
  private mutating func parseLocalDeclaration() throws(NestingLimitReached) -> Decl {
    let start = currentRange.start
    return try parseDeclaration(isTopLevel: false).first
      ?? Decl(
        kind: .other("invalid"), attributes: [], modifiers: [], range: SourceRange(start: start, end: previousEnd))
  }

  /// `{ statements }`; reports a missing brace.
  mutating func parseBlock(_ what: String) throws(NestingLimitReached) -> [Stmt] {
    guard isPunctuation(.leftBrace) else {
      error("expected '{' to start \(what)", at: currentRange)
      return []
    }
    advance()
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    let body = try parseStatements()
    allowsTrailingClosure = saved
    expect(.rightBrace, "to close \(what)")
    return body
  }

  /// `if conditions { … } else if … { … } else { … }`.
  private mutating func parseIfStatement() throws(NestingLimitReached) -> Stmt.IfStatement {
    advance()
    let conditions = try parseConditions()
    let thenBody = try parseBlock("the 'if' body")
    var elseBody: [Stmt]?
    if isWord("else") {
      advance()
      if isWord("if") {
        let start = currentRange.start
        try enter()
        let nested = try parseIfStatement()
        leave()
        elseBody = [Stmt(kind: .ifStatement(nested), range: SourceRange(start: start, end: previousEnd))]
      } else {
        elseBody = try parseBlock("the 'else' body")
      }
    }
    return Stmt.IfStatement(conditions: conditions, thenBody: thenBody, elseBody: elseBody)
  }

  /// The comma-separated conditions of `if`, `guard` and `while`, read up to the body's `{`.
  mutating func parseConditions() throws(NestingLimitReached) -> [Stmt.Condition] {
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    defer { allowsTrailingClosure = saved }
    var conditions: [Stmt.Condition] = []
    repeat {
      if !conditions.isEmpty { advance() }
      if isWord("let") || isWord("var") {
        advance()
        guard let name = self.word() else {
          error("expected a name to bind", at: currentRange)
          break
        }
        let nameRange = currentRange
        advance()
        if isPunctuation(.colon) {
          advance()
          _ = try parseType()
        }
        var value: Expr?
        if isOperator("=") {
          advance()
          value = try parseExpression()
        }
        conditions.append(.optionalBinding(name: name, nameRange: nameRange, value: value))
      } else if isWord("case") {
        let start = currentRange.start
        advance()
        isInPattern = true
        let pattern = try parseExpression(stopsAtAssignment: true)
        isInPattern = false
        var value: Expr?
        if isOperator("=") {
          advance()
          value = try parseExpression()
        }
        conditions.append(.casePattern(SourceRange(start: start, end: pattern.range.end), value))
      } else {
        conditions.append(.expression(try parseExpression()))
      }
    } while isPunctuation(.comma)
    return conditions
  }

  /// `switch subject { case p1, p2 where c: … default: … }`.
  private mutating func parseSwitch() throws(NestingLimitReached) -> Stmt.Kind {
    advance()
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    let subject = try parseExpression()
    allowsTrailingClosure = saved
    var cases: [Stmt.SwitchCase] = []
    guard expect(.leftBrace, "to start the 'switch' body") else { return .switchStatement(subject, cases) }
    while !isAtEnd, !isPunctuation(.rightBrace) {
      let start = currentRange.start
      if isPound("if") {
        // `#if` around cases: read the first clause's cases (rare).
        advance()
        skipDirectiveLine()
        continue
      }
      if isClauseEnd {
        advance()
        skipDirectiveLine()
        continue
      }
      if isAttribute("unknown") { advance() }
      var patterns: [Expr] = []
      var guardCondition: Expr?
      if isWord("default") {
        advance()
      } else if isWord("case") {
        advance()
        isInPattern = true
        repeat {
          if !patterns.isEmpty { advance() }
          patterns.append(try parseExpression())
        } while isPunctuation(.comma)
        if isWord("where") {
          advance()
          guardCondition = try parseExpression()
        }
        isInPattern = false
      } else {
        error("expected 'case' or 'default' in the 'switch' body", at: currentRange)
        let before = position
        skipToStatementStart()
        if position == before { skipBalanced() }
        continue
      }
      expect(.colon, "after the case pattern")
      let body = try parseStatements()
      cases.append(
        Stmt.SwitchCase(
          patterns: patterns, guardCondition: guardCondition, body: body,
          range: SourceRange(start: start, end: previousEnd)))
    }
    expect(.rightBrace, "to close the 'switch' body")
    return .switchStatement(subject, cases)
  }

  /// `for pattern in sequence where condition { body }`.
  private mutating func parseForIn() throws(NestingLimitReached) -> Stmt.Kind {
    advance()
    if isWord("case") || isWord("try") || isWord("await") { advance() }
    let patternStart = currentRange.start
    while !isAtEnd, !isWord("in"), !isPunctuation(.leftBrace) {
      skipBalanced()
    }
    let patternRange = SourceRange(start: patternStart, end: previousEnd)
    var sequence = Expr(kind: .missing, range: SourceRange(start: currentRange.start, end: currentRange.start))
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    if isWord("in") {
      advance()
      sequence = try parseExpression()
    } else {
      error("expected 'in' after the 'for' pattern", at: currentRange)
    }
    if isWord("where") {
      advance()
      _ = try parseExpression()
    }
    allowsTrailingClosure = saved
    let body = try parseBlock("the 'for' body")
    return .forIn(pattern: text(patternRange), patternRange: patternRange, sequence: sequence, body: body)
  }
}
