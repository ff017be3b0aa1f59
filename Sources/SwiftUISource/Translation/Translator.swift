import JSONCore
import SwiftSubset

/// Translates the view code of parsed Swift files into a tree document: one root expanded into views and
/// modifiers of the tree format, with the document's state, preference keys, struct types and custom layouts
/// collected on the way, and a source anchor kept for everything it writes.
///
/// Contract: total and bounded. Every construct it cannot express becomes a diagnostic at its range and a
/// documented fallback (an unknown view a placeholder, an unknown modifier passed through, an argument
/// outside the Swift subset left out); expansion is bounded by `SourceLimits.maxExpansionDepth` and the tree
/// by `maxTreeNodes`. Custom views are expanded in place (their `let` and `@Binding` properties become the
/// body root's `let` and `bindings`; their `@State` is hoisted into the document's `state` under a name unique
/// in the document); view modifiers and view functions are expanded with their parameters substituted.
///
/// It does the expansion (its `+Concern` extensions); what it collects is held by types of their own: the
/// document's declarations (`DocumentDeclarations`), the uses being expanded and the counts that bound them
/// (`ExpansionStack`), and the diagnostics (`TranslationDiagnostics`); `run` writes the result with a
/// `DocumentWriter`.
///
/// The state read and written for every view is `@exclusivity(unchecked)` (see `Scope`): one translation runs
/// on one thread, and no access to a property calls back into the translator while it lasts.
final class Translator {
  let index: ProgramIndex
  let options: TranslationOptions
  /// The files: those given, then, for a root expression, the expression's text as a file of its own.
  @exclusivity(unchecked) var files: [ParsedSourceFile] {
    didSet { cachedEmitter = nil }
  }
  /// The scope of top-level code: globals are looked up through the index.
  let rootScope: Scope

  /// The diagnostics reported, up to `SourceLimits.maxDiagnostics`.
  @exclusivity(unchecked) var diagnostics: TranslationDiagnostics
  /// Modifier counts (view expressions are counted in `viewExpressions`).
  var statistics = TranslationStatistics()
  /// Every view expression met, by where it is written: whether it resolved, and its name.
  @exclusivity(unchecked) var viewExpressions: [ViewExpressionKey: (resolved: Bool, name: String)] = [:]

  /// The state variables, preference keys, types, guides, layout value keys and layouts the document declares.
  let declarations = DocumentDeclarations()
  /// The struct or class of the files a runtime text holds (a state variable's name, `model`, or a path through it that
  /// a computed property's getter reads, `model.person`): its computed properties are read through it
  /// (`computedProperty`).
  @exclusivity(unchecked) var runtimeTypes: [String: TypeDefinition] = [:]

  /// The uses being expanded and the counts that bound the translation.
  @exclusivity(unchecked) var expansions: ExpansionStack
  /// The first node of each list of bound views placed so far (see `placing(_:)`).
  @exclusivity(unchecked) var placedBoundViews: Set<ObjectIdentifier> = []
  /// The Swift texts written so far, checked against the subset: those that parse are handed to the tree decoder
  /// with the document, which then does not parse them again.
  @exclusivity(unchecked) var codeTexts = CheckedCodeTexts()
  /// The subset's type for each type text parsed so far, nil for one it cannot parse (see `isSubsetType`).
  @exclusivity(unchecked) var parsedTypes: [String: ValueType?] = [:]
  /// The emitter, made on first use.
  @exclusivity(unchecked) private var cachedEmitter: ExpressionEmitter?
  /// The custom view the translation expanded first at its root, with no arguments and nothing translated
  /// before it, and the diagnostics it had then: whether a view root's translation is inside this one's
  /// (see `Translator+SharedRoots`).
  var outermostViewExpansion: (definition: TypeDefinition, use: SourceAnchor.Expansion, diagnosticsAfter: Int)?

