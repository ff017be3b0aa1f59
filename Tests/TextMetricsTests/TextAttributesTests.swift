import Testing
import TextMetrics

/// The text modifiers that reach the measurer (`TextAttributes`, `TextRun`, `Font`'s design, italic and
/// monospaced digits). Numbers are arithmetic from the fixed-advance measurer (0.5 em advances, 1.2 em lines) or
/// from the SF emulation's own widths, compared with each other.
struct TextAttributesTests {
  let fixed = FixedAdvanceTextMeasurer()
  let font = Font.system(size: 10)

  /// Tracking adds to every character's advance, the last one included: 5 × (5 + 1).
  @Test func trackingWidensEveryCharacter() {
    let request = TextMeasurementRequest(text: "Hello", font: font, attributes: TextAttributes(tracking: 1))
    #expect(fixed.measure(request).width == 30)
  }

  /// Line spacing goes between lines, not after the last: 3 × 12 + 2 × 4; the last baseline moves by it.
  @Test func lineSpacingGoesBetweenLines() {
    let request = TextMeasurementRequest(
      text: "aa bb cc", font: font, maxWidth: 10, attributes: TextAttributes(lineSpacing: 4))
    let result = fixed.measure(request)
    #expect(result.lines.count == 3)
    #expect(abs(result.height - 44) < 1e-12)
    #expect(abs(result.lastBaseline - (2 * 16 + 9.5)) < 1e-12)
  }

  /// A height that holds two lines with their spacing shows two: (12 + 4) + 12 = 28.
  @Test func lineSpacingCountsInTheHeightAvailable() {
    let request = TextMeasurementRequest(
      text: "aa bb cc", font: font, maxWidth: 10, maxHeight: 28, attributes: TextAttributes(lineSpacing: 4))
    #expect(fixed.measure(request).lines == ["aa", "bb"])
  }

  /// `lineLimit(3, reservesSpace: true)` covers three lines whatever the text needs.
  @Test func reservedLinesSetTheHeight() {
    let request = TextMeasurementRequest(
      text: "aa", font: font, lineLimit: 3, attributes: TextAttributes(reservedLines: 3))
    let result = fixed.measure(request)
    #expect(result.lines == ["aa"])
    #expect(abs(result.height - 36) < 1e-12)
  }

  /// A truncated text shrinks by at most the minimum scale factor: "Hello" (25 at 10 pt) in 20 fits at 0.8.
  @Test func minimumScaleFactorShrinksToFit() {
    let request = TextMeasurementRequest(
      text: "Hello", font: font, maxWidth: 20, lineLimit: 1, attributes: TextAttributes(minimumScaleFactor: 0.5))
    let result = fixed.measure(request)
    #expect(!result.isTruncated)
    #expect(result.lines == ["Hello"])
    #expect(abs(result.width - 20) < 0.05)
    #expect(result.width <= 20 + 1e-9)
  }

  /// A factor too large to fit truncates at that smallest size.
  @Test func minimumScaleFactorStopsAtTheFactor() {
    let request = TextMeasurementRequest(
      text: "Hello", font: font, maxWidth: 10, lineLimit: 1, attributes: TextAttributes(minimumScaleFactor: 0.9))
    let result = fixed.measure(request)
    #expect(result.isTruncated)
    #expect(abs(result.height - 12 * 0.9) < 1e-9)
  }

  /// Tightening takes up to 0.05 em from each character before truncating: 5 × (5 − 0.5) = 22.5 fits 23.
  @Test func tighteningFitsBeforeTruncating() {
    let tight = TextMeasurementRequest(
      text: "Hello", font: font, maxWidth: 23, lineLimit: 1, attributes: TextAttributes(allowsTightening: true))
    let result = fixed.measure(tight)
    #expect(!result.isTruncated)
    #expect(abs(result.width - 22.5) < 1e-9)
    let loose = TextMeasurementRequest(text: "Hello", font: font, maxWidth: 23, lineLimit: 1)
    #expect(fixed.measure(loose).isTruncated)
  }

  /// Head, middle and tail truncation put the ellipsis at the start, the middle or the end of the line.
  @Test func truncationModesPlaceTheEllipsis() {
    let measurer = SystemFontTextMeasurer()
    func line(_ mode: TextAttributes.TruncationMode) -> String {
      let request = TextMeasurementRequest(
        text: "abcdefghijklmnop", font: .body, maxWidth: 60, lineLimit: 1,
        attributes: TextAttributes(truncationMode: mode))
      return measurer.measure(request).lines.first ?? ""
    }
    #expect(line(.tail).hasSuffix("\u{2026}") && line(.tail).hasPrefix("abc"))
    #expect(line(.head).hasPrefix("\u{2026}") && line(.head).hasSuffix("nop"))
    let middle = line(.middle)
    #expect(middle.hasPrefix("ab") && middle.hasSuffix("op") && middle.contains("\u{2026}"))
  }

  /// Concatenated runs flow as one text: widths add, the line is as tall as the largest font's.
  @Test func runsFlowAsOneText() {
    let runs = [TextRun(text: "ab", font: .system(size: 10)), TextRun(text: "cd", font: .system(size: 20))]
    let result = fixed.measure(TextMeasurementRequest(text: "abcd", font: .system(size: 10), runs: runs))
    #expect(result.width == 2 * 5 + 2 * 10)
    #expect(abs(result.height - 24) < 1e-12)
  }

  /// Bold is wider than regular in the SF emulation; italic measures as upright.
  @Test func weightAndItalic() {
    let measurer = SystemFontTextMeasurer()
    let regular = measurer.measure(TextMeasurementRequest(text: "Hello world", font: .body)).width
    let bold = measurer.measure(TextMeasurementRequest(text: "Hello world", font: .body.bold())).width
    let italic = measurer.measure(TextMeasurementRequest(text: "Hello world", font: .body.italic())).width
    #expect(bold > regular)
    #expect(italic == regular)
  }

  /// Monospaced digits: "1111" is as wide as "0000"; the monospaced design gives every glyph 1229/2048 em.
  @Test func monospacedDigitsAndDesign() {
    let measurer = SystemFontTextMeasurer()
    let tabular = Font.body.monospacedDigit()
    let ones = measurer.measure(TextMeasurementRequest(text: "1111", font: tabular)).width
    let zeros = measurer.measure(TextMeasurementRequest(text: "0000", font: tabular)).width
    #expect(abs(ones - zeros) < 1e-9)
    let proportional = measurer.measure(TextMeasurementRequest(text: "1111", font: .body)).width
    #expect(proportional < ones)
    let mono = measurer.measure(TextMeasurementRequest(text: "iiii", font: .body.design(.monospaced))).width
    let tracking = (measurer.measure(TextMeasurementRequest(text: "iiii", font: .body)).width)
    #expect(mono > tracking)
    #expect(abs(mono - 4 * 17 * 1229 / 2048) < 1e-9)
  }

  /// Fonts spell their design, italic and digits as SwiftUI code does.
  @Test func fontDescriptions() {
    #expect(Font.body.italic().description == ".body.italic()")
    #expect(Font.body.design(.monospaced).description == ".system(.body, design: .monospaced)")
    #expect(Font.system(size: 12).monospacedDigit().description == ".system(size: 12).monospacedDigit()")
  }
}
