/// A position in points, as SwiftUI's `CGPoint`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Creates a point from its coordinate along `axis` and its coordinate across it.
  public init(_ major: Double, along axis: Axis, by minor: Double) {
    switch axis {
    case .horizontal: self.init(x: major, y: minor)
    case .vertical: self.init(x: minor, y: major)
    }
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  /// The point moved by `other`'s coordinates.
  public func offset(by other: Point) -> Point {
    Point(x: x + other.x, y: y + other.y)
  }

  /// `(x, y)` in the inspector's compact notation.
  public var description: String {
    "(\(LayoutNumber.format(x)), \(LayoutNumber.format(y)))"
  }
}
