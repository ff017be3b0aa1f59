extension Evaluator {
  /// The declared type of an expression, found without evaluating it (so without effects or recorded reads),
  /// when it is cheap to know: variables, parameters, properties of known types, `nextValue()`, initializers.
  /// Swift types `flag ? width : 0` and `a ?? b` from both sides; the interpreter evaluates only one side, and
  /// uses this for the other.
  func peekType(_ expression: ExpressionSyntax) -> ValueType? {
    switch expression.kind {
    case .identifier(let name):
      if let index = localIndex(name) { return locals[index].type }
      return host?.variable(named: name)?.type
    case .closureParameter(let index):
      return localIndex(Self.anonymousName(index)).map { locals[$0].type }
    case .member(let base, let name):
      if case .selfReference = base.kind { return host?.variable(named: name)?.type }
      if case .identifier(let typeName) = base.kind, let type = typeReference(typeName) {
        return typeMember(of: type, name)?.type
      }
      guard let baseType = peekType(base) else { return nil }
      return BuiltinMembers.propertyType(name, of: baseType, declarations: declarations)
    case .call(let callee, let arguments):
      guard case .identifier(let name) = callee.kind else { return nil }
      if let index = localIndex(name) { return locals[index].isFunction ? locals[index].type : nil }
      if name == "UUID", !arguments.isEmpty { return .optional(.uuid) }
      if let type = ValueType.builtin(named: name) { return type }
      if declarations.structDeclaration(named: name) != nil { return .structure(name) }
      if declarations.enumDeclaration(named: name) != nil { return .optional(.structure(name)) }
      return nil
    case .parenthesized(let inner):
      return peekType(inner)
    case .forceUnwrap(let inner), .optionalChain(let inner):
      return peekType(inner)?.unwrappingOptional
    case .optionalChainResult(let inner):
      return peekType(inner).map { $0.isOptional ? $0 : .optional($0) }
    case .stringLiteral:
      return .string
    case .booleanLiteral:
      return .bool
    default:
      return nil
    }
  }
}
