extension Evaluator {
  /// Where an assignment or a mutating method writes: a local or host variable, and a path into its value.
  struct LValue {
    enum Root {
      case local(Int)
      case host(String)
    }

    enum Step {
      case member(String, SourceRange)
      case index(Int, SourceRange)
      case unwrap(SourceRange)
    }

    var root: Root
    var steps: [Step]
    /// The declared type at the end of the path, when known.
    var type: ValueType?
  }

  /// The methods that mutate their receiver.
  static func isMutatingMethod(_ name: String) -> Bool {
    switch name {
    case "toggle", "append", "remove", "removeAll", "removeLast", "removeFirst", "insert", "sort", "reverse":
      return true
    default: return false
    }
  }

  /// Resolves an assignment target. `binding.wrappedValue` (and `$state.wrappedValue`) resolves to the host
  /// variable the binding refers to.
  mutating func resolveLValue(_ expression: ExpressionSyntax) throws(Interruption) -> LValue {
    switch expression.kind {
    case .identifier(let name):
      if let index = localIndex(name) {
        guard locals[index].isMutable, !locals[index].isFunction else {
          throw typeError(
            "cannot assign to value: '\(name)' is a 'let' constant", expression.range, code: .notAssignable)
        }
        return LValue(root: .local(index), steps: [], type: locals[index].type)
      }
      return try hostLValue(name, expression.range)
    case .closureParameter(let index):
      // Anonymous parameters are constants, except the `inout` one of `ScriptClosure.callModifying`.
      if let local = localIndex(Self.anonymousName(index)), locals[local].isMutable {
        return LValue(root: .local(local), steps: [], type: locals[local].type)
      }
      throw typeError(
        "cannot assign to value: '$\(index)' is an immutable closure parameter",
        expression.range,
        code: .notAssignable
      )
    case .member(let base, let name):
      if case .selfReference = base.kind { return try hostLValue(name, expression.range) }
      if name == "wrappedValue", let binding = try bindingTarget(base) {
        return try hostLValue(binding.variable, expression.range)
      }
      var lvalue = try resolveLValue(base)
      let current = try read(lvalue, expression.range)
      lvalue.type = try memberType(name, in: current, declared: lvalue.type, expression.range)
      lvalue.steps.append(.member(name, expression.range))
      return lvalue
    case .subscriptAccess(let base, let arguments):
      var lvalue = try resolveLValue(base)
      let index = try indexArgument(arguments, expression.range)
      if case .array(let element)? = lvalue.type { lvalue.type = element } else { lvalue.type = nil }
      lvalue.steps.append(.index(index, expression.range))
      return lvalue
    case .forceUnwrap(let base):
      var lvalue = try resolveLValue(base)
      lvalue.type = lvalue.type?.isOptional == true ? lvalue.type?.unwrappingOptional : nil
      lvalue.steps.append(.unwrap(expression.range))
      return lvalue
    case .parenthesized(let inner):
      return try resolveLValue(inner)
    case .bindingReference(let name):
      throw typeError(
        "cannot assign to '$\(name)': assign to '\(name)' or to '$\(name).wrappedValue'", expression.range,
        code: .notAssignable)
    default:
      throw typeError("cannot assign to this expression", expression.range, code: .notAssignable)
    }
  }

  private func hostLValue(_ name: String, _ range: SourceRange) throws(Interruption) -> LValue {
    guard let variable = hostVariable(name) else {
      throw typeError("cannot find '\(name)' in scope", range, code: .unknownIdentifier)
    }
    guard variable.isWritable else {
      throw typeError("cannot assign to '\(name)': it is read-only", range, code: .notAssignable)
    }
    return LValue(root: .host(name), steps: [], type: variable.type)
  }

  /// The binding an expression holds, when it holds one (`width` holding `$bubbleWidth`, or `$state`).
  private mutating func bindingTarget(_ expression: ExpressionSyntax) throws(Interruption) -> BindingValue? {
    if case .bindingReference(let name) = expression.kind {
      guard let variable = hostVariable(name) else {
        throw typeError("cannot find '$\(name)' in scope", expression.range, code: .unknownIdentifier)
      }
      if case .binding(let binding) = variable.value { return binding }
      return BindingValue(variable: name, valueType: variable.type)
    }
    let value: Value
    switch expression.kind {
    case .identifier(let name):
      if let index = localIndex(name) {
        value = locals[index].value
      } else if let variable = hostVariable(name) {
        value = variable.value
      } else {
        return nil
      }
    case .member(let base, let name):
      guard case .selfReference = base.kind, let variable = hostVariable(name) else { return nil }
      value = variable.value
    default:
      return nil
    }
    if case .binding(let binding) = value { return binding }
    return nil
  }

