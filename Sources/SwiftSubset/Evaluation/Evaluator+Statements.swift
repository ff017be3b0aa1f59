extension Evaluator {
  /// How a statement list ended.
  enum Completion {
    case normal
    case returned(Value?)
    /// `break`: the innermost loop stops.
    case broke
    /// `continue`: the innermost loop goes on with its next element.
    case continued
  }

  /// Runs statements in a new scope.
  mutating func execute(_ statements: [StatementSyntax]) throws(Interruption) -> Completion {
    let mark = locals.count
    defer { popLocals(to: mark) }
    for statement in statements {
      let completion = try execute(statement)
      if case .normal = completion { continue }
      return completion
    }
    return .normal
  }

  /// Runs one statement; declarations and `guard` bindings stay in the enclosing scope.
  mutating func execute(_ statement: StatementSyntax) throws(Interruption) -> Completion {
    try step(statement.range)
    switch statement.kind {
    case .expression(let expression):
      _ = try evaluate(expression, nil)
    case .declaration(let declaration):
      try declare(declaration, statement.range)
    case .assignment(let target, let op, let value):
      try assign(target, op, value, statement.range)
    case .ifStatement(let ifStatement):
      return try executeIf(ifStatement)
    case .guardStatement(let conditions, let elseBody):
      return try executeGuard(conditions, elseBody, statement.range)
    case .forIn(let name, let sequenceExpression, let body):
      return try loop(name, sequenceExpression, body, statement.range)
    case .returnStatement(let value):
      guard let value else { return .returned(nil) }
      return .returned(try evaluate(value, returnType))
    case .breakStatement:
      return .broke
    case .continueStatement:
      return .continued
    }
    return .normal
  }

  /// `if`: the conditions' bindings are visible in the `then` body only.
  private mutating func executeIf(_ statement: IfStatementSyntax) throws(Interruption) -> Completion {
    let mark = locals.count
    defer { popLocals(to: mark) }
    if try conditionsHold(statement.conditions) {
      return try execute(statement.thenBody)
    }
    popLocals(to: mark)
    if let elseBody = statement.elseBody { return try execute(elseBody) }
    return .normal
  }

  /// `guard`: the conditions' bindings stay visible after it.
  private mutating func executeGuard(
    _ conditions: [ConditionSyntax], _ elseBody: [StatementSyntax], _ range: SourceRange
  )
    throws(Interruption) -> Completion
  {
    let mark = locals.count
    guard try !conditionsHold(conditions) else { return .normal }
    popLocals(to: mark)
    let completion = try execute(elseBody)
    if case .normal = completion { throw typeError("the 'else' body of 'guard' must not fall through", range) }
    return completion
  }

  private mutating func declare(_ declaration: VariableDeclarationSyntax, _ range: SourceRange) throws(Interruption) {
    let declaredType = declaration.type?.type
    if let declaredType, let missing = declarations.undeclaredStruct(in: declaredType) {
      throw typeError(
        "cannot find type '\(missing)' in scope", declaration.type?.range ?? range, code: .unknownIdentifier)
    }
    var value: Value
    if let initializer = declaration.initializer {
      value = try evaluate(initializer, declaredType)
      if let declaredType {
        value = try convert(value, to: declaredType, at: initializer.range, what: "value")
      }
    } else {
      value = .none(declaredType?.unwrappingOptional ?? .unknown)
    }
    let type = declaredType ?? value.type
    // Swift needs a type from somewhere; a local of unknown type could also hold values of any depth.
    if declaredType == nil, type.containsUnknown {
      let what: String
      switch value {
      case .none: what = "'nil' requires a contextual type"
      case .implicitMember(let member): what = "cannot infer the type of '.\(member.name)'"
      default: what = "empty collection literal requires an explicit type"
      }
      throw typeError(
        "\(what): write '\(declaration.isMutable ? "var" : "let") \(declaration.name): Type = …'",
        declaration.initializer?.range ?? range
      )
    }
    pushLocal(declaration.name, value, type: type, isMutable: declaration.isMutable)
  }

  /// Evaluates `if`/`guard` conditions in order, binding `if let` names as it goes; stops at the first that
  /// fails.
  private mutating func conditionsHold(_ conditions: [ConditionSyntax]) throws(Interruption) -> Bool {
    for condition in conditions {
      switch condition {
      case .boolean(let expression):
        guard try evaluateCondition(expression) else { return false }
      case .optionalBinding(let binding):
        let value = try evaluate(binding.value, nil)
        switch value {
        case .some(let wrapped):
          pushLocal(binding.name, wrapped, type: value.type.unwrappingOptional, isMutable: binding.isMutable)
        case .none:
          return false
        default:
          throw typeError(
            "initializer for conditional binding must have Optional type, not '\(value.type)'",
            binding.value.range
          )
        }
      }
    }
    return true
  }

  private mutating func loop(
    _ name: String,
    _ sequenceExpression: ExpressionSyntax,
    _ body: [StatementSyntax],
    _ range: SourceRange
  ) throws(Interruption) -> Completion {
    let sequenceValue = try evaluate(sequenceExpression, nil)
    switch sequenceValue {
    case .array(let array):
      for element in array.elements {
        switch try iterate(name, element, array.elementType, body, range) {
        case .returned(let value): return .returned(value)
        case .broke: return .normal
        case .normal, .continued: continue
        }
      }
    case .range(let bounds):
      // Ranges are walked without building an array, so `0..<Int.max` costs only the steps it runs.
      var current = bounds.lowerBound
      while bounds.contains(current) {
        switch try iterate(name, .int(current), .int, body, range) {
        case .returned(let value): return .returned(value)
        case .broke: return .normal
        case .normal, .continued: break
        }
        let (next, overflow) = current.addingReportingOverflow(1)
        if overflow { break }
        current = next
      }
    default:
      throw typeError("for-in loop requires an array or a range, not '\(sequenceValue.type)'", sequenceExpression.range)
    }
    return .normal
  }

  /// Runs one iteration.
  private mutating func iterate(
    _ name: String, _ element: Value, _ type: ValueType, _ body: [StatementSyntax], _ range: SourceRange
  )
    throws(Interruption) -> Completion
  {
    try step(range)
    let mark = locals.count
    defer { popLocals(to: mark) }
    if name != "_" { pushLocal(name, element, type: type) }
    return try execute(body)
  }
}
