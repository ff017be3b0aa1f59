import SwiftSubset

extension FileParser {
  /// Swift's standard precedence groups, tightest last; `nil` for an operator that is not infix here.
  static func precedence(of op: String) -> (level: Int, isRightAssociative: Bool) {
    switch op {
    case "<<", ">>", "&<<", "&>>": return (12, false)
    case "*", "/", "%", "&", "&*": return (11, false)
    case "+", "-", "&+", "&-", "|", "^": return (10, false)
    case "..<", "...": return (9, false)
    case "??": return (7, true)
    case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=":
      return (6, false)
    case "&&": return (5, false)
    case "||": return (4, false)
    case "=": return (1, true)
    default:
      // Compound assignments (`+=`, `&&=`, `<<=`) are assignments too.
      if op.hasSuffix("="), op.first != "=", op.first != "!" { return (1, true) }
      return (3, false)
    }
  }

  /// The level of `as`/`is` casts and of the ternary operator.
  private static let castingLevel = 8
  private static let ternaryLevel = 2

  /// expression → a binary expression over prefixed operands, with ternaries, casts and assignment.
  /// `stopsAtAssignment` leaves a top-level `=` unread (a `case` pattern before its value).
  mutating func parseExpression(stopsAtAssignment: Bool = false) throws(NestingLimitReached) -> Expr {
    try enter()
    defer { leave() }
    return try parseBinary(minimum: stopsAtAssignment ? Self.ternaryLevel : 1)
  }

  private mutating func parseBinary(minimum: Int) throws(NestingLimitReached) -> Expr {
    try enter()
    defer { leave() }
    var lhs = try parsePrefixed()
    while true {
      if isOperator("?"), currentHasLeadingSpace, Self.ternaryLevel >= minimum {
        advance()
        let whenTrue = try parseExpression()
        expect(.colon, "after the true branch of '?:'")
        let whenFalse = try parseBinary(minimum: Self.ternaryLevel)
        let range = lhs.range.union(whenFalse.range)
        lhs = Expr(kind: .ternary(consume lhs, whenTrue, whenFalse), range: range)
        continue
      }
      if let word = self.word(), word == "as" || word == "is", Self.castingLevel >= minimum {
        advance()
        var spelling = word
        if word == "as", let mark = operatorText(), mark == "?" || mark == "!",
          !currentHasLeadingSpace
        {
          spelling += mark
          advance()
        }
        let type = try parseType()
        let start = lhs.range.start
        lhs = Expr(kind: .cast(consume lhs, spelling, type), range: SourceRange(start: start, end: previousEnd))
        continue
      }
      guard let op = operatorText(), isInfix(op) else { break }
      let (level, isRight) = Self.precedence(of: op)
      guard level >= minimum else { break }
      advance()
      let rhs = try parseBinary(minimum: isRight ? level : level + 1)
      let range = lhs.range.union(rhs.range)
      lhs = Expr(kind: .binary(op, consume lhs, rhs), range: range)
    }
    return lhs
  }

  /// Whether the current token, the operator `op`, is infix: spaced on both sides or on neither (Swift's rule).
  private func isInfix(_ op: String) -> Bool {
    if op == "->" || op == "?" || op == "!" { return false }
    return currentHasLeadingSpace == currentHasTrailingSpace
  }

  /// `try`, `await` and prefix operators, then a postfix expression.
  private mutating func parsePrefixed() throws(NestingLimitReached) -> Expr {
    let start = currentRange.start
    if let word = self.word(), Self.isExpressionEffect(word), !isAtEndOfExpression(after: 1) {
      advance()
      var spelling = word
      if word == "try", let mark = operatorText(), mark == "?" || mark == "!", !currentHasLeadingSpace {
        spelling += mark
        advance()
      }
      try enter()
      defer { leave() }
      let operand = try parsePrefixed()
      return Expr(kind: .effect(spelling, operand), range: SourceRange(start: start, end: previousEnd))
    }
    if let op = operatorText(), currentHasLeadingSpace || position == 0, !currentHasTrailingSpace {
      advance()
      try enter()
      defer { leave() }
      let operand = try parsePrefixed()
      return Expr(kind: .prefix(op, operand), range: SourceRange(start: start, end: previousEnd))
    }
    return try parsePostfix(try parsePrimary())
  }

