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
/// * Head and middle truncation (`truncationMode`) put the ellipsis at the start of the last shown line's text or
///   between a prefix and a suffix of it instead, keeping as much as fits.
/// * Height is the line count times the natural line height plus `lineSpacing` between lines, unrounded (rounding
///   happens once, for the block, in `TextMeasurement.roundedUp(toPixelsOf:)`); `reservedLines` raises the count
///   the height covers (`lineLimit(n, reservesSpace: true)`).
/// * `allowsTightening` then `minimumScaleFactor`: a text that would be truncated is set tighter (up to
///   `TextAttributes.maximumTightening` em per character), then smaller (the largest scale at least the
///   factor at which it is no longer truncated, found by bisection to 1/1024 of the range), before it truncates.
enum TextLayout {
  /// A measurement, and the least width from which it answers every request that differs only in its height and
  /// in a wider width (`TextMeasurer.measureWithReach(_:)`).
  typealias Reach = (measurement: TextMeasurement, fitsFromWidth: Double?)

  /// Measures a request the way `Text` fits it: as set, then tightened, then shrunk, each only while the text is
  /// truncated. `layOut(scale, tightening)` lays the request out with the font at `scale` times its size and
  /// `tightening` points taken from every cluster's advance. Only the plain layout keeps its reach: a tightened or
  /// shrunk text is set plain again in a box wide enough for it.
  static func fitting(_ request: TextMeasurementRequest, layOut: (Double, Double) -> Reach) -> Reach {
    let reached = layOut(1, 0)
    let plain = reached.measurement
    guard plain.isTruncated else { return reached }
    var best = plain
    let attributes = request.attributes
    var tightening = 0.0
    if attributes.allowsTightening {
      tightening = TextAttributes.maximumTightening * request.font.pointSize
      let tight = layOut(1, tightening).measurement
      guard tight.isTruncated else { return (tight, nil) }
      best = tight
    }
    let minimum = attributes.minimumScaleFactor
    guard minimum.isFinite, minimum > 0, minimum < 1 else { return (best, nil) }
    let smallest = layOut(minimum, tightening * minimum).measurement
    guard !smallest.isTruncated else { return (smallest, nil) }
    var low = minimum
    var high = 1.0
    best = smallest
    for _ in 0..<10 {
      let middle = (low + high) / 2
      let candidate = layOut(middle, tightening * middle).measurement
      if candidate.isTruncated {
        high = middle
      } else {
        low = middle
        best = candidate
      }
    }
    return (best, nil)
  }

  /// Measures `clusters` for `request`; `ellipsis` measures the truncation mark when it is needed, nil to
  /// truncate by dropping lines only.
  ///
  /// Its reach: one untruncated line of visible content whose clusters never narrow it (each cluster's width and
  /// the kerning before it add up to no less than 0) fits, under any width limit at least its width, at the same
  /// break as without a limit (`GreedyLineBreaker` then finds every break opportunity within the limit, and the last
  /// one is the end), and a height limit shows at least one line; so every such request gets this same measurement.
  static func measure(
    _ clusters: TextClusters, request: TextMeasurementRequest, metrics: FontVerticalMetrics,
    ellipsis: (() -> ClusterMeasure)?
  ) -> Reach {
    var spans = GreedyLineBreaker.lines(clusters, maxWidth: request.maxWidth)
    let lineHeight = metrics.lineHeight
    let lineSpacing = request.attributes.lineSpacing.isFinite ? request.attributes.lineSpacing : 0
    let pitch = lineHeight + lineSpacing
    var maxLines = request.lineLimit.map { max(1, $0) } ?? Int.max
    if let maxHeight = request.maxHeight, pitch > 0 {
      let fitting = ((maxHeight + lineSpacing + PixelGrid.fitTolerance) / pitch).rounded(.down)
      // NaN, negative and infinite heights must not reach Int(_:), which traps on them.
      let byHeight = fitting.isNaN || fitting < 1 ? 1 : fitting >= Double(Int.max) ? Int.max : Int(fitting)
      maxLines = min(maxLines, byHeight)
    }
    let truncated = spans.count > maxLines
    let paragraphEnd = truncated ? paragraphEnd(clusters, from: spans[maxLines - 1].start) : 0
    if truncated { spans.removeLast(spans.count - maxLines) }
    // Made at its final size: appended to from empty, a text of five lines reallocated it three times.
    var lines: [String] = []
    lines.reserveCapacity(spans.count)
    // The widest line before the last and the last line's width, as `max()` of all the widths would find the widest:
    // an array of the widths was one more allocation a measurement.
    var widestBeforeLast: Double?
    var lastWidth: Double?
    for span in spans {
      lines.append(clusters.string(span.start, span.contentEnd))
      if let previous = lastWidth { widestBeforeLast = Self.wider(widestBeforeLast, previous) }
      lastWidth = clusters.width(span.start, span.contentEnd)
    }
    if truncated, let ellipsis, let last = spans.last {
      let (line, width) = truncatedLine(
        clusters, from: last.start, to: paragraphEnd, maxWidth: request.maxWidth, ellipsis: ellipsis(),
        mode: request.attributes.truncationMode)
      lines[lines.count - 1] = line
      lastWidth = width
    }
    let measurement = Self.measurement(
      lines: lines, width: lastWidth.map { wider(widestBeforeLast, $0) } ?? 0, isTruncated: truncated,
      estimatedClusterCount: clusters.estimatedCount, request: request, metrics: metrics)
    let isOneWideningLine =
      !truncated && lines.count == 1 && clusters.contentEnd(0, clusters.count) > 0 && neverNarrows(clusters)
    return (measurement, isOneWideningLine ? lastWidth : nil)
  }

