import Testing
import TextMetrics

@testable import LayoutEngine

/// `FontParser` reads the fonts Swift writes and every spelling `Font.description` makes.
struct FontParserTests {
  private func parsed(_ text: String) -> Font? {
    try? FontParser.parse(text).get()
  }

  @Test func swiftSpellingsReadAsTheirFonts() {
    let cases: [(String, Font)] = [
      ("title", .style(.title)),
      (".headline", .style(.headline)),
      ("Font.caption2", .style(.caption2)),
      (".body.bold()", Font.style(.body).bold()),
      (".title.weight(.semibold)", Font.style(.title).weight(.semibold)),
      (".footnote.italic().monospacedDigit()", Font.style(.footnote).italic().monospacedDigit()),
      (".body.monospaced()", Font.style(.body).design(.monospaced)),
      (".system(size: 20)", .system(size: 20)),
      (".system(size: 64, weight: .bold, design: .rounded)", Font.system(size: 64, weight: .bold).design(.rounded)),
      (".system(size: 12.5, design: .serif)", Font.system(size: 12.5).design(.serif)),
      (
        ".system(.largeTitle, design: .rounded, weight: .heavy)",
        Font.style(.largeTitle).design(.rounded).weight(.heavy)
      ),
      (".system(.title3)", .style(.title3)),
      (".custom(\"Avenir\", size: 17)", .custom("Avenir", size: 17)),
      (".custom(\"Avenir-Heavy\", size: 24, relativeTo: .title)", .custom("Avenir-Heavy", size: 24)),
      (".custom(\"Menlo\", fixedSize: 11)", .custom("Menlo", size: 11)),
      (" .system( size : 20 , weight : .bold ) ", .system(size: 20, weight: .bold)),
    ]
    for (text, font) in cases {
      #expect(parsed(text) == font, "\(text)")
    }
  }

  @Test func everyDescriptionReadsBack() {
    let fonts: [Font] = [
      .style(.body), Font.style(.headline).weight(.black), Font.style(.title2).design(.serif).italic(),
      Font.system(size: 9, weight: .light).design(.monospaced).monospacedDigit(), .custom("Georgia", size: 15.5),
      Font.custom("Georgia", size: 15).italic(),
    ]
    for font in fonts {
      #expect(parsed(font.description) == font, "\(font)")
    }
  }

  @Test func whatIsNotAFontSaysWhich() {
    let cases: [(String, String)] = [
      (".body.leading(.tight)", "\"leading\" changes metrics the inspector does not model"),
      (".headline.width(.condensed)", "\"width\" changes metrics"),
      (".system(size: 0)", "expected \"system(size: 20)\""),
      (".system(size: 20, weight: .chunky)", "unknown font weight"),
      (".system(size: 20, tracking: 2)", "has no argument \"tracking\""),
      (".custom(\"\", size: 17)", "expected \"custom("),
      (".titel", "not a text style"),
      (".body.", "expected a method"),
      (".body bold", "unexpected"),
    ]
    for (text, message) in cases {
      guard case .failure(let failure) = FontParser.parse(text) else {
        Issue.record("\(text) read as a font")
        continue
      }
      #expect(failure.message.contains(message), "\(text): \(failure.message)")
    }
  }
}
