import JSONCore
import Testing

@testable import LayoutEngine

/// `TextTemplate.parse` splits an ASCII text byte by byte and any other text by `Character`: both walks give the
/// same runs and the same errors.
struct TextTemplateTests {
  private static let path = JSONPath.root.key("text")

  /// Texts with interpolations, escapes, nested parentheses, strings inside interpolations and `\r\n`.
  private static let texts = [
    #"Tap count \(taps)"#,
    #"\(a) and \(b)"#,
    #"a \\ b \(f(x, (y + 1))) c"#,
    #"\( "s(" + t ) end"#,
    #"escaped \"\(name)\" and \q"#,
    "line\r\n\\(value)\r\n",
    #"\(  spaced  )"#,
    #"trailing \"#,
    #"quote in \("a \" ) b") end"#,
  ]

  private func segments(_ text: String) throws(TreeError) -> [TextTemplate.Segment] {
    Array(try TextTemplate.parse(text, path: Self.path).segments)
  }

  @Test func aTextWithoutInterpolationsIsItsSourceAsOneLiteralRun() throws {
    #expect(try segments("Name:") == [.literal("Name:")])
    #expect(try segments("").isEmpty)
    #expect(try segments(#"a \\ b"#) == [.literal(#"a \ b"#)])
    let parsed = try TextTemplate.parse("Name:", path: Self.path)
    let spelled = TextTemplate(segments: [.literal("Name:")], source: "Name:")
    #expect(parsed == spelled && parsed == TextTemplate(literal: "Name:") && parsed.hashValue == spelled.hashValue)
    #expect(parsed.literalText == "Name:" && TextTemplate(literal: "").literalText == "")
    #expect(parsed != TextTemplate(segments: [.literal("Name")], source: "Name:"))
    // Runs given are read as given: no runs are not the source's one literal run.
    #expect(TextTemplate(segments: [], source: "Name:").segments.isEmpty)
    #expect(TextTemplate(segments: [], source: "") == TextTemplate(literal: ""))
    let interpolated = try TextTemplate.parse(#"Tap \(n)"#, path: Self.path)
    #expect(interpolated.literalText == nil && interpolated.segments.count == 2)
  }

  @Test(arguments: texts)
  func anASCIITextSplitsAsItsCharactersDo(_ text: String) throws {
    // "é" first makes the text non-ASCII, so it is walked by `Character`; its runs are the ASCII text's with "é"
    // in front of the first literal.
    let ascii = try segments(text)
    var walked = try segments("é" + text)
    if case .literal(let first)? = walked.first, first.hasPrefix("é") {
      let rest = String(first.dropFirst())
      if rest.isEmpty { walked.removeFirst() } else { walked[0] = .literal(rest) }
    } else {
      Issue.record("the non-ASCII text should start with a literal run: \(walked)")
    }
    #expect(ascii == walked)
  }

  @Test func interpolationsAndEscapesAreSplitIntoRuns() throws {
    let runs = try segments(#"a \\ \(f(x, (y))) "\( "(" ) z"#)
    #expect(
      runs == [
        .literal(#"a \ "#), .interpolation(SwiftExpression("f(x, (y))", path: Self.path)), .literal(#" ""#),
        .interpolation(SwiftExpression(#""(""#, path: Self.path)), .literal(" z"),
      ])
  }

  @Test(arguments: [#"open \(x"#, #"empty \() here"#, #"string \(")"#])
  func badInterpolationsFailTheSameWayInBothWalks(_ text: String) {
    var asciiMessage: String?
    var walkedMessage: String?
    do { _ = try segments(text) } catch { asciiMessage = error.message }
    do { _ = try segments("é" + text) } catch { walkedMessage = error.message }
    #expect(asciiMessage != nil)
    #expect(asciiMessage.map { $0.replacing("in \"" + text, with: "in \"é" + text) } == walkedMessage)
  }
}
