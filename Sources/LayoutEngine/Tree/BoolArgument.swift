/// A Boolean argument: a literal or an expression (`"showHint"`).
public enum BoolArgument: Hashable, Sendable, CustomStringConvertible {
  /// `true` or `false`.
  case literal(Bool)
  /// An expression, resolved through the evaluator each pass.
  case expression(SwiftExpression)

  /// The argument as Swift code.
  public var description: String {
    switch self {
    case .literal(let value): return String(value)
    case .expression(let expression): return expression.source
    }
  }
}
