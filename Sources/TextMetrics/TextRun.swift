/// One part of a concatenated `Text` (`Text("a").bold() + Text("b")`): a string with its own font and tracking.
/// A request's runs are laid out as one paragraph flow; lines are as tall as the tallest font's line.
public struct TextRun: Hashable, Sendable {
  /// The run's string.
  public var text: String
  /// The run's font.
  public var font: Font
  /// Points added to each of the run's grapheme clusters (`tracking`/`kerning` on this part).
  public var tracking: Double

  /// Creates a run.
  public init(text: String, font: Font, tracking: Double = 0) {
    self.text = text
    self.font = font
    self.tracking = tracking
  }
}
