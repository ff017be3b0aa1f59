import SwiftSubset
import Synchronization

/// The evaluation steps and bytes of values one update may spend in total: its edits' taps, and every expression,
/// `reduce`, transform and action of every pass. `EvaluationLimits` bounds each evaluation; this bounds their sum,
/// so that a tree whose many nodes each run expensive code (100,000 `ForEach` rows, each evaluating 100,000 steps,
/// or each interpolating a megabyte of state) costs bounded time and memory rather than hours and gigabytes.
///
/// Each evaluation may take at most what is left; once either budget is spent, evaluations fail at once with a
/// diagnostic that names it (`UpdateLimits.maxStepsPerUpdate`, `UpdateLimits.maxValueBytesPerUpdate`).
final class StepBudget: Sendable {
  /// The steps the update may spend.
  let limit: Int
  /// The bytes of values the update's evaluations may build.
  let byteLimit: Int
  private let spent = Mutex((steps: 0, bytes: 0))

  /// A budget of `limit` steps and `byteLimit` bytes.
  init(limit: Int, byteLimit: Int = UpdateLimits().maxValueBytesPerUpdate) {
    self.limit = Swift.max(0, limit)
    self.byteLimit = Swift.max(0, byteLimit)
  }

  /// The steps not spent yet; 0 once the bytes are spent too, so that no evaluation starts.
  var remaining: Int {
    spent.withLock { spent in spent.bytes >= byteLimit ? 0 : Swift.max(0, limit - spent.steps) }
  }

  /// The bytes not spent yet.
  var remainingBytes: Int { spent.withLock { Swift.max(0, byteLimit - $0.bytes) } }

  /// Records the steps and bytes of the evaluation that `context` last ran.
  func spend(_ context: EvaluationContext) {
    spend(steps: context.lastStepCount, bytes: context.lastByteCount)
  }

  /// Records the steps and bytes of an evaluation run without a context (a natively run `reduce`).
  func spend(steps: Int, bytes: Int) {
    spent.withLock { spent in
      spent.steps = Self.adding(spent.steps, steps)
      spent.bytes = Self.adding(spent.bytes, bytes)
    }
  }

  private static func adding(_ total: Int, _ amount: Int) -> Int {
    let (sum, overflow) = total.addingReportingOverflow(Swift.max(0, amount))
    return overflow ? Int.max : sum
  }

  /// The limits of the next evaluation: its own, within what is left.
  func limits(within limits: EvaluationLimits) -> EvaluationLimits {
    var limited = limits
    spent.withLock { spent in
      limited.maxSteps = Swift.min(limits.maxSteps, Swift.max(0, limit - spent.steps))
      limited.maxValueBytes = Swift.min(limits.maxValueBytes, Swift.max(0, byteLimit - spent.bytes))
    }
    return limited
  }

  /// The diagnostic of an evaluation the budget stopped, or refused because nothing was left.
  func exhausted(node: String?) -> ScriptDiagnostic {
    remainingBytes == 0 ? bytesExhausted(node: node) : stepsExhausted(node: node)
  }

  /// The diagnostic of an evaluation stopped because the update's steps ran out.
  func stepsExhausted(node: String?) -> ScriptDiagnostic {
    ScriptDiagnostic(
      .limit, .stepLimitExceeded,
      "the update spent its budget of \(limit) evaluation steps (maxStepsPerUpdate); the expressions, reduces and "
        + "actions after this one are not evaluated",
      node: node)
  }

  /// The diagnostic of an evaluation stopped because the update's bytes of values ran out.
  func bytesExhausted(node: String?) -> ScriptDiagnostic {
    ScriptDiagnostic(
      .limit, .memoryLimitExceeded,
      "the update built its budget of \(byteLimit) bytes of values (maxValueBytesPerUpdate); the expressions, "
        + "reduces and actions after this one are not evaluated",
      node: node)
  }
}
