import Testing
import TextMetrics

/// SF's public facts (`text-metrics.md` §1.1 and §1.3, `SystemFontProfile`).
struct SystemFontProfileTests {
  /// The HIG tracking column in 1/1000 em: 10 pt +12, 13 pt −6, 17 pt −26, 28 pt +14; clamped at the ends;
  /// 36–40 pt +10; 80 pt and up 0.
  @Test func trackingTable() {
    let expected: [(Double, Double)] = [
      (4, 41), (6, 41), (10, 12), (12, 0), (13, -6), (17, -26), (20, -23), (24, 3), (28, 14), (34, 12), (38, 10),
      (57, 5.5), (80, 0), (200, 0),
    ]
    for (size, value) in expected {
      #expect(abs(SystemFontProfile.trackingPerMille(pointSize: size) - value) < 1e-12, "\(size) pt")
    }
    #expect(abs(SystemFontProfile.tracking(pointSize: 17) - -0.442) < 1e-12)
  }

  /// The optical factor: 1 up to 17 pt, the fitted points, 0.889 from 28 pt; linear in between.
  @Test func opticalFactor() {
    #expect(SystemFontProfile.opticalWidthFactor(pointSize: 11) == 1)
    #expect(SystemFontProfile.opticalWidthFactor(pointSize: 18) == 0.9955)
    #expect(abs(SystemFontProfile.opticalWidthFactor(pointSize: 21) - (0.975 + 0.9416) / 2) < 1e-12)
    #expect(SystemFontProfile.opticalWidthFactor(pointSize: 60) == 0.889)
  }

  /// 1950 / 494 / 0 per 2048: 17 pt → ascender 16.187, line 20.287.
  @Test func verticalMetrics() {
    let metrics = SystemFontProfile.verticalMetrics(pointSize: 17)
    #expect(abs(metrics.ascender - 16.186_523_437_5) < 1e-12)
    #expect(abs(metrics.lineHeight - 20.287_109_375) < 1e-12)
  }
}
