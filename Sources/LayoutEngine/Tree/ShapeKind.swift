import JSONCore

/// The built-in shapes.
public enum ShapeKind: Hashable, Sendable {
  /// `Rectangle()`.
  case rectangle
  /// `RoundedRectangle(cornerRadius:)`.
  case roundedRectangle(cornerRadius: NumericArgument)
  /// `Capsule()`.
  case capsule
  /// `Circle()`: a square of side min(w, h).
  case circle
  /// `Ellipse()`.
  case ellipse

  /// The SwiftUI type name.
  public var typeName: String {
    switch self {
    case .rectangle: return "Rectangle"
    case .roundedRectangle: return "RoundedRectangle"
    case .capsule: return "Capsule"
    case .circle: return "Circle"
    case .ellipse: return "Ellipse"
    }
  }
}
