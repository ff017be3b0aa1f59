/// The axes a `ScrollView` scrolls along: `.vertical` (the default), `.horizontal`, or both.
public struct ScrollAxes: Hashable, Sendable, CustomStringConvertible {
  /// Whether it scrolls horizontally.
  public var horizontal: Bool
  /// Whether it scrolls vertically.
  public var vertical: Bool

  /// Creates a set of axes.
  public init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `.vertical`, SwiftUI's default.
  public static let vertical = ScrollAxes(horizontal: false, vertical: true)

  /// Whether the scroll view scrolls along `axis`.
  public func contains(_ axis: Axis) -> Bool {
    axis == .horizontal ? horizontal : vertical
  }

  /// As SwiftUI writes it: `.vertical`, `.horizontal`, `[.horizontal, .vertical]` (or `[]`).
  public var description: String {
    switch (horizontal, vertical) {
    case (true, true): return "[.horizontal, .vertical]"
    case (true, false): return ".horizontal"
    case (false, true): return ".vertical"
    case (false, false): return "[]"
    }
  }
}
