extension Evaluator {
  /// The free functions of the subset.
  static func isBuiltinFunction(_ name: String) -> Bool {
    switch name {
    case "max", "min", "abs", "ceil", "floor", "round", "sqrt", "print": return true
    default: return false
    }
  }

  /// `callee(arguments)`: a function-like local (`nextValue()`), a free function, an initializer, a method
  /// (mutating ones write back to their receiver), an implicit member (`.named("form")`) or an immediately
  /// called closure.
  mutating func call(
    _ callee: ExpressionSyntax,
    _ arguments: [ArgumentSyntax],
    _ hint: ValueType?,
    _ expression: ExpressionSyntax
  ) throws(Interruption) -> Value {
    switch callee.kind {
    case .identifier(let name):
      return try callNamed(name, callee.range, arguments, hint, expression.range)
    case .member(let base, let name):
      return try callMember(base, name, arguments, hint, expression)
    case .implicitMember(let name):
      return try implicitMember(name, arguments: arguments, hint, expression.range)
    case .closure(let closure):
      let values = try hostArguments(arguments).map(\.value)
      return try callClosure(
        closure, source: source, arguments: values, parameterTypes: nil, resultType: hint, at: expression.range)
    default:
      let value = try evaluate(callee, nil)
      throw typeError("cannot call value of non-function type '\(value.type)'", expression.range)
    }
  }

  /// `name(arguments)`: `nextValue()`, a free function or an initializer.
  private mutating func callNamed(
    _ name: String,
    _ nameRange: SourceRange,
    _ arguments: [ArgumentSyntax],
    _ hint: ValueType?,
    _ range: SourceRange
  ) throws(Interruption) -> Value {
    if let index = localIndex(name) {
      guard locals[index].isFunction else {
        throw typeError("cannot call value of non-function type '\(locals[index].type)'", range)
      }
      guard arguments.isEmpty else {
        throw typeError("'\(name)()' takes no arguments", range, code: .invalidArguments)
      }
      return locals[index].value
    }
    if Self.isBuiltinFunction(name) {
      return try callFunction(name, arguments, hint, range)
    }
    if let result = try construct(name, arguments, hint, range) { return result }
    if case .hostObject(let reference)? = hostVariable(name)?.value {
      // A host type the host exposes by name (`ProposedViewSize(width: 100, height: nil)`): its initializer is
      // the object's `callAsFunction` method.
      let values = try hostArguments(arguments)
      let object = reference.object
      if let result = try askHost(
        range, { () throws(HostError) in try object.callMethod("callAsFunction", arguments: values) })
      {
        return result
      }
    }
    if hostVariable(name) != nil {
      throw typeError("cannot call '\(name)': it is a variable, not a function", range)
    }
    throw typeError("cannot find '\(name)' in scope", nameRange, code: .unknownIdentifier)
  }

  /// `base.name(arguments)`: a mutating method writes back to its receiver.
  private mutating func callMember(
    _ base: ExpressionSyntax,
    _ name: String,
    _ arguments: [ArgumentSyntax],
    _ hint: ValueType?,
    _ expression: ExpressionSyntax
  ) throws(Interruption) -> Value {
    if Self.isMutatingMethod(name), Parser.isAssignable(base) || Self.isBindingWrappedValue(base) {
      return try callMutatingMethod(base, name, arguments, expression)
    }
    if case .identifier(let typeName) = base.kind, typeReference(typeName) != nil {
      throw typeError("type '\(typeName)' has no static method '\(name)'", expression.range, code: .unknownMember)
    }
    let receiver = try evaluate(base, nil)
    return try callMethod(name, on: receiver, arguments, hint, expression.range)
  }

  /// Whether an expression is `binding.wrappedValue`-shaped, whose mutating methods write the bound variable.
  static func isBindingWrappedValue(_ expression: ExpressionSyntax) -> Bool {
    if case .member(_, "wrappedValue") = expression.kind { return true }
    return false
  }

  // MARK: - Free functions

