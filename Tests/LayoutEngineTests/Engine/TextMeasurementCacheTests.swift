import Testing
import TextMetrics

@testable import LayoutEngine

/// `TextMeasurementCache`: each distinct text measured once, and a look-up among texts of one hash bounded.
struct TextMeasurementCacheTests {
  /// A request for "Label" in the body font whose tracking tells it apart: every such request has the same hash (the
  /// string and the size).
  private static func request(tracking: Int, maxWidth: Double? = nil) -> TextMeasurementRequest {
    TextMeasurementRequest(
      text: "Label", font: .body, maxWidth: maxWidth, attributes: TextAttributes(tracking: Double(tracking)))
  }

  @Test func textsOfOneHashAreToldApartAndTheLookUpIsBounded() {
    var cache = TextMeasurementCache()
    var measured: [Double] = []
    func measure(_ request: TextMeasurementRequest) -> (measurement: TextMeasurement, fitsFromWidth: Double?) {
      measured.append(request.attributes.tracking)
      // One line, which holds in any box at least its width.
      let measurement = FixedAdvanceTextMeasurer().measure(request)
      return (measurement, measurement.width)
    }
    let count = TextMeasurementCache.comparedPerHash * 3
    // Each asked by a node of its own, so that no node's last text answers.
    for tracking in 0..<count {
      let measurement = cache.measurement(of: Self.request(tracking: tracking), node: tracking, measure: measure)
      #expect(measurement == FixedAdvanceTextMeasurer().measure(Self.request(tracking: tracking)))
    }
    #expect(measured == (0..<count).map(Double.init))
    // The latest of the hash are found by comparing them; an earlier one, past the bound, is measured again.
    measured = []
    let latest = count - 1
    _ = cache.measurement(of: Self.request(tracking: latest), node: count, measure: measure)
    #expect(measured.isEmpty)
    _ = cache.measurement(of: Self.request(tracking: 0), node: count + 1, measure: measure)
    #expect(measured == [0])
    // Found again now, and in another box, its one line holding, without measuring.
    _ = cache.measurement(of: Self.request(tracking: 0, maxWidth: 1_000), node: count + 2, measure: measure)
    #expect(measured == [0])
  }
}
