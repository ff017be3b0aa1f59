/// A parsed expression with its source: a numeric argument (`"labelWidth"`, `"proxy.size.width"`), a
/// preference value, an `if` condition, `ForEach` data (`"0..<3"`), a `Text`'s interpolated text.
///
///     let width = try ScriptExpression("proxy.frame(in: .global).minX + 8", origin: SourceOrigin(name: path))
///     var context = EvaluationContext(host: scope, node: "label")
///     let value = try width.evaluate(expecting: .cgFloat, in: &context)
public struct ScriptExpression: Hashable, Sendable {
  /// The syntax tree.
  public let syntax: ExpressionSyntax
  /// The text it was parsed from.
  public let source: SourceText

  /// Parses an expression; the whole text must be one expression.
  public init(_ text: String, origin: SourceOrigin = SourceOrigin(), limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic)
  {
    let source = SourceText(text, origin: origin)
    self.syntax = try Parser.parseExpression(source, limits: limits)
    self.source = source
  }

  /// Parses the text of a `Text` view as a tree writes it: the body of a string literal without quotes, with
  /// interpolations and escapes (`Tap count \(taps)`). The expression evaluates to a `String`.
  public init(textBody text: String, origin: SourceOrigin = SourceOrigin(), limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic)
  {
    let source = SourceText(text, origin: origin)
    self.syntax = try Parser.parseTextBody(source, limits: limits)
    self.source = source
  }

  /// Wraps an expression parsed elsewhere (for example by a SwiftUI source front end) with its source.
  public init(syntax: ExpressionSyntax, source: SourceText) {
    self.syntax = syntax
    self.source = source
  }

  /// Evaluates the expression. `expecting` is the type the context expects, which types literals as Swift
  /// does (`0` is a `CGFloat` where a `CGFloat` is expected, `.infinity` resolves) and converts the result
  /// (`CGFloat` to `CGFloat?`); a result that cannot be converted is a type error.
  public func evaluate(expecting type: ValueType? = nil, in context: inout EvaluationContext)
    throws(ScriptDiagnostic) -> Value
  {
    try Evaluator.run(in: &context, source: source) { (evaluator: inout Evaluator) throws(Interruption) -> Value in
      let value = try evaluator.evaluate(syntax, type)
      guard let type else { return value }
      return try evaluator.convert(value, to: type, at: syntax.range, what: "value")
    }
  }

  /// The names the expression reads that are not bound inside it: host variables, functions and types.
  /// A host uses it to know which state an argument depends on without evaluating it.
  public var freeNames: Set<String> { FreeNames.of(syntax) }
}
