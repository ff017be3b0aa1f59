import JSONCore
import LayoutEngine
import SwiftSubset
import Testing

@testable import SwiftUISource

/// The Swift texts a translation hands to the decoder as parsed (`SourceTranslation.parsedExpressions`,
/// `parsedClosures`): each parses in the subset in its form, a text outside the subset is not among them, and a
/// document decodes to the same tree with them as without them.
struct ParsedTextsTests {
  @Test(arguments: ExampleFiles.names)
  func everyHandedTextParsesAndTheTreeIsTheSame(_ name: String) throws {
    let translation = SwiftUITranslator().translate(
      [try ExampleFiles.swiftFile(name)], root: ExampleEquivalenceTests.roots[name] ?? .automatic)
    let document = try #require(translation.document, "\(name): no document: \(translation.diagnostics)")
    #expect(!translation.parsedExpressions.isEmpty, "\(name): no expression handed over")
    for text in translation.parsedExpressions {
      #expect(throws: Never.self, "\(name): `\(text)`") { try Parser.parseExpression(SourceText(text)) }
    }
    for text in translation.parsedClosures {
      #expect(throws: Never.self, "\(name): `\(text)`") { try Parser.parseClosure(SourceText(text)) }
    }
    let alone = try ViewTree(json: document)
    let given = try ViewTree(
      json: document, parsedExpressions: translation.parsedExpressions, parsedClosures: translation.parsedClosures)
    #expect(given.root == alone.root, "\(name)")
    #expect(given.nodePaths == alone.nodePaths, "\(name)")
    #expect(given.nodeCount == alone.nodeCount, "\(name)")
    #expect(given.state == alone.state, "\(name)")
  }

  /// `Translator.isPlainNameCode` takes a text as parsed without parsing it: it must take only texts the subset's
  /// parser accepts in that form.
  @Test
  func aPlainNameIsTakenUnparsedOnlyWhenTheSubsetParsesIt() throws {
    let expressions: [(String, Bool)] = [
      ("labelWidth_2", true), ("$name_3", true), ("_hidden", true), ("Color", true), ("_", false), ("$_", false),
      ("$0", false), ("if", false), ("true", false), ("self", false), ("nil", false), ("in", false), ("$self", false),
      ("2x", false), ("a.b", false), ("a b", false), ("", false), ("$", false), ("é", false),
      (String(repeating: "a", count: 65), false),
    ]
    for (text, plain) in expressions {
      #expect(Translator.isPlainNameCode(text, as: .expression) == plain, "`\(text)`")
      if plain { #expect(throws: Never.self, "`\(text)`") { try Parser.parseExpression(SourceText(text)) } }
    }
    let bodies: [(String, Bool)] = [
      ("\\(title)", true), ("\\(title_2)", true), ("\\(if)", false), ("\\()", false), ("\\(a.b)", false),
      ("title", false), ("\\(title) x", false),
    ]
    for (text, plain) in bodies {
      #expect(Translator.isPlainNameCode(text, as: .textBody) == plain, "`\(text)`")
      if plain { #expect(throws: Never.self, "`\(text)`") { try Parser.parseTextBody(SourceText(text)) } }
    }
    #expect(!Translator.isPlainNameCode("x", as: .closure))
    #expect(!Translator.isPlainNameCode("x", as: .statements))
    // `isPlainNameCode` compares only names of lowercase letters with the keywords.
    for keyword in Keyword.allCases {
      #expect(keyword.rawValue.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }, "\(keyword)")
      #expect(!Translator.isPlainNameCode(keyword.rawValue, as: .expression), "\(keyword)")
      #expect(!Translator.isPlainNameCode("\\(\(keyword.rawValue))", as: .textBody), "\(keyword)")
    }
  }

  @Test
  func aTextOutsideTheSubsetIsNotHandedOver() throws {
    let translation = Translate.file(
      """
      struct Screen: View {
        var body: some View {
          Text("a").frame(width: #file)
        }
      }
      """)
    #expect(translation.diagnostics.contains { $0.code == .notInSubset }, "\(translation.diagnostics)")
    #expect(!translation.parsedExpressions.contains { $0.contains("#file") }, "\(translation.parsedExpressions)")
    #expect(!translation.parsedClosures.contains { $0.contains("#file") }, "\(translation.parsedClosures)")
  }
}
