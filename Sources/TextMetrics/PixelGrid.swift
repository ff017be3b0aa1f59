/// Rounding to a display's pixel grid, as `Text` and the layout do it: sizes round **up** to the next multiple of
/// 1/scale (`Text.Sizing`, `swiftui-semantics.md` §2.1), positions round to the nearest pixel with ties away
/// from zero (Swift's `.rounded()`, `text-metrics.md` §1.4).
///
/// Floating-point sums land a hair above a grid line (3 × 20.4 = 61.2000000001); a value within
/// `snapTolerance` pixels above a line rounds down onto it. Line breaking accepts a line up to `fitTolerance`
/// points wider than the proposal, which is larger than the snap distance, so a width rounded up and proposed
/// back always fits again.
public enum PixelGrid {
  /// How far above a grid line, in pixels, a value may lie and still round onto that line.
  public static let snapTolerance = 1e-7
  /// How much wider than the proposed width, in points, a line may be and still fit.
  public static let fitTolerance = 1e-6

  /// `value` rounded up to the next multiple of 1/`scale` (scale ≤ 0 or not finite: `value` unchanged).
  public static func ceil(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    return (value * scale - snapTolerance).rounded(.up) / scale
  }

  /// `value` rounded to the nearest multiple of 1/`scale`, ties away from zero.
  public static func round(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    return (value * scale).rounded() / scale
  }
}
