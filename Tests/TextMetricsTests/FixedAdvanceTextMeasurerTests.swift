import Testing
import TextMetrics

/// Tests of the deterministic measurer used by layout fixtures.
struct FixedAdvanceTextMeasurerTests {
  /// 5 characters × 0.5 em × 17 pt = 42.5; one line × 1.2 em × 17 pt = 20.4 (arithmetic from the defaults).
  @Test func measuresOneLine() {
    let measurement = FixedAdvanceTextMeasurer().measure(TextMeasurementRequest(text: "Hello", font: .body))
    #expect(measurement.width == 42.5)
    #expect(abs(measurement.height - 20.4) < 1e-9)
  }

  /// "Hello world" at 10 pt with 0.5 em advances: each word is 25 wide, so a 30-wide line holds one word.
  @Test func wrapsAtWordsThenInsideWords() {
    let measurer = FixedAdvanceTextMeasurer()
    let font = Font.system(size: 10)
    #expect(
      measurer.measure(TextMeasurementRequest(text: "Hello world", font: font, maxWidth: 30)).lines == [
        "Hello", "world",
      ])
    #expect(
      measurer.measure(TextMeasurementRequest(text: "Hello", font: font, maxWidth: 10)).lines == ["He", "ll", "o"])
  }

  /// A line limit or a small height drops lines without an ellipsis; at least one line stays.
  @Test func truncationDropsLines() {
    let measurer = FixedAdvanceTextMeasurer()
    let font = Font.system(size: 10)
    let limited = measurer.measure(TextMeasurementRequest(text: "aa bb cc", font: font, maxWidth: 10, lineLimit: 2))
    #expect(limited.lines == ["aa", "bb"])
    #expect(limited.isTruncated)
    let short = measurer.measure(TextMeasurementRequest(text: "aa bb cc", font: font, maxWidth: 10, maxHeight: 1))
    #expect(short.lines == ["aa"])
    #expect(short.height == 12)
  }

  /// Baselines and vertical metrics follow the ems: ascent 0.95, line 1.2 (so descender 0.25).
  @Test func baselinesAndMetrics() {
    let measurer = FixedAdvanceTextMeasurer()
    let result = measurer.measure(TextMeasurementRequest(text: "aa bb", font: .system(size: 10), maxWidth: 10))
    #expect(result.firstBaseline == 9.5)
    #expect(abs(result.lastBaseline - 21.5) < 1e-12)
    let metrics = measurer.verticalMetrics(for: .system(size: 10))
    #expect(abs(metrics.lineHeight - 12) < 1e-12)
    #expect(abs(metrics.descender - 2.5) < 1e-12)
  }

  /// An empty string has no lines and measures 0 × 0, like the font path (`TextLayout`).
  @Test func emptyText() {
    let result = FixedAdvanceTextMeasurer().measure(TextMeasurementRequest(text: "", font: .body))
    #expect(result.width == 0)
    #expect(result.height == 0)
  }
}
