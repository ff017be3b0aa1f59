import JSONCore

/// An `Image` with a given intrinsic size (in points).
public struct ImageArguments: Hashable, Sendable {
  /// The asset or symbol name.
  public var name: String
  /// Whether `name` is an SF Symbol (`Image(systemName:)`).
  public var isSystemName: Bool
  /// The intrinsic width; nil for an SF Symbol sized by its font (`ControlMetrics.symbolSize`).
  public var width: Double?
  /// The intrinsic height; nil with `width`.
  public var height: Double?
  /// Whether `.resizable()` was applied: the image then fills its proposal like a shape.
  public var isResizable: Bool

  /// Creates the arguments.
  public init(name: String, isSystemName: Bool, width: Double?, height: Double?, isResizable: Bool) {
    self.name = name
    self.isSystemName = isSystemName
    self.width = width
    self.height = height
    self.isResizable = isResizable
  }
}