  private mutating func callFunction(
    _ name: String, _ arguments: [ArgumentSyntax], _ hint: ValueType?, _ range: SourceRange
  )
    throws(Interruption) -> Value
  {
    switch name {
    case "print":
      return try print(arguments, range)
    case "max", "min":
      try requireUnlabelled(arguments, count: 2..., name, range)
      let values = try evaluateUniformly(arguments.map(\.value), hint?.unwrappingOptional)
      return try extremum(values, largest: name == "max", arguments, range)
    case "abs":
      try requireUnlabelled(arguments, count: 1...1, name, range)
      let value = try evaluate(arguments[0].value, hint)
      switch value {
      case .int(let number):
        guard number != .min else {
          throw runtimeError(.overflow, "arithmetic overflow: abs(Int.min) does not fit in 'Int'", range)
        }
        return .int(Swift.abs(number))
      case .cgFloat(let number): return .cgFloat(Swift.abs(number))
      case .double(let number): return .double(Swift.abs(number))
      default: throw noMatch(name, value, arguments[0].range)
      }
    default:  // ceil, floor, round, sqrt
      try requireUnlabelled(arguments, count: 1...1, name, range)
      let argumentHint: ValueType =
        hint?.unwrappingOptional.isFloatingPoint == true ? hint?.unwrappingOptional ?? .double : .double
      let value = try evaluate(arguments[0].value, argumentHint)
      let number: Double
      switch value {
      case .cgFloat(let x), .double(let x): number = x
      default: throw noMatch(name, value, arguments[0].range)
      }
      let result: Double
      switch name {
      case "ceil": result = number.rounded(.up)
      case "floor": result = number.rounded(.down)
      // Foundation's round rounds halfway cases away from zero.
      case "round": result = number.rounded(.toNearestOrAwayFromZero)
      default: result = number.squareRoot()
      }
      return value.type == .cgFloat ? .cgFloat(result) : .double(result)
    }
  }

  private func noMatch(_ name: String, _ value: Value, _ range: SourceRange) -> Interruption {
    typeError("no exact matches in call to global function '\(name)' for an argument of type '\(value.type)'", range)
  }

  /// `print(items…, separator: " ", terminator: "\n")`.
  private mutating func print(_ arguments: [ArgumentSyntax], _ range: SourceRange) throws(Interruption) -> Value {
    var items: [String] = []
    var separator = " "
    var terminator = "\n"
    for argument in arguments {
      switch argument.label {
      case nil:
        let value = try evaluate(argument.value, nil)
        let used = items.reduce(0) { $0 + $1.utf8.count + 1 }
        items.append(try format(value, within: remainingBytes - used, range))
      case "separator", "terminator":
        let value = try evaluate(argument.value, .string)
        guard case .string(let text) = value else {
          throw typeError(
            "cannot convert value of type '\(value.type)' to expected argument type 'String'", argument.range)
        }
        if argument.label == "separator" { separator = text } else { terminator = text }
      case let label?:
        throw typeError(
          "extraneous argument label '\(label):' in call to 'print'", argument.range, code: .invalidArguments)
      }
    }
    try reserve(Self.joinedLength(items, separator: separator) &+ terminator.utf8.count, range)
    let text = items.joined(separator: separator)
    try charge(text.utf8.count / 16, range)
    log.prints.append(PrintedOutput(text: text, terminator: terminator, range: range, source: source))
    return .void
  }

  /// `max`/`min` of two or more comparable values of one type, as the standard library computes them (the
  /// later of equal values wins for `max`, the earlier for `min`).
  private func extremum(_ values: [Value], largest: Bool, _ arguments: [ArgumentSyntax], _ range: SourceRange)
    throws(Interruption) -> Value
  {
    guard var result = values.first else { return .void }
    let firstType = result.type
    for (index, value) in values.enumerated().dropFirst() {
      let type = value.type
      let compatible = type == firstType || (type.isFloatingPoint && firstType.isFloatingPoint)
      guard compatible, type.isNumeric || type == .string else {
        let name = largest ? "max" : "min"
        if type.isOptional || firstType.isOptional {
          throw typeError(
            "'\(name)' needs values that are not optional; found '\(firstType)' and '\(type)' (unwrap with '??' or 'if let')",
            arguments[index].range
          )
        }
        throw typeError(
          "'\(name)' needs two values of the same comparable type; found '\(firstType)' and '\(type)'", range)
      }
      // Swift: max(x, y) is `y >= x ? y : x`; min(x, y) is `y < x ? y : x`.
      let replace: Bool
      switch (result, value) {
      case (.int(let x), .int(let y)): replace = largest ? y >= x : y < x
      case (.string(let x), .string(let y)): replace = largest ? y >= x : y < x
      default:
        let x = result.doubleValue ?? 0
        let y = value.doubleValue ?? 0
        replace = largest ? y >= x : y < x
      }
      // Mixed CGFloat and Double compute in Double, as the implicit conversion does.
      if type != result.type, let y = value.doubleValue, let x = result.doubleValue {
        result = .double(replace ? y : x)
      } else if replace {
        result = value
      }
    }
    if !(firstType.isNumeric || firstType == .string) {
      throw typeError("'\(largest ? "max" : "min")' needs comparable values; found '\(firstType)'", range)
    }
    return result
  }

