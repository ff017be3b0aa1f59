/// Lays measured clusters out under a request's limits and reports the result: lines by greedy breaking, the
/// line count capped by `lineLimit` and by the height available, tail truncation of the last shown line, the
/// widest line as the width, lines × line height as the height, and the baselines.
///
/// Named behaviours (see `../shared/reference/text-metrics.md` §4 and §6.4; **verify** marks an inference):
/// * An empty string has no lines and measures 0 × 0 (OpenSwiftUI measures an empty rect; **verify**).
/// * At least one line is shown however small the height proposal; lines that do not fit are dropped.
/// * Tail truncation: the last shown line holds as much of the rest of its paragraph as fits with an ellipsis
///   (U+2026) after it, cut between grapheme clusters; when nothing fits beside the ellipsis, the line is the
///   ellipsis alone. The fixed-advance test measurer passes no ellipsis and only drops lines.
/// * Height is the line count times the natural line height, unrounded (rounding happens once, for the block,
///   in `TextMeasurement.roundedUp(toPixelsOf:)`).
enum TextLayout {
  /// Measures `clusters` for `request`; `ellipsis` measures the truncation mark when it is needed, nil to
  /// truncate by dropping lines only.
  static func measure(
    _ clusters: TextClusters, request: TextMeasurementRequest, metrics: FontVerticalMetrics,
    ellipsis: (() -> ClusterMeasure)?
  ) -> TextMeasurement {
    var spans = GreedyLineBreaker.lines(clusters, maxWidth: request.maxWidth)
    let lineHeight = metrics.lineHeight
    var maxLines = request.lineLimit.map { max(1, $0) } ?? Int.max
    if let maxHeight = request.maxHeight, lineHeight > 0 {
      let fitting = ((maxHeight + PixelGrid.fitTolerance) / lineHeight).rounded(.down)
      // NaN, negative and infinite heights must not reach Int(_:), which traps on them.
      let byHeight = fitting.isNaN || fitting < 1 ? 1 : fitting >= Double(Int.max) ? Int.max : Int(fitting)
      maxLines = min(maxLines, byHeight)
    }
    var lines: [String] = []
    var widths: [Double] = []
    let truncated = spans.count > maxLines
    if truncated { spans.removeLast(spans.count - maxLines) }
    for span in spans {
      lines.append(String(clusters.substring(span.start, span.contentEnd)))
      widths.append(clusters.width(span.start, span.contentEnd))
    }
    if truncated, let ellipsis, let last = spans.last {
      let (line, width) = truncatedLine(clusters, from: last.start, maxWidth: request.maxWidth, ellipsis: ellipsis())
      lines[lines.count - 1] = line
      widths[widths.count - 1] = width
    }
    let count = Double(lines.count)
    let ascender = lines.isEmpty ? 0 : metrics.ascender
    return TextMeasurement(
      width: widths.max() ?? 0, height: count * lineHeight, lines: lines, firstBaseline: ascender,
      lastBaseline: lines.isEmpty ? 0 : (count - 1) * lineHeight + ascender, isTruncated: truncated,
      estimatedClusterCount: clusters.estimatedCount)
  }

  /// The last shown line of a truncated text: the longest run of clusters from `start` within its paragraph
  /// that fits `maxWidth` with the ellipsis after it.
  private static func truncatedLine(
    _ clusters: TextClusters, from start: Int, maxWidth: Double?, ellipsis: ClusterMeasure
  ) -> (String, Double) {
    let limit = (maxWidth ?? .infinity) + PixelGrid.fitTolerance
    var contentEnd = start
    var contentWidth = 0.0
    var running = 0.0
    var position = start
    while position < clusters.count, clusters.classes[position] != .hardBreak {
      running += clusters.widths[position] + (position > start ? clusters.kernBefore[position] : 0)
      position += 1
      guard clusters.classes[position - 1] != .space else { continue }
      guard running + ellipsis.width <= limit else { break }
      contentEnd = position
      contentWidth = running
    }
    return (String(clusters.substring(start, contentEnd)) + "\u{2026}", contentWidth + ellipsis.width)
  }
}
