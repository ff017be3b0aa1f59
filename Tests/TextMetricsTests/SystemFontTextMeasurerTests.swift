import Testing
import TextMetrics

/// Golden tests of the default measurer: the SF emulation over the bundled Inter tables.
struct SystemFontTextMeasurerTests {
  let measurer = SystemFontTextMeasurer()

  func measure(
    _ text: String, _ font: Font = .body, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil
  ) -> TextMeasurement {
    measurer.measure(
      TextMeasurementRequest(text: text, font: font, maxWidth: width, maxHeight: height, lineLimit: lineLimit))
  }

  func pixels(_ text: String, _ font: Font = .body, scale: Double = 3) -> TextMeasurement {
    measure(text, font).roundedUp(toPixelsOf: scale)
  }

  /// Real SwiftUI reports Text("Hello") as 39.0 × 20.333 and Text("World") as 45.0 × 20.333 at .body, @3x
  /// (`text-metrics.md` §0). The stand-in's own predictions are pinned exactly: 38.667 and 44.333 (the
  /// reference model's, `fontcheck/check_widths.py`), one and two device pixels short.
  @Test func helloAndWorldAtBody() {
    let hello = pixels("Hello")
    let world = pixels("World")
    #expect(hello.width == 116 * (1.0 / 3))
    #expect(world.width == 133 * (1.0 / 3))
    #expect(hello.height == 61 * (1.0 / 3))
    #expect(world.height == 61 * (1.0 / 3))
    #expect(abs(hello.width - 39.0) <= 2.0 / 3 + 1e-9)
    #expect(abs(world.width - 45.0) <= 2.0 / 3 + 1e-9)
  }

  /// The exact typographic values behind the rounded ones: Inter Regular's advances H 2084, e 1640, l 668,
  /// o 1680 per 2816 (6740 in all, no kerning pair; `fontcheck/sfnt.py`) at 17 pt, minus SF's 17 pt tracking of
  /// 26/1000 em on each of the 5 glyphs: 6740 × 17 / 2816 − 5 × 0.442 = 38.478920…
  @Test func exactValuesBeforeRounding() {
    let hello = measure("Hello")
    #expect(abs(hello.width - 38.478_920_454_545) < 1e-9)
    #expect(abs(hello.height - 17 * 2444.0 / 2048) < 1e-12)
    #expect(abs(hello.firstBaseline - 17 * 1950.0 / 2048) < 1e-12)
  }

  /// The 14 public iOS line heights at 11–34 pt (`text-metrics.md` §1.1 and `fontcheck/check_widths.py`
  /// IOS_REFERENCE, React Native on the iOS 26.4 simulator at @3x): ceil(size × 2444/2048 × 3) / 3.
  @Test(arguments: [
    (11.0, 13.33), (12, 14.33), (13, 15.67), (14, 17.0), (15, 18.0), (16, 19.33), (17, 20.33), (18, 21.67),
    (20, 24.0), (22, 26.33), (24, 28.67), (28, 33.67), (32, 38.33), (34, 40.67),
  ])
  func publicLineHeights(size: Double, measured: Double) {
    let height = measure("Hamburgefonstiv 0123", .system(size: size)).roundedUp(toPixelsOf: 3).height
    #expect(abs(height - measured) < 0.005, "size \(size): \(height) vs measured \(measured)")
  }

  /// Every text style's height, whole points (skip-ui's iOS sizes, `control-sizes.md` §7.8): ceil(size × 2444/2048).
  @Test func textStyleHeightsInWholePoints() {
    let expected: [Font.TextStyle: Double] = [
      .largeTitle: 41, .title: 34, .title2: 27, .title3: 24, .headline: 21, .subheadline: 18, .body: 21,
      .callout: 20, .footnote: 16, .caption: 15, .caption2: 14,
    ]
    for (style, height) in expected {
      #expect(pixels("X", .style(style), scale: 1).height == height, "\(style)")
    }
  }

