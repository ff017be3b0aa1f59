extension Checker {
  /// The type of a call, checking its arguments.
  mutating func call(
    _ callee: ExpressionSyntax, _ arguments: [ArgumentSyntax], _ hint: ValueType?, _ range: SourceRange
  )
    -> ValueType?
  {
    switch callee.kind {
    case .identifier(let name):
      if let binding = local(name) {
        guard binding.isFunction else {
          report("cannot call value of non-function type '\(binding.type)'", range)
          return nil
        }
        if !arguments.isEmpty { report("'\(name)()' takes no arguments", range, code: .invalidArguments) }
        return binding.type
      }
      if Evaluator.isBuiltinFunction(name) { return function(name, arguments, hint, range) }
      if let type = typeNamed(name) { return initializer(type, name, arguments, range) }
      if name == "Array" {
        guard arguments.count == 1 else {
          report("'Array' takes one argument", range, code: .invalidArguments)
          return nil
        }
        switch infer(arguments[0].value, hint) {
        case .range?: return .array(.int)
        case let type?: return type
        case nil: return nil
        }
      }
      if environment.variables[name] != nil {
        report("cannot call '\(name)': it is a variable, not a function", range)
      } else if environment.reportsUnknownNames {
        report("cannot find '\(name)' in scope", callee.range, code: .unknownIdentifier)
      }
      checkArguments(arguments)
      return nil
    case .member(let base, let name):
      if case .identifier(let typeName) = base.kind, typeReference(typeName) != nil {
        report("type '\(typeName)' has no static method '\(name)'", range, code: .unknownMember)
        return nil
      }
      if Evaluator.isMutatingMethod(name), Parser.isAssignable(base) || Evaluator.isBindingWrappedValue(base) {
        return mutatingMethod(base, name, arguments, range)
      }
      guard let receiver = infer(base, nil) else {
        checkArguments(arguments)
        return nil
      }
      return method(name, on: receiver, arguments, hint, range)
    case .implicitMember:
      checkArguments(arguments)
      return .implicitMember
    case .closure:
      checkArguments(arguments)
      return nil
    default:
      if let type = infer(callee, nil), type != .unknown {
        report("cannot call value of non-function type '\(type)'", range)
      }
      return nil
    }
  }

  /// Infers arguments whose use is not checked, so that errors inside them are still found.
  private mutating func checkArguments(_ arguments: [ArgumentSyntax]) {
    for argument in arguments {
      if case .closure = argument.value.kind { continue }
      _ = infer(argument.value, nil)
    }
  }

  private mutating func function(
    _ name: String, _ arguments: [ArgumentSyntax], _ hint: ValueType?, _ range: SourceRange
  )
    -> ValueType?
  {
    if name == "print" {
      for argument in arguments {
        let type = infer(argument.value, argument.label == nil ? nil : .string)
        if let label = argument.label {
          if label != "separator" && label != "terminator" {
            report("extraneous argument label '\(label):' in call to 'print'", argument.range, code: .invalidArguments)
          } else if let type, type != .string {
            report("cannot convert value of type '\(type)' to expected argument type 'String'", argument.range)
          }
        }
      }
      return .void
    }
    if let labelled = arguments.first(where: { $0.label != nil }), let label = labelled.label {
      report("extraneous argument label '\(label):' in call to '\(name)'", labelled.range, code: .invalidArguments)
      return nil
    }
    switch name {
    case "max", "min":
      guard arguments.count >= 2 else {
        report("wrong number of arguments in call to '\(name)': \(arguments.count)", range, code: .invalidArguments)
        return nil
      }
      let types = uniformTypes(arguments.map(\.value), hint?.unwrappingOptional)
      guard let first = types.first ?? nil else { return nil }
      for (index, type) in types.enumerated().dropFirst() {
        guard let type else { return nil }
        let compatible = type == first || (type.isFloatingPoint && first.isFloatingPoint)
        if !compatible || !(type.isNumeric || type == .string) {
          if type.isOptional || first.isOptional {
            report(
              "'\(name)' needs values that are not optional; found '\(first)' and '\(type)' (unwrap with '??' or 'if let')",
              arguments[index].range
            )
          } else {
            report("'\(name)' needs two values of the same comparable type; found '\(first)' and '\(type)'", range)
          }
          return nil
        }
      }
      if !(first.isNumeric || first == .string) {
        report("'\(name)' needs comparable values; found '\(first)'", arguments[0].range)
        return nil
      }
      return types.contains { $0 != first } ? .double : first
    case "abs":
      guard arguments.count == 1, let type = infer(arguments[0].value, hint) else { return nil }
      if !type.isNumeric {
        report(
          "no exact matches in call to global function 'abs' for an argument of type '\(type)'", arguments[0].range)
        return nil
      }
      return type
    default:
      guard arguments.count == 1 else {
        report("wrong number of arguments in call to '\(name)': \(arguments.count)", range, code: .invalidArguments)
        return nil
      }
      let argumentHint: ValueType =
        hint?.unwrappingOptional.isFloatingPoint == true ? (hint?.unwrappingOptional ?? .double) : .double
      guard let type = infer(arguments[0].value, argumentHint) else { return nil }
      if !type.isFloatingPoint {
        report(
          "no exact matches in call to global function '\(name)' for an argument of type '\(type)'", arguments[0].range)
        return nil
      }
      return type
    }
  }

  /// Types expressions that must share one type, literals after the others, as the interpreter does.
  private mutating func uniformTypes(_ expressions: [ExpressionSyntax], _ hint: ValueType?) -> [ValueType?] {
    var types = [ValueType?](repeating: nil, count: expressions.count)
    var shared = hint
    for (index, expression) in expressions.enumerated() where !expression.isContextuallyTyped {
      types[index] = infer(expression, shared)
      if shared == nil || shared == .unknown { shared = types[index] }
    }
    if shared == nil, expressions.contains(where: { $0.literalTyping == .float }) { shared = .double }
    for (index, expression) in expressions.enumerated() where expression.isContextuallyTyped {
      types[index] = infer(expression, shared)
    }
    return types
  }

  private mutating func initializer(
    _ type: ValueType, _ name: String, _ arguments: [ArgumentSyntax], _ range: SourceRange
  )
    -> ValueType?
  {
    func numbers(_ labels: [String]) {
      guard arguments.map(\.label) == labels else {
        let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
        report(
          "incorrect arguments in call to '\(name)' (have '\(have)', expected '\(labels.map { $0 + ":" }.joined())')",
          range,
          code: .invalidArguments
        )
        return
      }
      for argument in arguments {
        if let argumentType = infer(argument.value, .cgFloat), !argumentType.isNumeric, argumentType != .unknown {
          report("cannot convert value of type '\(argumentType)' to expected argument type 'CGFloat'", argument.range)
        }
      }
    }
    switch type {
    case .cgSize:
      if !arguments.isEmpty { numbers(["width", "height"]) }
    case .cgPoint:
      if !arguments.isEmpty { numbers(["x", "y"]) }
    case .cgRect:
      if arguments.first?.label == "origin" {
        if arguments.map(\.label) != ["origin", "size"] {
          report("incorrect arguments in call to 'CGRect'", range, code: .invalidArguments)
        } else {
          if let origin = infer(arguments[0].value, .cgPoint) {
            requireAssignable(origin, to: .cgPoint, arguments[0].range, what: "argument")
          }
          if let size = infer(arguments[1].value, .cgSize) {
            requireAssignable(size, to: .cgSize, arguments[1].range, what: "argument")
          }
        }
      } else if !arguments.isEmpty {
        numbers(["x", "y", "width", "height"])
      }
    case .cgFloat, .double, .int:
      guard arguments.count == 1, arguments[0].label == nil else {
        report("'\(name)(_:)' takes one unlabelled argument", range, code: .invalidArguments)
        return nil
      }
      let argument = infer(arguments[0].value, type)
      if argument == .string { return type == .cgFloat ? nil : .optional(type) }
      if let argument, !argument.isNumeric, argument != .unknown {
        report("cannot convert value of type '\(argument)' to '\(type)'", arguments[0].range)
      }
    case .string, .bool:
      guard arguments.count == 1, arguments[0].label == nil else {
        report("'\(name)(_:)' takes one unlabelled argument", range, code: .invalidArguments)
        return nil
      }
      let argument = infer(arguments[0].value, type == .bool ? .bool : nil)
      if type == .bool, let argument, argument != .bool {
        requireAssignable(argument, to: .bool, arguments[0].range, what: "argument")
      }
    case .uuid:
      guard !arguments.isEmpty else { return .uuid }
      guard arguments.count == 1, arguments[0].label == "uuidString" else {
        report("'UUID' takes no arguments or one labelled 'uuidString:'", range, code: .invalidArguments)
        return nil
      }
      if let argument = infer(arguments[0].value, .string) {
        requireAssignable(argument, to: .string, arguments[0].range, what: "argument")
      }
      return .optional(.uuid)
    case .structure(let typeName):
      if let declaration = declarations.enumDeclaration(named: typeName) {
        guard let rawType = declaration.rawType else {
          report(
            "'\(typeName)' cannot be constructed because it has no raw type (no 'init(rawValue:)')", range,
            code: .invalidArguments)
          return nil
        }
        guard arguments.count == 1, arguments[0].label == "rawValue" else {
          report("'\(typeName)' is constructed as '\(typeName)(rawValue:)'", range, code: .invalidArguments)
          return nil
        }
        if let argument = infer(arguments[0].value, rawType) {
          requireAssignable(argument, to: rawType, arguments[0].range, what: "argument")
        }
        return .optional(type)
      }
      guard let declaration = declarations.structDeclaration(named: typeName) else { return nil }
      memberwise(declaration, arguments, range)
    default:
      report("the type '\(name)' cannot be constructed", range, code: .unsupported)
      return nil
    }
    return type
  }

  private mutating func memberwise(
    _ declaration: StructDeclaration, _ arguments: [ArgumentSyntax], _ range: SourceRange
  ) {
    var remaining = arguments[...]
    for field in declaration.fields {
      let isParameter = field.isMutable || field.defaultValue == nil
      if isParameter, let argument = remaining.first, argument.label == field.name {
        remaining = remaining.dropFirst()
        if let type = infer(argument.value, field.type) {
          requireAssignable(type, to: field.type, argument.range, what: "argument '\(field.name)'")
        }
      } else if !field.hasDefault {
        report(
          "missing argument for parameter '\(field.name):' in call to '\(declaration.name)'", range,
          code: .invalidArguments)
      }
    }
    if let extra = remaining.first {
      report(
        "extra argument in call to '\(declaration.name)', or arguments out of the order of its fields", extra.range,
        code: .invalidArguments)
    }
  }

  // MARK: - Methods

  private mutating func mutatingMethod(
    _ base: ExpressionSyntax, _ name: String, _ arguments: [ArgumentSyntax], _ range: SourceRange
  )
    -> ValueType?
  {
    guard let receiver = lvalueType(base) else {
      checkArguments(arguments)
      return nil
    }
    let labels = arguments.map(\.label)
    switch (receiver, name, labels) {
    case (.bool, "toggle", []):
      return .void
    case (.array(let element), "append", [nil]), (.array(let element), "insert", [nil, "at"]):
      if let type = infer(arguments[0].value, element) {
        requireAssignable(type, to: element, arguments[0].range, what: "argument")
      }
      if arguments.count == 2, let index = infer(arguments[1].value, .int), index != .int {
        report("cannot convert value of type '\(index)' to expected argument type 'Int'", arguments[1].range)
      }
      return .void
    case (.array(let element), "append", ["contentsOf"]):
      if let type = infer(arguments[0].value, .array(element)) {
        if case .range = type, Self.isAssignable(.int, to: element) { return .void }
        requireAssignable(type, to: .array(element), arguments[0].range, what: "argument")
      }
      return .void
    case (.array(let element), "removeLast", []), (.array(let element), "removeFirst", []):
      return element
    case (.array(let element), "remove", ["at"]):
      if let index = infer(arguments[0].value, .int), index != .int {
        report("cannot convert value of type '\(index)' to expected argument type 'Int'", arguments[0].range)
      }
      return element
    case (.array(let element), "removeAll", ["where"]), (.array(let element), "removeAll", [nil]):
      closureResult(arguments[0], [element], expecting: .bool)
      return .void
    case (.array, "removeAll", []), (.array, "sort", []), (.array, "reverse", []):
      return .void
    case (.string, "append", [nil]):
      if let type = infer(arguments[0].value, .string) {
        requireAssignable(type, to: .string, arguments[0].range, what: "argument")
      }
      return .void
    case (.unknown, _, _), (.hostObject, _, _):
      checkArguments(arguments)
      return nil
    case (.optional(let wrapped), _, _):
      report(
        "value of optional type '\(receiver)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'",
        range)
      return nil
    default:
      report(
        "value of type '\(receiver)' has no mutating method '\(name)' taking these arguments", range,
        code: .unknownMember)
      return nil
    }
  }

  private mutating func method(
    _ name: String, on receiver: ValueType, _ arguments: [ArgumentSyntax], _ hint: ValueType?, _ range: SourceRange
  )
    -> ValueType?
  {
    let labels = arguments.map(\.label)
    switch receiver {
    case .array(let element):
      return sequenceMethod(name, element, arguments, hint, range) ?? unknownMethod(name, receiver, range)
    case .range:
      return sequenceMethod(name, .int, arguments, hint, range) ?? unknownMethod(name, receiver, range)
    case .cgFloat, .double:
      switch (name, labels) {
      case ("rounded", []), ("rounded", [nil]), ("squareRoot", []): return receiver
      case ("formatted", []), ("formatted", [nil]): return .string
      case ("truncatingRemainder", ["dividingBy"]):
        if let type = infer(arguments[0].value, receiver) {
          requireAssignable(type, to: receiver, arguments[0].range, what: "argument")
        }
        return receiver
      default: return unknownMethod(name, receiver, range)
      }
    case .int:
      switch (name, labels) {
      case ("signum", []): return .int
      case ("formatted", []), ("formatted", [nil]): return .string
      case ("isMultiple", ["of"]):
        if let type = infer(arguments[0].value, .int), type != .int {
          report("cannot convert value of type '\(type)' to expected argument type 'Int'", arguments[0].range)
        }
        return .bool
      default: return unknownMethod(name, receiver, range)
      }
    case .string:
      switch (name, labels) {
      case ("uppercased", []), ("lowercased", []), ("dropFirst", []), ("dropLast", []): return .string
      case ("prefix", [nil]), ("suffix", [nil]), ("dropFirst", [nil]), ("dropLast", [nil]):
        if let type = infer(arguments[0].value, .int), type != .int {
          report("cannot convert value of type '\(type)' to expected argument type 'Int'", arguments[0].range)
        }
        return .string
      case ("hasPrefix", [nil]), ("hasSuffix", [nil]), ("contains", [nil]):
        if let type = infer(arguments[0].value, .string) {
          requireAssignable(type, to: .string, arguments[0].range, what: "argument")
        }
        return .bool
      default: return unknownMethod(name, receiver, range)
      }
    case .cgRect:
      switch (name, labels) {
      case ("insetBy", ["dx", "dy"]), ("offsetBy", ["dx", "dy"]), ("union", [nil]):
        checkArguments(arguments)
        return .cgRect
      case ("contains", [nil]), ("intersects", [nil]):
        checkArguments(arguments)
        return .bool
      default: return unknownMethod(name, receiver, range)
      }
    case .hostObject(let typeName):
      checkArguments(arguments)
      guard let description = environment.hostTypes[typeName] else { return nil }
      guard let type = description.methods[name] else {
        report("value of type '\(typeName)' has no method '\(name)'", range, code: .unknownMember)
        return nil
      }
      return type == .unknown ? nil : type
    case .optional(let wrapped) where name == "map" && labels == [nil]:
      return .optional(closureResult(arguments[0], [wrapped], expecting: nil) ?? .unknown)
    case .optional(let wrapped):
      report(
        "value of optional type '\(receiver)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'",
        range)
      return nil
    case .unknown, .implicitMember:
      checkArguments(arguments)
      return nil
    default:
      return unknownMethod(name, receiver, range)
    }
  }

  private mutating func unknownMethod(_ name: String, _ receiver: ValueType, _ range: SourceRange) -> ValueType? {
    if Evaluator.isMutatingMethod(name) {
      report("cannot use mutating member '\(name)' on an immutable value", range, code: .notAssignable)
    } else {
      report("value of type '\(receiver)' has no method '\(name)'", range, code: .unknownMember)
    }
    return nil
  }

  private mutating func sequenceMethod(
    _ name: String, _ element: ValueType, _ arguments: [ArgumentSyntax], _ hint: ValueType?, _ range: SourceRange
  )
    -> ValueType?
  {
    let labels = arguments.map(\.label)
    let takesFunction =
      arguments.first.map { argument -> Bool in
        switch argument.value.kind {
        case .closure, .operatorReference: return true
        default: return false
        }
      } ?? false
    switch (name, labels) {
    case ("max", []), ("min", []):
      if !(element.isNumeric || element == .string || element == .unknown) {
        report("'\(name)()' needs comparable elements; '\(element)' is not 'Comparable'", range)
      }
      return .optional(element)
    case ("contains", [nil]) where !takesFunction:
      if let type = infer(arguments[0].value, element) {
        if !Self.isComparable(.equal, type, element) {
          report("cannot convert value of type '\(type)' to expected argument type '\(element)'", arguments[0].range)
        }
      }
      return .bool
    case ("contains", ["where"]), ("contains", [nil]), ("allSatisfy", [nil]):
      closureResult(arguments[0], [element], expecting: .bool)
      return .bool
    case ("first", ["where"]):
      closureResult(arguments[0], [element], expecting: .bool)
      return .optional(element)
    case ("firstIndex", ["where"]), ("firstIndex", [nil]):
      closureResult(arguments[0], [element], expecting: .bool)
      return .optional(.int)
    case ("firstIndex", ["of"]):
      if let type = infer(arguments[0].value, element), !Self.isComparable(.equal, type, element) {
        report("cannot convert value of type '\(type)' to expected argument type '\(element)'", arguments[0].range)
      }
      return .optional(.int)
    case ("filter", [nil]):
      closureResult(arguments[0], [element], expecting: .bool)
      return .array(element)
    case ("map", [nil]):
      return .array(closureResult(arguments[0], [element], expecting: nil) ?? .unknown)
    case ("reduce", [nil, nil]):
      let initialHint: ValueType? = arguments[0].value.isContextuallyTyped ? (hint ?? element) : hint
      let candidates = Evaluator.reduceSeedTypes(arguments[0].value, initialHint, hint: hint, elementType: element)
      for (index, candidate) in candidates.enumerated() {
        guard let initial = infer(arguments[0].value, candidate) else { return nil }
        let reported = diagnostics.count
        if let result = closureResult(arguments[1], [initial, element], expecting: initial) {
          requireAssignable(result, to: initial, arguments[1].range, what: "partial result")
        }
        // A seed type the closure does not accept tries the next one, as the evaluator does.
        if diagnostics.count == reported || index == candidates.count - 1 { return initial }
        diagnostics.removeSubrange(reported...)
      }
      return nil
    case ("sorted", []), ("reversed", []):
      if name == "sorted", !(element.isNumeric || element == .string || element == .unknown) {
        report("'sorted()' needs comparable elements; '\(element)' is not 'Comparable'", range)
      }
      return .array(element)
    case ("joined", []), ("joined", ["separator"]):
      if element != .string, element != .unknown {
        report("'joined' needs an array of 'String', not '[\(element)]'", range)
      }
      return .string
    default:
      return nil
    }
  }

  /// Checks a function argument (closure, operator, `max`/`min`) called with the given parameter types;
  /// returns its result type when known.
  @discardableResult
  private mutating func closureResult(_ argument: ArgumentSyntax, _ parameterTypes: [ValueType], expecting: ValueType?)
    -> ValueType?
  {
    switch argument.value.kind {
    case .closure(let closure):
      var scope: [String: Binding] = [:]
      if let names = closure.parameters {
        if names.count != parameterTypes.count {
          report(
            "the closure takes \(names.count) parameters but is called with \(parameterTypes.count)", closure.range,
            code: .invalidArguments)
        }
        for (name, type) in zip(names, parameterTypes) where name != "_" {
          scope[name] = Binding(type: type, isMutable: false, isFunction: false)
        }
      } else {
        for (index, type) in parameterTypes.enumerated() {
          scope["$\(index)"] = Binding(type: type, isMutable: false, isFunction: false)
        }
      }
      pushScope(scope)
      defer { popScope() }
      let savedReturn = returnType
      returnType = expecting
      defer { returnType = savedReturn }
      if closure.body.count == 1, case .expression(let expression) = closure.body[0].kind {
        let result = infer(expression, expecting)
        if let result, let expecting {
          requireAssignable(result, to: expecting, expression.range, what: "closure result")
        }
        return result
      }
      check(closure.body)
      return expecting
    case .operatorReference(let op):
      guard parameterTypes.count == 2 else { return nil }
      if op.isArithmetic {
        let result = arithmeticType(op, parameterTypes[0], parameterTypes[1])
        if result == nil {
          report(
            "operator '\(op.rawValue)' cannot combine '\(parameterTypes[0])' and '\(parameterTypes[1])'", argument.range
          )
        }
        return result
      }
      return .bool
    case .identifier(let name) where name == "max" || name == "min":
      return parameterTypes.first
    default:
      report("expected a closure here (such as '{ $0 + $1 }')", argument.range)
      return nil
    }
  }
}
