extension Evaluator {
  /// `base.name`: a host variable for `self.name`, a static member for `CGFloat.infinity`, otherwise a property
  /// of the base's value.
  mutating func memberExpression(_ base: ExpressionSyntax, _ name: String, _ expression: ExpressionSyntax)
    throws(Interruption) -> Value
  {
    if case .selfReference = base.kind {
      guard let value = readHost(name, expression.range) else {
        throw typeError("'self' has no member '\(name)'", expression.range, code: .unknownIdentifier)
      }
      return value
    }
    if case .identifier(let typeName) = base.kind, let type = typeReference(typeName) {
      guard let value = typeMember(of: type, name) else {
        throw typeError("type '\(typeName)' has no member '\(name)'", expression.range, code: .unknownMember)
      }
      return value
    }
    let value = try evaluate(base, nil)
    return try property(name, of: value, expression.range, through: bindingName(base))
  }

  /// The type a name denotes when it is not shadowed by a local or host variable.
  func typeReference(_ name: String) -> ValueType? {
    // Type names of the subset start with an ASCII capital; checking the byte avoids a Unicode property lookup
    // on every member access.
    guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
    guard localIndex(name) == nil, host?.variable(named: name) == nil else { return nil }
    return staticType(named: name)
  }

  /// The host variable name an expression reads a binding from, for recording reads through bindings.
  private func bindingName(_ expression: ExpressionSyntax) -> String? {
    switch expression.kind {
    case .identifier(let name), .bindingReference(let name): return name
    case .member(let base, let name):
      if case .selfReference = base.kind { return name }
      return nil
    default: return nil
    }
  }

  /// A property of a value.
  mutating func property(_ name: String, of value: Value, _ range: SourceRange, through: String? = nil)
    throws(Interruption) -> Value
  {
    if let result = Self.builtinProperty(name, of: value) { return result }
    switch value {
    case .string(let text) where name == "capitalized":
      // A case mapping can triple a string's bytes (U+0390 to three scalars), so three times is reserved.
      try reserve(text.utf8.count.multipliedReportingOverflow(by: 3).partialValue, range)
      return .string(Self.capitalized(text))
    case .structure(let structure):
      if let field = structure[field: name] {
        let declared = declarations.structDeclaration(named: structure.typeName)?.field(named: name)?.type
        return declared.map { Self.typed(field, as: $0) } ?? field
      }
      if let declaration = declarations.structDeclaration(named: structure.typeName),
        let property = declaration.properties[name]
      {
        return try callClosure(
          property.getter.syntax, source: property.getter.source, arguments: structure.fieldValues,
          parameterTypes: declaration.fields.map(\.type), resultType: property.type, at: range)
      }
    case .enumCase(let value):
      guard let declaration = declarations.enumDeclaration(named: value.typeName) else { break }
      if name == "rawValue", let rawValue = declaration.enumCase(named: value.caseName)?.rawValue { return rawValue }
      if let property = declaration.properties[name], let expression = property.values[value.caseName] {
        return try enumProperty(name, expression, type: property.type, range)
      }
    case .binding(let binding) where name == "wrappedValue":
      guard let result = readHost(binding.variable, through: through, range) else {
        throw runtimeError(.hostError, "the binding's variable '\(binding.variable)' no longer exists", range)
      }
      return result
    case .hostObject(let reference):
      if let result = try askHost(range, { () throws(HostError) in try reference.object.member(name) }) {
        return result
      }
      throw typeError(
        "value of type '\(reference.object.typeName)' has no member '\(name)'", range, code: .unknownMember)
    case .some, .none:
      let wrapped = value.type.unwrappingOptional
      throw typeError(
        "value of optional type '\(value.type)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'",
        range
      )
    default:
      break
    }
    throw typeError("value of type '\(value.type)' has no member '\(name)'", range, code: .unknownMember)
  }

