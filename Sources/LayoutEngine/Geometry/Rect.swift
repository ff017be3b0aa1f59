/// A rectangle in points, as SwiftUI's `CGRect`: an origin (top-left corner in a top-down coordinate space)
/// and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The size.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// The rectangle moved by `offset`.
  public func offsetBy(_ offset: Point) -> Rect {
    Rect(origin: origin.offset(by: offset), size: size)
  }

  /// The smallest rectangle containing both rectangles.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// `(x, y, w, h)` in the inspector's compact notation.
  public var description: String {
    "(\(LayoutNumber.format(minX)), \(LayoutNumber.format(minY)), \(LayoutNumber.format(width)), "
      + "\(LayoutNumber.format(height)))"
  }
}
