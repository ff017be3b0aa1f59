extension Evaluator {
  /// Converts a value to a declared type as Swift's implicit conversions do: `T` to `T?` (at any depth),
  /// `CGFloat` and `Double` to each other, a typed `nil` or empty array to the declared element type, and an
  /// implicit member to the type's member (`.zero`, `.infinity`). Throws a type error naming `what` ("value",
  /// "argument 'width'") otherwise.
  mutating func convert(_ value: Value, to type: ValueType, at range: SourceRange, what: String) throws(Interruption)
    -> Value
  {
    if case .array(let array) = value { try charge(array.elements.count / 8, range) }
    if let converted = convertIfPossible(value, to: type) { return converted }
    if case .implicitMember(let member) = value {
      throw typeError("type '\(type)' has no member '\(member.name)'", range, code: .unknownMember)
    }
    if case .none = value, !type.isOptional, type != .unknown {
      throw typeError("'nil' is not compatible with \(what) type '\(type)'", range)
    }
    throw typeError("cannot convert \(what) of type '\(value.type)' to type '\(type)'", range)
  }

  /// The conversion of `convert(_:to:at:what:)`, or nil when there is none.
  func convertIfPossible(_ value: Value, to type: ValueType) -> Value? {
    switch type {
    case .unknown:
      return value
    case .optional(let wrapped):
      switch value {
      case .none(let inner):
        return .none(inner.containsUnknown ? wrapped : inner)
      case .some(let inner):
        // `T?` receiving a `T?` converts the wrapped value; `T??` receiving a `T?` wraps it once more, which
        // the recursion does when it meets the non-optional `T`.
        return convertIfPossible(inner, to: wrapped).map { Value.some($0) }
      default:
        return convertIfPossible(value, to: wrapped).map { Value.some($0) }
      }
    case .cgFloat:
      switch value {
      case .cgFloat: return value
      case .double(let number): return .cgFloat(number)
      case .implicitMember(let member) where member.arguments == nil: return Self.staticMember(of: type, member.name)
      default: return nil
      }
    case .double:
      switch value {
      case .double: return value
      case .cgFloat(let number): return .double(number)
      case .implicitMember(let member) where member.arguments == nil: return Self.staticMember(of: type, member.name)
      default: return nil
      }
    case .array(let element):
      guard case .array(var array) = value else { return nil }
      if array.elementType == element || element == .unknown { return value }
      for index in array.elements.indices {
        guard let converted = convertIfPossible(array.elements[index], to: element) else { return nil }
        array.elements[index] = converted
      }
      array.elementType = element
      return .array(array)
    default:
      if case .implicitMember(let member) = value, member.arguments == nil {
        return typeMember(of: type, member.name)
      }
      let valueType = value.type
      if valueType == type { return value }
      if case .binding(let inner) = type, case .binding(let binding) = value,
        inner == binding.valueType || inner == .unknown
      {
        return value
      }
      return nil
    }
  }

  /// An implicit member expression (`.zero`, `.named("form")`): resolved against the expected type when it
  /// names one of that type's static members, and passed on unresolved otherwise (for the host to interpret).
  mutating func implicitMember(_ name: String, arguments: [ArgumentSyntax]?, _ hint: ValueType?, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    if arguments == nil, let type = hint?.unwrappingAllOptionals, let value = typeMember(of: type, name) {
      return value
    }
    guard let arguments else { return .implicitMember(ImplicitMemberValue(name: name)) }
    return .implicitMember(ImplicitMemberValue(name: name, arguments: try hostArguments(arguments)))
  }

  /// `Type.member` for the built-in types: `CGFloat.infinity`, `CGSize.zero`, `Int.max`, `Double.pi`.
  static func staticMember(of type: ValueType, _ name: String) -> Value? {
    switch type {
    case .cgFloat, .double:
      let number: Double
      switch name {
      case "zero": number = 0
      case "infinity": number = .infinity
      case "pi": number = .pi
      case "nan": number = .nan
      case "greatestFiniteMagnitude": number = .greatestFiniteMagnitude
      case "leastNonzeroMagnitude": number = .leastNonzeroMagnitude
      case "leastNormalMagnitude": number = .leastNormalMagnitude
      case "ulpOfOne": number = .ulpOfOne
      default: return nil
      }
      return type == .cgFloat ? .cgFloat(number) : .double(number)
    case .int:
      switch name {
      case "zero": return .int(0)
      case "max": return .int(.max)
      case "min": return .int(.min)
      default: return nil
      }
    case .cgSize: return name == "zero" ? .size(.zero) : nil
    case .cgPoint: return name == "zero" ? .point(.zero) : nil
    case .cgRect: return name == "zero" ? .rect(.zero) : nil
    default: return nil
    }
  }

  /// `Type.member` for every type: a built-in type's (`staticMember(of:_:)`), a declared enum's case
  /// (`Filter.all`) or `allCases` when it is `CaseIterable`.
  func typeMember(of type: ValueType, _ name: String) -> Value? {
    if let value = Self.staticMember(of: type, name) { return value }
    guard case .structure(let typeName) = type, let declaration = declarations.enumDeclaration(named: typeName) else {
      return nil
    }
    if name == "allCases", declaration.isCaseIterable { return declaration.allCases }
    return declaration.value(of: name)
  }

  /// The type a name denotes when it is used as a type (`CGFloat` in `CGFloat.infinity`, a declared struct or
  /// enum).
  func staticType(named name: String) -> ValueType? {
    if let builtin = ValueType.builtin(named: name) { return builtin }
    if declarations.structDeclaration(named: name) != nil || declarations.enumDeclaration(named: name) != nil {
      return .structure(name)
    }
    return nil
  }
}
