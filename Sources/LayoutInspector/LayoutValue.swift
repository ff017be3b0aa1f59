import LayoutEngine

/// A length in points, as the inspector reports it, that compares with the numbers people write in tests.
///
/// Layout values are exact (`79.33333333333333`: text widths are rounded up to the pixel grid, which on a 3×
/// display is a third of a point), while a test writes what the CLI prints (`79.333`, three decimals). So `==`
/// holds when two values differ by at most `LayoutValue.tolerance` (0.001 pt, the CLI's precision, which is
/// also `inspect-client check`'s default):
///
///     #expect(try await form.node("#user-label").width == 79.333)
///
/// For an exact check on the pixel grid, compare `value` with `LayoutValue.pixels(238, scale: 3)`, or ask
/// `isOnPixelGrid(scale:)`; for another tolerance, `isClose(to:within:)`.
///
/// A value that does not exist (the width of a `Group`, which has no layer of its own) is `unavailable` (NaN)
/// and equals nothing.
public struct LayoutValue: Sendable, Comparable, CustomStringConvertible, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// How far apart two values may be and still be equal: 0.001 pt, the precision the CLI prints.
  public static let tolerance = 0.001

  /// A missing value: equals nothing, prints `none`.
  public static let unavailable = LayoutValue(.nan)

  /// The exact value in points.
  public var value: Double

  /// A value in points.
  public init(_ value: Double) {
    self.value = value
  }

  /// A literal in points: `79.333`.
  public init(floatLiteral value: Double) {
    self.value = value
  }

  /// A literal in points: `72`.
  public init(integerLiteral value: Int) {
    self.value = Double(value)
  }

  /// `count` pixels of a display of `scale` (a 3× iPhone: `pixels(238, scale: 3)` is 79⅓ pt): an exact
  /// point on the pixel grid.
  public static func pixels(_ count: Int, scale: Double) -> LayoutValue {
    LayoutValue(Double(count) / scale)
  }

  /// Whether the value lies on the pixel grid of a display of `scale` (within a millionth of a pixel).
  public func isOnPixelGrid(scale: Double) -> Bool {
    let pixels = value * scale
    return value.isFinite && Swift.abs(pixels - pixels.rounded()) <= 1e-6
  }

  /// Whether the value is within `tolerance` of `other`.
  public func isClose(to other: LayoutValue, within tolerance: Double = LayoutValue.tolerance) -> Bool {
    if value == other.value { return true }
    return Swift.abs(value - other.value) <= tolerance
  }

  /// Equal within `tolerance` (0.001 pt).
  public static func == (lhs: LayoutValue, rhs: LayoutValue) -> Bool {
    lhs.isClose(to: rhs)
  }

  /// Ordered by value; values equal within the tolerance are not less than each other.
  public static func < (lhs: LayoutValue, rhs: LayoutValue) -> Bool {
    lhs.value < rhs.value && !(lhs == rhs)
  }

  /// The compact notation the CLI prints: `79.333`, `72`, `inf`, `none` for an unavailable value.
  public var description: String {
    value.isNaN ? "none" : LayoutNumber.format(value)
  }
}