  /// Measures a text of one ASCII run that is one line of visible content whose clusters never narrow it, when the
  /// request's box holds that line (no width limit, or one at least its width), without cutting it into clusters:
  /// a walk over its bytes adding each one's measure (`ClusterMeasuring.measureASCII`) and the kerning before it in
  /// the order `TextClusters.width(_:_:)` adds them, so the result and its reach are exactly what `measure` gives
  /// (its reach says the box changes nothing). Nil for any other text (a byte that is not ASCII or is a hard break,
  /// no visible content, a cluster that narrows the line, a line wider than the box, a string not contiguous in
  /// memory): `measure` measures those.
  ///
  /// Most texts a pass measures are such a line asked for without a limit (a label's ideal size), and cutting one
  /// into clusters, breaking it into lines and making its line's string cost about 7,000 instructions a text.
  static func measureOneASCIILine<Measurer: ClusterMeasuring>(
    _ text: String, measurer: Measurer, request: TextMeasurementRequest, metrics: FontVerticalMetrics
  ) -> Reach? {
    let walked: (line: String, width: Double, estimated: Int)?? = text.utf8.withContiguousStorageIfAvailable {
      bytes in
      var previous = ClusterMeasure.empty
      var running = 0.0
      var contentEnd = 0
      var contentWidth = 0.0
      var estimated = 0
      for offset in bytes.indices {
        let byte = bytes[offset]
        guard byte < 0x80 else { return nil }
        let breakClass = ClusterBreakClass(ascii: byte)
        guard breakClass != .hardBreak else { return nil }
        let measure = measurer.measureASCII(Unicode.Scalar(byte), breakClass: breakClass)
        if offset == 0 {
          running = measure.width
        } else {
          let kerns = previous.source == measure.source && previous.source != 0
          let step = measure.width + (kerns ? measurer.kerning(previous, measure) : 0)
          guard step >= 0 else { return nil }
          running += step
        }
        if measure.isEstimate { estimated += 1 }
        if breakClass != .space {
          contentEnd = offset + 1
          contentWidth = running
          // The line only widens from here: wider than the box now, it is wider at its end.
          if let maxWidth = request.maxWidth, !(contentWidth <= maxWidth) { return nil }
        }
        previous = measure
      }
      guard contentEnd > 0 else { return nil }
      let line =
        contentEnd == bytes.count
        ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<contentEnd]), as: UTF8.self)
      return (line, contentWidth, estimated)
    }
    guard let walked = walked ?? nil else { return nil }
    let measurement = Self.measurement(
      lines: [walked.line], width: walked.width, isTruncated: false, estimatedClusterCount: walked.estimated,
      request: request, metrics: metrics)
    return (measurement, walked.width)
  }

  /// The measurement of shown `lines` whose widest is `width`: their height, with `lineSpacing` between them and
  /// the lines `reservedLines` covers, and their baselines.
  private static func measurement(
    lines: [String], width: Double, isTruncated: Bool, estimatedClusterCount: Int, request: TextMeasurementRequest,
    metrics: FontVerticalMetrics
  ) -> TextMeasurement {
    let lineHeight = metrics.lineHeight
    let lineSpacing = request.attributes.lineSpacing.isFinite ? request.attributes.lineSpacing : 0
    let pitch = lineHeight + lineSpacing
    let count = Double(lines.count)
    let covered = Swift.max(count, Double(request.attributes.reservedLines.map { Swift.max(0, $0) } ?? 0))
    let ascender = lines.isEmpty ? 0 : metrics.ascender
    return TextMeasurement(
      width: width, height: covered == 0 ? 0 : covered * lineHeight + (covered - 1) * lineSpacing,
      lines: lines, firstBaseline: ascender,
      lastBaseline: lines.isEmpty ? 0 : (count - 1) * pitch + ascender, isTruncated: isTruncated,
      estimatedClusterCount: estimatedClusterCount)
  }

  /// The wider of the widest so far (none before the first) and `width`, as `max()` keeps the earlier of two: `width`
  /// only when the widest so far is less.
  private static func wider(_ widest: Double?, _ width: Double) -> Double {
    guard let widest else { return width }
    return widest < width ? width : widest
  }

  /// Whether no cluster after the first makes a line narrower: its width plus the kerning before it is at least 0
  /// (as the line breaker adds them).
  private static func neverNarrows(_ clusters: TextClusters) -> Bool {
    var index = 1
    while index < clusters.count {
      guard clusters[index].width + clusters[index].kernBefore >= 0 else { return false }
      index += 1
    }
    return true
  }

  /// The end of the paragraph holding cluster `start`: the next hard break, or the end of the text.
  private static func paragraphEnd(_ clusters: TextClusters, from start: Int) -> Int {
    var position = start
    while position < clusters.count, clusters[position].breakClass != .hardBreak { position += 1 }
    return position
  }

  /// The last shown line of a truncated text: clusters `start..<end` (the rest of its paragraph) cut to fit
  /// `maxWidth` with the ellipsis at the end (tail), the start (head) or in the middle.
  private static func truncatedLine(
    _ clusters: TextClusters, from start: Int, to end: Int, maxWidth: Double?, ellipsis: ClusterMeasure,
    mode: TextAttributes.TruncationMode
  ) -> (String, Double) {
    let limit = (maxWidth ?? .infinity) + PixelGrid.fitTolerance
    let mark = "\u{2026}"
    switch mode {
    case .tail:
      let (prefixEnd, prefixWidth) = longestPrefix(clusters, from: start, to: end, limit: limit - ellipsis.width)
      return (String(clusters.substring(start, prefixEnd)) + mark, prefixWidth + ellipsis.width)
    case .head:
      let (suffixStart, suffixWidth) = longestSuffix(clusters, from: start, to: end, limit: limit - ellipsis.width)
      return (mark + String(clusters.substring(suffixStart, end)), suffixWidth + ellipsis.width)
    case .middle:
      let available = limit - ellipsis.width
      let (prefixEnd, prefixWidth) = longestPrefix(clusters, from: start, to: end, limit: available / 2)
      let (suffixStart, suffixWidth) = longestSuffix(
        clusters, from: prefixEnd, to: end, limit: available - prefixWidth)
      return (
        String(clusters.substring(start, prefixEnd)) + mark + String(clusters.substring(suffixStart, end)),
        prefixWidth + ellipsis.width + suffixWidth
      )
    }
  }

  /// The longest run of clusters from `start` (before `end`) whose width, trailing spaces excluded, is within
  /// `limit`: its end and width.
  private static func longestPrefix(_ clusters: TextClusters, from start: Int, to end: Int, limit: Double)
    -> (Int, Double)
  {
    var contentEnd = start
    var contentWidth = 0.0
    var running = 0.0
    var position = start
    while position < end {
      running += clusters[position].width + (position > start ? clusters[position].kernBefore : 0)
      position += 1
      guard clusters[position - 1].breakClass != .space else { continue }
      guard running <= limit else { break }
      contentEnd = position
      contentWidth = running
    }
    return (contentEnd, contentWidth)
  }

  /// The longest run of clusters ending at `end` (from `start` on) whose width, leading spaces excluded, is
  /// within `limit`: its start and width.
  private static func longestSuffix(_ clusters: TextClusters, from start: Int, to end: Int, limit: Double)
    -> (Int, Double)
  {
    var contentStart = end
    var contentWidth = 0.0
    var running = 0.0
    var position = end
    while position > start {
      position -= 1
      running += clusters[position].width + (position + 1 < end ? clusters[position + 1].kernBefore : 0)
      guard clusters[position].breakClass != .space else { continue }
      guard running <= limit else { break }
      contentStart = position
      contentWidth = running
    }
    return (contentStart, contentWidth)
  }
}
