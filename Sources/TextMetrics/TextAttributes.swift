/// How a `Text` is set beyond its font: SwiftUI's text modifiers that change advances, line breaking, truncation
/// or the distance between lines (`tracking`, `kerning`, `lineSpacing`, `truncationMode`, `minimumScaleFactor`,
/// `allowsTightening`, `lineLimit(_:reservesSpace:)`).
///
/// The defaults are a plain `Text`'s; a request with default attributes measures exactly as before they existed.
public struct TextAttributes: Hashable, Sendable {
  /// Where the ellipsis of a truncated line goes (`Text.TruncationMode`).
  public enum TruncationMode: String, CaseIterable, Hashable, Sendable {
    /// The start of the line is replaced: "…d of line".
    case head
    /// The middle of the line is replaced: "Sta…line".
    case middle
    /// The end of the line is replaced (the default): "Start of…".
    case tail
  }

  /// Points added to every grapheme cluster's advance: `tracking(_:)` and `kerning(_:)` (which CoreText applies
  /// after each character, the last one included).
  public var tracking: Double
  /// Points added between lines (`lineSpacing(_:)`); not after the last line.
  public var lineSpacing: Double
  /// Where a truncated line's ellipsis goes.
  public var truncationMode: TruncationMode
  /// The smallest fraction of the font size the text may shrink to before it truncates
  /// (`minimumScaleFactor(_:)`; 1: never shrinks).
  public var minimumScaleFactor: Double
  /// Whether the text may tighten its letter spacing (by at most `maximumTightening` em per character) before it
  /// truncates (`allowsTightening(_:)`).
  public var allowsTightening: Bool
  /// The lines the text's height always covers, shown or not (`lineLimit(n, reservesSpace: true)`).
  public var reservedLines: Int?

  /// The most a character's advance shrinks under `allowsTightening`, in ems: UIKit's tightening is not
  /// documented; 0.05 em is our assumption (low confidence).
  public static let maximumTightening = 0.05

  /// Creates attributes; every default is a plain `Text`'s.
  public init(
    tracking: Double = 0, lineSpacing: Double = 0, truncationMode: TruncationMode = .tail,
    minimumScaleFactor: Double = 1, allowsTightening: Bool = false, reservedLines: Int? = nil
  ) {
    self.tracking = tracking
    self.lineSpacing = lineSpacing
    self.truncationMode = truncationMode
    self.minimumScaleFactor = minimumScaleFactor
    self.allowsTightening = allowsTightening
    self.reservedLines = reservedLines
  }

  /// A plain `Text`'s attributes.
  public static let plain = TextAttributes()
}
