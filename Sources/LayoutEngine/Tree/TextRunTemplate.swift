/// One part of a concatenated `Text` (`Text("Hello ").bold() + Text("world")`), as declared: its text, which may
/// interpolate, and what the modifiers that return `Text` change of its font and tracking.
public struct TextRunTemplate: Hashable, Sendable {
  /// The part's text.
  public var text: TextTemplate
  /// Its font and tracking, relative to the environment's.
  public var style: TextRunStyle

  /// Creates a part.
  public init(text: TextTemplate, style: TextRunStyle) {
    self.text = text
    self.style = style
  }
}