  /// `text-metrics.md` §4: a sentence under narrowing proposals wraps at words first, then inside a word once
  /// a word is wider than the line; the width is the widest line, never the proposal.
  @Test func wrapsAtWordsThenInsideWords() {
    let sentence = "The quick brown fox"
    let ideal = measure(sentence)
    #expect(ideal.lines == [sentence])
    let lineHeight = 17 * 2444.0 / 2048
    var previousLines = 1
    var proposal = ideal.width
    var sawWordBreak = false
    var sawCharacterBreak = false
    while proposal > 1 {
      let result = measure(sentence, width: proposal)
      #expect(result.width <= proposal + 1e-6 || result.lines.contains { $0.count == 1 })
      #expect(result.lines.count >= previousLines)
      #expect(abs(result.height - Double(result.lines.count) * lineHeight) < 1e-9)
      let words = Set(sentence.split(separator: " ").map(String.init))
      if result.lines.count > 1,
        result.lines.allSatisfy({ line in line.split(separator: " ").allSatisfy { words.contains(String($0)) } })
      {
        sawWordBreak = true
      }
      if result.lines.contains(where: { !$0.contains(" ") && !words.contains($0) }) { sawCharacterBreak = true }
      previousLines = result.lines.count
      proposal -= 5
    }
    #expect(sawWordBreak)
    #expect(sawCharacterBreak)
    // Fixed points of the narrowing, from Inter's advances at 17 pt with SF tracking (`fontcheck/sfnt.py`):
    // "The quick" 74.7, "brown fox" 75.7, "brown" 48.0, "bro" 25.4, "brow" 38.5, "Hello World" 86.9 pt. So a
    // 60 pt proposal holds one word a line, and 30 pt breaks "brown" after "bro".
    #expect(measure(sentence, width: 60).lines == ["The", "quick", "brown", "fox"])
    #expect(measure("Hello World", width: 60).lines == ["Hello", "World"])
    #expect(measure("Hello World", width: 60).roundedUp(toPixelsOf: 3).width == 133 * (1.0 / 3))
    #expect(measure("Hello World", width: 60).roundedUp(toPixelsOf: 3).height == 122 * (1.0 / 3))
    #expect(measure("brown", width: 30).lines == ["bro", "wn"])
  }

  /// `wrap.py`: proposed 0 gives one character per line, the space hanging on "o".
  @Test func zeroWidthProposalGivesOneClusterPerLine() {
    let result = measure("Hello World", width: 0)
    #expect(result.lines == ["H", "e", "l", "l", "o", "W", "o", "r", "l", "d"])
  }

  /// Trailing spaces hang; explicit newlines always break; the widest line is the width.
  @Test func hangingSpacesAndNewlines() {
    #expect(measure("Hello   ").width == measure("Hello").width)
    let twoLines = measure("Hello\nWonderful World")
    #expect(twoLines.lines == ["Hello", "Wonderful World"])
    #expect(twoLines.width == measure("Wonderful World").width)
    #expect(measure("a\r\nb").lines == ["a", "b"])
    #expect(measure("a\u{2028}b").lines == ["a", "b"])
  }

  /// `lineLimit(1)` on a wrapping sentence truncates the tail with an ellipsis inside the proposal. "The quick"
  /// is 74.7 pt and "The quick b" with an ellipsis does not fit in 100 pt, so the line is "The quick…" (the space
  /// before the cut hangs). A 45 pt height holds two lines of 20.287 pt.
  @Test func lineLimitTruncatesWithEllipsis() {
    let result = measure("The quick brown fox jumps", width: 100, lineLimit: 1)
    #expect(result.isTruncated)
    #expect(result.width <= 100)
    #expect(result.width > 74.7)
    #expect(result.lines == ["The quick\u{2026}"])
    let byHeight = measure("The quick brown fox jumps", width: 100, height: 45)
    #expect(byHeight.lines.count == 2)
    #expect(byHeight.isTruncated)
    // Never fewer than one line.
    #expect(measure("The quick brown fox", width: 100, height: 1).lines.count == 1)
    #expect(!measure("The quick", width: 100, lineLimit: 1).isTruncated)
  }

  /// Baselines: the first at SF's ascender (1950/2048 em), the last one line height per extra line below it.
  @Test func baselines() {
    let result = measure("Hello World", width: 60)
    #expect(abs(result.firstBaseline - 17 * 1950.0 / 2048) < 1e-12)
    #expect(abs(result.lastBaseline - result.firstBaseline - 17 * 2444.0 / 2048) < 1e-12)
    // roundedUp: first baseline to the nearest pixel (16.187 → 16.333), last shifted the same and rounded up.
    let rounded = result.roundedUp(toPixelsOf: 3)
    #expect(rounded.firstBaseline == 49 * (1.0 / 3))
    #expect(rounded.lastBaseline == 110 * (1.0 / 3))
  }

