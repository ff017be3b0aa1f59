/// SwiftUI's `TextAlignment`: where `multilineTextAlignment(_:)` puts each line inside a text's box. It moves
/// lines, never the box: the text's size is its widest line's either way.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  /// Lines start at the leading edge (the default).
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}
