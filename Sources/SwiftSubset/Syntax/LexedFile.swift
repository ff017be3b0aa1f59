/// The tokens of a whole Swift file, lexed without stopping at the first error (`Lexer.tokenizeFile`).
public struct LexedFile: Sendable {
  /// The tokens in order, each referring to its text in `texts`; the last is always `endOfInput`.
  package var fileTokens: [FileToken]
  /// The tokens' texts (names, literals, operators, attributes, directives), in the order they were read.
  package var texts: [String]
  /// The comments, in order: `// …` to the end of its line, `/* … */` with nested comments inside.
  public var comments: [SourceRange]
  /// What the lexer could not read, each with its range; the text around it was still tokenized.
  public var diagnostics: [ScriptDiagnostic]
  /// Whether lexing stopped before the end of the text (a limit was reached); `diagnostics` says where.
  public var isTruncated: Bool

  /// The tokens in order, each with its text; the last is always `endOfInput`.
  public var tokens: [Token] { fileTokens.map { $0.token(texts: texts) } }
}
