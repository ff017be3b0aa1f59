import TextMetrics

/// A measurer that replays recorded text sizes (Yoga's capture and replay): each recording says what a string
/// measured in a font, wrapped to at most some width. Fixtures use it to reproduce published SwiftUI text
/// sizes (SF Pro widths) without the font.
///
/// A request picks, among the recordings of its string and font, the widest one that fits the proposed width
/// (every one when the width is unbounded); when none fits, the narrowest. Strings without a recording go to
/// `fallback`. Vertical metrics are the iOS system font's, as the recordings are.
public struct RecordedTextMeasurer: TextMeasurer {
  /// One recorded measurement.
  public struct Recording: Hashable, Sendable {
    /// The string.
    public var text: String
    /// The font, or nil for any font.
    public var font: Font?
    /// The measured width (exact or already on the pixel grid; `Text` rounds it up either way).
    public var width: Double
    /// The measured height.
    public var height: Double
    /// The lines, when recorded; one line of the whole string otherwise.
    public var lines: [String]
    /// The first baseline from the top; nil derives it from the font's ascender.
    public var firstBaseline: Double?

    /// Creates a recording.
    public init(
      text: String, font: Font? = nil, width: Double, height: Double, lines: [String]? = nil,
      firstBaseline: Double? = nil
    ) {
      self.text = text
      self.font = font
      self.width = width
      self.height = height
      self.lines = lines ?? [text]
      self.firstBaseline = firstBaseline
    }
  }

  /// The recordings.
  public var recordings: [Recording]
  /// Measures strings without a recording.
  public var fallback: any TextMeasurer

  /// Creates a measurer from recordings, with the fixed-advance measurer for anything else.
  public init(recordings: [Recording], fallback: any TextMeasurer = FixedAdvanceTextMeasurer()) {
    self.recordings = recordings
    self.fallback = fallback
  }

  /// See `TextMeasurer.name`.
  public var name: String { "recorded (\(recordings.count) measurements; else \(fallback.name))" }

  /// See `TextMeasurer.measure(_:)`.
  public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
    let candidates = recordings.filter { $0.text == request.text && ($0.font == nil || $0.font == request.font) }
    guard !candidates.isEmpty else { return fallback.measure(request) }
    let limit = request.maxWidth ?? .infinity
    let fitting = candidates.filter { $0.width <= limit + 1e-9 }
    let chosen = (fitting.max { $0.width < $1.width } ?? candidates.min { $0.width < $1.width }) ?? candidates[0]
    let metrics = verticalMetrics(for: request.font)
    let first = chosen.firstBaseline ?? metrics.ascender
    let lineCount = Double(max(1, chosen.lines.count))
    let lineHeight = chosen.height / lineCount
    return TextMeasurement(
      width: chosen.width, height: chosen.height, lines: chosen.lines, firstBaseline: first,
      lastBaseline: first + (lineCount - 1) * lineHeight, isTruncated: false)
  }
}
