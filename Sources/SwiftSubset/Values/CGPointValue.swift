/// A `CGPoint` value.
public struct CGPointValue: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// `CGPoint.zero`.
  public static let zero = CGPointValue(x: 0, y: 0)
}
