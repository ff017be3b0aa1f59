import SwiftSubset

/// Evaluates an expression against optional host variables; the context is returned for log checks.
func evaluate(
  _ text: String,
  expecting type: ValueType? = nil,
  host: HostVariables? = nil,
  declarations: TypeDeclarations = TypeDeclarations(),
  limits: EvaluationLimits = EvaluationLimits()
) throws(ScriptDiagnostic) -> Value {
  var context = EvaluationContext(host: host, declarations: declarations, limits: limits)
  return try ScriptExpression(text).evaluate(expecting: type, in: &context)
}

/// Runs statements against host variables and returns the context (log included).
@discardableResult
func run(
  _ text: String,
  host: HostVariables,
  declarations: TypeDeclarations = TypeDeclarations(),
  limits: EvaluationLimits = EvaluationLimits()
) throws(ScriptDiagnostic) -> EvaluationContext {
  var context = EvaluationContext(host: host, declarations: declarations, limits: limits)
  try ScriptBlock(text).run(in: &context)
  return context
}

/// The diagnostic an expression's evaluation throws, or nil when it succeeds.
func evaluationError(
  _ text: String,
  expecting type: ValueType? = nil,
  host: HostVariables? = nil,
  declarations: TypeDeclarations = TypeDeclarations(),
  limits: EvaluationLimits = EvaluationLimits()
) -> ScriptDiagnostic? {
  do {
    _ = try evaluate(text, expecting: type, host: host, declarations: declarations, limits: limits)
    return nil
  } catch {
    return error
  }
}

/// The diagnostic running statements throws, or nil when they succeed.
func runError(
  _ text: String,
  host: HostVariables = HostVariables(),
  declarations: TypeDeclarations = TypeDeclarations(),
  limits: EvaluationLimits = EvaluationLimits()
) -> ScriptDiagnostic? {
  do {
    try run(text, host: host, declarations: declarations, limits: limits)
    return nil
  } catch {
    return error
  }
}

/// The `BoundsAnchor` struct of `ViewGeometry.swift`, with its always-false `==`.
func boundsAnchorDeclarations() throws -> TypeDeclarations {
  try TypeDeclarations([
    StructDeclaration(
      name: "BoundsAnchor",
      fields: [(name: "anchor", type: "Anchor<CGRect>?", defaultValue: "nil", isMutable: true)],
      equality: "false"
    )
  ])
}
