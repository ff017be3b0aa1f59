import Testing
import TextMetrics

/// Pixel rounding: sizes up, positions to the nearest pixel (`text-metrics.md` §1.4).
struct PixelGridTests {
  @Test func ceilRoundsUpAndSnapsFloatingNoise() {
    #expect(PixelGrid.ceil(20.287, scale: 3) == 61.0 / 3)
    #expect(PixelGrid.ceil(13.127, scale: 3) == 40.0 / 3)
    // 20.4 × 3 = 61.199999…: still 61.333 / 3; and an exact grid value stays put.
    #expect(PixelGrid.ceil(42.5, scale: 2) == 42.5)
    #expect(PixelGrid.ceil(0.1 + 0.2, scale: 10) == 0.3)
    #expect(PixelGrid.ceil(5, scale: 0) == 5)
  }

  /// (390 − 39) / 2 = 175.5 → 526.5 px → 527 px (ties away from zero) → 175.667 (`text-metrics.md` §1.4).
  @Test func roundGoesToNearestWithTiesAway() {
    #expect(PixelGrid.round(175.5, scale: 3) == 527.0 / 3)
    #expect(PixelGrid.round(-0.5, scale: 1) == -1)
  }

  /// A width rounded up and proposed back fits on the same lines.
  @Test func roundedWidthProposedBackFits() {
    let measurer = SystemFontTextMeasurer()
    for text in ["Hello", "World", "Good morning, Ada", "Hamburgefonstiv 0123 and more words"] {
      let ideal = measurer.measure(TextMeasurementRequest(text: text, font: .body))
      let rounded = ideal.roundedUp(toPixelsOf: 3)
      let again = measurer.measure(TextMeasurementRequest(text: text, font: .body, maxWidth: rounded.width))
      #expect(again.lines == ideal.lines)
      #expect(again.roundedUp(toPixelsOf: 3) == rounded)
    }
  }
}
