/// SwiftUI's `Text.Case`: how `textCase(_:)` changes the letters before the text is measured.
public enum TextCase: String, CaseIterable, Hashable, Sendable {
  /// Every letter in upper case.
  case uppercase
  /// Every letter in lower case.
  case lowercase

  /// `text` in this case (Unicode's default case mapping, as `String.uppercased()`).
  public func apply(to text: String) -> String {
    self == .uppercase ? text.uppercased() : text.lowercased()
  }
}
