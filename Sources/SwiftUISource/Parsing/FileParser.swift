import SwiftSubset

/// The front end's parser for whole Swift files: a hand-written, error-tolerant recursive descent over the
/// tokens of `Lexer.tokenizeFile`.
///
/// Contract: parsing never fails. A syntax error becomes an `error` diagnostic with its range and the parser
/// resumes at the next declaration (at the top level and in type bodies) or the next statement (in bodies),
/// skipping balanced brackets; so a half-typed file still yields every declaration that can be read. Every
/// loop consumes a token per turn or stops, and recursion is bounded by `SourceLimits.maxNestingDepth` and
/// `maxStackBytes`: past either, the declaration being read is skipped with a `limit` diagnostic.
///
/// Status: reads the declaration level of Swift (imports, types with generics and `where` clauses, nested
/// types, attributes, stored and computed properties with accessors and observers, functions, `init`s,
/// typealiases, enum cases, `#if` around declarations, statements and postfix chains, `#Preview`, top-level
/// statements) and the statements and expressions of bodies (view builders, actions, helpers). Operators are
/// grouped by Swift's standard precedence groups; custom operators get the default group.
package struct FileParser {
  let source: SourceText
  let lines: LineTable
  /// The tokens (`LexedFile.fileTokens`), each referring to its text in `texts`.
  var tokens: [FileToken]
  /// The tokens' texts; splitting a `>>` adds the rest of it.
  var texts: [String]
  var position = 0
  let limits: SourceLimits
  /// The parser's recursion depth, bounded by `limits.maxNestingDepth`.
  var depth = 0
  /// Whether `{` after an expression starts a trailing closure (false in `if`/`guard`/`for`/`switch`
  /// headers).
  var allowsTrailingClosure = true
  /// Whether `let`/`var` may start a binding inside an expression (a `case` pattern).
  var isInPattern = false
  /// Tokens at or past this index read as the end of the input (a `#if` condition ends with its line).
  var tokenLimit: Int
  var diagnostics: [SourceDiagnostic] = []
  var droppedDiagnostics = 0
  let stackGuard: StackGuard

  /// Thrown when the nesting or stack bound is reached; caught where a whole declaration can be skipped.
  struct NestingLimitReached: Error {}

  init(source: SourceText, lines: LineTable, lexed: LexedFile, limits: SourceLimits) {
    self.source = source
    self.lines = lines
    self.tokens = lexed.fileTokens
    self.texts = lexed.texts
    self.limits = limits
    self.tokenLimit = lexed.fileTokens.count
    self.stackGuard = StackGuard(budget: limits.maxStackBytes)
  }

  // MARK: - Tokens

  // Tokens hold no references (their texts are in `texts`), so reading and testing them retains nothing. The
  // readers are inlined: a non-mutating method called from a mutating one is given a copy of the whole parser.

  @inline(__always)
  var current: FileToken {
    position < tokenLimit ? tokens[position] : endToken
  }

  /// The end-of-input token (the lexer always ends with one).
  @inline(__always)
  var endToken: FileToken {
    var token = tokens[tokens.count - 1]
    if position < tokens.count, position >= tokenLimit {
      token.range = SourceRange(start: tokens[position].range.start, end: tokens[position].range.start)
    }
    token.kind = .endOfInput
    return token
  }

  @inline(__always)
  var currentRange: SourceRange {
    position < tokenLimit ? tokens[position].range : endToken.range
  }

  /// The current token's spacing (the end token has the last token's).
  @inline(__always)
  var currentHasLeadingSpace: Bool { tokens[spacingIndex].hasLeadingSpace }
  @inline(__always)
  var currentHasTrailingSpace: Bool { tokens[spacingIndex].hasTrailingSpace }
  @inline(__always)
  var currentIsAtStartOfLine: Bool { tokens[spacingIndex].isAtStartOfLine }

  /// The index of the token whose spacing `current` has.
  @inline(__always)
  private var spacingIndex: Int { position < tokenLimit ? position : tokens.count - 1 }

  /// The token `offset` places ahead (the end token past the limit).
  @inline(__always)
  func peek(_ offset: Int = 1) -> FileToken {
    let index = position + offset
    return index < tokenLimit && index < tokens.count ? tokens[index] : endToken
  }

  /// The index of the token `offset` places ahead, or nil where `peek` gives the end token.
  @inline(__always)
  private func index(ahead offset: Int) -> Int? {
    let index = position + offset
    return index < tokenLimit && index < tokens.count ? index : nil
  }

  /// The kind of the token `offset` places ahead (`.endOfInput` past the limit).
  @inline(__always)
  func kind(ahead offset: Int = 0) -> FileToken.Kind {
    guard let index = index(ahead: offset) else { return .endOfInput }
    return tokens[index].kind
  }

  /// The text a token's kind refers to.
  @inline(__always)
  func tokenText(_ index: Int32) -> String { texts[Int(index)] }

  /// The name or keyword `offset` places ahead.
  @inline(__always)
  func word(ahead offset: Int = 0) -> String? {
    guard let index = index(ahead: offset) else { return nil }
    return word(tokens[index])
  }

  /// A token's text when it is a name or a keyword (`struct`, `didSet`, `in`).
  @inline(__always)
  func word(_ token: FileToken) -> String? {
    switch token.kind {
    case .identifier(let name): return texts[Int(name)]
    case .keyword(let keyword): return keyword.rawValue
    default: return nil
    }
  }

  /// Whether the token `offset` places ahead is `punctuation`.
  @inline(__always)
  func isPunctuation(_ punctuation: Punctuation, ahead offset: Int) -> Bool {
    guard let index = index(ahead: offset), case .punctuation(let found) = tokens[index].kind else { return false }
    return found == punctuation
  }

  /// The text of the operator `offset` places ahead, nil when it is not an operator.
  @inline(__always)
  func operatorText(ahead offset: Int = 0) -> String? {
    guard let index = index(ahead: offset), case .operator(let text) = tokens[index].kind else { return nil }
    return texts[Int(text)]
  }

  /// The name of the directive or macro at the current token (`if` for `#if`), nil when it is not one.
  @inline(__always)
  var poundName: String? {
    guard position < tokenLimit, case .pound(let name) = tokens[position].kind else { return nil }
    return texts[Int(name)]
  }

  /// Whether the current token is the directive or macro `#name`.
  @inline(__always)
  func isPound(_ name: String) -> Bool { poundName == name }

  /// Whether the current token is the attribute `@name`.
  @inline(__always)
  func isAttribute(_ name: String) -> Bool {
    guard position < tokenLimit, case .attribute(let found) = tokens[position].kind else { return false }
    return texts[Int(found)] == name
  }

  /// How the current token reads in an error message.
  var currentDisplayText: String { current.token(texts: texts).kind.displayText }

  @inline(__always)
  var isAtEnd: Bool {
    guard position < tokenLimit else { return true }
    if case .endOfInput = tokens[position].kind { return true }
    return false
  }

  /// The end offset of the token before the current one.
  @inline(__always)
  var previousEnd: Int { position > 0 ? tokens[Swift.min(position, tokens.count) - 1].range.end : 0 }

  mutating func advance() {
    if position < tokenLimit, position < tokens.count - 1 { position += 1 }
  }

  @inline(__always)
  func isPunctuation(_ punctuation: Punctuation) -> Bool {
    guard position < tokenLimit, case .punctuation(let found) = tokens[position].kind else { return false }
    return found == punctuation
  }

  @inline(__always)
  func isOperator(_ text: String) -> Bool {
    guard position < tokenLimit, case .operator(let found) = tokens[position].kind else { return false }
    return texts[Int(found)] == text
  }

  /// Whether the current token is the name or keyword `word`.
  @inline(__always)
  func isWord(_ word: String) -> Bool {
    guard position < tokenLimit else { return false }
    switch tokens[position].kind {
    case .identifier(let name): return texts[Int(name)] == word
    case .keyword(let keyword): return keyword.rawValue == word
    default: return false
    }
  }

  /// Consumes the punctuation if it is there; otherwise reports what was expected.
  @discardableResult
  mutating func expect(_ punctuation: Punctuation, _ context: String) -> Bool {
    guard isPunctuation(punctuation) else {
      error("expected '\(punctuation.rawValue)' \(context)", at: currentRange)
      return false
    }
    advance()
    return true
  }

  /// Consumes an operator token whose text starts with `>` as one `>`, splitting `>>`, `>?`, `>=` (closing
  /// generic argument lists).
  mutating func consumeClosingAngle() -> Bool {
    guard let text = operatorText(), text.hasPrefix(">") else { return false }
    if text == ">" {
      advance()
      return true
    }
    let token = current
    texts.append(String(text.dropFirst()))
    tokens[position] = FileToken(
      kind: .operator(Int32(texts.count - 1)), range: SourceRange(start: token.range.start + 1, end: token.range.end),
      hasLeadingSpace: false, hasTrailingSpace: token.hasTrailingSpace, isAtStartOfLine: false)
    return true
  }

  // MARK: - Diagnostics

  mutating func error(_ message: String, at range: SourceRange) {
    report(.error, .syntax, message, at: range)
  }

  mutating func report(
    _ severity: SourceDiagnostic.Severity, _ code: SourceDiagnostic.Code, _ message: String, at range: SourceRange
  ) {
    guard diagnostics.count < limits.maxDiagnostics else {
      droppedDiagnostics += 1
      return
    }
    // One error per place: a second complaint at the same spot adds nothing.
    if let last = diagnostics.last, last.span.start.offset == range.start, last.severity == severity { return }
    diagnostics.append(SourceDiagnostic(severity, code, message, span: lines.span(range)))
  }

  /// Forgets the diagnostics after the first `count` (a speculative parse that is undone).
  mutating func truncateDiagnostics(to count: Int) {
    if diagnostics.count > count { diagnostics.removeLast(diagnostics.count - count) }
  }

  /// The diagnostics, with a last one counting those beyond the limit.
  var allDiagnostics: [SourceDiagnostic] {
    guard droppedDiagnostics > 0 else { return diagnostics }
    let end = lines.span(SourceRange(start: lines.byteCount, end: lines.byteCount))
    return diagnostics + [
      SourceDiagnostic(
        .note, .limit,
        "\(droppedDiagnostics) more diagnostics in this file are not shown (the limit is "
          + "\(limits.maxDiagnostics))", span: end)
    ]
  }

  // MARK: - Bounds

  /// Enters one level of recursion; throws past the nesting or stack bound.
  mutating func enter() throws(NestingLimitReached) {
    depth += 1
    guard depth <= limits.maxNestingDepth, !stackGuard.isExhausted else {
      depth -= 1
      throw NestingLimitReached()
    }
  }

  mutating func leave() { depth -= 1 }

  // MARK: - Recovery

  /// Skips one token, or a whole bracketed group when it opens one.
  mutating func skipBalanced() {
    let open = kind()
    let closing: Punctuation?
    switch open {
    case .punctuation(.leftParen): closing = .rightParen
    case .punctuation(.leftBracket): closing = .rightBracket
    case .punctuation(.leftBrace): closing = .rightBrace
    default: closing = nil
    }
    advance()
    guard closing != nil else { return }
    var stack: [Punctuation] = [closing ?? .rightParen]
    while let expected = stack.last, !isAtEnd {
      switch kind() {
      case .punctuation(.leftParen): stack.append(.rightParen)
      case .punctuation(.leftBracket): stack.append(.rightBracket)
      case .punctuation(.leftBrace): stack.append(.rightBrace)
      case .punctuation(let punctuation) where punctuation == expected: stack.removeLast()
      case .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace):
        // A closing bracket of another kind: the group is unbalanced; stop before an enclosing '}'.
        if kind() == .punctuation(.rightBrace), !stack.contains(.rightBrace) { return }
      default: break
      }
      advance()
    }
  }

  /// Skips to the next token that can start a declaration at this level (or a `}` that closes it).
  mutating func skipToDeclarationStart() {
    let start = position
    while !isAtEnd {
      if position > start, currentIsAtStartOfLine, startsDeclaration() { return }
      if isPunctuation(.rightBrace) { return }
      skipBalanced()
    }
  }

  /// Skips to the next statement: a token at the start of a line, a `;` (consumed) or a `}` (not consumed).
  mutating func skipToStatementStart() {
    let start = position
    if isPunctuation(.semicolon) {
      advance()
      return
    }
    while !isAtEnd {
      if position > start, currentIsAtStartOfLine { return }
      if isPunctuation(.semicolon) || isPunctuation(.rightBrace) { return }
      skipBalanced()
    }
  }

  /// The source text of a range.
  func text(_ range: SourceRange) -> String { source.text(of: range) }
}
