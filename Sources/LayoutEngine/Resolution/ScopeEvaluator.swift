import JSONCore

/// The evaluator used when the caller supplies none: it resolves a bare identifier bound in the scope
/// (a `ForEach` element) and `proxy.size.width` / `proxy.size.height` of a `GeometryReader` proxy. Anything
/// else, state included, is an "unevaluated expression": numeric arguments then act as nil.
public struct ScopeEvaluator: ExpressionEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// See `ExpressionEvaluator.evaluate(_:in:)`.
  public func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation {
    let source = expression.source
    if let binding = scope.lookup(source), case .value(let value) = binding {
      return Evaluation(value: value)
    }
    let parts = source.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.count == 3, parts[1] == "size", let binding = scope.lookup(parts[0]),
      case .geometryProxy(let proxy) = binding
    {
      switch parts[2] {
      case "width": return Evaluation(value: .double(proxy.size.width))
      case "height": return Evaluation(value: .double(proxy.size.height))
      default: break
      }
    }
    return .failed(ScopeEvaluator.unevaluated)
  }

  /// The failure reason for expressions no evaluator could resolve.
  public static let unevaluated = "unevaluated expression"
}