  /// The declared type of a member, for typing what is assigned to it.
  private func memberType(_ name: String, in value: Value, declared: ValueType?, _ range: SourceRange)
    throws(Interruption) -> ValueType?
  {
    switch value {
    case .structure(let structure):
      return declarations.structDeclaration(named: structure.typeName)?.field(named: name)?.type
    case .size, .point: return .cgFloat
    case .rect: return name == "origin" ? .cgPoint : name == "size" ? .cgSize : nil
    default: return nil
    }
  }

  /// The current value at an l-value (buffered host writes included), without recording a read.
  mutating func read(_ lvalue: LValue, _ range: SourceRange) throws(Interruption) -> Value {
    var value: Value
    switch lvalue.root {
    case .local(let index): value = locals[index].value
    case .host(let name):
      guard let variable = hostVariable(name) else {
        throw typeError("cannot find '\(name)' in scope", range, code: .unknownIdentifier)
      }
      value = variable.value
    }
    for step in lvalue.steps {
      switch step {
      case .member(let name, let stepRange):
        value = try property(name, of: value, stepRange)
      case .index(let index, let stepRange):
        guard case .array(let array) = value else {
          throw typeError("value of type '\(value.type)' has no subscripts", stepRange, code: .unknownMember)
        }
        guard index >= 0, index < array.elements.count else {
          throw indexOutOfRange(index, array.elements.count, stepRange)
        }
        value = array.elements[index]
      case .unwrap(let stepRange):
        switch value {
        case .some(let wrapped): value = wrapped
        case .none:
          throw runtimeError(.unwrappedNil, "unexpectedly found nil while unwrapping an Optional value", stepRange)
        default: throw typeError("cannot force unwrap value of non-optional type '\(value.type)'", stepRange)
        }
      }
    }
    return value
  }

  func indexOutOfRange(_ index: Int, _ count: Int, _ range: SourceRange) -> Interruption {
    runtimeError(
      .indexOutOfRange,
      "index out of range: index \(index) in an array of \(count) element\(count == 1 ? "" : "s")",
      range
    )
  }

  /// Changes the value at an l-value in place with `body`, converts the variable's new value to its declared
  /// type, and stores it (host writes are buffered and recorded). `range` is the writing code.
  mutating func modify(
    _ lvalue: LValue,
    _ range: SourceRange,
    _ body: (inout Value) throws(Interruption) -> Value
  ) throws(Interruption) -> Value {
    var value: Value
    let declared: ValueType
    switch lvalue.root {
    case .local(let index):
      value = locals[index].value
      declared = locals[index].type
      // Leaving the old value in the slot would make the array or struct shared and force a copy.
      locals[index].value = .void
    case .host(let name):
      guard let variable = hostVariable(name) else {
        throw typeError("cannot find '\(name)' in scope", range, code: .unknownIdentifier)
      }
      value = variable.value
      declared = variable.type
      // The host keeps the old value, so changing an array or struct inside it copies the container.
      switch value {
      case .array(let array): try reserveElements(array.elements.count, range)
      case .structure(let structure): try reserveElements(structure.fieldValues.count, range)
      default: break
      }
    }
    let old = value
    let result: Value
    do {
      result = try apply(&value, lvalue.steps[...], body)
      value = try convert(value, to: declared, at: range, what: "value")
    } catch {
      if case .local(let index) = lvalue.root { locals[index].value = old }
      throw error
    }
    switch lvalue.root {
    case .local(let index):
      locals[index].value = value
    case .host(let name):
      try writeHost(name, old: old, new: value, range)
    }
    return result
  }

