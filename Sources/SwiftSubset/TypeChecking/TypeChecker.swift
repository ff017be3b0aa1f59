/// Checks code against declared types before it runs, reporting type errors with their source ranges: a
/// `String` assigned to a `CGFloat` state, `.append` called on a `CGFloat`, an optional used without
/// unwrapping, an unknown name or member, a write to a read-only variable.
///
/// The checker follows the interpreter's typing rules (literals typed by context, `CGFloat`/`Double`
/// conversion, optional promotion) and reports what the interpreter would report at run time, as early as
/// load time. Where a type is not known (an undescribed host object, an unknown name with
/// `reportsUnknownNames` off) it stays silent rather than guess; the interpreter still checks at run time.
/// Runtime failures (nil unwrapped, index out of range, overflow) are not its business.
public struct TypeChecker: Sendable {
  /// The environment checked against.
  public var environment: TypeEnvironment
  /// The native stack the checker may use (`ParseLimits.maxStackBytes`).
  public var maxStackBytes: Int

  /// Creates a checker.
  public init(environment: TypeEnvironment, maxStackBytes: Int = ParseLimits().maxStackBytes) {
    self.environment = environment
    self.maxStackBytes = maxStackBytes
  }

  /// Checks an expression; `expecting` is the type the context expects (a frame width is `CGFloat?`), and
  /// `parameters` the closure parameters or other locals in scope (`proxy`, `$0`).
  public func check(
    _ expression: ScriptExpression,
    expecting type: ValueType? = nil,
    parameters: [String: ValueType] = [:]
  ) -> [ScriptDiagnostic] {
    var checker = Checker(environment: environment, maxStackBytes: maxStackBytes, source: expression.source)
    checker.pushScope(parameters)
    let inferred = checker.infer(expression.syntax, type)
    if let type, let inferred {
      checker.requireAssignable(inferred, to: type, expression.syntax.range, what: "value")
    }
    return checker.diagnostics
  }

  /// Checks statements with the given locals in scope.
  public func check(_ block: ScriptBlock, locals: [String: VariableType] = [:]) -> [ScriptDiagnostic] {
    var checker = Checker(environment: environment, maxStackBytes: maxStackBytes, source: block.source)
    checker.pushScope(locals.mapValues { Checker.Binding(type: $0.type, isMutable: $0.isWritable, isFunction: false) })
    checker.check(block.statements)
    return checker.diagnostics
  }

  /// Checks a closure called with arguments of the given types (`[.cgFloat]` for an `onPreferenceChange` of a
  /// `CGFloat` key); `resultType` checks what it returns.
  public func check(_ closure: ScriptClosure, parameterTypes: [ValueType], resultType: ValueType? = nil)
    -> [ScriptDiagnostic]
  {
    var checker = Checker(environment: environment, maxStackBytes: maxStackBytes, source: closure.source)
    var scope: [String: Checker.Binding] = [:]
    if let names = closure.syntax.parameters {
      if names.count != parameterTypes.count {
        checker.report(
          "the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s") but is called with \(parameterTypes.count)",
          closure.syntax.range,
          code: .invalidArguments
        )
      }
      for (name, type) in zip(names, parameterTypes) where name != "_" {
        scope[name] = Checker.Binding(type: type, isMutable: false, isFunction: false)
      }
    } else {
      for (index, type) in parameterTypes.enumerated() {
        scope["$\(index)"] = Checker.Binding(type: type, isMutable: false, isFunction: false)
      }
    }
    checker.pushScope(scope)
    checker.returnType = resultType
    let body = closure.syntax.body
    if body.count == 1, case .expression(let expression) = body[0].kind {
      let inferred = checker.infer(expression, resultType)
      if let resultType, let inferred, resultType != .void {
        checker.requireAssignable(inferred, to: resultType, expression.range, what: "result")
      }
    } else {
      checker.check(body)
    }
    return checker.diagnostics
  }

  /// Checks a preference key's reduce body: `value` is an `inout` variable of the key's type and
  /// `nextValue()` returns one.
  public func check(_ reducer: PreferenceReducer) -> [ScriptDiagnostic] {
    var checker = Checker(environment: environment, maxStackBytes: maxStackBytes, source: reducer.body.source)
    checker.pushScope([
      "value": Checker.Binding(type: reducer.valueType, isMutable: true, isFunction: false),
      "nextValue": Checker.Binding(type: reducer.valueType, isMutable: false, isFunction: true),
    ])
    checker.check(reducer.body.statements)
    return checker.diagnostics
  }

  /// The type an expression has, or nil when it cannot be known statically (or has errors).
  public func type(of expression: ScriptExpression, parameters: [String: ValueType] = [:]) -> ValueType? {
    var checker = Checker(environment: environment, maxStackBytes: maxStackBytes, source: expression.source)
    checker.pushScope(parameters)
    let inferred = checker.infer(expression.syntax, nil)
    return checker.diagnostics.isEmpty ? inferred : nil
  }
}
