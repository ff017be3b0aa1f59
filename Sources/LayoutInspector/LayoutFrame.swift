import InspectorProtocol

/// A rectangle in points (origin at the top-left corner, in root coordinates unless named otherwise) whose
/// members compare as `LayoutValue`s (within 0.001 pt).
public struct LayoutFrame: Sendable, Equatable, CustomStringConvertible {
  /// The left edge.
  public var x: LayoutValue
  /// The top edge.
  public var y: LayoutValue
  /// The width.
  public var width: LayoutValue
  /// The height.
  public var height: LayoutValue

  /// A frame in points.
  public init(x: LayoutValue, y: LayoutValue, width: LayoutValue, height: LayoutValue) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The frame of a reply.
  init(_ frame: FrameValue) {
    self.init(
      x: LayoutValue(frame.x), y: LayoutValue(frame.y), width: LayoutValue(frame.width),
      height: LayoutValue(frame.height))
  }

  /// The size.
  public var size: LayoutSize { LayoutSize(width: width, height: height) }
  /// The right edge.
  public var maxX: LayoutValue { LayoutValue(x.value + width.value) }
  /// The bottom edge.
  public var maxY: LayoutValue { LayoutValue(y.value + height.value) }
  /// The horizontal centre.
  public var midX: LayoutValue { LayoutValue(x.value + width.value / 2) }
  /// The vertical centre.
  public var midY: LayoutValue { LayoutValue(y.value + height.value / 2) }

  /// `(x, y) w×h`, as the CLI prints frames.
  public var description: String { "(\(x), \(y)) \(width)×\(height)" }
}