  /// Whether `word` is `try`, `await`, `consume`, `copy`, `each` or `repeat`, which prefix an expression.
  private static func isExpressionEffect(_ word: String) -> Bool {
    guard startsLowercase(word) else { return false }
    switch word {
    case "try", "await", "consume", "copy", "each", "repeat": return true
    default: return false
    }
  }

  /// Whether the token `offset` ahead cannot continue an expression (so `try` there is a name).
  private func isAtEndOfExpression(after offset: Int) -> Bool {
    switch kind(ahead: offset) {
    case .endOfInput, .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace),
      .punctuation(.comma), .punctuation(.colon), .punctuation(.semicolon):
      return true
    default:
      return false
    }
  }

  // MARK: - Postfix

  /// Members, calls, subscripts, trailing closures, `!`, `?`, generic arguments and postfix `#if`.
  ///
  /// Each step moves the expression so far into the node that extends it (`consume`), rather than copying it and
  /// destroying the old value.
  mutating func parsePostfix(_ base: consuming Expr) throws(NestingLimitReached) -> Expr {
    var expression = consume base
    while true {
      switch kind() {
      case .punctuation(.period):
        try parseMemberSuffix(&expression)
      case .punctuation(.leftParen) where !currentIsAtStartOfLine:
        var arguments = try parseArgumentList(closing: .rightParen)
        // Trailing closures go into the same list (appending to a finished call's list would copy it).
        if case .punctuation(.leftBrace) = kind(), allowsTrailingClosure, startsTrailingClosure {
          try appendTrailingClosures(to: &arguments)
        }
        let start = expression.range.start
        expression = Expr(
          kind: .call(consume expression, arguments), range: SourceRange(start: start, end: previousEnd))
      case .punctuation(.leftBracket) where !currentIsAtStartOfLine:
        let arguments = try parseArgumentList(closing: .rightBracket)
        let start = expression.range.start
        expression = Expr(
          kind: .subscriptAccess(consume expression, arguments), range: SourceRange(start: start, end: previousEnd))
      case .punctuation(.leftBrace) where allowsTrailingClosure && startsTrailingClosure:
        expression = try parseTrailingClosures(expression)
      case .operator(let text):
        let mark = tokenText(text)
        if (mark == "!" || mark == "?") && !currentHasLeadingSpace
          || mark == "..." && !currentHasLeadingSpace && currentHasTrailingSpace
        {
          let range = expression.range.union(currentRange)
          advance()
          expression = Expr(kind: .postfix(mark, consume expression), range: range)
        } else if mark == "<", !currentHasLeadingSpace, expression.isTypeLike {
          guard let arguments = try parseGenericArgumentsInExpression() else { return expression }
          let start = expression.range.start
          expression = Expr(
            kind: .specialized(consume expression, arguments), range: SourceRange(start: start, end: previousEnd))
        } else {
          return expression
        }
      case .pound where startsPostfixIfConfig:
        let config = try parseIfConfig { (parser: inout FileParser) throws(NestingLimitReached) in
          let chain = try parser.parsePostfix(
            Expr(
              kind: .chainBase, range: SourceRange(start: parser.currentRange.start, end: parser.currentRange.start)))
          return [chain]
        }
        let start = expression.range.start
        expression = Expr(
          kind: .postfixIfConfig(consume expression, config), range: SourceRange(start: start, end: previousEnd))
      default:
        return expression
      }
    }
  }

  /// Whether the `{` at the current token is a trailing closure rather than an accessor block (`didSet`).
  @inline(__always)
  private var startsTrailingClosure: Bool {
    guard let word = self.word(ahead: 1) else { return true }
    guard word == "didSet" || word == "willSet" || word == "get" || word == "set" else { return true }
    return
      !(isPunctuation(.leftBrace, ahead: 2) || isPunctuation(.leftParen, ahead: 2)
      || isPunctuation(.rightBrace, ahead: 2))
  }

  /// `.name`, `.0`, `.init`, `.self`, read onto `base` (a member without a name when none follows the period,
  /// reported).
  private mutating func parseMemberSuffix(_ base: inout Expr) throws(NestingLimitReached) {
    let next = peek()
    let name: String
    switch next.kind {
    case .identifier(let word): name = tokenText(word)
    case .keyword(let keyword): name = keyword.rawValue
    case .integerLiteral(let digits): name = tokenText(digits)
    case .floatLiteral(let text):
      // `tuple.0.1` lexes `0.1` as a number.
      name = tokenText(text)
    default:
      error("expected a member name after '.'", at: next.range)
      advance()
      let range = base.range
      base = Expr(kind: .member(consume base, "", nameRange: next.range), range: range)
      return
    }
    advance()
    advance()
    let start = base.range.start
    base = Expr(
      kind: .member(consume base, name, nameRange: next.range), range: SourceRange(start: start, end: previousEnd))
  }

  /// `f { … }`, `f { … } label: { … }`: the closures become the call's last arguments.
  private mutating func parseTrailingClosures(_ callee: Expr) throws(NestingLimitReached) -> Expr {
    var function = callee
    var arguments: [Argument] = []
    if case .call(let inner, let existing) = callee.kind {
      function = inner
      arguments = existing
    }
    try appendTrailingClosures(to: &arguments)
    return Expr(kind: .call(function, arguments), range: SourceRange(start: callee.range.start, end: previousEnd))
  }

  /// Reads `{ … }` and the labelled trailing closures after it into `arguments`.
  private mutating func appendTrailingClosures(to arguments: inout [Argument]) throws(NestingLimitReached) {
    let first = try parseClosure()
    arguments.append(Argument(label: nil, value: first, isTrailingClosure: true, range: first.range, labelRange: nil))
    // Labelled trailing closures, possibly on the next lines: `} label: { … }`.
    while let label = self.word(), isPunctuation(.colon, ahead: 1), isPunctuation(.leftBrace, ahead: 2) {
      let labelRange = currentRange
      advance()
      advance()
      let closure = try parseClosure()
      arguments.append(
        Argument(
          label: label, value: closure, isTrailingClosure: true, range: labelRange.union(closure.range),
          labelRange: labelRange))
    }
  }

  /// `(label: value, value)` or `[value]`: consumes through the closing bracket.
  mutating func parseArgumentList(closing: Punctuation) throws(NestingLimitReached) -> [Argument] {
    advance()
    try enter()
    defer { leave() }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    var arguments: [Argument] = []
    // Room for two: most calls have one or two arguments, or one and a trailing closure.
    if !isPunctuation(closing) { arguments.reserveCapacity(2) }
    while !isAtEnd, !isPunctuation(closing) {
      let start = currentRange.start
      var label: String?
      var labelRange: SourceRange?
      if let word = self.word(), isPunctuation(.colon, ahead: 1) {
        label = word
        labelRange = currentRange
        advance()
        advance()
      }
      let value: Expr
      if let op = operatorText(), isPunctuation(.comma, ahead: 1) || isPunctuation(closing, ahead: 1) {
        // An operator passed as a function: `reduce(0, +)`.
        value = Expr(kind: .identifier(op), range: currentRange)
        advance()
      } else {
        value = try parseExpression()
      }
      arguments.append(
        Argument(
          label: label, value: value, isTrailingClosure: false, range: SourceRange(start: start, end: previousEnd),
          labelRange: labelRange))
      if isPunctuation(.comma) {
        advance()
      } else if !isPunctuation(closing) {
        error("expected ',' or '\(closing.rawValue)' in the argument list", at: currentRange)
        // Skip to the next argument or the closing bracket.
        while !isAtEnd, !isPunctuation(closing), !isPunctuation(.comma),
          !isPunctuation(.rightBrace) || closing == .rightBrace
        {
          skipBalanced()
        }
        if isPunctuation(.comma) { advance() }
        if isPunctuation(.rightBrace), closing != .rightBrace { return arguments }
      }
    }
    expect(closing, "to close the argument list")
    return arguments
  }

  // MARK: - Primary

  /// Literals, names, `$x`, `.member`, parentheses and tuples, arrays and dictionaries, closures, key paths,
  /// `#` macros, `if`/`switch` expressions. A token that cannot start an expression gives `.missing`, reported,
  /// with nothing consumed.
  mutating func parsePrimary() throws(NestingLimitReached) -> Expr {
    let token = current
    func atom(_ kind: Expr.Kind) -> Expr {
      advance()
      return Expr(kind: kind, range: token.range)
    }
    switch token.kind {
    case .integerLiteral(let text): return atom(.integerLiteral(tokenText(text)))
    case .floatLiteral(let text): return atom(.floatLiteral(tokenText(text)))
    case .stringStart: return try parseStringLiteral()
    case .dollarIdentifier(let name): return atom(.dollarIdentifier(tokenText(name)))
    case .keyword(.true): return atom(.booleanLiteral(true))
    case .keyword(.false): return atom(.booleanLiteral(false))
    case .keyword(.nil): return atom(.nilLiteral)
    case .keyword(.self): return atom(.selfReference("self"))
    case .keyword(.if):
      let start = currentRange.start
      let statement = try parseStatement()
      return Expr(kind: .statement(statement), range: SourceRange(start: start, end: previousEnd))
    case .keyword(.let), .keyword(.var):
      guard isInPattern else { break }
      advance()
      let operand = try parsePrefixed()
      return Expr(
        kind: .prefix(token.kind == .keyword(.let) ? "let" : "var", operand), range: token.range.union(operand.range))
    case .identifier(let text):
      let name = tokenText(text)
      switch name {
      case "_": return atom(.discard)
      case "super": return atom(.selfReference("super"))
      case "switch" where !isAtEndOfExpression(after: 1):
        let start = currentRange.start
        let statement = try parseStatement()
        return Expr(kind: .statement(statement), range: SourceRange(start: start, end: previousEnd))
      case "is" where isInPattern:
        advance()
        let type = try parseType()
        let discard = Expr(kind: .discard, range: token.range)
        return Expr(kind: .cast(discard, "is", type), range: SourceRange(start: token.range.start, end: previousEnd))
      default: return atom(.identifier(name))
      }
    case .keyword(let keyword):
      // `in`, `else`, … cannot start an expression; other keywords used as names (`struct`) are rare.
      switch keyword {
      case .in, .else, .return, .guard, .for, .break, .continue, .func, .struct, .static: break
      default: return atom(.identifier(keyword.rawValue))
      }
    case .punctuation(.period):
      let next = peek()
      guard let name = word(next) else { break }
      advance()
      advance()
      return Expr(kind: .implicitMember(name), range: token.range.union(next.range))
    case .punctuation(.leftParen): return try parseParenthesized()
    case .punctuation(.leftBracket): return try parseCollectionLiteral()
    case .punctuation(.leftBrace): return try parseClosure()
    case .punctuation(.backslash): return try parseKeyPath()
    case .pound(let text):
      let name = tokenText(text)
      advance()
      var arguments: [Argument]?
      if isPunctuation(.leftParen), !currentHasLeadingSpace {
        if name == "available" || name == "unavailable" {
          // `iOS 17, *`: platform versions, not expressions.
          skipBalanced()
          arguments = []
        } else {
          arguments = try parseArgumentList(closing: .rightParen)
        }
      }
      return Expr(kind: .macro(name, arguments), range: SourceRange(start: token.range.start, end: previousEnd))
    default:
      break
    }
    error("expected an expression, found \(currentDisplayText)", at: token.range)
    return Expr(kind: .missing, range: SourceRange(start: token.range.start, end: token.range.start))
  }

  /// `"text \(x)"` from its tokens.
  private mutating func parseStringLiteral() throws(NestingLimitReached) -> Expr {
    let open = currentRange
    advance()
    var pieces: [Expr.StringPiece] = []
    while true {
      let token = current
      switch token.kind {
      case .stringSegment(let text):
        advance()
        pieces.append(.text(tokenText(text), token.range))
      case .interpolationStart:
        advance()
        try enter()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        var arguments: [Argument] = []
        while !isAtEnd, kind() != .interpolationEnd {
          let start = position
          if self.word() != nil, isPunctuation(.colon, ahead: 1) {
            advance()
            advance()
          }
          let value = try parseExpression()
          arguments.append(
            Argument(label: nil, value: value, isTrailingClosure: false, range: value.range, labelRange: nil))
          if isPunctuation(.comma) {
            advance()
          } else if kind() != .interpolationEnd {
            error("expected ')' to close the interpolation", at: currentRange)
            while !isAtEnd, kind() != .interpolationEnd, kind() != .stringEnd { advance() }
          }
          if position == start { advance() }
        }
        allowsTrailingClosure = saved
        leave()
        if kind() == .interpolationEnd { advance() }
        if let first = arguments.first { pieces.append(.interpolation(first.value)) }
      case .stringEnd:
        advance()
        return Expr(kind: .stringLiteral(pieces), range: open.union(token.range))
      default:
        error("expected the end of the string literal", at: token.range)
        return Expr(kind: .stringLiteral(pieces), range: SourceRange(start: open.start, end: previousEnd))
      }
    }
  }

  /// `(x)`, `()`, `(a, b)`, `(x: 1, y: 2)`.
  private mutating func parseParenthesized() throws(NestingLimitReached) -> Expr {
    let start = currentRange.start
    let arguments = try parseArgumentList(closing: .rightParen)
    let range = SourceRange(start: start, end: previousEnd)
    if arguments.count == 1, arguments[0].label == nil {
      return Expr(kind: .parenthesized(arguments[0].value), range: range)
    }
    return Expr(kind: .tuple(arguments), range: range)
  }

  /// `[a, b]`, `[k: v]`, `[:]`.
  private mutating func parseCollectionLiteral() throws(NestingLimitReached) -> Expr {
    let start = currentRange.start
    advance()
    try enter()
    defer { leave() }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    if isPunctuation(.colon), isPunctuation(.rightBracket, ahead: 1) {
      advance()
      advance()
      return Expr(kind: .dictionaryLiteral([]), range: SourceRange(start: start, end: previousEnd))
    }
    var elements: [Expr] = []
    var pairs: [(key: Expr, value: Expr)] = []
    while !isAtEnd, !isPunctuation(.rightBracket) {
      let before = position
      let element = try parseExpression()
      if isPunctuation(.colon) {
        advance()
        pairs.append((element, try parseExpression()))
      } else {
        elements.append(element)
      }
      if isPunctuation(.comma) {
        advance()
      } else if !isPunctuation(.rightBracket) {
        error("expected ',' or ']' in the collection literal", at: currentRange)
        if position == before { skipBalanced() }
        while !isAtEnd, !isPunctuation(.rightBracket), !isPunctuation(.comma), !isPunctuation(.rightBrace) {
          skipBalanced()
        }
        if isPunctuation(.comma) { advance() }
        if isPunctuation(.rightBrace) { break }
      }
    }
    expect(.rightBracket, "to close the collection literal")
    let range = SourceRange(start: start, end: previousEnd)
    return pairs.isEmpty
      ? Expr(kind: .arrayLiteral(elements), range: range) : Expr(kind: .dictionaryLiteral(pairs), range: range)
  }

  /// `{ [captures] parameters in statements }`.
  mutating func parseClosure() throws(NestingLimitReached) -> Expr {
    let open = currentRange
    advance()
    try enter()
    defer { leave() }
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    let savedPattern = isInPattern
    isInPattern = false
    defer { isInPattern = savedPattern }
    let parameters = try parseClosureSignature()
    let bodyStart = currentRange.start
    let body = try parseStatements()
    let bodyRange = SourceRange(start: bodyStart, end: Swift.max(bodyStart, previousEnd))
    expect(.rightBrace, "to close the closure")
    return Expr(
      kind: .closure(ClosureExpr(parameters: parameters, body: body, bodyRange: bodyRange)),
      range: SourceRange(start: open.start, end: previousEnd))
  }

  /// A closure's signature up to `in`, or nil (and nothing consumed) when there is none.
  private mutating func parseClosureSignature() throws(NestingLimitReached) -> [ClosureExpr.Parameter]? {
    let saved = position
    let savedDiagnostics = diagnostics.count
    _ = try parseAttributes()
    if isPunctuation(.leftBracket) { skipBalanced() }
    var parameters: [ClosureExpr.Parameter] = []
    let isParenthesized = isPunctuation(.leftParen)
    if isParenthesized { advance() }
    while let name = self.word(), name != "in" {
      let range = currentRange
      advance()
      // `(label name: Type)` is not valid in closures, but `(name: Type)` is.
      var type: TypeRef?
      if isPunctuation(.colon) {
        advance()
        type = try parseType()
      }
      parameters.append(ClosureExpr.Parameter(name: name, type: type, range: range))
      guard isPunctuation(.comma) else { break }
      advance()
    }
    if isParenthesized {
      guard isPunctuation(.rightParen) else { return restore(saved, savedDiagnostics) }
      advance()
    }
    while let effect = self.word(), effect == "async" || effect == "throws" { advance() }
    if isOperator("->") {
      advance()
      _ = try parseType()
    }
    guard isWord("in") else { return restore(saved, savedDiagnostics) }
    advance()
    return parameters
  }

  private mutating func restore(_ saved: Int, _ savedDiagnostics: Int) -> [ClosureExpr.Parameter]? {
    position = saved
    truncateDiagnostics(to: savedDiagnostics)
    return nil
  }

  /// `\.name.other`, `\Type.name`, `\.self`.
  private mutating func parseKeyPath() throws(NestingLimitReached) -> Expr {
    let start = currentRange.start
    advance()
    var root: TypeRef?
    if self.word() != nil, !isPunctuation(.period) {
      // The root type: names up to the first component's period.
      let typeStart = currentRange.start
      var components: [TypeRef.Component] = []
      while let name = self.word() {
        advance()
        let arguments = try parseGenericArgumentsIfPresent() ?? []
        components.append(TypeRef.Component(name: name, arguments: arguments))
        guard isPunctuation(.period), let next = self.word(ahead: 1), next.first?.isUppercase == true else { break }
        advance()
      }
      let range = SourceRange(start: typeStart, end: previousEnd)
      root = TypeRef(kind: .named(components), range: range, text: text(range))
    }
    var components: [String] = []
    while isPunctuation(.period) || (isOperator("?") && !currentHasLeadingSpace)
      || (isOperator("!") && !currentHasLeadingSpace)
    {
      if !isPunctuation(.period) {
        advance()
        continue
      }
      guard let name = self.word(ahead: 1) else { break }
      advance()
      advance()
      components.append(name)
    }
    if components.isEmpty, root == nil { error("expected a key path component after '\\'", at: currentRange) }
    return Expr(kind: .keyPath(root: root, components: components), range: SourceRange(start: start, end: previousEnd))
  }
}

extension Expr {
  /// Whether the expression may be a type name followed by generic arguments (`Largest<CGFloat>`).
  fileprivate var isTypeLike: Bool {
    switch kind {
    case .identifier(let name): return name.first?.isUppercase == true
    case .member(_, let name, _): return name.first?.isUppercase == true
    default: return false
    }
  }
}
