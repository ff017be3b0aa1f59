import JSONCore

/// A `TextField` or `SecureField`.
public struct TextFieldArguments: Hashable, Sendable {
  /// The title (placeholder).
  public var title: TextTemplate
  /// The current text; empty shows the title.
  public var text: TextTemplate
  /// `SecureField` rather than `TextField`.
  public var isSecure: Bool
  /// `.textFieldStyle(.roundedBorder)` rather than the automatic (plain) style.
  public var isRoundedBorder: Bool

  /// Creates the arguments.
  public init(title: TextTemplate, text: TextTemplate, isSecure: Bool, isRoundedBorder: Bool) {
    self.title = title
    self.text = text
    self.isSecure = isSecure
    self.isRoundedBorder = isRoundedBorder
  }
}
