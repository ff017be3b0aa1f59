import Testing

@testable import TextMetrics

/// The one-line ASCII path (`TextLayout.measureOneASCIILine`) against the general one (`TextLayout.measure` over
/// `TextClusters`): wherever it answers, its measurement and reach are exactly the general path's.
struct OneASCIILineTests {
  /// The SF emulation's measurer at a size and weight, as `SystemFontTextMeasurer` makes it for a plain text.
  static func measurer(pointSize: Double, weight: Font.Weight) -> FontClusterMeasurer<SystemFontInstance> {
    FontClusterMeasurer(
      primary: SystemFontInstance(pointSize: pointSize, weight: weight), fallback: nil, pointSize: pointSize)
  }

  /// Checks `text` in `request`'s box both ways; returns whether the one-line path answered.
  @discardableResult
  static func check(
    _ text: String, maxWidth: Double?, measurer: FontClusterMeasurer<SystemFontInstance>,
    attributes: TextAttributes = .plain
  ) -> Bool {
    let request = TextMeasurementRequest(
      text: text, font: .body, maxWidth: maxWidth, maxHeight: nil, attributes: attributes)
    let metrics = SystemFontProfile.verticalMetrics(pointSize: 17)
    guard
      let fast = TextLayout.measureOneASCIILine(text, measurer: measurer, request: request, metrics: metrics)
    else { return false }
    let general = TextLayout.measure(TextClusters(text, measurer: measurer), request: request, metrics: metrics) {
      measurer.measure("\u{2026}", breakClass: .closing)
    }
    #expect(fast.measurement == general.measurement, "\(text.debugDescription) in \(String(describing: maxWidth))")
    #expect(fast.fitsFromWidth == general.fitsFromWidth, "\(text.debugDescription)")
    #expect(fast.measurement.width.bitPattern == general.measurement.width.bitPattern, "\(text.debugDescription)")
    return true
  }

  /// Every pair of ASCII bytes (so every kerning pair the path adds), unbounded and in a box of its own width.
  @Test func everyASCIIBytePairMeasuresAsTheGeneralPath() {
    let measurer = Self.measurer(pointSize: 17, weight: .regular)
    var answered = 0
    for first in UInt8(0)..<0x80 {
      for second in UInt8(0)..<0x80 {
        let text = String(decoding: [first, second], as: UTF8.self)
        if Self.check(text, maxWidth: nil, measurer: measurer) { answered += 1 }
      }
    }
    // Every pair of printable bytes but two spaces has visible content and no hard break.
    #expect(answered >= 95 * 95 - 1)
  }

  /// Texts of several words at several sizes and weights, in boxes wider and narrower than their line.
  @Test(arguments: [(11.0, Font.Weight.regular), (17, .medium), (20, .semibold), (34, .bold), (0, .regular)])
  func textsMeasureAsTheGeneralPath(pointSize: Double, weight: Font.Weight) {
    let measurer = Self.measurer(pointSize: pointSize, weight: weight)
    let texts = [
      "Label 500:", "AVATAR To WAVE", "  leading and trailing  ", "x", "Tab\there", "(a-b) [c] {d}, e.f!",
      "Two\nlines", "\r\n", "   ", "", "~`@#$%^&*_+=|\\/<>?'\"", "Wrapped words in a sentence long enough to break",
      "caf\u{E9}", "\u{7F}\u{1}ctl",
    ]
    for text in texts {
      let answered = Self.check(text, maxWidth: nil, measurer: measurer)
      #expect(answered == !(text.contains("\n") || text.allSatisfy(\.isWhitespace) || text.contains("\u{E9}")))
      for width in [0, 30, 1e9, .infinity, .nan] as [Double] {
        Self.check(text, maxWidth: width, measurer: measurer)
      }
    }
  }
}
