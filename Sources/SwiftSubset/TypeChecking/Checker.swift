/// The type checker's walk over one piece of code: scopes of locals, the diagnostics found, and the rules.
///
/// `infer` returns nil for "not known", after reporting an error or when a type cannot be known statically;
/// callers stay silent about nil, so that one error is reported once rather than cascading.
struct Checker {
  /// A local, parameter or function-like name (`nextValue`).
  struct Binding {
    var type: ValueType
    var isMutable: Bool
    var isFunction: Bool
  }

  let environment: TypeEnvironment
  let source: SourceText
  var scopes: [[String: Binding]] = []
  var diagnostics: [ScriptDiagnostic] = []
  var returnType: ValueType?
  /// Bounds the native stack the walk uses; when exhausted the checker reports once and stops descending.
  let stackGuard: StackGuard
  var reportedTooDeep = false

  init(environment: TypeEnvironment, maxStackBytes: Int, source: SourceText) {
    self.environment = environment
    self.source = source
    self.stackGuard = StackGuard(budget: maxStackBytes)
  }

  /// Whether the walk may go one level deeper; reports the first time it may not.
  mutating func mayDescend(_ range: SourceRange) -> Bool {
    guard stackGuard.isExhausted else { return true }
    if !reportedTooDeep {
      reportedTooDeep = true
      diagnostics.append(
        ScriptDiagnostic(
          .limit, .nestingTooDeep, "the code nests deeper than the checker's stack budget allows", range: range,
          source: source)
      )
    }
    return false
  }

  var declarations: TypeDeclarations { environment.declarations }

  // MARK: - Scopes

  mutating func pushScope(_ types: [String: ValueType]) {
    scopes.append(types.mapValues { Binding(type: $0, isMutable: false, isFunction: false) })
  }

  mutating func pushScope(_ bindings: [String: Binding]) {
    scopes.append(bindings)
  }

  mutating func popScope() {
    if !scopes.isEmpty { scopes.removeLast() }
  }

  func local(_ name: String) -> Binding? {
    for scope in scopes.reversed() {
      if let binding = scope[name] { return binding }
    }
    return nil
  }

  mutating func bind(_ name: String, _ binding: Binding) {
    if scopes.isEmpty { scopes.append([:]) }
    scopes[scopes.count - 1][name] = binding
  }

  // MARK: - Diagnostics

  mutating func report(_ message: String, _ range: SourceRange, code: ScriptDiagnostic.Code = .typeMismatch) {
    diagnostics.append(ScriptDiagnostic(.type, code, message, range: range, source: source))
  }

  /// Reports when a value of type `from` cannot be assigned to `to`.
  mutating func requireAssignable(_ from: ValueType, to: ValueType, _ range: SourceRange, what: String) {
    guard !Self.isAssignable(from, to: to) else { return }
    if case .optional(.unknown) = from {
      report("'nil' is not compatible with \(what) type '\(to)'", range)
    } else if from.isOptional, Self.isAssignable(from.unwrappingOptional, to: to) {
      report("value of optional type '\(from)' must be unwrapped to a value of type '\(to)'", range)
    } else {
      report("cannot convert \(what) of type '\(from)' to type '\(to)'", range)
    }
  }

  /// Whether a value of type `from` converts to `to` as the interpreter converts values.
  static func isAssignable(_ from: ValueType, to: ValueType) -> Bool {
    if to == .unknown || from == .unknown || from == .implicitMember { return true }
    switch to {
    case .optional(let wrapped):
      if case .optional(let inner) = from { return isAssignable(inner, to: wrapped) || isAssignable(from, to: wrapped) }
      return isAssignable(from, to: wrapped)
    case .cgFloat, .double:
      return from.isFloatingPoint
    case .array(let element):
      if case .array(let inner) = from { return isAssignable(inner, to: element) }
      return false
    case .binding(let wrapped):
      if case .binding(let inner) = from { return inner == wrapped || inner == .unknown || wrapped == .unknown }
      return false
    default:
      return from == to
    }
  }

