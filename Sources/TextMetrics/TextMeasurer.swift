/// What a `Text` view asks of the text system: lay out this string in this font within these bounds.
public struct TextMeasurementRequest: Hashable, Sendable {
  /// The string, already resolved (interpolations evaluated).
  public var text: String
  /// The font.
  public var font: Font
  /// The width available for lines; nil means unbounded (the ideal, unwrapped width).
  public var maxWidth: Double?
  /// The height available for lines; nil means unbounded. Lines that do not fit are dropped and the last
  /// shown line is truncated, but at least one line is always shown.
  public var maxHeight: Double?
  /// The most lines to show (`lineLimit`); nil means no limit.
  public var lineLimit: Int?
  /// Tracking, line spacing, truncation, shrinking and reserved lines.
  public var attributes: TextAttributes
  /// For a concatenated `Text`, its parts in order (`text` is then their concatenation and `font` the font of
  /// the text around them); empty for a plain `Text`, which is one run of `text` in `font`.
  public var runs: [TextRun]

  /// Creates a request.
  public init(
    text: String, font: Font, maxWidth: Double? = nil, maxHeight: Double? = nil, lineLimit: Int? = nil,
    attributes: TextAttributes = .plain, runs: [TextRun] = []
  ) {
    self.text = text
    self.font = font
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.lineLimit = lineLimit
    self.attributes = attributes
    self.runs = runs
  }

  /// Whether `other` asks for the same text: equal but for the box (`maxWidth`, `maxHeight`). Compared field by field,
  /// so that neither request is copied to clear its box.
  package func asksSameText(as other: TextMeasurementRequest) -> Bool {
    text == other.text && font == other.font && lineLimit == other.lineLimit && attributes == other.attributes
      && runs == other.runs
  }

  /// The runs to lay out: `runs`, or the whole text as one run of `font` with the attributes' tracking.
  public var effectiveRuns: [TextRun] {
    runs.isEmpty ? [wholeText] : runs
  }

  /// The whole text as one run of `font` with the attributes' tracking: a plain `Text`'s run.
  private var wholeText: TextRun { TextRun(text: text, font: font, tracking: attributes.tracking) }
}

/// The typographic result of laying out a string: exact values, before `Text` rounds its size up to the pixel
/// grid.
public struct TextMeasurement: Hashable, Sendable {
  /// The width of the widest line.
  public var width: Double
  /// The height of all shown lines: their count times the line height.
  public var height: Double
  /// The text of each shown line, in order.
  public var lines: [String]
  /// The distance from the top to the first line's baseline.
  public var firstBaseline: Double
  /// The distance from the top to the last line's baseline.
  public var lastBaseline: Double
  /// Whether some of the text did not fit and was truncated.
  public var isTruncated: Bool
  /// How many grapheme clusters got an estimated width because no font had a glyph for them (emoji, CJK and
  /// other scripts outside the bundled stand-in's repertoire, see `FontFallback`); 0 when every width is a
  /// font's own.
  public var estimatedClusterCount: Int

  /// Creates a measurement.
  public init(
    width: Double, height: Double, lines: [String], firstBaseline: Double, lastBaseline: Double, isTruncated: Bool,
    estimatedClusterCount: Int = 0
  ) {
    self.width = width
    self.height = height
    self.lines = lines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.isTruncated = isTruncated
    self.estimatedClusterCount = estimatedClusterCount
  }

  /// The number of shown lines.
  public var lineCount: Int { lines.count }
}

/// Measures text. Implementations must be deterministic: the same request always gives the same answer,
/// because the layout engine caches and replays measurements.
public protocol TextMeasurer: Sendable {
  /// Lays out `request.text` and returns its exact typographic size.
  func measure(_ request: TextMeasurementRequest) -> TextMeasurement

  /// `measure(_:)`, and the least width from which the measurement is also the answer to every request that
  /// differs from `request` only in `maxHeight` and in a `maxWidth` of at least that width (or none); nil when
  /// the measurer does not know one. The layout engine then measures a text once for all the boxes it fits in.
  /// The default knows none.
  func measureWithReach(_ request: TextMeasurementRequest) -> (measurement: TextMeasurement, fitsFromWidth: Double?)

  /// A short name for explanations and diagnostics, e.g. "fixed-advance" or "SF Pro emulation (Inter)".
  var name: String { get }

  /// The vertical metrics `font` has under this measurer, in points: for baselines and the text spacing rules.
  /// The default is the iOS system font's (`SystemFontProfile`).
  func verticalMetrics(for font: Font) -> FontVerticalMetrics
}

extension TextMeasurer {
  /// `measure(_:)`, with no width it is known to hold from.
  public func measureWithReach(_ request: TextMeasurementRequest) -> (
    measurement: TextMeasurement, fitsFromWidth: Double?
  ) {
    (measure(request), nil)
  }

  /// The iOS system font's metrics at the font's size (`SystemFontProfile.verticalMetrics(pointSize:)`).
  public func verticalMetrics(for font: Font) -> FontVerticalMetrics {
    SystemFontProfile.verticalMetrics(pointSize: font.pointSize)
  }
}