  /// Evaluates expressions that must share one type (`max(a, b)`): the ones that carry their own type first,
  /// then literals typed by them (`max(value, 0)` with a `CGFloat` value makes `0` a `CGFloat`).
  mutating func evaluateUniformly(_ expressions: [ExpressionSyntax], _ hint: ValueType?) throws(Interruption) -> [Value]
  {
    var values = [Value](repeating: .void, count: expressions.count)
    var shared: ValueType? = hint
    for (index, expression) in expressions.enumerated() where !expression.isContextuallyTyped {
      values[index] = try evaluate(expression, shared)
      if shared == nil || shared == .unknown { shared = values[index].type }
    }
    if shared == nil, expressions.contains(where: { $0.literalTyping == .float }) { shared = .double }
    for (index, expression) in expressions.enumerated() where expression.isContextuallyTyped {
      values[index] = try evaluate(expression, shared)
    }
    return values
  }

  /// Checks that a call has only unlabelled arguments, within a count range.
  func requireUnlabelled<R: RangeExpression<Int>>(
    _ arguments: [ArgumentSyntax], count: R, _ name: String, _ range: SourceRange
  )
    throws(Interruption)
  {
    if let labelled = arguments.first(where: { $0.label != nil }), let label = labelled.label {
      throw typeError(
        "extraneous argument label '\(label):' in call to '\(name)'", labelled.range, code: .invalidArguments)
    }
    guard count.contains(arguments.count) else {
      throw typeError(
        "wrong number of arguments in call to '\(name)': \(arguments.count)", range, code: .invalidArguments)
    }
  }

  /// Checks that a call's labels are exactly `labels` (nil for unlabelled), in order.
  func requireLabels(_ arguments: [ArgumentSyntax], _ labels: [String?], _ name: String, _ range: SourceRange)
    throws(Interruption)
  {
    let have = arguments.map(\.label)
    guard have != labels else { return }
    func spell(_ list: [String?]) -> String { list.map { ($0 ?? "_") + ":" }.joined() }
    throw typeError(
      "incorrect arguments in call to '\(name)' (have '\(spell(have))', expected '\(spell(labels))')",
      range,
      code: .invalidArguments
    )
  }

  // MARK: - Initializers