  // MARK: - Statements

  mutating func check(_ statements: [StatementSyntax]) {
    scopes.append([:])
    for statement in statements { check(statement) }
    popScope()
  }

  private mutating func check(_ statement: StatementSyntax) {
    switch statement.kind {
    case .expression(let expression):
      _ = infer(expression, nil)
    case .declaration(let declaration):
      declare(declaration)
    case .assignment(let target, let op, let value):
      assign(target, op, value, statement.range)
    case .ifStatement(let ifStatement):
      scopes.append([:])
      checkConditions(ifStatement.conditions)
      check(ifStatement.thenBody)
      popScope()
      if let elseBody = ifStatement.elseBody { check(elseBody) }
    case .guardStatement(let conditions, let elseBody):
      check(elseBody)
      checkConditions(conditions)
    case .forIn(let name, let sequence, let body):
      let sequenceType = infer(sequence, nil)
      var element: ValueType?
      switch sequenceType {
      case .array(let inner)?: element = inner
      case .range?: element = .int
      case nil, .unknown?: element = nil
      case let other?: report("for-in loop requires an array or a range, not '\(other)'", sequence.range)
      }
      scopes.append(name == "_" ? [:] : [name: Binding(type: element ?? .unknown, isMutable: false, isFunction: false)])
      check(body)
      popScope()
    case .breakStatement, .continueStatement:
      return
    case .returnStatement(let value):
      guard let value else { return }
      if let inferred = infer(value, returnType), let returnType, returnType != .void {
        requireAssignable(inferred, to: returnType, value.range, what: "return value")
      }
    }
  }

  private mutating func declare(_ declaration: VariableDeclarationSyntax) {
    var declared = declaration.type?.type
    if let type = declared, let missing = declarations.undeclaredStruct(in: type) {
      report(
        "cannot find type '\(missing)' in scope", declaration.type?.range ?? declaration.nameRange,
        code: .unknownIdentifier)
      declared = .unknown
    }
    var type = declared
    if let initializer = declaration.initializer {
      let inferred = infer(initializer, declared)
      if let declared, let inferred {
        requireAssignable(inferred, to: declared, initializer.range, what: "value")
      } else if declared == nil, let inferred {
        if inferred.containsUnknown {
          report(
            "the type of '\(declaration.name)' cannot be inferred: write '\(declaration.name): Type'", initializer.range
          )
        }
        type = inferred
      }
    }
    bind(declaration.name, Binding(type: type ?? .unknown, isMutable: declaration.isMutable, isFunction: false))
  }

  private mutating func checkConditions(_ conditions: [ConditionSyntax]) {
    for condition in conditions {
      switch condition {
      case .boolean(let expression):
        requireBool(expression)
      case .optionalBinding(let binding):
        guard let type = infer(binding.value, nil) else {
          bind(binding.name, Binding(type: .unknown, isMutable: binding.isMutable, isFunction: false))
          continue
        }
        guard case .optional(let wrapped) = type else {
          report("initializer for conditional binding must have Optional type, not '\(type)'", binding.value.range)
          bind(binding.name, Binding(type: type, isMutable: binding.isMutable, isFunction: false))
          continue
        }
        bind(binding.name, Binding(type: wrapped, isMutable: binding.isMutable, isFunction: false))
      }
    }
  }

  mutating func requireBool(_ expression: ExpressionSyntax) {
    guard let type = infer(expression, .bool), type != .bool, type != .unknown else { return }
    if type.isOptional {
      report("value of optional type '\(type)' must be unwrapped to a value of type 'Bool'", expression.range)
    } else {
      report("cannot convert value of type '\(type)' to expected condition type 'Bool'", expression.range)
    }
  }

  // MARK: - Assignments

