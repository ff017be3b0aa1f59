import SwiftSubset
import Testing

struct LexerTests {
  private func kinds(_ text: String) throws -> [TokenKind] {
    try Lexer.tokenize(SourceText(text)).map(\.kind)
  }

  @Test func namesKeywordsAndDollarNames() throws {
    #expect(
      try kinds("let value = $0 + $labelWidth") == [
        .keyword(.let), .identifier("value"), .operator("="), .dollarIdentifier("0"), .operator("+"),
        .dollarIdentifier("labelWidth"), .endOfInput,
      ]
    )
  }

  @Test func numbers() throws {
    #expect(
      try kinds("1_000 0x1F 3.25 1e3 2.5e-2 0b101") == [
        .integerLiteral("1000"), .integerLiteral("0x1F"), .floatLiteral("3.25"), .floatLiteral("1e3"),
        .floatLiteral("2.5e-2"), .integerLiteral("0b101"), .endOfInput,
      ])
    // `0..<3` is a number, a range operator and a number, not `0.` followed by `.<3`.
    #expect(try kinds("0..<3") == [.integerLiteral("0"), .operator("..<"), .integerLiteral("3"), .endOfInput])
    #expect(try kinds("1...5") == [.integerLiteral("1"), .operator("..."), .integerLiteral("5"), .endOfInput])
  }

  @Test func stringsWithEscapesAndInterpolation() throws {
    #expect(
      try kinds(#""a\n\t\"\\\u{1F600} \(x + 1) b""#) == [
        .stringStart, .stringSegment("a\n\t\"\\😀 "), .interpolationStart, .identifier("x"), .operator("+"),
        .integerLiteral("1"), .interpolationEnd, .stringSegment(" b"), .stringEnd, .endOfInput,
      ]
    )
    // Parentheses inside an interpolation do not end it; strings inside it nest.
    #expect(
      try kinds(#""\(f((1)))\("in")""#) == [
        .stringStart, .interpolationStart, .identifier("f"), .punctuation(.leftParen), .punctuation(.leftParen),
        .integerLiteral("1"), .punctuation(.rightParen), .punctuation(.rightParen), .interpolationEnd,
        .interpolationStart, .stringStart, .stringSegment("in"), .stringEnd, .interpolationEnd, .stringEnd, .endOfInput,
      ]
    )
  }

  @Test func textBodies() throws {
    let tokens = try Lexer.tokenizeTextBody(SourceText(#"Tap count \(taps) "quoted""#)).map(\.kind)
    #expect(
      tokens == [
        .stringStart, .stringSegment("Tap count "), .interpolationStart, .identifier("taps"), .interpolationEnd,
        .stringSegment(" \"quoted\""), .stringEnd, .endOfInput,
      ])
  }

  @Test func commentsAndLineBreaks() throws {
    let tokens = try Lexer.tokenize(SourceText("a // comment\n/* block /* nested */ */ b"))
    #expect(tokens.map(\.kind) == [.identifier("a"), .identifier("b"), .endOfInput])
    #expect(tokens[1].isAtStartOfLine)
    #expect(!tokens[0].hasTrailingSpace || tokens[0].hasTrailingSpace)
  }

  @Test func operatorBinding() throws {
    let tokens = try Lexer.tokenize(SourceText("value! == a?.b"))
    #expect(
      tokens.map(\.kind) == [
        .identifier("value"), .operator("!"), .operator("=="), .identifier("a"), .operator("?"), .punctuation(.period),
        .identifier("b"), .endOfInput,
      ])
    #expect(!tokens[1].hasLeadingSpace)
    #expect(tokens[2].hasLeadingSpace && tokens[2].hasTrailingSpace)
    // A run of operator characters is one token, as in Swift; the parser rejects unknown ones.
    #expect(try kinds("a>>b") == [.identifier("a"), .operator(">>"), .identifier("b"), .endOfInput])
  }

  @Test func errorsSayWhatAndWhere() {
    func error(_ text: String) -> ScriptDiagnostic? {
      do {
        _ = try Lexer.tokenize(SourceText(text))
        return nil
      } catch {
        return error
      }
    }
    #expect(error("\"open")?.message == "unterminated string literal")
    #expect(error("\"a\nb\"")?.message == "unterminated string literal")
    #expect(error(#""\q""#)?.message == "invalid escape sequence in literal")
    #expect(error(#""\u{110000}""#)?.message.hasPrefix("invalid \\u{…} escape") == true)
    #expect(error("a @ b")?.message == "unexpected character '@'")
    #expect(error("a @ b")?.location == SourceLocation(offset: 2, line: 1, column: 3))
    #expect(error(#""\(x"#)?.message == "unterminated string interpolation: expected ')'")
    #expect(error("/* open")?.message == "unterminated '/*' comment")
    #expect(error("3px")?.message == "'3px' is not a valid number")
    #expect(error(#""""a""""#)?.code == .unsupported)
  }
}
