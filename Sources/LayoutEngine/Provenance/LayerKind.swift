/// What a layer is: a bare view or a modifier.
public enum LayerKind: Hashable, Sendable {
  /// The bare view, by SwiftUI type name.
  case view(String)
  /// A modifier, by SwiftUI method name.
  case modifier(String)

  /// The type or method name.
  public var name: String {
    switch self {
    case .view(let name), .modifier(let name): return name
    }
  }
}
