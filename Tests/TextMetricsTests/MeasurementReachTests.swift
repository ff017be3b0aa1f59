import Testing
import TextMetrics

/// `TextMeasurer.measureWithReach(_:)`: when a measurer says its measurement holds from a width, every request
/// that differs only in a height and in a width at least that one measures the same, exactly. The layout engine
/// answers those requests without measuring, so a reach that is too wide would change sizes.
struct MeasurementReachTests {
  static let measurers: [any TextMeasurer] = [SystemFontTextMeasurer(), FixedAdvanceTextMeasurer()]
  static let texts = [
    "Hello", "Label 500:", "AVATAR To WAVE", "  leading and trailing  ", "x", "a\u{0301}e\u{0301}", "👋🏽 Hi",
    "Two\nlines", "   ", "", "Wrapped words in a sentence long enough to break",
  ]
  static let attributes = [
    TextAttributes.plain, TextAttributes(tracking: 2), TextAttributes(tracking: -3),
    TextAttributes(minimumScaleFactor: 0.5, allowsTightening: true), TextAttributes(reservedLines: 2),
  ]

  func request(_ text: String, _ attributes: TextAttributes, width: Double?, height: Double?) -> TextMeasurementRequest
  {
    TextMeasurementRequest(text: text, font: .body, maxWidth: width, maxHeight: height, attributes: attributes)
  }

  /// Every reach, from the ideal box and from narrower ones, holds under wider widths and any height.
  @Test(arguments: 0..<measurers.count)
  func aReachHoldsForEveryWiderBox(measurer index: Int) {
    let measurer = Self.measurers[index]
    for text in Self.texts {
      for attributes in Self.attributes {
        for width in [nil, 30, 80, 200] as [Double?] {
          let reached = measurer.measureWithReach(request(text, attributes, width: width, height: nil))
          #expect(reached.measurement == measurer.measure(request(text, attributes, width: width, height: nil)))
          guard let from = reached.fitsFromWidth else { continue }
          #expect(from == reached.measurement.width)
          for wider in [from, from + 1e-9, from + 0.5, from * 2, 1e9, .infinity, nil] as [Double?] {
            for height in [nil, 0, 1, 20, 1e6] as [Double?] {
              let other = request(text, attributes, width: wider, height: height)
              #expect(
                measurer.measure(other) == reached.measurement,
                "\(measurer.name): \(text.debugDescription) \(attributes) at \(String(describing: wider)) × \(String(describing: height))"
              )
            }
          }
        }
      }
    }
  }

  /// No reach where a wider box could measure otherwise: several lines, a truncated or tightened text, clusters
  /// that narrow the line (negative tracking), or only spaces.
  @Test func noReachWhereAWiderBoxMeasuresOtherwise() {
    let measurer = SystemFontTextMeasurer()
    #expect(measurer.measureWithReach(request("Two\nlines", .plain, width: nil, height: nil)).fitsFromWidth == nil)
    #expect(
      measurer.measureWithReach(request("Hello", TextAttributes(tracking: -20), width: nil, height: nil)).fitsFromWidth
        == nil)
    #expect(measurer.measureWithReach(request("   ", .plain, width: nil, height: nil)).fitsFromWidth == nil)
    #expect(measurer.measureWithReach(request("", .plain, width: nil, height: nil)).fitsFromWidth == nil)
    let long = "Wrapped words in a sentence long enough to break"
    #expect(measurer.measureWithReach(request(long, .plain, width: 80, height: nil)).fitsFromWidth == nil)
    #expect(measurer.measureWithReach(request(long, .plain, width: 80, height: 1)).fitsFromWidth == nil)
    let tight = TextAttributes(minimumScaleFactor: 0.5, allowsTightening: true)
    #expect(measurer.measureWithReach(request(long, tight, width: 200, height: 1)).fitsFromWidth == nil)
    #expect(measurer.measureWithReach(request("Hello", .plain, width: nil, height: nil)).fitsFromWidth != nil)
  }
}
