extension Checker {
  /// The type of an expression under a context type, reporting what does not type; nil when unknown.
  mutating func infer(_ expression: ExpressionSyntax, _ hint: ValueType?) -> ValueType? {
    guard mayDescend(expression.range) else { return nil }
    switch expression.kind {
    case .integerLiteral:
      switch hint?.unwrappingAllOptionals {
      case .cgFloat: return .cgFloat
      case .double: return .double
      default: return .int
      }
    case .floatLiteral:
      return hint?.unwrappingAllOptionals == .cgFloat ? .cgFloat : .double
    case .stringLiteral(let segments):
      for case .interpolation(let inner) in segments { _ = infer(inner, nil) }
      return .string
    case .booleanLiteral:
      return .bool
    case .nilLiteral:
      if case .optional? = hint { return hint }
      return .optional(.unknown)
    case .arrayLiteral(let elements):
      return arrayLiteral(elements, hint, expression.range)
    case .identifier(let name):
      return identifier(name, expression.range)
    case .closureParameter(let index):
      guard let binding = local("$\(index)") else {
        report(
          "anonymous closure argument '$\(index)' is not available here", expression.range, code: .unknownIdentifier)
        return nil
      }
      return binding.type
    case .bindingReference(let name):
      guard let variable = environment.variables[name] else {
        if environment.reportsUnknownNames {
          report("cannot find '$\(name)' in scope", expression.range, code: .unknownIdentifier)
        }
        return nil
      }
      if case .binding = variable.type { return variable.type }
      return .binding(variable.type)
    case .selfReference:
      report("'self' can only be used as 'self.property'", expression.range, code: .unsupported)
      return nil
    case .implicitMember(let name):
      return implicitMember(name, hint, expression.range)
    case .member(let base, let name):
      return member(base, name, expression.range)
    case .call(let callee, let arguments):
      return call(callee, arguments, hint, expression.range)
    case .subscriptAccess(let base, let arguments):
      guard let baseType = infer(base, nil) else { return nil }
      switch baseType {
      case .array(let element):
        checkIndex(arguments, expression.range)
        return element
      case .hostObject(let typeName):
        let argumentTypes = arguments.map { infer($0.value, nil) }
        guard let description = environment.hostTypes[typeName] else { return nil }
        if description.resolvesAnchors, argumentTypes.count == 1, case .anchor(let geometry)? = argumentTypes[0] {
          return geometry
        }
        return nil
      case .optional:
        report("value of optional type '\(baseType)' must be unwrapped before subscripting", expression.range)
        return nil
      case .unknown:
        return nil
      default:
        report("value of type '\(baseType)' has no subscripts", expression.range, code: .unknownMember)
        return nil
      }
    case .forceUnwrap(let base):
      guard let type = infer(base, hint.map { .optional($0) }) else { return nil }
      guard case .optional(let wrapped) = type else {
        if type != .unknown { report("cannot force unwrap value of non-optional type '\(type)'", expression.range) }
        return nil
      }
      return wrapped
    case .optionalChain(let base):
      guard let type = infer(base, nil) else { return nil }
      guard case .optional(let wrapped) = type else {
        if type != .unknown {
          report("cannot use optional chaining on non-optional value of type '\(type)'", expression.range)
        }
        return nil
      }
      return wrapped
    case .optionalChainResult(let chain):
      guard let type = infer(chain, hint?.unwrappingOptional) else { return nil }
      return type.isOptional ? type : .optional(type)
    case .prefix(let op, let operand):
      if op == .not {
        requireBool(operand)
        return .bool
      }
      guard let type = infer(operand, hint) else { return nil }
      guard type.isNumeric || type == .unknown else {
        report("unary operator '\(op.rawValue)' cannot be applied to an operand of type '\(type)'", expression.range)
        return nil
      }
      return type
    case .binary(let op, let lhs, let rhs):
      return binary(op, lhs, rhs, hint, expression.range)
    case .ternary(let condition, let whenTrue, let whenFalse):
      requireBool(condition)
      var branchHint = hint
      if branchHint == nil, whenTrue.isContextuallyTyped != whenFalse.isContextuallyTyped {
        var probe = self
        branchHint = probe.infer(whenTrue.isContextuallyTyped ? whenFalse : whenTrue, nil)
      }
      let first = infer(whenTrue, branchHint)
      let second = infer(whenFalse, branchHint)
      guard let first, let second else { return nil }
      if Self.isAssignable(second, to: first) { return first }
      if Self.isAssignable(first, to: second) { return second }
      report("result values in '? :' have mismatching types '\(first)' and '\(second)'", expression.range)
      return nil
    case .closure:
      report(
        "a closure can only be passed as an argument here (to reduce, map, filter, …)", expression.range,
        code: .unsupported)
      return nil
    case .operatorReference(let op):
      report(
        "the operator '\(op.rawValue)' can only be passed as an argument (as in 'reduce(0, +)')", expression.range,
        code: .unsupported)
      return nil
    case .parenthesized(let inner):
      return infer(inner, hint)
    }
  }

