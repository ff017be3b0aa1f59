extension Parser {
  /// Statements separated by newlines or semicolons, up to `}` (when `endingWithBrace`) or the end of the text.
  mutating func parseStatementList(endingWithBrace: Bool) throws(ScriptDiagnostic) -> [StatementSyntax] {
    var statements: [StatementSyntax] = []
    while true {
      while isPunctuation(.semicolon) { advance() }
      if isAtEnd || (endingWithBrace && isPunctuation(.rightBrace)) { break }
      if isPunctuation(.rightBrace) { throw error("unexpected '}' without a matching '{'", at: current.range) }
      statements.append(try parseStatement())
      if isPunctuation(.semicolon) || isAtEnd || (endingWithBrace && isPunctuation(.rightBrace)) { continue }
      guard current.isAtStartOfLine else {
        if case .operator(let text) = current.kind, !Self.knownOperators.contains(text) {
          throw unknownOperator(text)
        }
        if endingWithBrace || !isPunctuation(.rightBrace) {
          throw expected("a new line or ';' between statements")
        }
        throw expected("the end of the statements")
      }
    }
    return statements
  }

  /// `{ statements }`.
  mutating func parseBlock(_ context: String) throws(ScriptDiagnostic) -> [StatementSyntax] {
    _ = try expect(.leftBrace, context)
    let savedTrailing = try enterBrackets()
    defer { leaveBrackets(savedTrailing) }
    let statements = try parseStatementList(endingWithBrace: true)
    _ = try expect(.rightBrace, "to close the block")
    return statements
  }

  /// One statement; each kind that nests has a function of its own, so that only small frames stay on the
  /// stack while nested code is parsed.
  mutating func parseStatement() throws(ScriptDiagnostic) -> StatementSyntax {
    switch current.kind {
    case .keyword(.let), .keyword(.var): return try parseDeclaration()
    case .keyword(.if): return try parseIf()
    case .keyword(.guard): return try parseGuard()
    case .keyword(.for): return try parseFor()
    case .keyword(.return): return try parseReturn()
    case .keyword(.break), .keyword(.continue): return try parseLoopExit()
    case .identifier("_") where next.kind == .operator("="): return try parseDiscard()
    case .keyword(.struct), .keyword(.func), .keyword(.static):
      throw error(
        "\(current.kind.displayText) declarations are not supported here", at: current.range, code: .unsupported)
    default: return try parseExpressionOrAssignment()
    }
  }

  /// `guard conditions else { … return }`.
  private mutating func parseGuard() throws(ScriptDiagnostic) -> StatementSyntax {
    let start = current.range.start
    advance()
    let conditions = try parseConditions()
    guard isKeyword(.else) else { throw expected("'else' after the conditions of 'guard'") }
    advance()
    let body = try parseBlock("to open the body of 'guard … else'")
    switch body.last?.kind {
    case .returnStatement?, .breakStatement?, .continueStatement?: break
    default:
      throw error(
        "the 'else' body of 'guard' must not fall through; end it with 'return'"
          + (loopDepth > 0 ? ", 'break' or 'continue'" : ""),
        at: SourceRange(start: start, end: previousEnd)
      )
    }
    return try makeStatement(
      .guardStatement(conditions: conditions, elseBody: body),
      SourceRange(start: start, end: previousEnd)
    )
  }

  /// `for name in sequence { … }`.
  private mutating func parseFor() throws(ScriptDiagnostic) -> StatementSyntax {
    let start = current.range.start
    advance()
    guard case .identifier(let name) = current.kind else { throw expected("a name after 'for'") }
    advance()
    guard isKeyword(.in) else { throw expected("'in' after the loop variable") }
    advance()
    let sequence = try parseHeaderExpression()
    loopDepth += 1
    defer { loopDepth -= 1 }
    let body = try parseBlock("to open the body of 'for'")
    return try makeStatement(
      .forIn(name: name, sequence: sequence, body: body),
      SourceRange(start: start, end: previousEnd)
    )
  }

  /// `break` or `continue`, inside a `for` body (labels are not supported).
  private mutating func parseLoopExit() throws(ScriptDiagnostic) -> StatementSyntax {
    let token = current
    let isBreak = token.kind == .keyword(.break)
    guard loopDepth > 0 else {
      throw error("'\(isBreak ? "break" : "continue")' is only allowed inside a loop", at: token.range)
    }
    advance()
    return try makeStatement(isBreak ? .breakStatement : .continueStatement, token.range)
  }

  /// `return` or `return value`; a value must start on the same line.
  private mutating func parseReturn() throws(ScriptDiagnostic) -> StatementSyntax {
    let token = current
    advance()
    if isAtEnd || isPunctuation(.rightBrace) || isPunctuation(.semicolon) || current.isAtStartOfLine {
      return try makeStatement(.returnStatement(nil), token.range)
    }
    let value = try parseExpression()
    return try makeStatement(.returnStatement(value), token.range.union(value.range))
  }

  /// `_ = value`.
  private mutating func parseDiscard() throws(ScriptDiagnostic) -> StatementSyntax {
    let discard = current.range
    advance()
    advance()
    let value = try parseExpression()
    let target = try make(.identifier("_"), discard)
    return try makeStatement(.assignment(target: target, operator: .assign, value: value), discard.union(value.range))
  }

  private mutating func parseExpressionOrAssignment() throws(ScriptDiagnostic) -> StatementSyntax {
    let expression = try parseExpression()
    guard case .operator(let text) = current.kind, let op = AssignmentOperator(rawValue: text) else {
      return try makeStatement(.expression(expression), expression.range)
    }
    guard Self.isAssignable(expression) else {
      throw error(
        "cannot assign to '\(source.text(of: expression.range))': only variables, properties and subscripts can be assigned",
        at: expression.range
      )
    }
    advance()
    let value = try parseExpression()
    return try makeStatement(
      .assignment(target: expression, operator: op, value: value),
      expression.range.union(value.range)
    )
  }

  /// Whether an expression has the shape of an assignment target.
  static func isAssignable(_ expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .identifier, .closureParameter: return true
    case .member(let base, _):
      if case .selfReference = base.kind { return true }
      return isAssignable(base) || isBinding(base)
    case .subscriptAccess(let base, _), .forceUnwrap(let base), .parenthesized(let base): return isAssignable(base)
    default: return false
    }
  }

  private static func isBinding(_ expression: ExpressionSyntax) -> Bool {
    if case .bindingReference = expression.kind { return true }
    return false
  }

  private mutating func parseDeclaration() throws(ScriptDiagnostic) -> StatementSyntax {
    let start = current.range.start
    let isMutable = isKeyword(.var)
    advance()
    guard case .identifier(let name) = current.kind, name != "_" else {
      throw expected("a name after '\(isMutable ? "var" : "let")'")
    }
    let nameRange = current.range
    advance()
    var type: TypeAnnotationSyntax?
    if isPunctuation(.colon) {
      advance()
      type = try parseTypeAnnotation()
    }
    var initializer: ExpressionSyntax?
    if isOperator("=") {
      advance()
      initializer = try parseExpression()
    }
    if initializer == nil {
      if type == nil { throw expected("':' and a type, or '=' and an initial value, after '\(name)'") }
      if let type, !type.type.isOptional {
        throw error(
          "'\(name)' needs an initial value: only optional variables may be declared without one",
          at: nameRange
        )
      }
      if !isMutable {
        throw error("a 'let' constant needs an initial value", at: nameRange)
      }
    }
    let declaration = VariableDeclarationSyntax(
      isMutable: isMutable,
      name: name,
      nameRange: nameRange,
      type: type,
      initializer: initializer
    )
    return try makeStatement(.declaration(declaration), SourceRange(start: start, end: previousEnd))
  }

  private mutating func parseIf() throws(ScriptDiagnostic) -> StatementSyntax {
    let start = current.range.start
    advance()
    try enter()
    defer { leave() }
    let conditions = try parseConditions()
    let thenBody = try parseBlock("to open the body of 'if'")
    var elseBody: [StatementSyntax]?
    if isKeyword(.else) {
      advance()
      if isKeyword(.if) {
        elseBody = [try parseIf()]
      } else {
        elseBody = try parseBlock("or 'if' after 'else'")
      }
    }
    let statement = IfStatementSyntax(conditions: conditions, thenBody: thenBody, elseBody: elseBody)
    return try makeStatement(.ifStatement(statement), SourceRange(start: start, end: previousEnd))
  }

  /// `condition, let name = value, let name, …` up to the `{` of the body (or `else` of a guard).
  private mutating func parseConditions() throws(ScriptDiagnostic) -> [ConditionSyntax] {
    var conditions: [ConditionSyntax] = []
    repeat {
      if !conditions.isEmpty { advance() }
      if isKeyword(.let) || isKeyword(.var) {
        let isMutable = isKeyword(.var)
        advance()
        guard case .identifier(let name) = current.kind, name != "_" else {
          throw expected("a name in the optional binding")
        }
        let nameRange = current.range
        advance()
        let value: ExpressionSyntax
        if isOperator("=") {
          advance()
          value = try parseHeaderExpression()
        } else {
          // `if let value` is shorthand for `if let value = value`.
          value = try make(.identifier(name), nameRange)
        }
        conditions.append(
          .optionalBinding(OptionalBindingSyntax(isMutable: isMutable, name: name, nameRange: nameRange, value: value))
        )
      } else {
        conditions.append(.boolean(try parseHeaderExpression()))
      }
    } while isPunctuation(.comma)
    return conditions
  }

  /// An expression in an `if`, `guard` or `for` header, where `{` opens the body rather than a trailing closure.
  private mutating func parseHeaderExpression() throws(ScriptDiagnostic) -> ExpressionSyntax {
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    defer { allowsTrailingClosure = saved }
    return try parseExpression()
  }
}
