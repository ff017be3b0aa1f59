import JSONCore
import SwiftSubset
import TreeVocabulary

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
  /// translating (`switch style { case .compact: … }` with `style` given `.compact`), or the `default` case for a
  /// subject written as a literal that no pattern names; a subject known only at run time (`switch choice` on a
  /// `@State`) is a chain of condition items, one per case in order, where the patterns are number, string or
  /// boolean literals, ranges of them or enum cases without associated values (`case 0, 1:`, `case "a":`,
  /// `case 1...5:`, `case .open, .done:`), no case has a `where` clause and there are at most
  /// `maxRuntimeSwitchCases` cases (each nests the next in the document). Otherwise the first case, with a warning
  /// (bindings, associated values and other patterns are not evaluated).
  func translateSwitch(_ subject: Expr, _ cases: [Stmt.SwitchCase], at site: ViewSite) -> [OutputItem] {
    let subjectCode = emitter.emit(subject, in: site.scope)
    let subjectText = subjectCode.map(Self.normalizedPattern)
    for switchCase in cases {
      for pattern in switchCase.patterns {
        let patternText = Self.normalizedPattern(text(pattern.range, file: site.scope.file))
        if patternText == subjectText { return translateStatements(switchCase.body, at: site) }
      }
    }
    if let subjectCode, let subjectText {
      if Self.isLiteralPattern(subjectText) {
        if let fallback = cases.first(where: { $0.patterns.isEmpty }), cases.contains(where: { !$0.patterns.isEmpty }) {
          return translateStatements(fallback.body, at: site)
        }
      } else if cases.count <= Self.maxRuntimeSwitchCases,
        let conditions = runtimeConditions(subject, subjectCode, cases, in: site.scope)
      {
        let anchor = anchor(subject.range, file: site.scope.file)
        return runtimeSwitch(conditions, cases[...], anchor: anchor, at: site)
      }
    }
    guard let first = cases.first else { return [] }
    report(
      .warning, .unsupported,
      "the 'switch' subject `\(text(subject.range, file: site.scope.file))` is not known when translating and its "
        + "patterns are not literals, ranges or enum cases (or it has over \(Self.maxRuntimeSwitchCases) cases); the "
        + "first case is shown",
      at: subject.range, file: site.scope.file)
    return translateStatements(first.body, at: site)
  }

  /// The most cases a `switch` known only at run time is written as conditions for: each case's condition item holds
  /// the next case's, so the cases bound the document's depth and the translation's recursion.
  static let maxRuntimeSwitchCases = 32

  /// Each case's condition on the subject (nil for `default`), or nil when a case's patterns are not all literals,
  /// ranges or enum cases, or it has a `where` clause.
  private func runtimeConditions(_ subject: Expr, _ code: String, _ cases: [Stmt.SwitchCase], in scope: Scope)
    -> [String?]?
  {
    let value = ExpressionEmitter.isPrimary(subject) ? code : "(\(code))"
    // Enum cases are compared at run time only when they are all cases of one enum the document declares: a
    // `switch colorScheme` over SwiftUI's enum keeps showing its first case, with the warning.
    let enumPatterns = cases.flatMap(\.patterns).filter(Self.isEnumCasePattern)
    if !enumPatterns.isEmpty, !isDeclaredEnumCases(enumPatterns, in: scope) { return nil }
    var conditions: [String?] = []
    for switchCase in cases {
      guard switchCase.guardCondition == nil else { return nil }
      if switchCase.patterns.isEmpty {
        conditions.append(nil)
        continue
      }
      var parts: [String] = []
      for pattern in switchCase.patterns {
        guard let part = patternCondition(pattern, value: value, in: scope) else { return nil }
        parts.append(parts.isEmpty && switchCase.patterns.count == 1 ? part : "(\(part))")
      }
      conditions.append(parts.joined(separator: " || "))
    }
    return conditions
  }

  /// `value == pattern` for a literal or an enum case, `lower <= value && value <= upper` (or `< upper`) for a
  /// range.
  private func patternCondition(_ pattern: Expr, value: String, in scope: Scope) -> String? {
    if case .binary(let operation, let lower, let upper) = pattern.kind, operation == "..." || operation == "..<" {
      guard isValuePattern(lower), isValuePattern(upper), let low = emitter.emit(lower, in: scope),
        let high = emitter.emit(upper, in: scope)
      else { return nil }
      return "\(low) <= \(value) && \(value) \(operation == "..." ? "<=" : "<") \(high)"
    }
    guard isValuePattern(pattern) || Self.isEnumCasePattern(pattern), let code = emitter.emit(pattern, in: scope)
    else { return nil }
    return "\(value) == \(ExpressionEmitter.isPrimary(pattern) ? code : "(\(code))")"
  }

  /// A number, string or boolean literal (`literalJSON`'s, but `nil`): a pattern matched by `==` that the subset
  /// evaluates.
  private func isValuePattern(_ pattern: Expr) -> Bool {
    guard let literal = Self.literalJSON(pattern) else { return false }
    return literal != .null
  }

  /// Whether the enum-case patterns (`.open`, `Filter.open`) are all cases of one enum of the files that the
  /// document declares (`registerType`).
  private func isDeclaredEnumCases(_ patterns: [Expr], in scope: Scope) -> Bool {
    var names: Set<String> = []
    var typeName: String?
    for pattern in patterns {
      switch pattern.kind {
      case .implicitMember(let name): names.insert(name)
      case .member(let base, let name, _):
        guard let base = base.identifierName, typeName == nil || typeName == base else { return false }
        typeName = base
        names.insert(name)
      default: return false
      }
    }
    if let typeName {
      guard registerType(named: typeName, seenFrom: scope.instance?.definition, file: scope.file),
        let cases = declarations.enumCaseNames[typeName]
      else { return false }
      return names.isSubset(of: cases)
    }
    return declarations.enumCaseNames.values.contains { names.isSubset(of: $0) }
  }

  /// An enum case without associated values, `.open` or `Filter.open`: matched by `==`, which the subset
  /// evaluates for the enums it declares.
  static func isEnumCasePattern(_ pattern: Expr) -> Bool {
    switch pattern.kind {
    case .implicitMember: return true
    case .member(let base, _, _): return base.identifierName?.first?.isUppercase == true
    default: return false
    }
  }

  /// Whether a subject's text is a literal value (an enum case, a number, a string, a boolean), known when
  /// translating.
  static func isLiteralPattern(_ text: String) -> Bool {
    guard let first = text.first else { return false }
    return first == "." || first == "\"" || first.isNumber || (first == "-" && text.dropFirst().first?.isNumber == true)
      || text == "true" || text == "false"
  }

  /// The cases from `cases`' first on as nested condition items: each case's views when its condition holds,
  /// else the next case's; `default` is the views themselves.
  private func runtimeSwitch(
    _ conditions: [String?], _ cases: ArraySlice<Stmt.SwitchCase>, anchor: SourceAnchor, at site: ViewSite
  ) -> [OutputItem] {
    guard let switchCase = cases.first else { return [] }
    let index = cases.startIndex
    guard let condition = conditions[index] else { return translateStatements(switchCase.body, at: site) }
    let (thenItems, elseItems) = underRuntimeCondition {
      (
        translateStatements(switchCase.body, at: site),
        cases.count > 1 ? runtimeSwitch(conditions, cases.dropFirst(), anchor: anchor, at: site) : nil
      )
    }
    return [
      .condition(
        OutputCondition(condition: .text(condition, anchor), then: thenItems, otherwise: elseItems, anchor: anchor))
    ]
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
    guard expansions.uses.count <= options.limits.maxExpansionDepth * 4 else { return [] }
    if let shape = shapeView(expression, in: site.scope) { return translateView(shape, at: site) }
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

  /// The shape view an implicit member stands for where a shape is expected (`background(.blue, in: .capsule)`,
  /// iOS 17's `Shape` members): the call of the vocabulary's view whose `shapeMember` the member names and whose
  /// signatures its arguments match (`.rect` a `Rectangle`, `.rect(cornerRadius: 8)` a `RoundedRectangle`); nil for
  /// anything else.
  func shapeView(_ expression: Expr, in scope: Scope) -> Expr? {
    let name: String
    var arguments: [Argument] = []
    var nameRange = expression.range
    switch expression.kind {
    case .implicitMember(let member): name = member
    case .call(let callee, let calleeArguments):
      guard case .implicitMember(let member) = callee.kind else { return nil }
      name = member
      arguments = calleeArguments
      nameRange = callee.range
    default: return nil
    }
    let entry = Vocabulary.views.first { entry in
      entry.shapeMember == name && match(entry.swift, arguments, kinds: { entry.member($0)?.kind }, in: scope) != nil
    }
    guard let entry else { return nil }
    return Expr(kind: .call(Expr(kind: .identifier(entry.name), range: nameRange), arguments), range: expression.range)
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
