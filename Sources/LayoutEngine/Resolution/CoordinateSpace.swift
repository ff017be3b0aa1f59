import JSONCore

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
  /// The view's own space.
  case local
  /// The root (window) space.
  case global
  /// The space of the nearest ancestor named so with `coordinateSpace(name:)`.
  case named(String)
}
