import JSONCore

/// The seam through which layout resolves the expressions written in a tree: numeric arguments
/// (`frame(width: labelWidth)`), text interpolations, `if` conditions, `ForEach` data and `alignmentGuide`
/// values.
///
/// The update loop supplies `ScriptEvaluator`, which knows the current `@State` values and runs the Swift
/// subset; the evaluator reports which state each evaluation read, and the layout records those reads in the
/// pass's event log. Without one, `ScopeEvaluator` resolves only what needs no state.
public protocol ExpressionEvaluator: Sendable {
  /// Evaluates `expression` in `scope` (the `ForEach` elements, `GeometryReader` proxies and view dimensions
  /// visible where it was written).
  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation

  /// Evaluates `expression` for the node with id `node`, which diagnostics name.
  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope, node: String?) -> Evaluation

  /// Evaluates `expression` for the node with id `node`; `describing` false says no text shows the value, so the
  /// evaluation's `interpolation` may be nil.
  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope, node: String?, describing: Bool) -> Evaluation
}

extension ExpressionEvaluator {
  /// Evaluators that do not name nodes evaluate as `evaluate(_:in:)`.
  public func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope, node: String?) -> Evaluation {
    evaluate(expression, in: scope)
  }

  /// Evaluators that always describe their values evaluate as `evaluate(_:in:node:)`.
  public func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope, node: String?, describing: Bool)
    -> Evaluation
  {
    evaluate(expression, in: scope, node: node)
  }
}
