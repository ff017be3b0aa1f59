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
