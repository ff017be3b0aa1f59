import JSONCore
import SwiftSubset

/// View builders: statements and expressions in a view's position become items of the tree.
extension Translator {
  /// The statements of a view builder (a body, a closure, a `@ViewBuilder` function) as items: each view
  /// expression, `if`/`else` (a condition item, or the branch itself when the condition is known), `switch`,
  /// `#if`, local `let`s (substituted where used), `return`.
  func translateStatements(_ statements: [Stmt], at site: ViewSite) -> [OutputItem] {
    var items: [OutputItem] = []
    var site = site
    for statement in statements {
      switch statement.kind {
      case .expression(let expression):
        items += translateView(expression, at: site)
      case .returnStatement(let value?):
        items += translateView(value, at: site)
        return items
      case .returnStatement(nil):
        return items
      case .declaration(let declaration):
        if case .type = declaration.kind,
          let definition = index.localTypes[ViewExpressionKey(file: site.scope.file, offset: declaration.range.start)]
        {
          let local = Scope(parent: site.scope, file: site.scope.file)
          local.bind(definition.name, .localType(definition))
          site.scope = local
          continue
        }
        guard case .variable(let variable) = declaration.kind else { continue }
        let local = Scope(parent: site.scope, file: site.scope.file)
        if let value = variable.initializer {
          local.bind(variable.name, .substitution(value, site.scope, isBindingWrapper: false))
        }
        site.scope = local
      case .ifStatement(let statement):
        items += translateIf(statement, at: site)
      case .switchStatement(let subject, let cases):
        items += translateSwitch(subject, cases, at: site)
      case .ifConfig(let config):
        if let elements = activeClause(config, file: site.scope.file) {
          items += translateStatements(elements, at: site)
        }
      case .guardStatement, .forIn, .otherBlock, .jump:
        report(
          .note, .unsupported, "a \(statementName(statement)) in a view builder is not interpreted; skipped",
          at: statement.range, file: site.scope.file)
      }
    }
    return items
  }

  private func statementName(_ statement: Stmt) -> String {
    switch statement.kind {
    case .guardStatement: return "'guard'"
    case .forIn: return "'for' loop"
    case .otherBlock(let keyword, _): return "'\(keyword)'"
    case .jump(let keyword, _): return "'\(keyword)'"
    default: return "statement"
    }
  }

  /// The elements of a `#if`'s active clause (conditions that cannot be evaluated are reported, as false).
  func activeClause<Element>(_ config: IfConfig<Element>, file: Int) -> [Element]? {
    let evaluator = ConditionEvaluator(conditions: options.conditions)
    for clause in config.clauses {
      guard let condition = clause.condition else { return clause.elements }
      guard let value = evaluator.evaluate(condition) else {
        report(
          .warning, .unsupported,
          "cannot evaluate the condition `\(text(condition.range, file: file))`; its branch is taken as false",
          at: condition.range, file: file)
        continue
      }
      if value { return clause.elements }
    }
    return nil
  }

  // MARK: - if and switch

  /// `if` in a view builder: a condition item, or the chosen branch when the condition is known when
  /// translating (`true`, `#available`); `if let x = optional` tests `optional != nil` and reads `x` as
  /// `optional!` in its branch.
  func translateIf(_ statement: Stmt.IfStatement, at site: ViewSite) -> [OutputItem] {
    var parts: [String] = []
    var known: Bool? = true
    let thenScope = Scope(parent: site.scope, file: site.scope.file)
    var conditionRange: SourceRange?
    for condition in statement.conditions {
      switch condition {
      case .expression(let expression):
        conditionRange = conditionRange.map { $0.union(expression.range) } ?? expression.range
        switch self.condition(expression, in: site.scope) {
        case .json(.bool(let value), _)?:
          if !value { known = false }
        case .json(.string(let code), _)?:
          parts.append(parts.isEmpty && statement.conditions.count == 1 ? code : "(\(code))")
          if known == true { known = nil }
        default:
          known = false
        }
      case .optionalBinding(let name, let nameRange, let value):
        let optional = value ?? Expr(kind: .identifier(name), range: nameRange)
        conditionRange = conditionRange.map { $0.union(optional.range) } ?? optional.range
        guard let code = subsetCode(optional, in: site.scope, instead: "the condition is taken as false") else {
          known = false
          continue
        }
        parts.append(ExpressionEmitter.isPrimary(optional) ? "\(code) != nil" : "(\(code)) != nil")
        if known == true { known = nil }
        thenScope.bind(name, .unwrapped(optional, site.scope))
      case .casePattern(let patternRange, _):
        report(
          .warning, .unsupported, "'if case' patterns are not interpreted; the branch is taken as false",
          at: patternRange, file: site.scope.file)
        known = false
      }
    }
    let (thenItems, elseItems) = known == nil ? underRuntimeCondition(translateBranches) : translateBranches()
    func translateBranches() -> ([OutputItem], [OutputItem]?) {
      let thenItems = known == false ? [] : translateStatements(statement.thenBody, at: site.with(scope: thenScope))
      return (thenItems, statement.elseBody.map { known == true ? [] : translateStatements($0, at: site) })
    }
    switch known {
    case true?: return thenItems
    case false?: return elseItems ?? []
    case nil:
      let anchor = anchor(conditionRange ?? SourceRange(start: 0, end: 0), file: site.scope.file)
      let condition = OutputValue.text(parts.joined(separator: " && "), anchor)
      return [.condition(OutputCondition(condition: condition, then: thenItems, otherwise: elseItems, anchor: anchor))]
    }
  }

