/// Greedy line breaking as `Text` does it (`../shared/reference/text-metrics.md` §4): fill each line with whole
/// words; a word wider than a line on its own breaks between grapheme clusters. Explicit newlines always break.
/// Spaces at the end of a line hang: they count towards neither the line's width nor the decision to break.
///
/// Both measurers break through `lines(_:maxWidth:)` over measured clusters, so the fixed-advance test double and
/// the font path share one algorithm.
package enum GreedyLineBreaker {
  /// The lines a text broken under a width limit has room for before its spans grow.
  static let lineRoom = 8

  /// One line, as cluster indices: `start..<contentEnd` is visible, `contentEnd..<end` are hanging spaces.
  struct LineSpan: Hashable, Sendable {
    var start: Int
    var contentEnd: Int
    var end: Int
  }

  /// Breaks `text` into lines no wider than `maxWidth` (nil: only explicit newlines break), measuring each
  /// grapheme cluster on its own with `width`. Spaces at the end of a line are dropped from the returned lines.
  ///
  /// Kept for callers that measure with a closure; the measurers use `lines(_:maxWidth:)` over their clusters.
  package static func breakLines(_ text: String, maxWidth: Double?, width: (Substring) -> Double) -> [String] {
    guard !text.isEmpty else { return [""] }
    let clusters = withoutActuallyEscaping(width) { width in
      TextClusters(text, measurer: ClosureClusterMeasurer(width: width))
    }
    return lines(clusters, maxWidth: maxWidth).map { clusters.string($0.start, $0.contentEnd) }
  }

  /// The lines of measured clusters under a width limit (nil or infinite: one line per paragraph). An empty
  /// paragraph (between two hard breaks) is one empty line; a text without clusters has no lines.
  static func lines(_ clusters: TextClusters, maxWidth: Double?) -> [LineSpan] {
    var result: [LineSpan] = []
    let limit = maxWidth.map { $0.isNaN ? 0 : $0 + PixelGrid.fitTolerance } ?? .infinity
    // Room for `lineRoom` lines under a width limit: grown one by one, the spans of a label broken at a narrow
    // probe were reallocated at its second, third and fifth line (about 3 reallocations a measurement).
    if limit.isFinite { result.reserveCapacity(Swift.min(clusters.count + 1, lineRoom)) }
    let growth = limit.isFinite ? smallestGrowth(clusters) : []
    var paragraphStart = 0
    for index in 0..<clusters.count where clusters[index].breakClass == .hardBreak {
      breakParagraph(clusters, paragraphStart, index, limit: limit, smallestGrowth: growth, into: &result)
      paragraphStart = index + 1
    }
    if clusters.count > 0 {
      breakParagraph(clusters, paragraphStart, clusters.count, limit: limit, smallestGrowth: growth, into: &result)
    }
    return result
  }

  /// For each cluster index `p` (and `count`), the least that clusters `p, p + 1, …` can add to a line's running
  /// width: the minimum over `q ≥ p` of the widths and kerning of clusters `p…q`, and never more than 0. Widths
  /// can shrink (negative tracking, negative kerning), so this is what proves that no later break opportunity can
  /// fit. Empty when no cluster adds less than 0 (every entry would be 0): most texts, spared the array.
  private static func smallestGrowth(_ clusters: TextClusters) -> [Double] {
    var narrowing = 0
    while narrowing < clusters.count, clusters[narrowing].width + clusters[narrowing].kernBefore >= 0 {
      narrowing += 1
    }
    guard narrowing < clusters.count else { return [] }
    var growth = [Double](repeating: 0, count: clusters.count + 1)
    var index = clusters.count - 1
    while index >= 0 {
      growth[index] = min(0, clusters[index].width + clusters[index].kernBefore + growth[index + 1])
      index -= 1
    }
    return growth
  }

  /// Breaks clusters `start..<end` (one paragraph, no hard breaks) greedily.
  private static func breakParagraph(
    _ clusters: TextClusters, _ start: Int, _ end: Int, limit: Double, smallestGrowth: [Double],
    into result: inout [LineSpan]
  ) {
    guard end > start else {
      result.append(LineSpan(start: start, contentEnd: start, end: start))
      return
    }
    guard limit.isFinite else {
      result.append(LineSpan(start: start, contentEnd: clusters.contentEnd(start, end), end: end))
      return
    }
    var lineStart = start
    while lineStart < end {
      // Extend over break opportunities while the visible content fits; `contentWidth` is the width up to the
      // last non-space cluster seen, which is the line's width if it ends at the next opportunity.
      var lastFit: Int?
      var contentWidth = 0.0
      var running = 0.0
      var position = lineStart
      var hasContent = false
      while position < end {
        running += clusters[position].width + (position > lineStart ? clusters[position].kernBefore : 0)
        if clusters[position].breakClass != .space {
          contentWidth = running
          hasContent = true
          // When even the most the clusters after this one can shrink the line leaves it too wide, no later break
          // opportunity fits: stop here rather than scan to the end of a long word for every line it is cut into
          // (which made a long word under a narrow width quadratic). The margin keeps rounding from deciding.
          let growth = smallestGrowth.isEmpty ? 0 : smallestGrowth[position + 1]
          let least = contentWidth + growth
          if least > limit + 1e-6 * Swift.max(1, Swift.abs(contentWidth) + Swift.abs(growth)) {
            break
          }
        }
        position += 1
        guard position == end || clusters.breaksAfter(position - 1) else { continue }
        guard hasContent else { continue }
        if contentWidth <= limit {
          lastFit = position
        } else {
          break
        }
      }
      if let lastFit {
        result.append(LineSpan(start: lineStart, contentEnd: clusters.contentEnd(lineStart, lastFit), end: lastFit))
        lineStart = lastFit
        continue
      }
      // The first word does not fit on a line of its own: break it between clusters, keeping at least one
      // cluster (and any spaces before it) on the line; spaces that follow the piece hang on it.
      var pieceEnd = lineStart
      var width = 0.0
      var placedContent = false
      while pieceEnd < end {
        let isSpace = clusters[pieceEnd].breakClass == .space
        let extended = width + clusters[pieceEnd].width + (pieceEnd > lineStart ? clusters[pieceEnd].kernBefore : 0)
        if placedContent, !isSpace, extended > limit { break }
        if placedContent, isSpace { break }
        width = extended
        placedContent = placedContent || !isSpace
        pieceEnd += 1
      }
      var lineEnd = pieceEnd
      while lineEnd < end, clusters[lineEnd].breakClass == .space { lineEnd += 1 }
      result.append(LineSpan(start: lineStart, contentEnd: pieceEnd, end: lineEnd))
      lineStart = lineEnd
    }
  }
}

/// Measures each cluster with a closure, for `GreedyLineBreaker.breakLines(_:maxWidth:width:)`.
private struct ClosureClusterMeasurer: ClusterMeasuring {
  let width: (Substring) -> Double

  func measure(_ character: Character, breakClass: ClusterBreakClass) -> ClusterMeasure {
    guard breakClass != .hardBreak else { return .empty }
    let value = width(Substring(String(character)))
    return ClusterMeasure(
      width: value.isFinite ? value : 0, firstGlyph: nil, lastGlyph: nil, source: 0, isEstimate: false)
  }

  func kerning(_ left: ClusterMeasure, _ right: ClusterMeasure) -> Double { 0 }
}
