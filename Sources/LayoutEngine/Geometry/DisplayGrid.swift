/// The pixel grid of a display, and rounding to it (`swiftui-semantics.md` §1.6).
///
/// Layout values stay exact; only two places round: `Text` rounds its measured size *up* to a pixel multiple
/// (layout-visible), and rendering snaps each frame's two corners to the nearest pixel, ties upward. Rounded
/// values are computed as a whole number of pixels times the pixel length (1/scale), which is how SwiftUI
/// arrives at printed values such as 220.33333333333331 (= 661 × 1/3) rather than 661 / 3.
public struct DisplayGrid: Hashable, Sendable {
  /// Pixels per point: 1, 2 or 3 on iOS devices.
  public var displayScale: Double

  /// Creates the grid of a display scale.
  public init(displayScale: Double) {
    self.displayScale = displayScale
  }

  /// The length of one pixel in points: 1 / displayScale.
  public var pixelLength: Double { 1 / displayScale }

  /// Measurements a hair above a pixel boundary (floating-point noise from the measurer) are not pushed to the
  /// next pixel: a pixel count within this many pixels of a whole number counts as that number.
  static let tolerance = 1e-7

  /// `value` rounded up to a multiple of the pixel length (Text's size rule, §2.1).
  public func ceil(_ value: Double) -> Double {
    wholePixels(value, .up)
  }

  /// `value` rounded down to a multiple of the pixel length.
  public func floor(_ value: Double) -> Double {
    wholePixels(value, .down)
  }

  /// `value` in whole pixels rounded by `rule`, a count within `tolerance` of a whole number counting as it,
  /// times the pixel length.
  /// Inlined, so that each caller's rule is a constant (`rounded(_:)` with a rule known only at run time is a call
  /// that switches over it).
  @inline(__always)
  private func wholePixels(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
    guard value.isFinite else { return value }
    let pixels = value * displayScale
    let nearest = pixels.rounded()
    let whole = Swift.abs(pixels - nearest) < DisplayGrid.tolerance ? nearest : pixels.rounded(rule)
    return whole * pixelLength
  }

  /// `value` rounded to the nearest multiple of the pixel length, ties upward (add half a pixel, then floor).
  public func round(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return (value * displayScale + 0.5).rounded(.down) * pixelLength
  }

  /// The rendered frame of `rect`: both corners rounded to the nearest pixel (ties up) and the size recomputed
  /// from the rounded corners.
  public func snap(_ rect: Rect) -> Rect {
    let x0 = round(rect.minX)
    let y0 = round(rect.minY)
    let x1 = round(rect.maxX)
    let y1 = round(rect.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
