/// A gradient written as a view (`LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`).
///
/// A shape style that is also a view has the body `_ShapeView<Rectangle, Self>` (Apple: `ShapeStyle.body`, which
/// names `Color` and `LinearGradient`), so it is laid out as a `Rectangle`; its colours, stops and geometry change
/// only its drawing and are not read.
public enum GradientKind: String, Hashable, Sendable, CaseIterable {
  /// `LinearGradient`.
  case linear = "LinearGradient"
  /// `RadialGradient`.
  case radial = "RadialGradient"
  /// `AngularGradient`.
  case angular = "AngularGradient"
  /// `EllipticalGradient`.
  case elliptical = "EllipticalGradient"

  /// The SwiftUI type name.
  public var typeName: String { rawValue }
}
