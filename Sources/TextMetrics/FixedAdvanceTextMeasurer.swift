/// A deterministic measurer for layout tests, in the spirit of the Ahem test font: every character advances
/// by the same fraction of the point size and every line has the same height.
///
/// With the defaults (advance 0.5 em, line height 1.2 em) `Text("Hello")` at 17 pt is 42.5 × 20.4.
/// Lines break greedily at spaces, then inside a word that does not fit on a line of its own.
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
  public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
    let size = request.font.pointSize
    let characterWidth = advance * size
    let line = lineHeight * size
    var lines = GreedyLineBreaker.breakLines(request.text, maxWidth: request.maxWidth) {
      Double($0.count) * characterWidth
    }
    var truncated = false
    var maxLines = request.lineLimit.map { max(1, $0) } ?? Int.max
    if let maxHeight = request.maxHeight, line > 0 {
      let fitting = (maxHeight / line).rounded(.down)
      maxLines = min(maxLines, fitting >= Double(Int.max) ? Int.max : max(1, Int(fitting)))
    }
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      truncated = true
    }
    let width = lines.map { Double($0.count) * characterWidth }.max() ?? 0
    let count = Double(lines.count)
    return TextMeasurement(
      width: width, height: count * line, lines: lines, firstBaseline: ascent * size,
      lastBaseline: (count - 1) * line + ascent * size, isTruncated: truncated)
  }
}
