/// A point in a view's unit coordinate space, as SwiftUI's `UnitPoint`: (0, 0) is the top-leading corner and
/// (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal fraction.
  public var x: Double
  /// The vertical fraction.
  public var y: Double

  /// Creates a unit point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The unit point SwiftUI names so (`topLeading`, `center`, …), as anchor sources are written.
  public static func named(_ name: String) -> UnitPoint? {
    switch name {
    case "topLeading": return .topLeading
    case "top": return .top
    case "topTrailing": return .topTrailing
    case "leading": return .leading
    case "center": return .center
    case "trailing": return .trailing
    case "bottomLeading": return .bottomLeading
    case "bottom": return .bottom
    case "bottomTrailing": return .bottomTrailing
    default: return nil
    }
  }

  /// The point this unit point names in a rectangle of `size` whose origin is zero.
  public func point(in size: Size) -> Point {
    Point(x: x * size.width, y: y * size.height)
  }
}
