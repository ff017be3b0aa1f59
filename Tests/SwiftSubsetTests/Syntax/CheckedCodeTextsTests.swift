import SwiftSubset
import Testing

/// `CheckedCodeTexts`: the translator's and the tree decoder's one check of a Swift text against the subset.
struct CheckedCodeTextsTests {
  /// `CheckedCodeTexts.isPlainName` takes a text as parsed without parsing it: it must take only texts the subset's
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
      #expect(CheckedCodeTexts.isPlainName(text, as: .expression) == plain, "`\(text)`")
      if plain { #expect(throws: Never.self, "`\(text)`") { try Parser.parseExpression(SourceText(text)) } }
    }
    let bodies: [(String, Bool)] = [
      ("\\(title)", true), ("\\(title_2)", true), ("\\(if)", false), ("\\()", false), ("\\(a.b)", false),
      ("title", false), ("\\(title) x", false),
    ]
    for (text, plain) in bodies {
      #expect(CheckedCodeTexts.isPlainName(text, as: .textBody) == plain, "`\(text)`")
      if plain { #expect(throws: Never.self, "`\(text)`") { try Parser.parseTextBody(SourceText(text)) } }
    }
    #expect(!CheckedCodeTexts.isPlainName("x", as: .closure))
    #expect(!CheckedCodeTexts.isPlainName("x", as: .statements))
    // `isPlainName` compares only names of lowercase letters with the keywords.
    for keyword in Keyword.allCases {
      #expect(keyword.rawValue.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }, "\(keyword)")
      #expect(!CheckedCodeTexts.isPlainName(keyword.rawValue, as: .expression), "\(keyword)")
      #expect(!CheckedCodeTexts.isPlainName("\\(\(keyword.rawValue))", as: .textBody), "\(keyword)")
    }
  }

  /// A text is checked as its form: what the parser answers, once; a text given as parsed is not parsed again.
  @Test
  func aTextIsCheckedInItsFormAndRemembered() {
    var texts = CheckedCodeTexts()
    #expect(texts.diagnostic(for: "a + b", as: .expression) == nil)
    #expect(texts.diagnostic(for: "a +", as: .expression) != nil)
    #expect(texts.diagnostic(for: "x = 1", as: .closure) == nil)
    #expect(texts.diagnostic(for: "{ v in v = 1 }", as: .closure) == nil)
    #expect(texts.diagnostic(for: "return 1", as: .statements) == nil)
    #expect(texts.diagnostic(for: "\\(a) and \\(b)", as: .textBody) == nil)
    #expect(texts.parsedTexts(as: .expression) == ["a + b"])
    #expect(texts.diagnostic(for: "a +", as: .expression) == texts.diagnostic(for: "a +", as: .expression))
    texts.adopt(["not parsed +"], as: .closure)
    #expect(texts.diagnostic(for: "not parsed +", as: .closure) == nil)
    #expect(texts.diagnostic(for: "not parsed +", as: .expression) != nil)
  }
}
