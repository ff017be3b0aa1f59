/// A token of a whole file as `Lexer.tokenizeFile` records it: a `Token` whose texts (names, literals,
/// operators) are kept once in the file's `LexedFile.texts` and referred to by index, so that the token holds
/// no reference and copying or testing it retains nothing.
///
/// The file parser tests the token under it tens of thousands of times per file; a `Token` carries its text
/// in its kind, and every copy of one retained it (a third of the parser's instructions, callgrind).
package struct FileToken: Sendable {
  /// What the token is, as `TokenKind` says, with an index into `LexedFile.texts` for each text.
  package enum Kind: Equatable, Sendable {
    case identifier(Int32)
    case dollarIdentifier(Int32)
    case keyword(Keyword)
    case integerLiteral(Int32)
    case floatLiteral(Int32)
    case stringStart
    case stringSegment(Int32)
    case interpolationStart
    case interpolationEnd
    case stringEnd
    case punctuation(Punctuation)
    case `operator`(Int32)
    case attribute(Int32)
    case pound(Int32)
    case endOfInput
  }

  /// What the token is.
  package var kind: Kind
  /// Where it is.
  package var range: SourceRange
  /// As `Token.hasLeadingSpace`.
  package var hasLeadingSpace: Bool
  /// As `Token.hasTrailingSpace`.
  package var hasTrailingSpace: Bool
  /// As `Token.isAtStartOfLine`.
  package var isAtStartOfLine: Bool

  package init(kind: Kind, range: SourceRange, hasLeadingSpace: Bool, hasTrailingSpace: Bool, isAtStartOfLine: Bool) {
    self.kind = kind
    self.range = range
    self.hasLeadingSpace = hasLeadingSpace
    self.hasTrailingSpace = hasTrailingSpace
    self.isAtStartOfLine = isAtStartOfLine
  }

  /// The token as a `Token`, its text taken from `texts`.
  package func token(texts: [String]) -> Token {
    let kind: TokenKind
    switch self.kind {
    case .identifier(let index): kind = .identifier(texts[Int(index)])
    case .dollarIdentifier(let index): kind = .dollarIdentifier(texts[Int(index)])
    case .keyword(let keyword): kind = .keyword(keyword)
    case .integerLiteral(let index): kind = .integerLiteral(texts[Int(index)])
    case .floatLiteral(let index): kind = .floatLiteral(texts[Int(index)])
    case .stringStart: kind = .stringStart
    case .stringSegment(let index): kind = .stringSegment(texts[Int(index)])
    case .interpolationStart: kind = .interpolationStart
    case .interpolationEnd: kind = .interpolationEnd
    case .stringEnd: kind = .stringEnd
    case .punctuation(let punctuation): kind = .punctuation(punctuation)
    case .operator(let index): kind = .operator(texts[Int(index)])
    case .attribute(let index): kind = .attribute(texts[Int(index)])
    case .pound(let index): kind = .pound(texts[Int(index)])
    case .endOfInput: kind = .endOfInput
    }
    return Token(
      kind: kind, range: range, hasLeadingSpace: hasLeadingSpace, hasTrailingSpace: hasTrailingSpace,
      isAtStartOfLine: isAtStartOfLine)
  }
}
