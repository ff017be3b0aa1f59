/// The tokens of a whole Swift file, lexed without stopping at the first error (`Lexer.tokenizeFile`).
public struct LexedFile: Sendable {
  /// The tokens in order; the last is always `endOfInput`.
  public var tokens: [Token]
  /// The comments, in order: `// …` to the end of its line, `/* … */` with nested comments inside.
  public var comments: [SourceRange]
  /// What the lexer could not read, each with its range; the text around it was still tokenized.
  public var diagnostics: [ScriptDiagnostic]
  /// Whether lexing stopped before the end of the text (a limit was reached); `diagnostics` says where.
  public var isTruncated: Bool
}
