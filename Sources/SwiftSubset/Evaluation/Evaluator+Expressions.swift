extension Evaluator {
  /// Names of the first anonymous closure parameters, so that `$0` lookups do not build strings.
  private static let anonymousNames: [String] = (0..<10).map { "$\($0)" }

  static func anonymousName(_ index: Int) -> String {
    index < anonymousNames.count ? anonymousNames[index] : "$\(index)"
  }

  /// Evaluates an expression. `hint` is the type the context expects; it types literals, `nil` and implicit
  /// members as Swift's type inference would, and is otherwise ignored (callers convert results themselves).
  ///
  /// Every case calls a function of its own, so that this frame, which stays on the stack for every level of
  /// nesting, is small.
  mutating func evaluate(_ expression: ExpressionSyntax, _ hint: ValueType?) throws(Interruption) -> Value {
    try step(expression.range)
    if stackGuard.isExhausted { throw tooDeep(expression.range) }
    // Nesting goes through the cases below; binding their payloads here would make this frame large in
    // unoptimized builds, so the recursive ones pass the whole expression on.
    switch expression.kind {
    case .member, .call, .subscriptAccess, .forceUnwrap, .optionalChain, .optionalChainResult, .prefix, .binary,
      .ternary, .parenthesized, .stringLiteral, .arrayLiteral:
      return try evaluateComposite(expression, hint)
    default:
      return try evaluateLeaf(expression, hint)
    }
  }

  /// The expressions that contain other expressions.
  private mutating func evaluateComposite(_ expression: ExpressionSyntax, _ hint: ValueType?) throws(Interruption)
    -> Value
  {
    switch expression.kind {
    case .member(let base, let name): return try memberExpression(base, name, expression)
    case .call(let callee, let arguments): return try call(callee, arguments, hint, expression)
    case .subscriptAccess(let base, let arguments): return try subscriptExpression(base, arguments, expression)
    case .forceUnwrap(let base): return try forceUnwrap(base, hint, expression.range)
    case .optionalChain(let base): return try optionalChainLink(base, expression.range)
    case .optionalChainResult(let chain): return try optionalChainResult(chain, hint)
    case .prefix(let op, let operand): return try prefix(op, operand, hint, expression.range)
    case .binary(let op, let lhs, let rhs): return try binary(op, lhs, rhs, hint, expression)
    case .ternary(let condition, let whenTrue, let whenFalse):
      return try ternary(condition, whenTrue, whenFalse, hint)
    case .parenthesized(let inner): return try evaluate(inner, hint)
    case .stringLiteral(let segments): return try stringLiteral(segments, expression.range)
    case .arrayLiteral(let elements): return try arrayLiteral(elements, hint, expression.range)
    default: return try evaluateLeaf(expression, hint)
    }
  }

  /// Literals and names: the expressions that contain no other expression.
  private mutating func evaluateLeaf(_ expression: ExpressionSyntax, _ hint: ValueType?) throws(Interruption) -> Value {
    switch expression.kind {
    case .integerLiteral(let literal): return try integerLiteral(literal, hint, expression.range)
    case .floatLiteral(let value): return floatLiteral(value, hint)
    case .booleanLiteral(let value): return .bool(value)
    case .nilLiteral: return nilLiteral(hint)
    case .identifier(let name): return try identifier(name, expression.range)
    case .closureParameter(let index): return try closureParameter(index, expression.range)
    case .bindingReference(let name): return try bindingReference(name, expression.range)
    case .selfReference: throw selfOutsideMember(expression.range)
    case .implicitMember(let name): return try implicitMember(name, arguments: nil, hint, expression.range)
    case .closure: throw closureAsValue(expression.range)
    case .operatorReference(let op): throw operatorAsValue(op, expression.range)
    default: throw typeError("unexpected expression", expression.range, code: .unsupported)
    }
  }

  func tooDeep(_ range: SourceRange) -> Interruption {
    failure(.limit, .nestingTooDeep, "the evaluation nests deeper than its stack budget allows", range)
  }

  private func floatLiteral(_ value: Double, _ hint: ValueType?) -> Value {
    hint?.unwrappingAllOptionals == .cgFloat ? .cgFloat(value) : .double(value)
  }

  private func nilLiteral(_ hint: ValueType?) -> Value {
    if case .optional(let wrapped) = hint { return .none(wrapped) }
    return .none(.unknown)
  }

  private func closureParameter(_ index: Int, _ range: SourceRange) throws(Interruption) -> Value {
    let name = Self.anonymousName(index)
    guard let local = localIndex(name) else {
      throw typeError("anonymous closure argument '\(name)' is not available here", range, code: .unknownIdentifier)
    }
    return locals[local].value
  }

  private func selfOutsideMember(_ range: SourceRange) -> Interruption {
    typeError("'self' can only be used as 'self.property'", range, code: .unsupported)
  }

  private func closureAsValue(_ range: SourceRange) -> Interruption {
    typeError("a closure can only be passed as an argument here (to reduce, map, filter, …)", range, code: .unsupported)
  }

  private func operatorAsValue(_ op: BinaryOperator, _ range: SourceRange) -> Interruption {
    typeError(
      "the operator '\(op.rawValue)' can only be passed as an argument (as in 'reduce(0, +)')",
      range,
      code: .unsupported
    )
  }

  private mutating func forceUnwrap(_ base: ExpressionSyntax, _ hint: ValueType?, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    let value = try evaluate(base, hint.map { .optional($0) })
    switch value {
    case .some(let wrapped): return wrapped
    case .none: throw runtimeError(.unwrappedNil, "unexpectedly found nil while unwrapping an Optional value", range)
    default: throw typeError("cannot force unwrap value of non-optional type '\(value.type)'", range)
    }
  }

  /// `base?` inside a chain: the wrapped value, or the end of the chain when nil.
  private mutating func optionalChainLink(_ base: ExpressionSyntax, _ range: SourceRange) throws(Interruption) -> Value
  {
    let value = try evaluate(base, nil)
    switch value {
    case .some(let wrapped): return wrapped
    case .none: throw .nilInChain
    default: throw typeError("cannot use optional chaining on non-optional value of type '\(value.type)'", range)
    }
  }

  /// A whole optional chain: its value made optional, or nil when a link was nil.
  private mutating func optionalChainResult(_ chain: ExpressionSyntax, _ hint: ValueType?) throws(Interruption) -> Value
  {
    do {
      let value = try evaluate(chain, hint?.unwrappingOptional)
      switch value {
      case .some, .none: return value
      default: return .some(value)
      }
    } catch {
      guard case .nilInChain = error else { throw error }
      return .none(hint?.unwrappingOptional ?? peekType(chain) ?? .unknown)
    }
  }

  /// `condition ? a : b`: only the chosen branch runs; a literal branch takes the other branch's declared type.
  private mutating func ternary(
    _ condition: ExpressionSyntax,
    _ whenTrue: ExpressionSyntax,
    _ whenFalse: ExpressionSyntax,
    _ hint: ValueType?
  ) throws(Interruption) -> Value {
    let (chosen, other) = try evaluateCondition(condition) ? (whenTrue, whenFalse) : (whenFalse, whenTrue)
    var branchHint = hint
    if branchHint == nil, chosen.isContextuallyTyped, !other.isContextuallyTyped { branchHint = peekType(other) }
    return try evaluate(chosen, branchHint)
  }

  /// Evaluates a `Bool` condition.
  mutating func evaluateCondition(_ expression: ExpressionSyntax) throws(Interruption) -> Bool {
    let value = try evaluate(expression, .bool)
    guard case .bool(let result) = value else {
      if value.type.isOptional {
        throw typeError(
          "value of optional type '\(value.type)' must be unwrapped to a value of type 'Bool'",
          expression.range
        )
      }
      throw typeError(
        "cannot convert value of type '\(value.type)' to expected condition type 'Bool'", expression.range)
    }
    return result
  }

  private func integerLiteral(_ literal: IntegerLiteral, _ hint: ValueType?, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    switch hint?.unwrappingAllOptionals {
    case .cgFloat: return .cgFloat(literal.doubleValue)
    case .double: return .double(literal.doubleValue)
    default:
      guard let value = literal.value else {
        throw runtimeError(.overflow, "integer literal '\(literal.text)' overflows when stored into 'Int'", range)
      }
      return .int(value)
    }
  }

  private mutating func stringLiteral(_ segments: [StringSegment], _ range: SourceRange) throws(Interruption) -> Value {
    var text = ""
    for segment in segments {
      let part: String
      switch segment {
      case .text(let literal): part = literal
      case .interpolation(let expression):
        let value = try evaluate(expression, nil)
        part = try format(value, within: remainingBytes - text.utf8.count, range)
      }
      // The text grows only while it fits in the bytes the evaluation has left.
      guard part.utf8.count <= remainingBytes - text.utf8.count else { throw memoryLimit(range) }
      text += part
    }
    try charge(text.utf8.count / 16, range)
    try reserve(text.utf8.count, range)
    return .string(text)
  }

  private mutating func arrayLiteral(_ elements: [ExpressionSyntax], _ hint: ValueType?, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    var elementType: ValueType?
    if case .array(let element)? = hint?.unwrappingOptional, element != .unknown { elementType = element }
    try reserveElements(elements.count, range)
    var values = [Value](repeating: .void, count: elements.count)
    // Elements that carry their own type go first, so that literals among them take that type ([width, 0]).
    for (index, element) in elements.enumerated() where !element.isContextuallyTyped {
      let value = try evaluate(element, elementType)
      if elementType == nil { elementType = value.type }
      values[index] = value
    }
    if elementType == nil {
      elementType = elements.contains { $0.literalTyping == .float } ? .double : nil
    }
    for (index, element) in elements.enumerated() where element.isContextuallyTyped {
      let value = try evaluate(element, elementType)
      if elementType == nil, !value.type.containsUnknown { elementType = value.type }
      values[index] = value
    }
    try charge(values.count, range)
    let resolved = elementType ?? .unknown
    for index in values.indices {
      guard let converted = convertIfPossible(values[index], to: resolved) else {
        throw typeError(
          "heterogeneous array literal: an element of type '\(values[index].type)' among elements of type '\(resolved)'",
          elements[index].range
        )
      }
      values[index] = converted
    }
    return .array(ArrayValue(values, elementType: resolved))
  }

  private mutating func identifier(_ name: String, _ range: SourceRange) throws(Interruption) -> Value {
    if let index = localIndex(name) {
      guard !locals[index].isFunction else {
        throw typeError("'\(name)' is a function: call it as '\(name)()'", range)
      }
      return locals[index].value
    }
    if let value = readHost(name, range) { return value }
    if Self.isBuiltinFunction(name) {
      throw typeError("'\(name)' is a function: call it with arguments", range)
    }
    if staticType(named: name) != nil {
      throw typeError("the type '\(name)' cannot be used as a value", range)
    }
    throw typeError("cannot find '\(name)' in scope", range, code: .unknownIdentifier)
  }

  private mutating func bindingReference(_ name: String, _ range: SourceRange) throws(Interruption) -> Value {
    guard let variable = hostVariable(name) else {
      if localIndex(name) != nil {
        throw typeError("'$\(name)': only host variables (@State) have bindings", range, code: .unsupported)
      }
      throw typeError("cannot find '$\(name)' in scope", range, code: .unknownIdentifier)
    }
    // The binding of a variable that itself holds a binding (a @Binding parameter) is that binding.
    if case .binding = variable.value { return variable.value }
    return .binding(BindingValue(variable: name, valueType: variable.type))
  }

  private mutating func prefix(
    _ op: PrefixOperator, _ operand: ExpressionSyntax, _ hint: ValueType?, _ range: SourceRange
  )
    throws(Interruption) -> Value
  {
    switch op {
    case .not:
      return .bool(!(try evaluateCondition(operand)))
    case .plus, .negate:
      let value = try evaluate(operand, hint)
      switch value {
      case .int(let number):
        guard op == .negate else { return value }
        let (result, overflow) = 0.subtractingReportingOverflow(number)
        if overflow { throw runtimeError(.overflow, "arithmetic overflow: -(\(number)) does not fit in 'Int'", range) }
        return .int(result)
      case .double(let number): return .double(op == .negate ? -number : number)
      case .cgFloat(let number): return .cgFloat(op == .negate ? -number : number)
      default:
        throw typeError(
          "unary operator '\(op.rawValue)' cannot be applied to an operand of type '\(value.type)'", range)
      }
    }
  }

  /// `base[arguments]`: arrays by `Int` index, host objects by whatever they accept (`proxy[anchor]`).
  private mutating func subscriptExpression(
    _ base: ExpressionSyntax,
    _ arguments: [ArgumentSyntax],
    _ expression: ExpressionSyntax
  ) throws(Interruption) -> Value {
    let receiver = try evaluate(base, nil)
    switch receiver {
    case .array(let array):
      let index = try indexArgument(arguments, expression.range)
      guard index >= 0, index < array.elements.count else {
        throw runtimeError(
          .indexOutOfRange,
          "index out of range: index \(index) in an array of \(array.elements.count) element\(array.elements.count == 1 ? "" : "s")",
          expression.range
        )
      }
      return array.elements[index]
    case .hostObject(let reference):
      let evaluated = try hostArguments(arguments)
      guard
        let result = try askHost(
          expression.range, { () throws(HostError) in try reference.object.subscriptValue(evaluated) })
      else {
        throw typeError(
          "value of type '\(reference.object.typeName)' has no subscript taking these arguments",
          expression.range,
          code: .unknownMember
        )
      }
      return result
    case .some, .none:
      throw typeError(
        "value of optional type '\(receiver.type)' must be unwrapped before subscripting",
        expression.range
      )
    default:
      throw typeError("value of type '\(receiver.type)' has no subscripts", expression.range, code: .unknownMember)
    }
  }

  /// Evaluates the arguments of a host call without context types; the host interprets them.
  mutating func hostArguments(_ arguments: [ArgumentSyntax]) throws(Interruption) -> [HostArgument] {
    var evaluated: [HostArgument] = []
    for argument in arguments {
      evaluated.append(HostArgument(label: argument.label, value: try evaluate(argument.value, nil)))
    }
    return evaluated
  }

  /// Runs a request to a host object, turning its `HostError` into a diagnostic at `range`.
  func askHost(_ range: SourceRange, _ request: () throws(HostError) -> Value?) throws(Interruption) -> Value? {
    do {
      return try request()
    } catch {
      throw runtimeError(.hostError, error.message, range)
    }
  }

  /// The single unlabelled `Int` argument of an array subscript.
  mutating func indexArgument(_ arguments: [ArgumentSyntax], _ range: SourceRange) throws(Interruption) -> Int {
    guard arguments.count == 1, let argument = arguments.first, argument.label == nil else {
      throw typeError("an array subscript takes one unlabelled 'Int' index", range, code: .invalidArguments)
    }
    let value = try evaluate(argument.value, .int)
    guard case .int(let index) = value else {
      throw typeError("cannot convert value of type '\(value.type)' to expected argument type 'Int'", argument.range)
    }
    return index
  }
}

extension ValueType {
  /// The type with every level of optional removed.
  var unwrappingAllOptionals: ValueType {
    var type = self
    while case .optional(let wrapped) = type { type = wrapped }
    return type
  }
}