  /// A declared enum's computed property for one case: the case's expression, in its own source, without the
  /// reader's locals (the property's body sees none), bounded as a call.
  private mutating func enumProperty(
    _ name: String, _ expression: ScriptExpression, type: ValueType, _ range: SourceRange
  ) throws(Interruption) -> Value {
    try enterCall(range)
    defer { leaveCall() }
    let savedSource = source
    let savedLocals = locals
    source = expression.source
    locals = []
    defer {
      source = savedSource
      locals = savedLocals
    }
    let value = try evaluate(expression.syntax, type)
    return try convert(value, to: type, at: expression.syntax.range, what: "value of '\(name)'")
  }

  /// The properties of built-in types; nil when the value's type has no such property.
  static func builtinProperty(_ name: String, of value: Value) -> Value? {
    switch value {
    case .size(let size):
      switch name {
      case "width": return .cgFloat(size.width)
      case "height": return .cgFloat(size.height)
      default: return nil
      }
    case .point(let point):
      switch name {
      case "x": return .cgFloat(point.x)
      case "y": return .cgFloat(point.y)
      default: return nil
      }
    case .rect(let rect):
      switch name {
      case "origin": return .point(rect.origin)
      case "size": return .size(rect.size)
      case "minX": return .cgFloat(rect.minX)
      case "midX": return .cgFloat(rect.midX)
      case "maxX": return .cgFloat(rect.maxX)
      case "minY": return .cgFloat(rect.minY)
      case "midY": return .cgFloat(rect.midY)
      case "maxY": return .cgFloat(rect.maxY)
      case "width": return .cgFloat(rect.width)
      case "height": return .cgFloat(rect.height)
      case "isEmpty": return .bool(rect.isEmpty)
      case "standardized": return .rect(rect.standardized)
      default: return nil
      }
    case .cgFloat(let number), .double(let number):
      let wrap: (Double) -> Value = { value.type == .cgFloat ? .cgFloat($0) : .double($0) }
      switch name {
      case "magnitude": return wrap(number.magnitude)
      case "isNaN": return .bool(number.isNaN)
      case "isFinite": return .bool(number.isFinite)
      case "isInfinite": return .bool(number.isInfinite)
      case "isZero": return .bool(number.isZero)
      case "description": return .string(number.description)
      default: return nil
      }
    case .int(let number):
      switch name {
      case "description": return .string(String(number))
      case "isZero": return .bool(number == 0)
      default: return nil
      }
    case .bool(let flag):
      return name == "description" ? .string(flag ? "true" : "false") : nil
    case .uuid(let uuid):
      return name == "uuidString" || name == "description" ? .string(uuid.uuidString) : nil
    case .string(let text):
      switch name {
      case "count": return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      case "description": return .string(text)
      // A `Character` is a one-character `String` here.
      case "first": return .optional(text.first.map { .string(String($0)) }, wrapped: .string)
      case "last": return .optional(text.last.map { .string(String($0)) }, wrapped: .string)
      default: return nil
      }
    case .array(let array):
      switch name {
      case "count": return .int(array.elements.count)
      case "isEmpty": return .bool(array.elements.isEmpty)
      case "first": return .optional(array.elements.first, wrapped: array.elementType)
      case "last": return .optional(array.elements.last, wrapped: array.elementType)
      default: return nil
      }
    case .range(let range):
      switch name {
      case "lowerBound": return .int(range.lowerBound)
      case "upperBound": return .int(range.upperBound)
      case "isEmpty": return .bool(range.count == 0)
      case "count":
        guard let count = range.count else { return nil }
        return .int(count)
      case "first": return .optional(range.count == 0 ? nil : .int(range.lowerBound), wrapped: .int)
      case "last":
        guard range.count != 0 else { return .none(.int) }
        return Value.some(.int(range.isClosed ? range.upperBound : range.upperBound - 1))
      default: return nil
      }
    default:
      return nil
    }
  }

  /// Foundation's `String.capitalized`: each letter that follows a character that is not a letter (or starts the
  /// string) upper-cased, every other letter lower-cased (`"don't stop"` is `"Don'T Stop"`, `"3am"` is `"3Am"`, as
  /// Foundation gives them).
  private static func capitalized(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var previousIsLetter = false
    for character in text {
      result += previousIsLetter ? character.lowercased() : character.uppercased()
      previousIsLetter = character.isLetter
    }
    return result
  }
}
