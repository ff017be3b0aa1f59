import InspectorProtocol

/// A size whose dimensions compare as `LayoutValue`s (within 0.001 pt): `#expect(node.size == LayoutSize(79.333,
/// 20.333))`.
public struct LayoutSize: Sendable, Equatable, CustomStringConvertible {
  /// The width.
  public var width: LayoutValue
  /// The height.
  public var height: LayoutValue

  /// A size in points.
  public init(width: LayoutValue, height: LayoutValue) {
    self.width = width
    self.height = height
  }

  /// A size in points: `LayoutSize(79.333, 20.333)`.
  public init(_ width: LayoutValue, _ height: LayoutValue) {
    self.init(width: width, height: height)
  }

  /// The size of a reply.
  init(_ size: SizeValue) {
    self.init(width: LayoutValue(size.width), height: LayoutValue(size.height))
  }

  /// `79.333×20.333`, as the CLI prints sizes.
  public var description: String { "\(width)×\(height)" }
}
