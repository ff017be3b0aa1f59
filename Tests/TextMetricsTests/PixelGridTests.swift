import Testing
import TextMetrics

/// Pixel rounding: sizes up, positions to the nearest pixel, results as whole pixels × 1/scale
/// (`text-metrics.md` §1.4, `swiftui-semantics.md` §1.6).
struct PixelGridTests {
  @Test func ceilRoundsUpAndSnapsFloatingNoise() {
    #expect(PixelGrid.ceil(20.287, scale: 3) == 61 * (1.0 / 3))
    #expect(PixelGrid.ceil(13.127, scale: 3) == 40 * (1.0 / 3))
    // An exact grid value stays put, and 0.1 + 0.2 (0.30000000000000004) is 3 pixels at scale 10.
    #expect(PixelGrid.ceil(42.5, scale: 2) == 42.5)
    #expect(PixelGrid.ceil(0.1 + 0.2, scale: 10) == 3 * (1.0 / 10))
    #expect(PixelGrid.ceil(5, scale: 0) == 5)
    // SwiftUI prints 661 × 1/3 = 220.33333333333331, not 661 / 3.
    #expect(PixelGrid.ceil(220.3, scale: 3) == 220.333_333_333_333_31)
  }

  /// (390 − 39) / 2 = 175.5 → 526.5 px → 527 px → 175.667 (`text-metrics.md` §1.4); ties go upward.
  @Test func roundGoesToNearestWithTiesUpward() {
    #expect(PixelGrid.round(175.5, scale: 3) == 527 * (1.0 / 3))
    #expect(PixelGrid.round(-0.5, scale: 1) == 0)
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