  init(files: [ParsedSourceFile], options: TranslationOptions) {
    self.files = files
    self.options = options
    self.index = ProgramIndex(files: files, conditions: options.conditions)
    self.rootScope = Scope(parent: nil, file: 0)
    self.expansions = ExpansionStack(limits: options.limits)
    self.diagnostics = TranslationDiagnostics(limit: options.limits.maxDiagnostics)
  }

  // MARK: - Diagnostics

  func report(
    _ severity: SourceDiagnostic.Severity, _ code: SourceDiagnostic.Code, _ message: String, at range: SourceRange,
    file: Int
  ) {
    diagnostics.add {
      SourceDiagnostic(
        severity, code, message, span: files[file].lines.span(range),
        expansion: expansions.reportedUses().map { files[$0.file].lines.span($0.range) })
    }
  }

  /// An anchor for a range of a file at the current expansion.
  func anchor(_ range: SourceRange, file: Int) -> SourceAnchor {
    SourceAnchor(file: file, range: range, expansion: expansions.reportedUses())
  }

  /// The source text of a range.
  func text(_ range: SourceRange, file: Int) -> String {
    files[file].source.text(of: range)
  }

  // MARK: - Expressions

  /// The emitter, resolving names through the scopes, the instances' members and the index.
  var emitter: ExpressionEmitter {
    if let cachedEmitter { return cachedEmitter }
    let emitter = ExpressionEmitter(
      resolve: { [unowned self] name, scope in self.resolve(name, in: scope) },
      substitutedMember: { [unowned self] base, name, scope in
        self.staticConstant(base, name, in: scope) ?? self.computedProperty(base, name, in: scope)
      },
      method: { [unowned self] callee, arguments, scope in self.method(callee, arguments: arguments, in: scope) },
      isBindingTyped: { name, scope in scope.isBindingTyped(name) },
      sources: files.map(\.source), maxDepth: options.limits.maxExpansionDepth * 2,
      maxTextBytes: options.limits.maxFileBytes)
    cachedEmitter = emitter
    return emitter
  }

  /// What a name means in a scope: a binding, else a member of the instance `self` is (a computed property
  /// with a single-expression getter, a static constant), else a top-level constant.
  func resolve(_ name: String, in scope: Scope) -> NameBinding? {
    if let binding = scope.lookup(name) { return binding }
    if let instance = scope.instance, let value = memberValue(name, of: instance.definition, in: scope) {
      return value
    }
    if let global = index.global(named: name), case .variable(let variable) = global.value.kind,
      let value = variable.initializer ?? singleExpression(variable.getter)
    {
      return .substitution(value, Scope(parent: rootScope, file: global.file), isBindingWrapper: false)
    }
    return nil
  }

  /// A computed property's or a static constant's value, for substitution.
  private func memberValue(_ name: String, of definition: TypeDefinition, in scope: Scope) -> NameBinding? {
    for isStatic in [false, true] {
      guard let property = definition.property(name, isStatic: isStatic) else { continue }
      let variable = property.value.variable
      if isStatic, let initializer = variable.initializer, variable.getter == nil {
        return .substitution(initializer, typeScope(definition, file: property.file), isBindingWrapper: false)
      }
      if let value = singleExpression(variable.getter) {
        let owner = isStatic ? typeScope(definition, file: property.file) : instanceScope(of: scope) ?? scope
        return .substitution(value, owner, isBindingWrapper: false)
      }
    }
    return nil
  }

  /// The scope holding the properties of the instance `scope` is in.
  func instanceScope(of scope: Scope) -> Scope? { scope.instance?.scope }

  /// A scope for a type's static members.
  func typeScope(_ definition: TypeDefinition, file: Int) -> Scope {
    let instance = TypeInstance(definition: definition)
    let scope = Scope(parent: rootScope, instance: instance, file: file)
    instance.scope = scope
    return scope
  }

