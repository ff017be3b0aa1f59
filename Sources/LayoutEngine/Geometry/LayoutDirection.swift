/// The direction of horizontal layout, as SwiftUI's `LayoutDirection`.
///
/// The engine lays out every container left to right and then mirrors each child's horizontal position
/// inside its parent when the direction is right-to-left, which is how SwiftUI finalises geometry.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  /// Left to right (English).
  case leftToRight
  /// Right to left (Arabic, Hebrew).
  case rightToLeft
}
