import SwiftSubset

/// Bounds on one run of the update loop, so that a tree whose actions never settle cannot hang or exhaust
/// memory.
public struct UpdateLimits: Hashable, Sendable {
  /// The most passes one update (an open, an edit, a tap) runs before it stops and reports that it did not
  /// settle. Default 16.
  public var maxPasses: Int
  /// Deliveries SwiftUI's cycle guard allows per binder per update seed before it drops the rest: 2
  /// (OpenSwiftUI `UpdateCycleDetector`, ttl 2).
  public var cycleGuardDeliveries: Int
  /// Bounds on each evaluation (expression, action, `reduce`).
  public var evaluation: EvaluationLimits
  /// The most evaluation steps one update may spend over all its evaluations: the taps of its edits and every
  /// pass's expressions, reduces, transforms and actions (`EvaluationLimits.maxSteps` bounds each one). Once it is
  /// spent, further evaluations fail with a diagnostic naming it. Default 20,000,000: real trees spend
  /// thousands, and the worst case found by fuzzing (a reducer that doubles an array under thousands of
  /// contributors, each step copying boxed values) spends it in about 11 s of a release build on a loaded 2-core
  /// machine; a client that needs quicker refusals lowers it.
  public var maxStepsPerUpdate: Int
  /// The most bytes of values one update's evaluations may build over all of them (strings, arrays, copies;
  /// `EvaluationLimits.maxValueBytes` bounds each one), counted like `maxStepsPerUpdate`. Default 256 MiB: a
  /// `ForEach` of a thousand rows that each interpolate a megabyte of state stops after about 256 rows with
  /// diagnostics naming this limit, instead of building a gigabyte per pass.
  public var maxValueBytesPerUpdate: Int

  /// Creates limits.
  public init(
    maxPasses: Int = 16, cycleGuardDeliveries: Int = 2, evaluation: EvaluationLimits = EvaluationLimits(),
    maxStepsPerUpdate: Int = 20_000_000, maxValueBytesPerUpdate: Int = 256 << 20
  ) {
    self.maxPasses = Swift.max(1, maxPasses)
    self.cycleGuardDeliveries = Swift.max(1, cycleGuardDeliveries)
    self.evaluation = evaluation
    self.maxStepsPerUpdate = Swift.max(1, maxStepsPerUpdate)
    self.maxValueBytesPerUpdate = Swift.max(1, maxValueBytesPerUpdate)
  }
}

/// How one update ended.
public struct UpdateOutcome: Hashable, Sendable {
  /// Why the loop stopped.
  public enum Stop: String, Hashable, Sendable {
    /// No action changed any state: a fixpoint.
    case settled
    /// No action changed any state, but only because SwiftUI's cycle guard dropped deliveries: the values
    /// were still changing.
    case cycleGuard
    /// The pass limit was reached with state still changing.
    case passLimit
  }

  /// Why the loop stopped.
  public var stop: Stop
  /// The passes it ran.
  public var passes: Int

  /// Creates an outcome.
  public init(stop: Stop, passes: Int) {
    self.stop = stop
    self.passes = passes
  }

  /// Whether the loop reached a fixpoint without the cycle guard's help.
  public var converged: Bool { stop == .settled }
}
