import TextMetrics

/// What the modifiers of one part of a concatenated `Text` change: `font(_:)` replaces the environment's font,
/// `bold`, `italic`, `fontWeight`, `fontDesign` and `monospacedDigit` change it, `kerning` and `tracking` set the
/// part's tracking. The drawing modifiers a part may take (`foregroundColor`, `underline`, …) change nothing here.
///
/// Whatever their order, the font is chosen first and the others then apply to it, as SwiftUI resolves a `Text`'s
/// modifiers against its font: `Text("a").bold().font(.title)` is a bold title (documented; Apple's documentation of
/// `Text.bold()` and `Text.font(_:)`, low confidence for the order).
public struct TextRunStyle: Hashable, Sendable {
  /// `font(_:)`: the part's font instead of the environment's.
  public var font: Font?
  /// `fontWeight(_:)`, or bold for `bold()`.
  public var weight: Font.Weight?
  /// `italic()`.
  public var isItalic: Bool?
  /// `fontDesign(_:)`.
  public var design: Font.Design?
  /// `monospacedDigit()`.
  public var hasMonospacedDigits = false
  /// `kerning(_:)` or `tracking(_:)`: points added to each character; nil keeps the environment's.
  public var tracking: Double?

  /// A part without modifiers: the environment's font and tracking.
  public init() {}

  /// The part's font when the environment's font is `base`.
  public func font(in base: Font) -> Font {
    var result = font ?? base
    if let weight { result.weight = weight }
    if let isItalic { result.isItalic = isItalic }
    if let design { result.design = design }
    if hasMonospacedDigits { result.hasMonospacedDigits = true }
    return result
  }
}
