import SwiftSubset
import Synchronization

/// The evaluation steps one update may spend in total: its edits' taps, and every expression, `reduce`, transform
/// and action of every pass. `EvaluationLimits.maxSteps` bounds each evaluation; this bounds their sum, so that a
/// tree whose many nodes each run expensive code (100,000 `ForEach` rows, each evaluating 100,000 steps) costs
/// bounded time rather than hours.
///
/// Each evaluation may take at most what is left; once the budget is spent, evaluations fail at once with a
/// diagnostic that names the budget (`UpdateLimits.maxStepsPerUpdate`).
final class StepBudget: Sendable {
  /// The steps the update may spend.
  let limit: Int
  private let spent = Mutex(0)

  /// A budget of `limit` steps.
  init(limit: Int) {
    self.limit = Swift.max(0, limit)
  }

  /// The steps not spent yet.
  var remaining: Int { spent.withLock { Swift.max(0, limit - $0) } }

  /// Records `steps` as spent.
  func spend(_ steps: Int) {
    spent.withLock { spent in
      let (total, overflow) = spent.addingReportingOverflow(Swift.max(0, steps))
      spent = overflow ? Int.max : total
    }
  }

  /// The limits of the next evaluation: its own, within what is left.
  func limits(within limits: EvaluationLimits) -> EvaluationLimits {
    var limited = limits
    limited.maxSteps = Swift.min(limits.maxSteps, remaining)
    return limited
  }

  /// The diagnostic of an evaluation the budget stopped, or refused because nothing was left.
  func exhausted(node: String?) -> ScriptDiagnostic {
    ScriptDiagnostic(
      .limit, .stepLimitExceeded,
      "the update spent its budget of \(limit) evaluation steps (maxStepsPerUpdate); the expressions, reduces and "
        + "actions after this one are not evaluated",
      node: node)
  }
}
