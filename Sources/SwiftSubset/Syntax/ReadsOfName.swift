/// Finds whether code reads a name, as opposed to only assigning it: `value = nextValue()` does not read
/// `value`; `value = max(value, nextValue())`, `value += 1`, `value.append(…)` and `value.anchor = …` do
/// (a compound assignment, a mutating method and a partial assignment keep part of the old value).
enum ReadsOfName {
  static func occur(_ name: String, in statements: [StatementSyntax]) -> Bool {
    statements.contains { occur(name, in: $0) }
  }

  /// Whether the statements assign the whole of a name (`name = …`) anywhere.
  static func assigns(_ name: String, in statements: [StatementSyntax]) -> Bool {
    statements.contains { statement in
      switch statement.kind {
      case .assignment(let target, .assign, _):
        if case .identifier(name) = target.kind { return true }
        return false
      case .ifStatement(let statement):
        return assigns(name, in: statement.thenBody) || assigns(name, in: statement.elseBody ?? [])
      case .guardStatement(_, let body), .forIn(_, _, let body):
        return assigns(name, in: body)
      default:
        return false
      }
    }
  }

  private static func occur(_ name: String, in statement: StatementSyntax) -> Bool {
    switch statement.kind {
    case .expression(let expression): return occur(name, in: expression)
    case .declaration(let declaration):
      return declaration.initializer.map { occur(name, in: $0) } ?? false
    case .assignment(let target, let op, let value):
      if case .identifier(name) = target.kind, op == .assign { return occur(name, in: value) }
      return occur(name, in: target) || occur(name, in: value)
    case .ifStatement(let statement):
      return occur(name, in: statement.conditions) || occur(name, in: statement.thenBody)
        || occur(name, in: statement.elseBody ?? [])
    case .guardStatement(let conditions, let body):
      return occur(name, in: conditions) || occur(name, in: body)
    case .forIn(_, let sequence, let body):
      return occur(name, in: sequence) || occur(name, in: body)
    case .returnStatement(let value):
      return value.map { occur(name, in: $0) } ?? false
    case .breakStatement, .continueStatement:
      return false
    }
  }

  private static func occur(_ name: String, in conditions: [ConditionSyntax]) -> Bool {
    conditions.contains { condition in
      switch condition {
      case .boolean(let expression): return occur(name, in: expression)
      case .optionalBinding(let binding): return occur(name, in: binding.value)
      }
    }
  }

  private static func occur(_ name: String, in expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .identifier(let identifier): return identifier == name
    case .stringLiteral(let segments):
      return segments.contains { segment in
        if case .interpolation(let inner) = segment { return occur(name, in: inner) }
        return false
      }
    case .arrayLiteral(let elements): return elements.contains { occur(name, in: $0) }
    case .member(let base, _), .forceUnwrap(let base), .optionalChain(let base), .optionalChainResult(let base),
      .prefix(_, let base), .parenthesized(let base):
      return occur(name, in: base)
    case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
      return occur(name, in: callee) || arguments.contains { occur(name, in: $0.value) }
    case .binary(_, let lhs, let rhs): return occur(name, in: lhs) || occur(name, in: rhs)
    case .ternary(let condition, let whenTrue, let whenFalse):
      return occur(name, in: condition) || occur(name, in: whenTrue) || occur(name, in: whenFalse)
    case .closure(let closure): return occur(name, in: closure.body)
    case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .closureParameter, .bindingReference,
      .selfReference, .implicitMember, .operatorReference:
      return false
    }
  }
}
