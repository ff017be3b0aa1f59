import JSONCore
import TextMetrics

/// A value argument of a preference: a Swift expression or a literal JSON value.
public enum ValueArgument: Hashable, Sendable, CustomStringConvertible {
  /// An expression, evaluated by the preference engine in the node's scope.
  case expression(SwiftExpression)
  /// A literal value.
  case literal(JSONValue)

  /// The argument as written.
  public var description: String {
    switch self {
    case .expression(let expression): return expression.source
    case .literal(let value): return "\(value)"
    }
  }
}
