/// SwiftUI's `Axis.Set`: none, one or both axes (`ScrollView(_:)`, `ViewThatFits(in:)`, `containerRelativeFrame(_:)`,
/// `gridCellUnsizedAxes(_:)`).
public struct AxisSet: Hashable, Sendable, CustomStringConvertible {
  /// Whether the set holds the horizontal axis.
  public var horizontal: Bool
  /// Whether the set holds the vertical axis.
  public var vertical: Bool

  /// Creates a set.
  public init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The horizontal axis.
  public static let horizontal = AxisSet(horizontal: true, vertical: false)
  /// The vertical axis (a `ScrollView`'s default).
  public static let vertical = AxisSet(horizontal: false, vertical: true)
  /// Both axes.
  public static let all = AxisSet(horizontal: true, vertical: true)
  /// No axis.
  public static let none = AxisSet(horizontal: false, vertical: false)

  /// Whether the set holds `axis`.
  public func contains(_ axis: Axis) -> Bool {
    axis == .horizontal ? horizontal : vertical
  }

  /// As SwiftUI writes it: `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, `[]`.
  public var description: String {
    switch (horizontal, vertical) {
    case (true, true): return "[.horizontal, .vertical]"
    case (true, false): return ".horizontal"
    case (false, true): return ".vertical"
    case (false, false): return "[]"
    }
  }
}