  private mutating func assign(
    _ target: ExpressionSyntax, _ op: AssignmentOperator, _ value: ExpressionSyntax, _ range: SourceRange
  ) {
    if case .identifier("_") = target.kind {
      _ = infer(value, nil)
      return
    }
    let targetType = lvalueType(target)
    if let arithmetic = op.arithmeticOperator {
      let operand = infer(value, targetType)
      if let targetType, let operand, arithmeticType(arithmetic, targetType, operand) == nil {
        report(
          "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(targetType)' and '\(operand)'",
          range
        )
      }
      return
    }
    guard let inferred = infer(value, targetType), let targetType else { return }
    requireAssignable(inferred, to: targetType, value.range, what: "value")
  }

  /// The type of an assignment target, reporting targets that cannot be assigned.
  mutating func lvalueType(_ target: ExpressionSyntax) -> ValueType? {
    switch target.kind {
    case .identifier(let name):
      if let binding = local(name) {
        if !binding.isMutable || binding.isFunction {
          report("cannot assign to value: '\(name)' is a 'let' constant", target.range, code: .notAssignable)
        }
        return binding.type
      }
      return hostLValue(name, target.range)
    case .closureParameter(let index):
      report(
        "cannot assign to value: '$\(index)' is an immutable closure parameter", target.range, code: .notAssignable)
      return nil
    case .member(let base, let name):
      if case .selfReference = base.kind { return hostLValue(name, target.range) }
      if name == "wrappedValue", let baseType = infer(base, nil), case .binding(let wrapped) = baseType {
        return wrapped
      }
      guard let baseType = lvalueType(base) else { return nil }
      switch baseType {
      case .structure(let structName):
        guard let field = declarations.structDeclaration(named: structName)?.field(named: name) else {
          report("value of type '\(structName)' has no member '\(name)'", target.range, code: .unknownMember)
          return nil
        }
        if !field.isMutable {
          report("cannot assign to property: '\(name)' is a 'let' constant", target.range, code: .notAssignable)
        }
        return field.type
      case .cgSize where name == "width" || name == "height": return .cgFloat
      case .cgPoint where name == "x" || name == "y": return .cgFloat
      case .cgRect where name == "origin": return .cgPoint
      case .cgRect where name == "size": return .cgSize
      case .optional:
        report("value of optional type '\(baseType)' must be unwrapped to refer to member '\(name)'", target.range)
        return nil
      case .unknown, .hostObject:
        return nil
      default:
        report(
          "cannot assign to property '\(name)' of a value of type '\(baseType)'", target.range, code: .notAssignable)
        return nil
      }
    case .subscriptAccess(let base, let arguments):
      let baseType = lvalueType(base)
      checkIndex(arguments, target.range)
      if case .array(let element)? = baseType { return element }
      if let baseType, baseType != .unknown {
        report("value of type '\(baseType)' has no subscripts", target.range, code: .unknownMember)
      }
      return nil
    case .forceUnwrap(let base):
      guard let type = lvalueType(base) else { return nil }
      guard case .optional(let wrapped) = type else {
        report("cannot force unwrap value of non-optional type '\(type)'", target.range)
        return nil
      }
      return wrapped
    case .parenthesized(let inner):
      return lvalueType(inner)
    default:
      report("cannot assign to this expression", target.range, code: .notAssignable)
      return nil
    }
  }

  private mutating func hostLValue(_ name: String, _ range: SourceRange) -> ValueType? {
    guard let variable = environment.variables[name] else {
      if environment.reportsUnknownNames {
        report("cannot find '\(name)' in scope", range, code: .unknownIdentifier)
      }
      return nil
    }
    if !variable.isWritable {
      report("cannot assign to '\(name)': it is read-only", range, code: .notAssignable)
    }
    return variable.type
  }

  mutating func checkIndex(_ arguments: [ArgumentSyntax], _ range: SourceRange) {
    guard arguments.count == 1, let argument = arguments.first, argument.label == nil else {
      report("an array subscript takes one unlabelled 'Int' index", range, code: .invalidArguments)
      return
    }
    if let type = infer(argument.value, .int), type != .int, type != .unknown {
      report("cannot convert value of type '\(type)' to expected argument type 'Int'", argument.range)
    }
  }
}
