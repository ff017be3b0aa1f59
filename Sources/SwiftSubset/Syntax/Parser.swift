/// A hand-written recursive-descent parser for the Swift subset, with precedence climbing for operators.
///
/// The parser is bounded: the source length by `ParseLimits.maxSourceLength`, and the recursion and the height of
/// every syntax tree it builds by `ParseLimits.maxNestingDepth`. Any text, however deep or malformed, yields a
/// syntax tree or a `ScriptDiagnostic` naming what was expected and where; it never overflows the stack.
public struct Parser {
  let source: SourceText
  var tokens: [Token]
  var position = 0
  let limits: ParseLimits
  /// The current recursion depth, bounded by `limits.maxNestingDepth`.
  var depth = 0
  /// Whether `{` after an expression starts a trailing closure; false in `if`, `guard` and `for` headers,
  /// where it starts the body.
  var allowsTrailingClosure = true
  /// How many `for` bodies enclose the code being parsed (reset inside a closure): `break` and `continue` need
  /// one.
  var loopDepth = 0
  /// The second bound on recursion: bytes of native stack.
  let stackGuard: StackGuard

  init(source: SourceText, tokens: [Token], limits: ParseLimits) {
    self.source = source
    self.tokens = tokens
    self.limits = limits
    self.stackGuard = StackGuard(budget: limits.maxStackBytes)
  }

  // MARK: - Entry points

