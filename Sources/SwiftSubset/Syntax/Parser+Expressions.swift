extension Parser {
  /// expression → ternary.
  mutating func parseExpression() throws(ScriptDiagnostic) -> ExpressionSyntax {
    try enter()
    defer { leave() }
    return try parseTernary()
  }

  /// ternary → binary ( '?' expression ':' expression )?, right-associative.
  private mutating func parseTernary() throws(ScriptDiagnostic) -> ExpressionSyntax {
    let condition = try parseBinary(minimum: PrecedenceGroup.logicalDisjunction.rawValue)
    guard isOperator("?"), current.hasLeadingSpace else { return condition }
    advance()
    let whenTrue = try parseExpression()
    _ = try expect(.colon, "after the true branch of '?:'")
    let whenFalse = try parseExpression()
    return try make(.ternary(condition, whenTrue, whenFalse), condition.range.union(whenFalse.range))
  }

  /// Precedence climbing over the binary operators of groups at least `minimum`.
  private mutating func parseBinary(minimum: Int) throws(ScriptDiagnostic) -> ExpressionSyntax {
    var lhs = try parsePrefix()
    var lastNonAssociative: PrecedenceGroup?
    while let op = infixOperator(), op.precedence.rawValue >= minimum {
      if op.precedence == lastNonAssociative { throw nonAssociative(op) }
      advance()
      let rhs: ExpressionSyntax
      switch op.precedence.associativity {
      case .left, .none:
        rhs = try parseBinary(minimum: op.precedence.rawValue + 1)
      case .right:
        try enter()
        rhs = try parseBinary(minimum: op.precedence.rawValue)
        leave()
      }
      lhs = try make(.binary(op, lhs, rhs), lhs.range.union(rhs.range))
      lastNonAssociative = op.precedence.associativity == .none ? op.precedence : nil
    }
    return lhs
  }

  private func nonAssociative(_ op: BinaryOperator) -> ScriptDiagnostic {
    error("adjacent operators are in non-associative precedence group '\(op.precedence)'", at: current.range)
  }

  /// The binary operator at the current token, if the token is one in infix position.
  private func infixOperator() -> BinaryOperator? {
    guard case .operator(let text) = current.kind, let op = BinaryOperator(rawValue: text) else { return nil }
    // An operator bound only to its right at the start of a line begins a new statement (`-x`), as in Swift.
    if current.isAtStartOfLine, !current.hasTrailingSpace { return nil }
    return op
  }

  /// prefix → ('-' | '+' | '!') prefix | postfix.
  mutating func parsePrefix() throws(ScriptDiagnostic) -> ExpressionSyntax {
    guard case .operator(let text) = current.kind, let op = PrefixOperator(rawValue: text),
      !isOperatorReference
    else {
      return try parsePostfix(try parsePrimary())
    }
    let start = current.range.start
    advance()
    try enter()
    defer { leave() }
    return try makePrefix(op, try parsePrefix(), start: start)
  }

  /// A prefix expression; `-9223372036854775808` is a literal in Swift, so a negated integer literal folds into
  /// one literal.
  private func makePrefix(_ op: PrefixOperator, _ operand: ExpressionSyntax, start: Int) throws(ScriptDiagnostic)
    -> ExpressionSyntax
  {
    let range = SourceRange(start: start, end: operand.range.end)
    if op == .negate, case .integerLiteral(let literal) = operand.kind, !literal.text.hasPrefix("-") {
      let text = "-" + literal.text
      return try make(
        .integerLiteral(IntegerLiteral(text: text, value: Self.integerValue(text), doubleValue: -literal.doubleValue)),
        range
      )
    }
    return try make(.prefix(op, operand), range)
  }

  /// Whether the current operator token stands alone as an argument (`reduce(0, +)`).
  private var isOperatorReference: Bool {
    guard case .operator(let text) = current.kind, BinaryOperator(rawValue: text) != nil else { return false }
    return next.kind == .punctuation(.rightParen) || next.kind == .punctuation(.comma)
  }

  /// postfix → primary ( '.' name | '(' arguments ')' | '[' arguments ']' | '!' | '?' | trailing closure )*.
  private mutating func parsePostfix(_ base: ExpressionSyntax) throws(ScriptDiagnostic) -> ExpressionSyntax {
    var expression = base
    var hasOptionalChain = false
    while let suffix = try postfixSuffix() {
      switch suffix {
      case .member: expression = try parseMemberSuffix(expression)
      case .call: expression = try parseCallSuffix(expression)
      case .subscript: expression = try parseSubscriptSuffix(expression)
      case .trailingClosure: expression = try parseTrailingClosure(expression)
      case .forceUnwrap:
        let token = current
        advance()
        expression = try make(.forceUnwrap(expression), expression.range.union(token.range))
      case .optionalChain:
        expression = try parseOptionalChainLink(expression)
        hasOptionalChain = true
      }
    }
    if hasOptionalChain {
      expression = try make(.optionalChainResult(expression), expression.range)
    }
    return expression
  }

  /// The kinds of postfix suffixes.
  private enum PostfixSuffix {
    case member, call, `subscript`, trailingClosure, forceUnwrap, optionalChain
  }

  /// The suffix the current token starts, if any; `(`, `[` and `{` on a new line start a new statement instead.
  private func postfixSuffix() throws(ScriptDiagnostic) -> PostfixSuffix? {
    let token = current
    switch token.kind {
    case .punctuation(.period): return .member
    case .punctuation(.leftParen) where !token.isAtStartOfLine: return .call
    case .punctuation(.leftBracket) where !token.isAtStartOfLine: return .subscript
    case .punctuation(.leftBrace) where allowsTrailingClosure && !token.isAtStartOfLine: return .trailingClosure
    case .operator("!") where !token.hasLeadingSpace: return .forceUnwrap
    case .operator("?") where !token.hasLeadingSpace: return .optionalChain
    case .operator(let text) where !Self.knownOperators.contains(text): throw unknownOperator(text)
    default: return nil
    }
  }

  private mutating func parseMemberSuffix(_ base: ExpressionSyntax) throws(ScriptDiagnostic) -> ExpressionSyntax {
    advance()
    let (name, nameRange) = try parseMemberName()
    return try make(.member(base, name: name), base.range.union(nameRange))
  }

  private mutating func parseCallSuffix(_ callee: ExpressionSyntax) throws(ScriptDiagnostic) -> ExpressionSyntax {
    let (arguments, end) = try parseArguments(closing: .rightParen)
    return try make(.call(callee, arguments: arguments), SourceRange(start: callee.range.start, end: end))
  }

  private mutating func parseSubscriptSuffix(_ base: ExpressionSyntax) throws(ScriptDiagnostic) -> ExpressionSyntax {
    let (arguments, end) = try parseArguments(closing: .rightBracket)
    return try make(.subscriptAccess(base, arguments: arguments), SourceRange(start: base.range.start, end: end))
  }

  /// `f(x) { … }` or `f { … }`: the closure becomes the last argument.
  private mutating func parseTrailingClosure(_ callee: ExpressionSyntax) throws(ScriptDiagnostic) -> ExpressionSyntax {
    let closure = try parseClosureLiteral()
    let closureExpression = try make(.closure(closure), closure.range)
    let argument = ArgumentSyntax(label: nil, value: closureExpression, range: closure.range)
    if case .call(let function, let arguments) = callee.kind {
      return try make(.call(function, arguments: arguments + [argument]), callee.range.union(closure.range))
    }
    return try make(.call(callee, arguments: [argument]), callee.range.union(closure.range))
  }

  private mutating func parseOptionalChainLink(_ base: ExpressionSyntax) throws(ScriptDiagnostic) -> ExpressionSyntax {
    let token = current
    advance()
    let link = try make(.optionalChain(base), base.range.union(token.range))
    guard isPunctuation(.period) || isPunctuation(.leftBracket) || isPunctuation(.leftParen) || isOperator("!") else {
      throw expected("'.', '[' or '(' after '?' in an optional chain")
    }
    return link
  }

  /// A member name after `.`: an identifier, or a keyword used as one (`Rank.self`, a type the host names, asks
  /// the host object for its member `self`).
  private mutating func parseMemberName() throws(ScriptDiagnostic) -> (String, SourceRange) {
    switch current.kind {
    case .identifier(let name):
      let range = current.range
      advance()
      return (name, range)
    case .keyword(let keyword):
      let range = current.range
      advance()
      return (keyword.rawValue, range)
    default:
      throw expected("a member name after '.'")
    }
  }

  /// `(label: value, value)` or `[value]`; returns the arguments and the end offset of the closing bracket.
  private mutating func parseArguments(closing: Punctuation) throws(ScriptDiagnostic) -> ([ArgumentSyntax], Int) {
    advance()
    let savedTrailing = try enterBrackets()
    defer { leaveBrackets(savedTrailing) }
    var arguments: [ArgumentSyntax] = []
    while !isPunctuation(closing) {
      let start = current.range.start
      var label: String?
      if next.kind == .punctuation(.colon) {
        switch current.kind {
        case .identifier(let name): label = name
        case .keyword(let keyword): label = keyword.rawValue
        default: break
        }
        if label != nil {
          advance()
          advance()
        }
      }
      let value = try parseExpression()
      arguments.append(
        ArgumentSyntax(label: label, value: value, range: SourceRange(start: start, end: value.range.end)))
      if isPunctuation(.comma) {
        advance()
      } else if !isPunctuation(closing) {
        throw expected("',' or '\(closing.rawValue)' in the argument list")
      }
    }
    let end = current.range.end
    advance()
    return (arguments, end)
  }

  /// primary → literal | name | '$'name | 'self' | '(' expression ')' | '[' elements ']' | closure | '.'member
  ///         | operator (as an argument).
  ///
  /// The constructs that recurse each have a function of their own, so that only small frames stay on the
  /// stack while nested code is parsed.
  mutating func parsePrimary() throws(ScriptDiagnostic) -> ExpressionSyntax {
    switch current.kind {
    case .stringStart: return try parseStringLiteral()
    case .punctuation(.leftParen): return try parseParenthesized()
    case .punctuation(.leftBracket): return try parseArrayLiteral()
    case .punctuation(.leftBrace): return try parseClosureExpression()
    default: return try parseAtom()
    }
  }

  /// The primary expressions that contain no other expression.
  private mutating func parseAtom() throws(ScriptDiagnostic) -> ExpressionSyntax {
    let token = current
    switch token.kind {
    case .integerLiteral(let text):
      advance()
      let value = Self.integerValue(text)
      return try make(
        .integerLiteral(IntegerLiteral(text: text, value: value, doubleValue: Self.doubleValue(text))),
        token.range
      )
    case .floatLiteral(let text):
      advance()
      guard let value = Double(text) else { throw error("'\(text)' is not a valid number", at: token.range) }
      return try make(.floatLiteral(value), token.range)
    case .keyword(.true), .keyword(.false):
      advance()
      return try make(.booleanLiteral(token.kind == .keyword(.true)), token.range)
    case .keyword(.nil):
      advance()
      return try make(.nilLiteral, token.range)
    case .keyword(.self):
      advance()
      guard isPunctuation(.period) else { throw expected("'.' and a property name after 'self'") }
      return try make(.selfReference, token.range)
    case .identifier(let name):
      advance()
      if name == "_" {
        throw error("'_' can only appear on the left of '=' (as in '_ = value')", at: token.range)
      }
      return try make(.identifier(name), token.range)
    case .dollarIdentifier(let name):
      advance()
      if let index = Int(name) { return try make(.closureParameter(index), token.range) }
      guard name.first.map({ !$0.isNumber }) ?? false else {
        throw error("'$\(name)' is not a valid name", at: token.range)
      }
      return try make(.bindingReference(name), token.range)
    case .punctuation(.period):
      advance()
      let (name, nameRange) = try parseMemberName()
      return try make(.implicitMember(name), token.range.union(nameRange))
    case .operator(let text) where isOperatorReference:
      advance()
      guard let op = BinaryOperator(rawValue: text) else { throw unknownOperator(text) }
      return try make(.operatorReference(op), token.range)
    case .operator(let text) where !Self.knownOperators.contains(text):
      throw unknownOperator(text)
    default:
      throw expected("an expression")
    }
  }

  /// `( expression )`.
  private mutating func parseParenthesized() throws(ScriptDiagnostic) -> ExpressionSyntax {
    let open = current.range
    advance()
    let savedTrailing = try enterBrackets()
    defer { leaveBrackets(savedTrailing) }
    if isPunctuation(.rightParen) {
      throw error("the empty tuple '()' is not supported", at: open.union(current.range), code: .unsupported)
    }
    let inner = try parseExpression()
    if isPunctuation(.comma) {
      throw error("tuples are not supported", at: current.range, code: .unsupported)
    }
    let close = try expect(.rightParen, "to close '('")
    return try make(.parenthesized(inner), open.union(close.range))
  }

  /// A closure literal used as an expression.
  private mutating func parseClosureExpression() throws(ScriptDiagnostic) -> ExpressionSyntax {
    let closure = try parseClosureLiteral()
    return try make(.closure(closure), closure.range)
  }

  private mutating func parseArrayLiteral() throws(ScriptDiagnostic) -> ExpressionSyntax {
    let open = current
    advance()
    let savedTrailing = try enterBrackets()
    defer { leaveBrackets(savedTrailing) }
    var elements: [ExpressionSyntax] = []
    if isPunctuation(.colon) {
      throw error("dictionary literals are not supported", at: current.range, code: .unsupported)
    }
    while !isPunctuation(.rightBracket) {
      elements.append(try parseExpression())
      if isPunctuation(.colon) {
        throw error("dictionary literals are not supported", at: current.range, code: .unsupported)
      }
      if isPunctuation(.comma) {
        advance()
      } else if !isPunctuation(.rightBracket) {
        throw expected("',' or ']' in the array literal")
      }
    }
    let close = current
    advance()
    return try make(.arrayLiteral(elements), open.range.union(close.range))
  }

  private mutating func parseStringLiteral() throws(ScriptDiagnostic) -> ExpressionSyntax {
    let open = current
    advance()
    var segments: [StringSegment] = []
    while true {
      let token = current
      switch token.kind {
      case .stringSegment(let text):
        advance()
        segments.append(.text(text))
      case .interpolationStart:
        advance()
        let savedTrailing = try enterBrackets()
        let expression = try parseExpression()
        leaveBrackets(savedTrailing)
        guard current.kind == .interpolationEnd else { throw expected("')' to close the interpolation") }
        advance()
        segments.append(.interpolation(expression))
      case .stringEnd:
        advance()
        return try make(.stringLiteral(segments), open.range.union(token.range))
      default:
        throw expected("the end of the string literal")
      }
    }
  }

  /// `{ parameters in statements }` or `{ statements }`.
  mutating func parseClosureLiteral() throws(ScriptDiagnostic) -> ClosureSyntax {
    let open = current
    advance()
    let savedTrailing = try enterBrackets()
    defer { leaveBrackets(savedTrailing) }
    let parameters = try parseClosureParameters()
    // A closure's body is a function of its own: `break` and `continue` there cannot leave an enclosing loop.
    let savedLoopDepth = loopDepth
    loopDepth = 0
    defer { loopDepth = savedLoopDepth }
    let body = try parseStatementList(endingWithBrace: true)
    let close = try expect(.rightBrace, "to close the closure")
    return ClosureSyntax(parameters: parameters, body: body, range: open.range.union(close.range))
  }

  /// `a, b in`, `(a, b) in`, `_ in`, `(a: CGFloat) in`; nil (and the position unchanged) when the closure
  /// starts with something else.
  mutating func parseClosureParameters() throws(ScriptDiagnostic) -> [String]? {
    let saved = position
    let parenthesized = isPunctuation(.leftParen)
    if parenthesized { advance() }
    var names: [String] = []
    while case .identifier(let name) = current.kind {
      names.append(name)
      advance()
      if isPunctuation(.colon) {
        // A parameter type is accepted and checked only for syntax; values carry their own types.
        advance()
        guard (try? parseTypeAnnotation()) != nil else {
          position = saved
          return nil
        }
      }
      guard isPunctuation(.comma) else { break }
      advance()
    }
    if parenthesized {
      guard isPunctuation(.rightParen) else {
        position = saved
        return nil
      }
      advance()
    }
    if isOperator("->") {
      advance()
      guard (try? parseTypeAnnotation()) != nil else {
        position = saved
        return nil
      }
    }
    guard isKeyword(.in), !names.isEmpty || parenthesized else {
      position = saved
      return nil
    }
    advance()
    return names
  }

  /// The value of an integer literal's text (with an optional sign and radix prefix), or nil when it does not
  /// fit in `Int`.
  static func integerValue(_ text: String) -> Int? {
    var digits = Substring(text)
    let negative = digits.first == "-"
    if negative { digits = digits.dropFirst() }
    var radix = 10
    if digits.hasPrefix("0x") {
      radix = 16
    } else if digits.hasPrefix("0b") {
      radix = 2
    } else if digits.hasPrefix("0o") {
      radix = 8
    }
    if radix != 10 { digits = digits.dropFirst(2) }
    return Int((negative ? "-" : "") + digits, radix: radix)
  }

  /// The value of an integer literal's text as a `Double`.
  static func doubleValue(_ text: String) -> Double {
    if let value = integerValue(text) { return Double(value) }
    return Double(text) ?? .infinity
  }
}
