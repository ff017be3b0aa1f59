/// Rounding to a display's pixel grid, as `Text` and the layout do it: sizes round **up** to the next multiple of
/// 1/scale (`Text.Sizing`, `swiftui-semantics.md` §2.1); positions round to the nearest pixel, ties upward (add
/// half a pixel, then floor; §1.6). Results are a whole number of pixels times the pixel length (1/scale), the
/// way SwiftUI arrives at printed values such as 220.33333333333331 (661 × 1/3). This is the same arithmetic as
/// `LayoutEngine`'s `DisplayGrid`, so measurements rounded here agree with the layout to the last bit.
///
/// Floating-point sums land a hair beside a grid line (3 × 20.4 = 61.2000000001); a pixel count within
/// `snapTolerance` of a whole number counts as that number. Line breaking accepts a line up to `fitTolerance`
/// points wider than the proposal, more than the snap distance, so a width rounded up and proposed back always
/// fits on the same lines again.
package enum PixelGrid {
  /// How close to a whole number of pixels a value must be to count as it.
  package static let snapTolerance = 1e-7
  /// How much wider than the proposed width, in points, a line may be and still fit.
  package static let fitTolerance = 1e-6

  /// `value` rounded up to a multiple of 1/`scale` (scale ≤ 0 or not finite, or `value` not finite: unchanged).
  package static func ceil(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    let pixels = value * scale
    let nearest = pixels.rounded()
    return (abs(pixels - nearest) < snapTolerance ? nearest : pixels.rounded(.up)) * (1 / scale)
  }

  /// `value` rounded to the nearest multiple of 1/`scale`, ties upward.
  package static func round(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    return (value * scale + 0.5).rounded(.down) * (1 / scale)
  }
}
