import SwiftSubset

extension ScriptBlock {
  /// Runs the statements as a Swift function's body: the value of `return`, or, for a body that is one expression,
  /// that expression's value (Swift's implicit return); nil for a body that returns nothing.
  func runAsFunctionBody(in context: inout EvaluationContext) throws(ScriptDiagnostic) -> Value? {
    if statements.count == 1, case .expression(let expression) = statements[0].kind {
      return try ScriptExpression(syntax: expression, source: source).evaluate(in: &context)
    }
    return try run(in: &context)
  }
}
