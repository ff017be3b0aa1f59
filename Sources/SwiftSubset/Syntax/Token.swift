/// A lexical token of the Swift subset.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public var kind: TokenKind
  /// Where it is.
  public var range: SourceRange
  /// Whether whitespace, a comment or the start of the text comes before the token, or one of `( [ { , ; :`
  /// (Swift's rule for telling prefix, postfix and infix operators apart).
  public var hasLeadingSpace: Bool
  /// Whether whitespace, a comment or the end of the text comes after the token, or one of `) ] } , ; :`.
  public var hasTrailingSpace: Bool
  /// Whether a line break comes between the previous token and this one.
  public var isAtStartOfLine: Bool

  /// Creates a token.
  public init(
    kind: TokenKind,
    range: SourceRange,
    hasLeadingSpace: Bool,
    hasTrailingSpace: Bool,
    isAtStartOfLine: Bool
  ) {
    self.kind = kind
    self.range = range
    self.hasLeadingSpace = hasLeadingSpace
    self.hasTrailingSpace = hasTrailingSpace
    self.isAtStartOfLine = isAtStartOfLine
  }
}

/// The kinds of tokens.
public enum TokenKind: Hashable, Sendable {
  /// A name (`labelWidth`, `CGFloat`, `_`).
  case identifier(String)
  /// `$0` (payload `"0"`) or `$labelWidth` (payload `"labelWidth"`).
  case dollarIdentifier(String)
  /// A reserved word.
  case keyword(Keyword)
  /// An integer literal, underscores removed (`1_000` → `1000`; `0x1F` kept with its prefix).
  case integerLiteral(String)
  /// A floating-point literal, underscores removed.
  case floatLiteral(String)
  /// The opening quote of a string literal.
  case stringStart
  /// Literal text inside a string, escapes already resolved.
  case stringSegment(String)
  /// `\(` inside a string.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd
  /// The closing quote of a string literal (or the end of an interpolated text body).
  case stringEnd
  /// Punctuation: brackets, `,`, `:`, `;`, `.`.
  case punctuation(Punctuation)
  /// An operator (`+`, `??`, `..<`, `=`, `+=`, `!`, `?`, `->`).
  case `operator`(String)
  /// `@State`, `@ViewBuilder` (payload `"State"`): an attribute; only in whole files (`Lexer.tokenizeFile`).
  case attribute(String)
  /// `#if`, `#Preview`, `#available` (payload `"if"`): a compiler directive or macro; only in whole files.
  case pound(String)
  /// The end of the text.
  case endOfInput
}

/// Reserved words of the subset.
public enum Keyword: String, Hashable, Sendable, CaseIterable {
  case `let`, `var`, `if`, `else`, `guard`, `return`, `true`, `false`, `nil`, `in`, `self`, `for`, `struct`,
    `static`, `func`, `break`, `continue`
}

/// Punctuation tokens.
public enum Punctuation: String, Hashable, Sendable {
  case leftParen = "("
  case rightParen = ")"
  case leftBracket = "["
  case rightBracket = "]"
  case leftBrace = "{"
  case rightBrace = "}"
  case comma = ","
  case colon = ":"
  case semicolon = ";"
  case period = "."
  /// `\`, which starts a key path (`\.self`); only in whole files.
  case backslash = "\\"
}

extension TokenKind {
  /// How the token reads in an error message ("expected ')', found 'in'").
  public var displayText: String {
    switch self {
    case .identifier(let name): return "'\(name)'"
    case .dollarIdentifier(let name): return "'$\(name)'"
    case .keyword(let keyword): return "'\(keyword.rawValue)'"
    case .integerLiteral(let text), .floatLiteral(let text): return "'\(text)'"
    case .stringStart, .stringSegment, .stringEnd: return "a string"
    case .interpolationStart: return "'\\('"
    case .interpolationEnd: return "')'"
    case .punctuation(let punctuation): return "'\(punctuation.rawValue)'"
    case .operator(let text): return "'\(text)'"
    case .attribute(let name): return "'@\(name)'"
    case .pound(let name): return "'#\(name)'"
    case .endOfInput: return "the end of the text"
    }
  }
}