  /// `Type.member` or `Self.member` when it names a static constant of a declared type.
  func staticConstant(_ base: Expr, _ name: String, in scope: Scope) -> (Expr, Scope)? {
    let definition: TypeDefinition?
    switch base.kind {
    case .identifier("Self"): definition = scope.instance?.definition
    case .identifier(let typeName):
      guard scope.lookup(typeName) == nil else { return nil }
      definition = index.type(named: typeName, in: scope.instance?.definition, file: scope.file)
    default: return nil
    }
    guard let definition, let property = definition.property(name, isStatic: true) else { return nil }
    let variable = property.value.variable
    guard let value = variable.initializer ?? singleExpression(variable.getter) else { return nil }
    return (value, typeScope(definition, file: property.file))
  }

  /// `model.remaining` when `model` holds a struct or class of the files and `remaining` is a computed property with
  /// a single-expression getter: the getter, in a scope where the type's stored properties read through the base
  /// (`items` is `model.items`) and its other computed properties resolve as members of the instance.
  func computedProperty(_ base: Expr, _ name: String, in scope: Scope) -> (Expr, Scope)? {
    guard let definition = declaredValueType(of: base, in: scope, depth: 0),
      let property = definition.property(name, isStatic: false),
      let getter = singleExpression(property.value.variable.getter),
      let inner = receiverScope(base, of: definition, in: scope, file: property.file)
    else { return nil }
    return (getter, inner)
  }

  /// A scope for code of `definition` (a getter, a method) run on the value `base` written in `scope` holds: the
  /// type's stored properties read through the base (`items` is `model.items`), its other members resolve as
  /// members of the instance; nil when the base cannot be written out.
  func receiverScope(_ base: Expr, of definition: TypeDefinition, in scope: Scope, file: Int) -> Scope? {
    guard let baseText = emitter.emit(base, in: scope) else { return nil }
    let prefix = ExpressionEmitter.isPrimary(base) ? baseText : "(\(baseText))"
    let instance = TypeInstance(definition: definition)
    let inner = Scope(parent: rootScope, instance: instance, file: file)
    instance.scope = inner
    for stored in definition.storedProperties {
      let path = prefix + "." + stored.value.variable.name
      inner.bind(stored.value.variable.name, .runtime(path))
      if runtimeTypes[path] == nil,
        let fieldType = declaredValueType(
          of: Expr(kind: .member(base, stored.value.variable.name, nameRange: base.range), range: base.range),
          in: scope,
          depth: 0)
      {
        runtimeTypes[path] = fieldType
      }
    }
    return inner
  }

  /// The struct or class of the files a value written in `scope` holds, as far as the translator knows it: a state
  /// variable's declared type, through the names substituted for it, and the stored properties of such a type.
  func declaredValueType(of expression: Expr, in scope: Scope, depth: Int) -> TypeDefinition? {
    guard depth < options.limits.maxExpansionDepth else { return nil }
    switch expression.kind {
    case .identifier(let name):
      switch resolve(name, in: scope) {
      case .runtime(let runtimeName)?:
        return runtimeTypes[runtimeName]
      case .substitution(let value, let origin, false)?:
        return declaredValueType(of: value, in: origin, depth: depth + 1)
      default: return nil
      }
    case .member(let base, let field, let fieldRange):
      if case .selfReference("self") = base.kind {
        return declaredValueType(of: Expr(kind: .identifier(field), range: fieldRange), in: scope, depth: depth + 1)
      }
      guard let owner = declaredValueType(of: base, in: scope, depth: depth + 1),
        let property = owner.property(field, isStatic: false), !property.value.variable.isComputed,
        let typeName = property.value.variable.type?.simpleName
          ?? property.value.variable.initializer.flatMap({ Self.initializerType($0) }),
        declarations.declaredTypes[typeName] != nil
      else { return nil }
      return index.type(named: typeName, in: owner, file: owner.file)
    default: return nil
    }
  }

  /// The expression of a body that is one expression or `return expression`.
  func singleExpression(_ body: [Stmt]?) -> Expr? {
    guard let body, body.count == 1 else { return nil }
    switch body[0].kind {
    case .expression(let expression): return expression
    case .returnStatement(let value?): return value
    default: return nil
    }
  }
}