  /// Walks a path into a value and applies `body` at its end, writing each level back.
  private mutating func apply(
    _ value: inout Value,
    _ steps: ArraySlice<LValue.Step>,
    _ body: (inout Value) throws(Interruption) -> Value
  ) throws(Interruption) -> Value {
    guard let step = steps.first else { return try body(&value) }
    let rest = steps.dropFirst()
    switch step {
    case .member(let name, let range):
      switch value {
      case .structure(var structure):
        guard let index = structure.fieldNames.firstIndex(of: name) else {
          throw typeError("value of type '\(structure.typeName)' has no member '\(name)'", range, code: .unknownMember)
        }
        let field = declarations.structDeclaration(named: structure.typeName)?.field(named: name)
        guard field?.isMutable ?? true else {
          throw typeError("cannot assign to property: '\(name)' is a 'let' constant", range, code: .notAssignable)
        }
        value = .void
        var fieldValue = structure.fieldValues[index]
        structure.fieldValues[index] = .void
        let result = try apply(&fieldValue, rest, body)
        if let type = field?.type {
          fieldValue = try convert(fieldValue, to: type, at: range, what: "value")
        }
        structure.fieldValues[index] = fieldValue
        value = .structure(structure)
        return result
      case .size, .point, .rect:
        var component = try property(name, of: value, range)
        let result = try apply(&component, rest, body)
        value = try replacing(name, of: value, with: component, range)
        return result
      case .some, .none:
        throw typeError(
          "value of optional type '\(value.type)' must be unwrapped to refer to member '\(name)'",
          range
        )
      default:
        throw typeError(
          "cannot assign to property '\(name)' of a value of type '\(value.type)'", range, code: .notAssignable)
      }
    case .index(let index, let range):
      guard case .array(var array) = value else {
        throw typeError("value of type '\(value.type)' has no subscripts", range, code: .unknownMember)
      }
      guard index >= 0, index < array.elements.count else { throw indexOutOfRange(index, array.elements.count, range) }
      value = .void
      var element = array.elements[index]
      array.elements[index] = .void
      let result = try apply(&element, rest, body)
      array.elements[index] = try convert(element, to: array.elementType, at: range, what: "element")
      value = .array(array)
      return result
    case .unwrap(let range):
      switch value {
      case .some(var wrapped):
        value = .void
        let result = try apply(&wrapped, rest, body)
        value = .some(wrapped)
        return result
      case .none:
        throw runtimeError(.unwrappedNil, "unexpectedly found nil while unwrapping an Optional value", range)
      default:
        throw typeError("cannot force unwrap value of non-optional type '\(value.type)'", range)
      }
    }
  }

  /// A geometry value with one component replaced (`size.width = 10`, `rect.origin = p`).
  private func replacing(_ name: String, of value: Value, with component: Value, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    func number() throws(Interruption) -> Double {
      guard let number = component.doubleValue, component.type.isFloatingPoint else {
        throw typeError("cannot assign value of type '\(component.type)' to type 'CGFloat'", range)
      }
      return number
    }
    switch (value, name) {
    case (.size(var size), "width"):
      size.width = try number()
      return .size(size)
    case (.size(var size), "height"):
      size.height = try number()
      return .size(size)
    case (.point(var point), "x"):
      point.x = try number()
      return .point(point)
    case (.point(var point), "y"):
      point.y = try number()
      return .point(point)
    case (.rect(var rect), "origin"):
      guard case .point(let point) = component else { throw argumentType(component, .cgPoint, range) }
      rect.origin = point
      return .rect(rect)
    case (.rect(var rect), "size"):
      guard case .size(let size) = component else { throw argumentType(component, .cgSize, range) }
      rect.size = size
      return .rect(rect)
    default:
      throw typeError(
        "cannot assign to property: '\(name)' is a get-only property of '\(value.type)'",
        range,
        code: .notAssignable
      )
    }
  }

  // MARK: - Statements that write