  private mutating func arrayLiteral(_ elements: [ExpressionSyntax], _ hint: ValueType?, _ range: SourceRange)
    -> ValueType?
  {
    var elementType: ValueType?
    if case .array(let element)? = hint?.unwrappingOptional, element != .unknown { elementType = element }
    // Elements that carry their own type first, then literals typed by them, as the interpreter evaluates them.
    let ordered = elements.filter { !$0.isContextuallyTyped } + elements.filter(\.isContextuallyTyped)
    var literalsReached = false
    for element in ordered {
      if element.isContextuallyTyped, !literalsReached {
        literalsReached = true
        if elementType == nil, elements.contains(where: { $0.literalTyping == .float }) { elementType = .double }
      }
      guard let type = infer(element, elementType) else { continue }
      if let expected = elementType {
        if !Self.isAssignable(type, to: expected) {
          report(
            "heterogeneous array literal: an element of type '\(type)' among elements of type '\(expected)'",
            element.range)
        }
      } else if !type.containsUnknown {
        elementType = type
      }
    }
    return .array(elementType ?? .unknown)
  }

  private mutating func identifier(_ name: String, _ range: SourceRange) -> ValueType? {
    if let binding = local(name) {
      if binding.isFunction {
        report("'\(name)' is a function: call it as '\(name)()'", range)
        return nil
      }
      return binding.type
    }
    if let variable = environment.variables[name] { return variable.type }
    if Evaluator.isBuiltinFunction(name) {
      report("'\(name)' is a function: call it with arguments", range)
      return nil
    }
    if typeNamed(name) != nil {
      report("the type '\(name)' cannot be used as a value", range)
      return nil
    }
    if environment.reportsUnknownNames {
      report("cannot find '\(name)' in scope", range, code: .unknownIdentifier)
    }
    return nil
  }

  func typeNamed(_ name: String) -> ValueType? {
    if let builtin = ValueType.builtin(named: name) { return builtin }
    if declarations.structDeclaration(named: name) != nil || declarations.enumDeclaration(named: name) != nil {
      return .structure(name)
    }
    return nil
  }

  /// The type of `Type.member` (`CGFloat.infinity`, `Filter.all`, `Filter.allCases`), as `Evaluator.typeMember`
  /// gives it; nil when the type has no such member.
  func typeMemberType(of type: ValueType, _ name: String) -> ValueType? {
    if let value = Evaluator.staticMember(of: type, name) { return value.type }
    guard case .structure(let typeName) = type, let declaration = declarations.enumDeclaration(named: typeName) else {
      return nil
    }
    if name == "allCases", declaration.isCaseIterable { return .array(type) }
    return declaration.enumCase(named: name) == nil ? nil : type
  }

  /// A name used as a type, when no local or host variable shadows it.
  func typeReference(_ name: String) -> ValueType? {
    guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
    guard local(name) == nil, environment.variables[name] == nil else { return nil }
    return typeNamed(name)
  }

  private mutating func implicitMember(_ name: String, _ hint: ValueType?, _ range: SourceRange) -> ValueType? {
    guard let type = hint?.unwrappingAllOptionals else { return .implicitMember }
    if let memberType = typeMemberType(of: type, name) { return memberType }
    switch type {
    case .cgFloat, .double, .int, .cgSize, .cgPoint, .cgRect, .uuid, .bool, .string, .array, .structure:
      report("type '\(type)' has no member '\(name)'", range, code: .unknownMember)
      return nil
    default:
      return .implicitMember
    }
  }

  private mutating func member(_ base: ExpressionSyntax, _ name: String, _ range: SourceRange) -> ValueType? {
    if case .selfReference = base.kind {
      guard let variable = environment.variables[name] else {
        if environment.reportsUnknownNames { report("'self' has no member '\(name)'", range, code: .unknownIdentifier) }
        return nil
      }
      return variable.type
    }
    if case .identifier(let typeName) = base.kind, let type = typeReference(typeName) {
      guard let memberType = typeMemberType(of: type, name) else {
        report("type '\(typeName)' has no member '\(name)'", range, code: .unknownMember)
        return nil
      }
      return memberType
    }
    guard let baseType = infer(base, nil) else { return nil }
    return property(name, of: baseType, range)
  }