  /// `CGSize(width:height:)`, `CGFloat(x)`, `Int(x)`, `String(x)`, `Array(x)`, `UUID()`,
  /// `UUID(uuidString:)`, a declared enum's `init(rawValue:)`, a declared struct's memberwise initializer; nil
  /// when `name` is not a type.
  private mutating func construct(
    _ name: String, _ arguments: [ArgumentSyntax], _ hint: ValueType?, _ range: SourceRange
  )
    throws(Interruption) -> Value?
  {
    switch name {
    case "CGSize":
      if arguments.isEmpty { return .size(.zero) }
      try requireLabels(arguments, ["width", "height"], name, range)
      let numbers = try coordinates(arguments)
      return .size(CGSizeValue(width: numbers[0], height: numbers[1]))
    case "CGPoint":
      if arguments.isEmpty { return .point(.zero) }
      try requireLabels(arguments, ["x", "y"], name, range)
      let numbers = try coordinates(arguments)
      return .point(CGPointValue(x: numbers[0], y: numbers[1]))
    case "CGRect":
      if arguments.isEmpty { return .rect(.zero) }
      if arguments.first?.label == "origin" {
        try requireLabels(arguments, ["origin", "size"], name, range)
        let origin = try evaluate(arguments[0].value, .cgPoint)
        let size = try evaluate(arguments[1].value, .cgSize)
        guard case .point(let point) = origin else { throw argumentType(origin, .cgPoint, arguments[0].range) }
        guard case .size(let extent) = size else { throw argumentType(size, .cgSize, arguments[1].range) }
        return .rect(CGRectValue(origin: point, size: extent))
      }
      try requireLabels(arguments, ["x", "y", "width", "height"], name, range)
      let numbers = try coordinates(arguments)
      return .rect(CGRectValue(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case "CGFloat", "Double", "Int":
      try requireUnlabelled(arguments, count: 1...1, name, range)
      let target: ValueType = name == "Int" ? .int : name == "Double" ? .double : .cgFloat
      let value = try evaluate(arguments[0].value, target)
      return try numericConversion(value, to: target, arguments[0].range)
    case "String":
      try requireUnlabelled(arguments, count: 1...1, name, range)
      let value = try evaluate(arguments[0].value, nil)
      let text = try format(value, within: remainingBytes, range)
      try reserve(text.utf8.count, range)
      return .string(text)
    case "Bool":
      try requireUnlabelled(arguments, count: 1...1, name, range)
      let value = try evaluate(arguments[0].value, .bool)
      guard case .bool = value else { throw argumentType(value, .bool, arguments[0].range) }
      return value
    case "UUID":
      if arguments.isEmpty { return .uuid(nextUUID()) }
      try requireLabels(arguments, ["uuidString"], name, range)
      let value = try evaluate(arguments[0].value, .string)
      guard case .string(let text) = value else { throw argumentType(value, .string, arguments[0].range) }
      return .optional(UUIDValue(uuidString: text).map { .uuid($0) }, wrapped: .uuid)
    case "Array":
      try requireUnlabelled(arguments, count: 1...1, name, range)
      let value = try evaluate(arguments[0].value, hint)
      switch value {
      case .array: return value
      case .range:
        guard let elements = try sequence(value, range) else { return nil }
        return .array(elements, of: .int)
      default: throw typeError("'Array' cannot be made from a value of type '\(value.type)'", arguments[0].range)
      }
    default:
      if let declaration = declarations.enumDeclaration(named: name) {
        return try constructEnum(declaration, arguments, range)
      }
      guard let declaration = declarations.structDeclaration(named: name) else { return nil }
      return try constructStruct(declaration, arguments, range)
    }
  }

  /// `Filter(rawValue: x)`: the case with that raw value, or nil; only an enum with a raw type has it.
  private mutating func constructEnum(
    _ declaration: EnumDeclaration, _ arguments: [ArgumentSyntax], _ range: SourceRange
  ) throws(Interruption) -> Value {
    guard let rawType = declaration.rawType else {
      throw typeError(
        "'\(declaration.name)' cannot be constructed because it has no raw type (no 'init(rawValue:)')", range,
        code: .invalidArguments)
    }
    try requireLabels(arguments, ["rawValue"], declaration.name, range)
    let rawValue = try evaluate(arguments[0].value, rawType)
    guard rawValue.type == rawType else { throw argumentType(rawValue, rawType, arguments[0].range) }
    let found = declaration.cases.first { $0.rawValue == rawValue }
    return .optional(found.flatMap { declaration.value(of: $0.name) }, wrapped: .structure(declaration.name))
  }

  /// The next `UUID()` of the context: derived from the seed (the host's, else the context's) and the number of
  /// calls before it, so the same evaluation in the same place makes the same UUIDs.
  private mutating func nextUUID() -> UUIDValue {
    let seed = uuidSeed ?? host?.uuidSeed() ?? contextUUIDSeed
    uuidSeed = seed
    defer { uuidCount += 1 }
    return UUIDValue.generated(seed: seed, count: uuidCount)
  }

  /// Evaluates numeric arguments as `CGFloat`s; `Int` and `Double` arguments are accepted too, as the
  /// CoreGraphics initializers have overloads for them.
  private mutating func coordinates(_ arguments: [ArgumentSyntax]) throws(Interruption) -> [Double] {
    var numbers: [Double] = []
    for argument in arguments {
      let value = try evaluate(argument.value, .cgFloat)
      guard let number = value.doubleValue else { throw argumentType(value, .cgFloat, argument.range) }
      numbers.append(number)
    }
    return numbers
  }

  func argumentType(_ value: Value, _ expected: ValueType, _ range: SourceRange) -> Interruption {
    typeError("cannot convert value of type '\(value.type)' to expected argument type '\(expected)'", range)
  }

  /// `CGFloat(x)`, `Double(x)`, `Int(x)`; `Int` of a non-integral or out-of-range number fails as Swift traps.
  private func numericConversion(_ value: Value, to target: ValueType, _ range: SourceRange) throws(Interruption)
    -> Value
  {
    switch (value, target) {
    case (.int(let number), .int): return .int(number)
    case (.int(let number), .double): return .double(Double(number))
    case (.int(let number), .cgFloat): return .cgFloat(Double(number))
    case (.cgFloat(let number), .double), (.double(let number), .double): return .double(number)
    case (.cgFloat(let number), .cgFloat), (.double(let number), .cgFloat): return .cgFloat(number)
    case (.cgFloat(let number), .int), (.double(let number), .int):
      guard number.isFinite else {
        throw runtimeError(
          .invalidValue,
          "\(value.type) value cannot be converted to Int because it is either infinite or NaN",
          range
        )
      }
      guard number > -9_223_372_036_854_777_856.0, number < 9_223_372_036_854_775_808.0 else {
        throw runtimeError(
          .invalidValue,
          "\(value.type) value \(number) cannot be converted to Int because the result would be outside the range of Int",
          range
        )
      }
      return .int(Int(number))
    case (.string(let text), .int): return .optional(Int(text).map { .int($0) }, wrapped: .int)
    case (.string(let text), .double): return .optional(Double(text).map { .double($0) }, wrapped: .double)
    default:
      throw typeError("cannot convert value of type '\(value.type)' to '\(target)'", range)
    }
  }

  /// A struct's memberwise initializer: arguments in field order, labelled with the field names; fields with
  /// defaults may be omitted.
  private mutating func constructStruct(
    _ declaration: StructDeclaration, _ arguments: [ArgumentSyntax], _ range: SourceRange
  )
    throws(Interruption) -> Value
  {
    var fields: [(name: String, value: Value)] = []
    var remaining = arguments[...]
    for field in declaration.fields {
      let isParameter = field.isMutable || field.defaultValue == nil
      if isParameter, let argument = remaining.first, argument.label == field.name {
        remaining = remaining.dropFirst()
        let value = try evaluate(argument.value, field.type)
        fields.append(
          (field.name, try convert(value, to: field.type, at: argument.range, what: "argument '\(field.name)'")))
      } else if let defaultValue = field.defaultValue {
        fields.append((field.name, try evaluateDefault(defaultValue, field, range)))
      } else if field.hasDefault {
        fields.append((field.name, .none(field.type.unwrappingOptional)))
      } else {
        throw typeError(
          "missing argument for parameter '\(field.name):' in call to '\(declaration.name)'",
          range,
          code: .invalidArguments
        )
      }
    }
    if let extra = remaining.first {
      let label = extra.label.map { "'\($0):'" } ?? "an unlabelled argument"
      throw typeError(
        "extra argument \(label) in call to '\(declaration.name)', or arguments out of the order of its fields",
        extra.range,
        code: .invalidArguments
      )
    }
    try charge(fields.count, range)
    try reserveElements(fields.count, range)
    return .structure(StructValue(typeName: declaration.name, fields: fields))
  }

  /// Evaluates a field's default value in its own source.
  private mutating func evaluateDefault(_ expression: ScriptExpression, _ field: StructField, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    try enterCall(range)
    defer { leaveCall() }
    let saved = source
    source = expression.source
    defer { source = saved }
    let value = try evaluate(expression.syntax, field.type)
    return try convert(value, to: field.type, at: expression.syntax.range, what: "default value of '\(field.name)'")
  }
}
