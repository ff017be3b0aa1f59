/// A deterministic measurer for layout tests, in the spirit of the Ahem test font: every character advances
/// by the same fraction of the point size and every line has the same height.
///
/// With the defaults (advance 0.5 em, line height 1.2 em) `Text("Hello")` at 17 pt is 42.5 × 20.4.
/// Lines break greedily at spaces, then inside a word that does not fit on a line of its own (the same
/// `GreedyLineBreaker` as the font path, with its break opportunities); every grapheme cluster, space or not,
/// advances by `advance`. Truncation drops the lines that do not fit, without an ellipsis.
public struct FixedAdvanceTextMeasurer: TextMeasurer {
  /// The advance of every character, in ems.
  public var advance: Double
  /// The height of every line, in ems.
  public var lineHeight: Double
  /// The baseline's distance from the top of its line, in ems.
  public var ascent: Double

  /// Creates a measurer; every parameter is in ems of the font's point size.
  public init(advance: Double = 0.5, lineHeight: Double = 1.2, ascent: Double = 0.95) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.ascent = ascent
  }

  /// See `TextMeasurer.name`.
  public var name: String { "fixed-advance (\(advance) em, line \(lineHeight) em)" }

  /// See `TextMeasurer.measure(_:)`.
  ///
  /// Tracking adds to every character's advance; monospaced designs and digits change nothing (every advance is
  /// already the same); a concatenated text's lines are as tall as its largest font's.
  public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
    measureWithReach(request).measurement
  }

  /// See `TextMeasurer.measureWithReach(_:)`: one untruncated line holds under any wider box.
  public func measureWithReach(_ request: TextMeasurementRequest) -> (
    measurement: TextMeasurement, fitsFromWidth: Double?
  ) {
    TextLayout.fitting(request) { scale, tightening in
      var metrics: FontVerticalMetrics?
      let parts = request.effectiveRuns.map { run -> (text: String, measurer: FixedClusterMeasurer) in
        let font = run.font.scaled(by: scale)
        metrics = metrics.map { $0.union(verticalMetrics(for: font)) } ?? verticalMetrics(for: font)
        return (run.text, FixedClusterMeasurer(width: advance * font.pointSize + run.tracking * scale - tightening))
      }
      let lineMetrics = metrics ?? verticalMetrics(for: request.font.scaled(by: scale))
      return TextLayout.measure(TextClusters(runs: parts), request: request, metrics: lineMetrics, ellipsis: nil)
    }
  }

  /// Ahem-like metrics: ascender `ascent`, descender the rest of `lineHeight`, no leading; capitals and
  /// lowercase letters fill the ascent, as Ahem's square glyphs do.
  public func verticalMetrics(for font: Font) -> FontVerticalMetrics {
    let size = font.pointSize
    return FontVerticalMetrics(
      ascender: ascent * size, descender: (lineHeight - ascent) * size, leading: 0, capHeight: ascent * size,
      xHeight: ascent * size)
  }
}

/// Every cluster but a hard break is `width` wide; no kerning.
private struct FixedClusterMeasurer: ClusterMeasuring {
  let width: Double

  func measure(_ character: Character, breakClass: ClusterBreakClass) -> ClusterMeasure {
    breakClass == .hardBreak
      ? .empty : ClusterMeasure(width: width, firstGlyph: nil, lastGlyph: nil, source: 0, isEstimate: false)
  }

  func kerning(_ left: ClusterMeasure, _ right: ClusterMeasure) -> Double { 0 }
}
