/// A `CGRect` value: an origin and a size, with CoreGraphics' derived properties.
///
/// As in CoreGraphics, the derived properties (`minX`, `width`, …) describe the standardized rectangle, so a
/// rectangle with a negative width still reports a non-negative `width` and `minX <= maxX`.
public struct CGRectValue: Hashable, Sendable {
  /// The origin.
  public var origin: CGPointValue
  /// The size, possibly with negative components.
  public var size: CGSizeValue

  /// Creates a rectangle from an origin and a size.
  public init(origin: CGPointValue, size: CGSizeValue) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: CGPointValue(x: x, y: y), size: CGSizeValue(width: width, height: height))
  }

  /// `CGRect.zero`.
  public static let zero = CGRectValue(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The largest x coordinate.
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The x coordinate of the center.
  public var midX: Double { (minX + maxX) / 2 }
  /// The smallest y coordinate.
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The largest y coordinate.
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  /// The y coordinate of the center.
  public var midY: Double { (minY + maxY) / 2 }
  /// The standardized width (never negative).
  public var width: Double { Swift.abs(size.width) }
  /// The standardized height (never negative).
  public var height: Double { Swift.abs(size.height) }
  /// Whether the rectangle has no area.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// The rectangle with its origin at the minimum corner and a non-negative size.
  public var standardized: CGRectValue { CGRectValue(x: minX, y: minY, width: width, height: height) }

  /// Whether a point lies inside (minimum edges included, maximum edges excluded, as in CoreGraphics).
  public func contains(_ point: CGPointValue) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether two rectangles overlap with a non-empty area.
  public func intersects(_ other: CGRectValue) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY && !isEmpty && !other.isEmpty
  }

  /// The rectangle inset by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> CGRectValue {
    let rect = standardized
    return CGRectValue(
      x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
  }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> CGRectValue {
    CGRectValue(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The smallest rectangle that contains both.
  public func union(_ other: CGRectValue) -> CGRectValue {
    if isEmpty && size == .zero { return other.standardized }
    if other.isEmpty && other.size == .zero { return standardized }
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    return CGRectValue(
      x: minX,
      y: minY,
      width: Swift.max(maxX, other.maxX) - minX,
      height: Swift.max(maxY, other.maxY) - minY
    )
  }
}
