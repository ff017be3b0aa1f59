import JSONCore

/// The seam through which layout resolves the expressions written in a tree: numeric arguments
/// (`frame(width: labelWidth)`), text interpolations, `if` conditions, `ForEach` data and `alignmentGuide`
/// values.
///
/// The update loop supplies an evaluator that knows the current `@State` values and runs the Swift subset;
/// the evaluator reports which state each evaluation read, and the layout records those reads in the pass's
/// event log. Without one, `ScopeEvaluator` resolves only what needs no state.
public protocol ExpressionEvaluator: Sendable {
  /// Evaluates `expression` in `scope` (the `ForEach` elements, `GeometryReader` proxies and view dimensions
  /// visible where it was written).
  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation
}

/// The result of evaluating one expression.
public struct Evaluation: Hashable, Sendable {
  /// The value as JSON (a `CGFloat` is a number, `nil` is `null`); nil when the evaluation failed or could
  /// not be done.
  public var value: JSONValue?
  /// The state the evaluation read, in order, with the values it saw.
  public var reads: [StateRead]
  /// Why there is no value: a runtime or type error, or "unevaluated expression".
  public var failure: String?

  /// Creates an evaluation.
  public init(value: JSONValue?, reads: [StateRead] = [], failure: String? = nil) {
    self.value = value
    self.reads = reads
    self.failure = failure
  }

  /// An evaluation that could not be done.
  public static func failed(_ reason: String, reads: [StateRead] = []) -> Evaluation {
    Evaluation(value: nil, reads: reads, failure: reason)
  }
}

/// One read of a `@State` variable by an expression.
public struct StateRead: Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// The value read.
  public var value: JSONValue

  /// Creates a read.
  public init(name: String, value: JSONValue) {
    self.name = name
    self.value = value
  }
}

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
