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
}
