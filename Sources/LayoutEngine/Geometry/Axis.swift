/// One of the two axes of a two-dimensional layout, as SwiftUI's `Axis`.
public enum Axis: String, CaseIterable, Hashable, Sendable {
  /// The x axis: widths and horizontal positions.
  case horizontal
  /// The y axis: heights and vertical positions.
  case vertical

  /// The other axis.
  public var other: Axis {
    self == .horizontal ? .vertical : .horizontal
  }
}
