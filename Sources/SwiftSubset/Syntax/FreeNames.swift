/// Collects the names code uses without binding them: the host variables it may read or write.
///
/// Names used only as the callee of a call (`max(…)`, `nextValue()`) and built-in type names are left out;
/// names of declared structs used as a type (`BoundsAnchor(…)`) are callees too and left out. `$state` and
/// `self.state` count as `state`.
enum FreeNames {
  static func of(_ expression: ExpressionSyntax) -> Set<String> {
    var walker = Walker()
    walker.visit(expression)
    return walker.names
  }

  static func of(_ statements: [StatementSyntax]) -> Set<String> {
    var walker = Walker()
    walker.visit(statements)
    return walker.names
  }

  static func of(_ closure: ClosureSyntax) -> Set<String> {
    var walker = Walker()
    walker.visit(closure)
    return walker.names
  }

  private struct Walker {
    var names: Set<String> = []
    var scopes: [Set<String>] = [[]]

    func isBound(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }

    mutating func bind(_ name: String) {
      if scopes.isEmpty { scopes.append([]) }
      scopes[scopes.count - 1].insert(name)
    }

    mutating func use(_ name: String) {
      if !isBound(name), ValueType.builtin(named: name) == nil { names.insert(name) }
    }

    mutating func visit(_ expression: ExpressionSyntax) {
      switch expression.kind {
      case .identifier(let name): use(name)
      case .bindingReference(let name): use(name)
      case .member(let base, let name):
        if case .selfReference = base.kind { use(name) } else { visit(base) }
      case .call(let callee, let arguments):
        switch callee.kind {
        case .identifier: break
        default: visit(callee)
        }
        for argument in arguments { visit(argument.value) }
      case .subscriptAccess(let base, let arguments):
        visit(base)
        for argument in arguments { visit(argument.value) }
      case .stringLiteral(let segments):
        for case .interpolation(let inner) in segments { visit(inner) }
      case .arrayLiteral(let elements):
        for element in elements { visit(element) }
      case .forceUnwrap(let inner), .optionalChain(let inner), .optionalChainResult(let inner),
        .prefix(_, let inner), .parenthesized(let inner):
        visit(inner)
      case .binary(_, let lhs, let rhs):
        visit(lhs)
        visit(rhs)
      case .ternary(let condition, let whenTrue, let whenFalse):
        visit(condition)
        visit(whenTrue)
        visit(whenFalse)
      case .closure(let closure): visit(closure)
      case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .closureParameter, .selfReference,
        .implicitMember, .operatorReference:
        break
      }
    }

    mutating func visit(_ closure: ClosureSyntax) {
      scopes.append(Set(closure.parameters ?? []))
      visit(closure.body, newScope: false)
      scopes.removeLast()
    }

    mutating func visit(_ statements: [StatementSyntax], newScope: Bool = true) {
      if newScope { scopes.append([]) }
      for statement in statements { visit(statement) }
      if newScope { scopes.removeLast() }
    }

    mutating func visit(_ conditions: [ConditionSyntax]) {
      for condition in conditions {
        switch condition {
        case .boolean(let expression): visit(expression)
        case .optionalBinding(let binding):
          visit(binding.value)
          bind(binding.name)
        }
      }
    }

    mutating func visit(_ statement: StatementSyntax) {
      switch statement.kind {
      case .expression(let expression): visit(expression)
      case .declaration(let declaration):
        if let initializer = declaration.initializer { visit(initializer) }
        bind(declaration.name)
      case .assignment(let target, _, let value):
        if case .identifier("_") = target.kind {} else { visit(target) }
        visit(value)
      case .ifStatement(let statement):
        scopes.append([])
        visit(statement.conditions)
        visit(statement.thenBody)
        scopes.removeLast()
        if let elseBody = statement.elseBody { visit(elseBody) }
      case .guardStatement(let conditions, let elseBody):
        visit(elseBody)
        visit(conditions)
      case .forIn(let name, let sequence, let body):
        visit(sequence)
        scopes.append([name])
        visit(body)
        scopes.removeLast()
      case .returnStatement(let value):
        if let value { visit(value) }
      case .breakStatement, .continueStatement:
        break
      }
    }
  }
}