  /// The type of a property, reporting unknown members and optionals used without unwrapping.
  mutating func property(_ name: String, of baseType: ValueType, _ range: SourceRange) -> ValueType? {
    if let type = BuiltinMembers.propertyType(name, of: baseType, declarations: declarations) { return type }
    switch baseType {
    case .unknown, .implicitMember:
      return nil
    case .hostObject(let typeName):
      guard let description = environment.hostTypes[typeName] else { return nil }
      guard let type = description.properties[name] else {
        report("value of type '\(typeName)' has no member '\(name)'", range, code: .unknownMember)
        return nil
      }
      return type == .unknown ? nil : type
    case .optional(let wrapped):
      report(
        "value of optional type '\(baseType)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'",
        range
      )
      return nil
    default:
      report("value of type '\(baseType)' has no member '\(name)'", range, code: .unknownMember)
      return nil
    }
  }

  // MARK: - Operators

  private mutating func binary(
    _ op: BinaryOperator,
    _ lhs: ExpressionSyntax,
    _ rhs: ExpressionSyntax,
    _ hint: ValueType?,
    _ range: SourceRange
  ) -> ValueType? {
    switch op {
    case .and, .or:
      requireBool(lhs)
      requireBool(rhs)
      return .bool
    case .nilCoalescing:
      guard let left = infer(lhs, hint.map { .optional($0) }) else {
        _ = infer(rhs, hint)
        return nil
      }
      guard case .optional(let wrapped) = left else { return left }
      guard let right = infer(rhs, wrapped == .unknown ? hint : wrapped) else { return nil }
      if right.isOptional, Self.isAssignable(right, to: left) { return left }
      if Self.isAssignable(right, to: wrapped) { return wrapped == .unknown ? right : wrapped }
      report(
        "binary operator '??' cannot be applied to operands of type '\(left)' and '\(right)'",
        range
      )
      return nil
    case .halfOpenRange, .closedRange:
      let lower = infer(lhs, .int)
      let upper = infer(rhs, .int)
      if let lower, let upper, lower != .int || upper != .int {
        report("ranges need 'Int' bounds; found '\(lower)' and '\(upper)'", range)
      }
      return .range(closed: op == .closedRange)
    default:
      let operandHint = op.isArithmetic ? hint?.unwrappingOptional : nil
      guard let (left, right) = operands(lhs, rhs, operandHint) else { return op.isArithmetic ? nil : .bool }
      if op.isArithmetic {
        guard let result = arithmeticType(op, left, right) else {
          report(
            "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left)' and '\(right)'", range)
          return nil
        }
        return result
      }
      if !Self.isComparable(op, left, right) {
        report("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left)' and '\(right)'", range)
      }
      return .bool
    }
  }

  /// Types two operands as the interpreter evaluates them: a literal side takes the other side's type.
  private mutating func operands(_ lhs: ExpressionSyntax, _ rhs: ExpressionSyntax, _ hint: ValueType?) -> (
    ValueType, ValueType
  )? {
    let left: ValueType?
    let right: ValueType?
    switch (lhs.isContextuallyTyped, rhs.isContextuallyTyped) {
    case (true, false):
      right = infer(rhs, hint)
      left = infer(lhs, right)
    case (false, true):
      left = infer(lhs, hint)
      right = infer(rhs, left)
    case (true, true):
      let shared = hint ?? (lhs.literalTyping.joined(with: rhs.literalTyping) == .float ? .double : nil)
      left = infer(lhs, shared)
      right = infer(rhs, shared)
    case (false, false):
      left = infer(lhs, hint)
      right = infer(rhs, hint)
    }
    guard let left, let right, left != .unknown, right != .unknown else { return nil }
    return (left, right)
  }

  /// The result type of `+ - * / %`, or nil when the operands do not fit.
  func arithmeticType(_ op: BinaryOperator, _ left: ValueType, _ right: ValueType) -> ValueType? {
    if left == .unknown || right == .unknown { return .unknown }
    switch (left, right) {
    case (.int, .int): return .int
    case (.cgFloat, .cgFloat), (.double, .double), (.cgFloat, .double), (.double, .cgFloat):
      guard op != .remainder else { return nil }
      return left == right ? left : .double
    case (.string, .string): return op == .add ? .string : nil
    case (.array(let a), .array(let b)):
      guard op == .add, Self.isAssignable(b, to: a) else { return nil }
      return left
    default: return nil
    }
  }

  /// Whether two types can be compared with an operator.
  static func isComparable(_ op: BinaryOperator, _ left: ValueType, _ right: ValueType) -> Bool {
    if op == .equal || op == .notEqual {
      return isAssignable(left, to: right) || isAssignable(right, to: left)
        || left.unwrappingAllOptionals == right.unwrappingAllOptionals
    }
    switch (left, right) {
    case (.int, .int), (.string, .string): return true
    default: return left.isFloatingPoint && right.isFloatingPoint
    }
  }
}