  /// Parses one expression that makes up the whole text: `proxy.frame(in: .global).minX + 8`.
  public static func parseExpression(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> ExpressionSyntax
  {
    try parse(source, limits, "the expression") { (parser: inout Parser) throws(ScriptDiagnostic) in
      try parser.parseExpression()
    }
  }

  /// Parses the body of a string literal written without quotes, as a `Text`'s text is in a tree
  /// (`Tap count \(taps)`); the result is a string literal expression.
  public static func parseTextBody(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> ExpressionSyntax
  {
    try parse(source, limits, "the text", textBody: true) { (parser: inout Parser) throws(ScriptDiagnostic) in
      try parser.parsePrimary()
    }
  }

  /// Parses a list of statements separated by newlines or semicolons: a `reduce` body, an action.
  public static func parseStatements(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> [StatementSyntax]
  {
    try parse(source, limits, "the statements") { (parser: inout Parser) throws(ScriptDiagnostic) in
      try parser.parseStatementList(endingWithBrace: false)
    }
  }

  /// Parses a closure as an action or a transform is written in a tree, in any of three spellings:
  /// a closure literal (`{ widths in print(widths) }`, `{ BoundsAnchor(anchor: $0) }`), a body with its
  /// parameters but without braces (`widths in print(widths)`, `_ in toggles += 1`), or bare statements that use
  /// `$0` (`labelWidth = $0`).
  public static func parseClosure(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> ClosureSyntax
  {
    try parse(source, limits, "the closure") { (parser: inout Parser) throws(ScriptDiagnostic) in
      if parser.current.kind == .punctuation(.leftBrace) { return try parser.parseClosureLiteral() }
      let start = parser.current.range.start
      let parameters = try parser.parseClosureParameters()
      let body = try parser.parseStatementList(endingWithBrace: false)
      return ClosureSyntax(
        parameters: parameters, body: body, range: SourceRange(start: start, end: parser.previousEnd))
    }
  }

  /// Parses a type name: `CGFloat?`, `[CGFloat]`, `Anchor<CGRect>?`, `Optional<Array<Int>>`, `BoundsAnchor`.
  public static func parseType(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> TypeAnnotationSyntax
  {
    try parse(source, limits, "the type") { (parser: inout Parser) throws(ScriptDiagnostic) in
      try parser.parseTypeAnnotation()
    }
  }

  /// Tokenizes the source, runs `body` on a parser over the tokens, and requires the text to end there.
  static func parse<Result>(
    _ source: SourceText,
    _ limits: ParseLimits,
    _ what: String,
    textBody: Bool = false,
    _ body: (inout Parser) throws(ScriptDiagnostic) -> Result
  ) throws(ScriptDiagnostic) -> Result {
    let tokens = try textBody ? Lexer.tokenizeTextBody(source, limits: limits) : Lexer.tokenize(source, limits: limits)
    var parser = Parser(source: source, tokens: tokens, limits: limits)
    let result = try body(&parser)
    try parser.expectEnd(after: what)
    return result
  }

  // MARK: - Tokens

  var current: Token { tokens[position] }

  var next: Token { tokens[Swift.min(position + 1, tokens.count - 1)] }

  /// The end offset of the token before the current one.
  var previousEnd: Int { position > 0 ? tokens[position - 1].range.end : 0 }

  mutating func advance() {
    if position < tokens.count - 1 { position += 1 }
  }

  func isPunctuation(_ punctuation: Punctuation) -> Bool { current.kind == .punctuation(punctuation) }

  func isKeyword(_ keyword: Keyword) -> Bool { current.kind == .keyword(keyword) }

  func isOperator(_ text: String) -> Bool { current.kind == .operator(text) }

  var isAtEnd: Bool { current.kind == .endOfInput }

  mutating func expect(_ punctuation: Punctuation, _ context: String) throws(ScriptDiagnostic) -> Token {
    guard isPunctuation(punctuation) else { throw expected("'\(punctuation.rawValue)' \(context)") }
    let token = current
    advance()
    return token
  }

  mutating func expectIdentifier(_ what: String) throws(ScriptDiagnostic) -> (String, SourceRange) {
    guard case .identifier(let name) = current.kind else { throw expected(what) }
    let range = current.range
    advance()
    return (name, range)
  }

  func expectEnd(after what: String) throws(ScriptDiagnostic) {
    guard isAtEnd else {
      if case .operator(let text) = current.kind, !Self.knownOperators.contains(text) {
        throw unknownOperator(text)
      }
      throw expected("the end of \(what)")
    }
  }

  /// Every operator spelling the parser understands in some position.
  static let knownOperators: Set<String> = Set(BinaryOperator.allCases.map(\.rawValue)).union([
    "=", "+=", "-=", "*=", "/=", "%=", "!", "?", "->",
  ])

  // MARK: - Errors and bounds

  func expected(_ what: String) -> ScriptDiagnostic {
    ScriptDiagnostic(
      .syntax,
      .invalidSyntax,
      "expected \(what), found \(current.kind.displayText)",
      range: current.range,
      source: source
    )
  }

  func error(_ message: String, at range: SourceRange, code: ScriptDiagnostic.Code = .invalidSyntax)
    -> ScriptDiagnostic
  {
    ScriptDiagnostic(.syntax, code, message, range: range, source: source)
  }

  func unknownOperator(_ text: String) -> ScriptDiagnostic {
    error("unknown operator '\(text)'; put spaces around binary operators", at: current.range)
  }

  /// Enters one level of recursion; throws when the nesting limit is reached.
  mutating func enter() throws(ScriptDiagnostic) {
    depth += 1
    guard depth <= limits.maxNestingDepth, !stackGuard.isExhausted else { throw tooDeep(at: current.range) }
  }

  mutating func leave() { depth -= 1 }

  /// Enters a bracketed construct (parentheses, brackets, braces, an interpolation): one level of nesting inside
  /// which `{` after an expression is a trailing closure again. Returns what `leaveBrackets` restores.
  mutating func enterBrackets() throws(ScriptDiagnostic) -> Bool {
    try enter()
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    return saved
  }

  /// Leaves a bracketed construct entered with `enterBrackets`.
  mutating func leaveBrackets(_ savedTrailingClosure: Bool) {
    allowsTrailingClosure = savedTrailingClosure
    leave()
  }

  func tooDeep(at range: SourceRange) -> ScriptDiagnostic {
    ScriptDiagnostic(
      .limit,
      .nestingTooDeep,
      "the code nests deeper than \(limits.maxNestingDepth) levels",
      range: range,
      source: source
    )
  }

  /// Builds an expression node, enforcing the height bound.
  func make(_ kind: ExpressionKind, _ range: SourceRange) throws(ScriptDiagnostic) -> ExpressionSyntax {
    let expression = ExpressionSyntax(kind, range: range)
    guard expression.height <= limits.maxNestingDepth else { throw tooDeep(at: range) }
    return expression
  }

  /// Builds a statement node, enforcing the height bound.
  func makeStatement(_ kind: StatementKind, _ range: SourceRange) throws(ScriptDiagnostic) -> StatementSyntax {
    let statement = StatementSyntax(kind, range: range)
    guard statement.height <= limits.maxNestingDepth else { throw tooDeep(at: range) }
    return statement
  }
}