  /// Weights use the Semibold and Bold tables: bold text is wider; `.headline` is semibold 17 pt.
  @Test func weights() {
    let regular = measure("Hello").width
    let semibold = measure("Hello", .style(.headline)).width
    let bold = measure("Hello", Font.body.bold()).width
    #expect(regular < semibold)
    #expect(semibold < bold)
    #expect(measure("Hello", .system(size: 17, weight: .semibold)).width == semibold)
    let medium = measure("Hello", .system(size: 17, weight: .medium)).width
    #expect(abs(medium - (regular + semibold) / 2) < 1e-9)
  }

  /// Combining marks and default-ignorables add nothing; an emoji sequence is one 1.25 em cluster; CJK is 1 em.
  @Test func clustersAndFallbacks() {
    let plain = measure("e").width
    #expect(measure("e\u{301}").width == plain)
    #expect(measure("a\u{200D}b").width == measure("ab").width)
    #expect(measure("A\u{FE0F}\u{200B}").width == measure("A").width)
    let thumbs = measure("\u{1F44D}\u{1F3FD}")
    #expect(abs(thumbs.width - 1.25 * 17) < 1e-9)
    #expect(thumbs.estimatedClusterCount == 1)
    #expect(abs(measure("\u{1F1EF}\u{1F1F5}").width - 1.25 * 17) < 1e-9)
    #expect(abs(measure("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}").width - 1.25 * 17) < 1e-9)
    #expect(abs(measure("中文").width - 2 * 17) < 1e-9)
    #expect(measure("Hello").estimatedClusterCount == 0)
  }

  /// CJK text breaks between ideographs (1 em = 17 pt each, so 40 pt holds two); a no-break space never breaks;
  /// a hyphen breaks after itself ("well-" 37.1, "known" 50.6 pt); no break before a comma ("Hello," 42.8 pt).
  @Test func breakOpportunities() {
    #expect(measure("中文字", width: 40).lines == ["中文", "字"])
    #expect(measure("Hello\u{A0}World", width: 60).lines.count == 2)
    #expect(measure("Hello\u{A0}World", width: 60).lines[0].contains("\u{A0}"))
    #expect(measure("well-known", width: 60).lines == ["well-", "known"])
    #expect(measure("Hello, world", width: 50).lines == ["Hello,", "world"])
  }

  /// An empty string measures 0 × 0 with no lines (named behaviour, `TextLayout`).
  @Test func emptyText() {
    let result = measure("")
    #expect(result.width == 0)
    #expect(result.height == 0)
    #expect(result.lines.isEmpty)
  }

  /// `verticalMetrics(for:)`: SF's at the size.
  @Test func verticalMetrics() {
    let metrics = measurer.verticalMetrics(for: .body)
    #expect(abs(metrics.lineHeight - 17 * 2444.0 / 2048) < 1e-12)
    #expect(abs(metrics.capHeight - 17 * 1443.0 / 2048) < 1e-12)
    #expect(metrics.leading == 0)
  }
}

/// Hostile request values never trap: non-finite sizes, widths and heights, huge line limits.
struct HostileRequestTests {
  @Test func nonFiniteValues() {
    let measurers: [any TextMeasurer] = [SystemFontTextMeasurer(), FixedAdvanceTextMeasurer()]
    let values: [Double] = [.nan, .infinity, -.infinity, 0, -5, 1e308, .leastNonzeroMagnitude]
    for measurer in measurers {
      for value in values {
        for font in [Font.body, .system(size: value)] {
          _ = measurer.measure(
            TextMeasurementRequest(
              text: "Hello world\nagain", font: font, maxWidth: value, maxHeight: value, lineLimit: 0))
          _ = measurer.measure(
            TextMeasurementRequest(text: "Hello", font: font, maxWidth: value, maxHeight: value, lineLimit: Int.max))
          _ = measurer.measure(
            TextMeasurementRequest(text: "Hello", font: font, maxWidth: value, maxHeight: value, lineLimit: Int.min))
          _ = measurer.verticalMetrics(for: font)
        }
      }
    }
  }
}
