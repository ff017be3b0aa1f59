/// A width and a height in points, as SwiftUI's `CGSize`.
///
/// Layout values are exact doubles: nothing in layout rounds them except `Text`, which rounds its measured size
/// up to the pixel grid (see `DisplayGrid`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Creates a size from its length along `axis` and its length across it.
  public init(_ major: Double, along axis: Axis, by minor: Double) {
    switch axis {
    case .horizontal: self.init(width: major, height: minor)
    case .vertical: self.init(width: minor, height: major)
    }
  }

  /// The size with both dimensions zero.
  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// `(w, h)` with each number in the inspector's compact notation.
  public var description: String {
    "\(LayoutNumber.format(width))×\(LayoutNumber.format(height))"
  }
}
