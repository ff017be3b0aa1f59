/// A font at one point size, as text layout sees it: glyph lookup, advances and kerning in points, marks, and
/// the tracking added to every glyph.
protocol GlyphMetricsSource {
  /// The glyph for a scalar, nil when the font has none.
  func glyph(for scalar: Unicode.Scalar) -> UInt16?
  /// A glyph's advance in points, without tracking.
  func advance(of glyph: UInt16) -> Double
  /// The pair adjustment of two glyphs in points.
  func kerning(_ left: UInt16, _ right: UInt16) -> Double
  /// Whether the glyph is a mark (zero width, no kerning).
  func isMark(_ glyph: UInt16) -> Bool
  /// The tracking added to every glyph's advance, in points.
  var tracking: Double { get }
  /// `FontClusterMeasurer`'s measure of ASCII byte `byte` (of break class `ClusterBreakClass(ascii: byte)`) with this
  /// font alone (no fallback font) at `pointSize`, read from a table the font keeps; nil when it keeps none (the
  /// general lookups measure the byte).
  func measureAlone(ascii byte: UInt8, pointSize: Double) -> ClusterMeasure?
}

extension GlyphMetricsSource {
  /// See `GlyphMetricsSource`: no table.
  func measureAlone(ascii byte: UInt8, pointSize: Double) -> ClusterMeasure? { nil }
}
