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
  /// The `GeometryReader` proxies the evaluation read.
  public var proxyReads: [ProxyRead] = []
  /// The value as Swift's string interpolation shows it (`Optional(71.33333333333333)`, `["a", "b"]`), when the
  /// evaluator knows Swift's types; layout uses it for `Text("… \(value) …")`.
  public var interpolation: String?

  /// Creates an evaluation.
  public init(
    value: JSONValue?, reads: [StateRead] = [], failure: String? = nil, diagnostic: ScriptDiagnostic? = nil,
    interpolation: String? = nil
  ) {
    self.value = value
    self.reads = reads
    self.failure = failure
    self.diagnostic = diagnostic
    self.interpolation = interpolation
  }

  /// An evaluation that could not be done.
  public static func failed(_ reason: String, reads: [StateRead] = []) -> Evaluation {
    Evaluation(value: nil, reads: reads, failure: reason)
  }
}
