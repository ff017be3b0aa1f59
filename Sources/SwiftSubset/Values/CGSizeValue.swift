/// A `CGSize` value: a width and a height in points.
public struct CGSizeValue: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `CGSize.zero`.
  public static let zero = CGSizeValue(width: 0, height: 0)
}
