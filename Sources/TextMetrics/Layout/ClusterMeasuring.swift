/// What measuring one grapheme cluster gives: its advance (tracking included) and what kerning with its
/// neighbours needs.
struct ClusterMeasure: Sendable {
  /// The cluster's advance in points, tracking included.
  var width: Double
  /// The first spacing glyph (kerns with the previous cluster); nil when the cluster has none.
  var firstGlyph: UInt16?
  /// The last spacing glyph (kerns with the next cluster).
  var lastGlyph: UInt16?
  /// Which font the glyphs came from (kerning applies only between glyphs of the same font).
  var source: UInt8
  /// Whether the width is an estimate of the fallback chain rather than a font's advance.
  var isEstimate: Bool

  /// A cluster with no width and no glyphs (a hard break, a default-ignorable on its own).
  static let empty = ClusterMeasure(width: 0, firstGlyph: nil, lastGlyph: nil, source: 0, isEstimate: false)
}

/// Measures grapheme clusters and the kerning between neighbours; the font-specific half of text layout.
protocol ClusterMeasuring {
  /// Measures one cluster of the given break class.
  func measure(_ character: Character, breakClass: ClusterBreakClass) -> ClusterMeasure
  /// Measures a cluster that is one ASCII scalar; a fast path with the same result as `measure`.
  func measureASCII(_ scalar: Unicode.Scalar, breakClass: ClusterBreakClass) -> ClusterMeasure
  /// The pair adjustment in points between the last glyph of `left` and the first glyph of `right`.
  func kerning(_ left: ClusterMeasure, _ right: ClusterMeasure) -> Double
}

extension ClusterMeasuring {
  /// Measures the scalar as a `Character`.
  func measureASCII(_ scalar: Unicode.Scalar, breakClass: ClusterBreakClass) -> ClusterMeasure {
    measure(Character(scalar), breakClass: breakClass)
  }
}