  /// `switch` in a view builder: the case whose pattern equals the subject when both are known when
  /// translating (`switch style { case .compact: … }` with `style` given `.compact`); otherwise the first
  /// case, with a warning (the subset has no enums to evaluate the subject at run time).
  func translateSwitch(_ subject: Expr, _ cases: [Stmt.SwitchCase], at site: ViewSite) -> [OutputItem] {
    let subjectText = emitter.emit(subject, in: site.scope).map(Self.normalizedPattern)
    for switchCase in cases {
      if switchCase.patterns.isEmpty {
        if subjectText != nil, cases.contains(where: { !$0.patterns.isEmpty }) {
          return translateStatements(switchCase.body, at: site)
        }
        continue
      }
      for pattern in switchCase.patterns {
        let patternText = Self.normalizedPattern(text(pattern.range, file: site.scope.file))
        if patternText == subjectText { return translateStatements(switchCase.body, at: site) }
      }
    }
    guard let first = cases.first else { return [] }
    report(
      .warning, .unsupported,
      "the 'switch' subject `\(text(subject.range, file: site.scope.file))` is not known when translating; the first case is shown",
      at: subject.range, file: site.scope.file)
    return translateStatements(first.body, at: site)
  }

  /// A pattern or subject's text without spaces and the type before a leading dot (`Style.compact` and
  /// `.compact` compare equal).
  static func normalizedPattern(_ text: String) -> String {
    let compact = text.filter { !$0.isWhitespace }
    if let dot = compact.lastIndex(of: "."), compact.first?.isUppercase == true,
      !compact[..<dot].contains("(")
    {
      return String(compact[dot...])
    }
    return compact
  }

  // MARK: - Expressions in a view's position

  /// One view expression: a ternary (a condition item), an `if`/`switch` expression, a view with its
  /// modifier chain.
  func translateView(_ expression: Expr, at site: ViewSite) -> [OutputItem] {
    guard expansion.count <= options.limits.maxExpansionDepth * 4 else { return [] }
    switch expression.kind {
    case .parenthesized(let inner), .effect(_, let inner):
      return translateView(inner, at: site)
    case .cast(let inner, let operation, _) where operation != "is":
      // `as`, `as?` and `as!` keep the view (an optional view is laid out as the view it holds); `is` is a
      // `Bool`, no view, and is left out by `resolveBase`.
      return translateView(inner, at: site)
    case .ternary(let condition, let whenTrue, let whenFalse):
      switch self.condition(condition, in: site.scope) {
      case .json(.bool(let value), _)?: return translateView(value ? whenTrue : whenFalse, at: site)
      case let value?:
        let (thenItems, elseItems) = underRuntimeCondition {
          (translateView(whenTrue, at: site), translateView(whenFalse, at: site))
        }
        let anchor = anchor(expression.range, file: site.scope.file)
        return [.condition(OutputCondition(condition: value, then: thenItems, otherwise: elseItems, anchor: anchor))]
      case nil: return translateView(whenFalse, at: site)
      }
    case .statement(let statement):
      return translateStatements([statement], at: site)
    case .binary("+", _, _):
      return translateConcatenation(expression, at: site)
    case .missing:
      return []
    default:
      let (base, calls) = decompose(expression, in: site.scope)
      var items = resolveBase(base, at: site)
      for call in calls { items = apply(call, to: items, at: site) }
      return items
    }
  }

  /// Splits a modifier chain into its base view and its modifiers, innermost first, taking the active
  /// clause of every postfix `#if`. `Color.red`, `Self.Row(…)` and `Outer.Inner` are bases, not modifiers.
  func decompose(_ expression: Expr, in scope: Scope) -> (base: Expr, calls: [ModifierCall]) {
    var calls: [ModifierCall] = []
    var current = expression
    loop: while true {
      switch current.kind {
      case .call(let callee, let arguments):
        guard case .member(let inner, let name, let nameRange) = callee.kind, !isTypeReference(inner, in: scope)
        else { break loop }
        calls.append(
          ModifierCall(
            name: name, arguments: arguments, isCall: true,
            range: SourceRange(start: nameRange.start, end: current.range.end),
            file: scope.file))
        current = inner
      case .member(let inner, let name, let nameRange):
        if case .selfReference = inner.kind { break loop }
        guard !isTypeReference(inner, in: scope) else { break loop }
        calls.append(ModifierCall(name: name, arguments: [], isCall: false, range: nameRange, file: scope.file))
        current = inner
      case .postfixIfConfig(let inner, let config):
        if let chain = activeClause(config, file: scope.file)?.first {
          let (_, chainCalls) = decompose(chain, in: scope)
          calls += chainCalls.reversed()
        }
        current = inner
      default:
        break loop
      }
    }
    return (current, calls.reversed())
  }

  /// Whether an expression names a type (`Color`, `Self`, `SwiftUI.Text`, `Outer.Inner`, `Largest<CGFloat>`)
  /// rather than a value.
  func isTypeReference(_ expression: Expr, in scope: Scope) -> Bool {
    switch expression.kind {
    case .identifier(let name):
      guard name.first?.isUppercase == true else { return false }
      if let binding = scope.lookup(name), case .type = binding { return true }
      return scope.lookup(name) == nil
    case .specialized(let base, _): return isTypeReference(base, in: scope)
    case .member(let base, let name, _): return name.first?.isUppercase == true && isTypeReference(base, in: scope)
    case .type: return true
    default: return false
    }
  }
}
