/// A parsed closure with its source: an `onPreferenceChange` action (`labelWidth = $0`,
/// `{ widths in print(widths); columnWidth = widths.max() }`), a `Button` action (`flag.toggle()`), an
/// `anchorPreference` transform (`BoundsAnchor(anchor: $0)`), a struct's custom `==` body.
///
/// A closure whose body is a single expression returns that expression's value, as in Swift.
public struct ScriptClosure: Hashable, Sendable {
  /// The syntax.
  public let syntax: ClosureSyntax
  /// The text it was parsed from.
  public let source: SourceText

  /// Parses a closure in any of the spellings `Parser.parseClosure` accepts: `{ a in … }`, `a in …`, or bare
  /// statements using `$0`.
  public init(_ text: String, origin: SourceOrigin = SourceOrigin(), limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic)
  {
    let source = SourceText(text, origin: origin)
    self.syntax = try Parser.parseClosure(source, limits: limits)
    self.source = source
  }

  /// Parses bare statements as the body of a closure with the given parameter names, as a struct's
  /// `static func == (lhs: T, rhs: T) -> Bool` body is given (`parameters: ["lhs", "rhs"]`, body `false`).
  public init(
    parameters: [String],
    body text: String,
    origin: SourceOrigin = SourceOrigin(),
    limits: ParseLimits = ParseLimits()
  ) throws(ScriptDiagnostic) {
    let source = SourceText(text, origin: origin)
    let statements = try Parser.parseStatements(source, limits: limits)
    self.syntax = ClosureSyntax(
      parameters: parameters,
      body: statements,
      range: SourceRange(start: 0, end: source.bytes.count)
    )
    self.source = source
  }

  /// Wraps a closure parsed elsewhere with its source.
  public init(syntax: ClosureSyntax, source: SourceText) {
    self.syntax = syntax
    self.source = source
  }

  /// The named parameters, or nil when the closure uses `$0`, `$1`, ….
  public var parameterNames: [String]? { syntax.parameters }

  /// Calls the closure. Arguments bind to the named parameters, or to `$0`, `$1`, …; `parameterTypes`, when
  /// given, converts each argument (for example `CGFloat` to a `CGFloat?` parameter) and types literals
  /// compared with it. `resultType` types the result like `ScriptExpression.evaluate(expecting:in:)`.
  /// Returns `.void` when the body returns nothing.
  @discardableResult
  public func call(
    with arguments: [Value],
    parameterTypes: [ValueType]? = nil,
    resultType: ValueType? = nil,
    in context: inout EvaluationContext
  ) throws(ScriptDiagnostic) -> Value {
    try Evaluator.run(in: &context, source: source) { (evaluator: inout Evaluator) throws(Interruption) -> Value in
      try evaluator.callClosure(
        syntax,
        source: source,
        arguments: arguments,
        parameterTypes: parameterTypes,
        resultType: resultType,
        at: syntax.range
      )
    }
  }

  /// The names the closure reads or writes that are not its parameters or bound inside it.
  public var freeNames: Set<String> { FreeNames.of(syntax) }
}

extension ScriptClosure {
  /// Calls the closure with one `inout` argument, as `transformPreference(_:_:)` calls `{ $0 += 1 }` or
  /// `{ value in value.append(…) }`: the parameter is a variable of `type`, and its final value is written back.
  /// On failure `value` is left unchanged.
  public func callModifying(_ value: inout Value, type: ValueType, in context: inout EvaluationContext)
    throws(ScriptDiagnostic)
  {
    let syntax = self.syntax
    let name = syntax.parameters?.first ?? "$0"
    guard (syntax.parameters?.count ?? 1) == 1 else {
      throw ScriptDiagnostic(
        .type,
        .invalidArguments,
        "a closure modifying one value must take exactly one parameter",
        range: syntax.range,
        source: source
      )
    }
    value = try Evaluator.run(in: &context, source: source) {
      (evaluator: inout Evaluator) throws(Interruption) -> Value in
      let current = try evaluator.convert(value, to: type, at: syntax.range, what: "argument")
      try evaluator.enterCall(syntax.range)
      evaluator.pushLocal(name, current, type: type, isMutable: true)
      _ = try evaluator.execute(syntax.body)
      return evaluator.locals[0].value
    }
  }
}
