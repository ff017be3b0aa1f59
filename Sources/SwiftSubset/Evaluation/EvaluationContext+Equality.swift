extension EvaluationContext {
  /// The language's `==` on two values: Swift's equality per type, with the declared equality of structs (a
  /// custom `==` body runs here, counted against the limits). SwiftUI's `onPreferenceChange` compares with
  /// this. Values of different types are a type error.
  public mutating func isEqual(_ lhs: Value, _ rhs: Value) throws(ScriptDiagnostic) -> Bool {
    let source = SourceText("")
    return try Evaluator.run(in: &self, source: source) { (evaluator: inout Evaluator) throws(Interruption) -> Bool in
      try evaluator.equals(lhs, rhs, SourceRange(start: 0, end: 0))
    }
  }
}

extension Value {
  /// The language's `==` with a struct's declared equality (see `EvaluationContext.isEqual(_:_:)`), in a
  /// context of its own.
  public func isEqual(
    to other: Value,
    declarations: TypeDeclarations = TypeDeclarations(),
    limits: EvaluationLimits = EvaluationLimits()
  ) throws(ScriptDiagnostic) -> Bool {
    var context = EvaluationContext(declarations: declarations, limits: limits)
    return try context.isEqual(self, other)
  }
}