  /// `target = value`, `target += value`, `_ = value`.
  mutating func assign(
    _ target: ExpressionSyntax,
    _ op: AssignmentOperator,
    _ valueExpression: ExpressionSyntax,
    _ range: SourceRange
  ) throws(Interruption) {
    if case .identifier("_") = target.kind {
      _ = try evaluate(valueExpression, nil)
      return
    }
    let lvalue = try resolveLValue(target)
    let newValue: Value
    if let arithmetic = op.arithmeticOperator {
      let current = try read(lvalue, target.range)
      let operand = try evaluate(valueExpression, current.type)
      newValue = try self.arithmetic(arithmetic, current, operand, range)
    } else {
      newValue = try evaluate(valueExpression, lvalue.type)
    }
    let type = lvalue.type
    let converted =
      try type.map { (type: ValueType) throws(Interruption) -> Value in
        try convert(newValue, to: type, at: valueExpression.range, what: "value")
      } ?? newValue
    _ = try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
      value = converted
      return .void
    }
  }

  /// A mutating method call: evaluates the arguments, then changes the receiver in place.
  mutating func callMutatingMethod(
    _ base: ExpressionSyntax,
    _ name: String,
    _ arguments: [ArgumentSyntax],
    _ expression: ExpressionSyntax
  ) throws(Interruption) -> Value {
    let lvalue = try resolveLValue(base)
    let current = try read(lvalue, base.range)
    let range = expression.range
    let labels = arguments.map(\.label)
    let fail = diagnostics
    switch (current, name, labels) {
    case (.bool, "toggle", []):
      return try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
        guard case .bool(let flag) = value else { throw fail.typeError("'toggle' needs a 'Bool'", range) }
        value = .bool(!flag)
        return .void
      }
    case (.array(let array), "append", [nil]), (.array(let array), "insert", [nil, "at"]):
      let element = try convert(
        try evaluate(arguments[0].value, array.elementType),
        to: array.elementType,
        at: arguments[0].range,
        what: "argument"
      )
      var position: Int?
      if name == "insert" {
        let index = try evaluate(arguments[1].value, .int)
        guard case .int(let number) = index else { throw argumentType(index, .int, arguments[1].range) }
        guard number >= 0, number <= array.elements.count else {
          throw indexOutOfRange(number, array.elements.count, arguments[1].range)
        }
        position = number
      }
      try charge(1, range)
      try reserveElements(1, range)
      return try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
        guard case .array(var array) = value else { throw fail.typeError("'\(name)' needs an array", range) }
        value = .void
        array.elements.insert(element, at: position ?? array.elements.count)
        value = .array(array)
        return .void
      }
    case (.array(let array), "append", ["contentsOf"]):
      let other = try evaluate(arguments[0].value, .array(array.elementType))
      guard let elements = try sequence(other, arguments[0].range) else {
        throw argumentType(other, .array(array.elementType), arguments[0].range)
      }
      try reserveElements(elements.count, range)
      var converted: [Value] = []
      converted.reserveCapacity(elements.count)
      for element in elements {
        converted.append(try convert(element, to: array.elementType, at: arguments[0].range, what: "element"))
      }
      try charge(converted.count, range)
      return try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
        guard case .array(var array) = value else { throw fail.typeError("'append' needs an array", range) }
        value = .void
        array.elements.append(contentsOf: converted)
        value = .array(array)
        return .void
      }
    case (.array(let array), "remove", ["at"]):
      let index = try evaluate(arguments[0].value, .int)
      guard case .int(let number) = index else { throw argumentType(index, .int, arguments[0].range) }
      guard number >= 0, number < array.elements.count else {
        throw indexOutOfRange(number, array.elements.count, arguments[0].range)
      }
      return try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
        guard case .array(var array) = value, array.elements.indices.contains(number) else {
          throw fail.typeError("'remove(at:)' needs an array holding the index", range)
        }
        value = .void
        let removed = array.elements.remove(at: number)
        value = .array(array)
        return removed
      }
    case (.array(let array), "removeAll", ["where"]), (.array(let array), "removeAll", [nil]):
      let kept = try testElements(name, array.elements, array.elementType, arguments[0], range)
      return try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
        value = kept
        return .void
      }
    case (.array, "removeAll", []), (.array, "removeLast", []), (.array, "removeFirst", []), (.array, "sort", []),
      (.array, "reverse", []):
      let sortedElements: [Value]? =
        name == "sort" ? try callMethod("sorted", on: current, [], nil, range).arrayElements : nil
      return try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
        guard case .array(var array) = value else { throw fail.typeError("'\(name)' needs an array", range) }
        value = .void
        var removed = Value.void
        switch name {
        case "removeAll": array.elements.removeAll()
        case "sort": array.elements = sortedElements ?? array.elements
        case "reverse": array.elements.reverse()
        default:
          guard !array.elements.isEmpty else {
            value = .array(array)
            throw fail.runtimeError(
              .indexOutOfRange,
              "can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection",
              range
            )
          }
          removed = name == "removeLast" ? array.elements.removeLast() : array.elements.removeFirst()
        }
        value = .array(array)
        return removed
      }
    case (.string, "append", [nil]):
      let suffix = try evaluate(arguments[0].value, .string)
      guard case .string(let text) = suffix else { throw argumentType(suffix, .string, arguments[0].range) }
      if case .string(let original) = current { try reserve(original.utf8.count &+ text.utf8.count, range) }
      return try modify(lvalue, range) { (value: inout Value) throws(Interruption) -> Value in
        guard case .string(let original) = value else { throw fail.typeError("'append' needs a 'String'", range) }
        value = .string(original + text)
        return .void
      }
    case (.some, _, _), (.none, _, _):
      throw typeError(
        "value of optional type '\(current.type)' must be unwrapped to refer to member '\(name)'",
        range
      )
    default:
      throw typeError(
        "value of type '\(current.type)' has no mutating method '\(name)' taking these arguments",
        range,
        code: .unknownMember
      )
    }
  }
}
