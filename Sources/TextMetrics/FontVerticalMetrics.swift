/// A font's vertical metrics at a point size, in points: what the layout needs for baselines and for the
/// text spacing rules (`swiftui-semantics.md` §3.1: line height, ascender, descender, cap height, leading).
public struct FontVerticalMetrics: Hashable, Sendable {
  /// The baseline's distance below the top of a line.
  public var ascender: Double
  /// The distance from the baseline down to the bottom of the line's glyph area (positive).
  public var descender: Double
  /// The line gap below the descender (0 for SF).
  public var leading: Double
  /// The height of capital letters above the baseline.
  public var capHeight: Double
  /// The height of lowercase letters above the baseline.
  public var xHeight: Double

  /// Creates metrics; every value is in points.
  public init(ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
    self.xHeight = xHeight
  }

  /// The natural line height: ascender + descender + leading. `Text` uses this, not the HIG's leading column.
  public var lineHeight: Double { ascender + descender + leading }

  /// The metrics of a line holding glyphs of both fonts (a concatenated `Text`): the larger of each value.
  public func union(_ other: FontVerticalMetrics) -> FontVerticalMetrics {
    FontVerticalMetrics(
      ascender: Swift.max(ascender, other.ascender), descender: Swift.max(descender, other.descender),
      leading: Swift.max(leading, other.leading), capHeight: Swift.max(capHeight, other.capHeight),
      xHeight: Swift.max(xHeight, other.xHeight))
  }
}
