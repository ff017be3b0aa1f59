import JSONCore
import SwiftSubset

/// The evaluator the update loop gives layout: the Swift subset over the tree's `@State` (one snapshot per
/// pass), the node's scope (`ForEach` elements, proxies as `GeometryProxy` objects, `ViewDimensions`, `let`
/// and `@Binding` properties, preference values) and the declared struct types.
///
/// State writes are refused during layout: an expression that tries is a diagnostic ("state write during
/// layout"), never a silent change. Every other failure is the Swift subset's diagnostic naming the expression
/// (its JSON path, line and column) and the node.
///
/// It holds the pass's runtime alone, so that it fits in an existential's inline buffer: a pass's `LayoutRun` keeps it
/// as `any ExpressionEvaluator`, which boxed the runner and the state on the heap, one more object a pass.
struct ScriptEvaluator: ExpressionEvaluator {
  let runtime: PassRuntime

  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation {
    evaluate(expression, in: scope, node: nil)
  }

  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope, node: String?) -> Evaluation {
    evaluate(expression, in: scope, node: node, describing: true)
  }

  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope, node: String?, describing: Bool)
    -> Evaluation
  {
    let outcome = runtime.runner.evaluate(expression, scope: scope, state: runtime.state, node: node)
    var diagnostic = outcome.diagnostic
    if let value = outcome.value {
      // The description a `Text` interpolation shows is bounded like every value the evaluation builds: an array
      // of a thousand references to a megabyte of state is cheap to build and would describe as a gigabyte. A
      // value no text shows is refused alike, its description built only when its type does not bound its length
      // within the limit (a number's, a layout argument's, about 2,500 instructions an evaluation).
      let limit = runtime.runner.limits.maxValueBytes
      let fits = !describing && value.descriptionBytesBound.map { $0 <= limit } == true
      let description = fits ? nil : value.printDescription(maxBytes: limit)
      if fits || description != nil {
        var evaluation = Evaluation(value: value.jsonValue, reads: outcome.reads, interpolation: description)
        evaluation.proxyReads = outcome.proxyReads
        return evaluation
      }
      diagnostic = ScriptDiagnostic(
        .limit, .memoryLimitExceeded,
        "the value's description would be longer than the limit of \(limit) bytes of values (maxValueBytes)",
        node: node)
    }
    return Evaluation(
      value: nil, reads: outcome.reads, failure: diagnostic?.summary ?? "no value", diagnostic: diagnostic)
  }
}

/// What one layout pass of the update loop evaluates against: the runner and the state the pass reads.
final class PassRuntime: Sendable {
  let runner: ScriptRunner
  let state: StateValues

  init(runner: ScriptRunner, state: StateValues) {
    self.runner = runner
    self.state = state
  }

  /// The evaluator for the pass's layout arguments.
  var evaluator: ScriptEvaluator { ScriptEvaluator(runtime: self) }
}
