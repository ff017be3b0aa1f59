import SwiftSubset
import Testing

/// `Lexer.tokenizeFile`: whole Swift files, with what only declarations use, and errors recorded rather than
/// thrown.
struct FileLexerTests {
  private func kinds(_ text: String) -> [TokenKind] {
    Lexer.tokenizeFile(SourceText(text)).tokens.map(\.kind)
  }

  @Test func attributesDirectivesKeyPathsAndBackquotes() {
    #expect(
      kinds("@State private var `default` = \\.self") == [
        .attribute("State"), .identifier("private"), .keyword(.var), .identifier("default"), .operator("="),
        .punctuation(.backslash), .punctuation(.period), .keyword(.self), .endOfInput,
      ])
    #expect(
      kinds("#if os(iOS)\n#Preview(\"A\") {}\n#endif") == [
        .pound("if"), .identifier("os"), .punctuation(.leftParen), .identifier("iOS"), .punctuation(.rightParen),
        .pound("Preview"), .punctuation(.leftParen), .stringStart, .stringSegment("A"), .stringEnd,
        .punctuation(.rightParen), .punctuation(.leftBrace), .punctuation(.rightBrace), .pound("endif"), .endOfInput,
      ])
  }

  @Test func commentsAreKeptAsRanges() {
    let text = "a // 注釈 😀\n/* block /* nested */ */ b /// doc"
    let file = Lexer.tokenizeFile(SourceText(text))
    #expect(file.tokens.map(\.kind) == [.identifier("a"), .identifier("b"), .endOfInput])
    let source = SourceText(text)
    #expect(file.comments.map { source.text(of: $0) } == ["// 注釈 😀", "/* block /* nested */ */", "/// doc"])
    #expect(file.diagnostics.isEmpty)
  }

  @Test func multiLineStringsStripTheClosingLinesIndentation() {
    let text = "let s = \"\"\"\n    Hello\n      \\(name)!\n    \"\"\"\nx"
    #expect(
      kinds(text) == [
        .keyword(.let), .identifier("s"), .operator("="), .stringStart, .stringSegment("Hello\n  "),
        .interpolationStart, .identifier("name"), .interpolationEnd, .stringSegment("!"), .stringEnd,
        .identifier("x"), .endOfInput,
      ])
  }

  @Test func rawStrings() {
    #expect(
      kinds(##"#"a \n "q" \#(x)"#"##) == [
        .stringStart, .stringSegment(#"a \n "q" "#), .interpolationStart, .identifier("x"), .interpolationEnd,
        .stringEnd, .endOfInput,
      ])
  }

  @Test func errorsAreRecordedAndLexingGoesOn() {
    let text = "let a = \"open\nlet b = 1 ' 2\nlet c = 3px"
    let file = Lexer.tokenizeFile(SourceText(text))
    #expect(
      file.diagnostics.map(\.message) == [
        "unterminated string literal", "unexpected character '''", "'3px' is not a valid number",
      ])
    #expect(file.diagnostics.first?.location == SourceLocation(offset: 8, line: 1, column: 9))
    // Every declaration after the mistakes is still there.
    #expect(file.tokens.filter { $0.kind == .keyword(.let) }.count == 3)
    #expect(file.tokens.last?.kind == .endOfInput)
    #expect(!file.isTruncated)
  }

  @Test func limitsStopLexingWithADiagnostic() {
    let deep = String(repeating: "(", count: 200)
    let file = Lexer.tokenizeFile(SourceText(deep), limits: ParseLimits(maxNestingDepth: 100))
    #expect(file.isTruncated)
    #expect(file.diagnostics.first?.code == .nestingTooDeep)
    #expect(file.tokens.last?.kind == .endOfInput)
    let long = Lexer.tokenizeFile(SourceText("abc"), limits: ParseLimits(maxSourceLength: 2))
    #expect(long.isTruncated && long.tokens.map(\.kind) == [.endOfInput])
  }

  @Test func theSubsetModeStillRejectsFileOnlySyntax() {
    #expect(throws: ScriptDiagnostic.self) { try Lexer.tokenize(SourceText("@State")) }
    #expect(throws: ScriptDiagnostic.self) { try Lexer.tokenize(SourceText("#if")) }
    #expect(throws: ScriptDiagnostic.self) { try Lexer.tokenize(SourceText("\\.self")) }
  }
}
