import JSONCore
import SwiftSubset

/// The result of evaluating one expression.
public struct Evaluation: Hashable, Sendable {
  /// The value as JSON (a `CGFloat` is a number, `nil` is `null`); nil when the evaluation failed or could
  /// not be done.
  public var value: JSONValue?
  /// The state the evaluation read, in order, with the values it saw.
  public var reads: [StateRead]
  /// Why there is no value: a runtime or type error, or "unevaluated expression".
  public var failure: String?
  /// The Swift subset's diagnostic behind `failure`, when the evaluator ran the code.
  public var diagnostic: ScriptDiagnostic?

  /// Creates an evaluation.
  public init(value: JSONValue?, reads: [StateRead] = [], failure: String? = nil, diagnostic: ScriptDiagnostic? = nil) {
    self.value = value
    self.reads = reads
    self.failure = failure
    self.diagnostic = diagnostic
  }

  /// An evaluation that could not be done.
  public static func failed(_ reason: String, reads: [StateRead] = []) -> Evaluation {
    Evaluation(value: nil, reads: reads, failure: reason)
  }
}
