/// A parsed statement list with its source: a preference key's `reduce` body, a button action written without
/// parameters.
public struct ScriptBlock: Hashable, Sendable {
  /// The statements.
  public let statements: [StatementSyntax]
  /// The text they were parsed from.
  public let source: SourceText

  /// Parses statements separated by newlines or semicolons.
  public init(_ text: String, origin: SourceOrigin = SourceOrigin(), limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic)
  {
    let source = SourceText(text, origin: origin)
    self.statements = try Parser.parseStatements(source, limits: limits)
    self.source = source
  }

  /// Wraps statements parsed elsewhere with their source.
  public init(statements: [StatementSyntax], source: SourceText) {
    self.statements = statements
    self.source = source
  }

  /// Runs the statements; returns the value of a `return value` that ended them, or nil.
  @discardableResult
  public func run(in context: inout EvaluationContext) throws(ScriptDiagnostic) -> Value? {
    try Evaluator.run(in: &context, source: source) { (evaluator: inout Evaluator) throws(Interruption) -> Value? in
      if case .returned(let value) = try evaluator.execute(statements) { return value }
      return nil
    }
  }

  /// The names the statements read or write that are not bound inside them.
  public var freeNames: Set<String> { FreeNames.of(statements) }
}
