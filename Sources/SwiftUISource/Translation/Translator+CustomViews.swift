import JSONCore
import SwiftSubset

/// Custom views, view modifiers, view functions and computed view properties, expanded in place.
///
/// A custom view's stored properties become, on the root node of its body, `let` properties (`title: "Name"`)
/// and `bindings` (`value: "$name"`), under names no enclosing view binds (a clash renames the inner one:
/// `title_2`); its `@State` becomes document state (`flag`, then `flag_2` for a second instance): the tree
/// format has no per-instance state, so each instance's variable is hoisted under a name unique in the
/// document. A view modifier's and a view function's parameters are substituted into the code of the
/// modifiers they add, since those run in the scope of the modified view.
extension Translator {
  /// How an instance's plain properties are bound.
  enum InstanceKind {
    /// A custom view: properties become the body root's `let`/`bindings`.
    case view
    /// A view modifier (or a preference key used as one): properties are substituted.
    case modifier
  }

  /// `Name(arguments)` for a type declared in the files.
  func expandType(
    _ definition: TypeDefinition, arguments: [Argument], generics: [TypeRef], range: SourceRange, at site: ViewSite
  ) -> [OutputItem] {
    if definition.isView {
      countView(resolved: true, name: definition.name, range: range, file: site.scope.file)
      return expandCustomView(definition, arguments: arguments, range: range, at: site)
    }
    if definition.isLayout {
      countView(resolved: true, name: definition.name, range: range, file: site.scope.file)
      return customLayoutView(definition, arguments: arguments, range: range, at: site)
    }
    if definition.isShape {
      countView(resolved: true, name: definition.name, range: range, file: site.scope.file)
      report(
        .note, .unsupported,
        "the custom shape '\(definition.name)' is laid out as a Rectangle (a shape takes the size it is offered)",
        at: range, file: site.scope.file)
      return [.node(makeNode("Rectangle", range: range, file: site.scope.file))]
    }
    return unknownView(definition.name, arguments: arguments, range: range, at: site)
  }

  /// A custom view: its body, with its properties bound.
  func expandCustomView(_ definition: TypeDefinition, arguments: [Argument], range: SourceRange, at site: ViewSite)
    -> [OutputItem]
  {
    let isOutermost =
      outermostViewExpansion == nil && arguments.isEmpty && expansions.isUntouched && diagnostics.kept.isEmpty
    let items = expand(definition.qualifiedName, use: range, file: site.scope.file) {
      let instance = TypeInstance(definition: definition)
      let scope = Scope(parent: rootScope, instance: instance, file: definition.file)
      instance.scope = scope
      let values = propertyValues(definition, arguments: arguments, callScope: site.scope, instanceScope: scope)
      var properties = InstanceProperties()
      var runtime = site.runtime
      bindProperties(
        of: definition, values: values, kind: .view, into: scope, runtime: &runtime, properties: &properties,
        use: range, useFile: site.scope.file)
      guard let body = definition.property("body", isStatic: false), let getter = body.value.variable.getter else {
        report(
          .warning, .unsupported, "'\(definition.name)' has no 'body' the inspector can read; it is left out",
          at: range, file: site.scope.file)
        return []
      }
      let bodyScope = Scope(parent: scope, file: body.file)
      let items = translateStatements(getter, at: ViewSite(scope: bodyScope, runtime: runtime))
      return attach(properties, to: items, range: range, file: site.scope.file)
    }
    if isOutermost {
      outermostViewExpansion = (
        definition, SourceAnchor.Expansion(file: site.scope.file, range: range), diagnostics.kept.count
      )
    }
    return items
  }

  /// The `let`s and `bindings` an instance puts on its body's root node.
  struct InstanceProperties {
    var lets: [(name: String, value: OutputValue)] = []
    var bindings: [(name: String, value: OutputValue)] = []
  }

  /// Puts an instance's properties on the single root node of its body, or on a `Group` around the body when
  /// it is several views, a condition, or a node that already carries another instance's properties.
  private func attach(_ properties: InstanceProperties, to items: [OutputItem], range: SourceRange, file: Int)
    -> [OutputItem]
  {
    guard !properties.lets.isEmpty || !properties.bindings.isEmpty else { return items }
    var node: OutputNode
    if items.count == 1, case .node(let only) = items[0], only.lets.isEmpty, only.bindings.isEmpty {
      node = only
    } else {
      node = makeNode("Group", range: range, file: file)
      node.content = items
    }
    node.lets = properties.lets
    node.bindings = properties.bindings
    return [.node(node)]
  }

  /// Binds each stored property of an instance: view-typed ones to views, `@State` to hoisted document
  /// state, `@Binding` to a binding, unmodelled wrappers to opaque values, and plain ones to `let`s (views)
  /// or substitutions (modifiers).
  func bindProperties(
    of definition: TypeDefinition, values: [String: PropertyValue], kind: InstanceKind, into scope: Scope,
    runtime: inout RuntimeNames, properties: inout InstanceProperties, use: SourceRange, useFile: Int
  ) {
    for property in definition.storedProperties {
      let (decl, variable) = property.value
      let name = variable.name
      let value = values[name]
      let wrapper = decl.attributes.first { Self.propertyWrappers.contains($0.name) }?.name
      if isViewType(variable.type, decl: decl, in: definition) {
        guard let value else {
          scope.bind(name, .views(.items([])))
          continue
        }
        if case .closure(let closure) = value.expression.kind {
          scope.bind(name, .views(.closure(closure, value.scope)))
        } else {
          scope.bind(name, .views(.expression(value.expression, value.scope)))
        }
        continue
      }
      switch wrapper {
      case let wrapper? where Self.stateWrappers.contains(wrapper):
        hoistState(
          name, variable: variable, value: value, into: scope, runtime: runtime, declaration: decl.range,
          file: property.file)
      case let wrapper? where Self.objectWrappers.contains(wrapper) || objectType(ofEnvironment: decl) != nil:
        bindObject(
          name, wrapper: wrapper, decl: decl, variable: variable, value: value, into: scope, runtime: runtime,
          file: property.file)
      case "Binding"?:
        guard let value else {
          report(
            .warning, .unsupported,
            "the @Binding '\(name)' of '\(definition.name)' is given no binding; reading it fails",
            at: use, file: useFile)
          scope.bind(name, .opaque("an unbound @Binding"))
          continue
        }
        bindBinding(name, value: value, kind: kind, into: scope, runtime: &runtime, properties: &properties)
      case "ScaledMetric"?:
        if let value { scope.bind(name, .substitution(value.expression, value.scope, isBindingWrapper: false)) }
      case let wrapper?:
        scope.bind(name, .opaque("@\(wrapper)"))
      case nil:
        guard let value else {
          if !isClosureType(variable.type) {
            report(
              .warning, .unsupported, "'\(definition.name)' is given no value for '\(name)'; reading it fails",
              at: use, file: useFile)
          }
          scope.bind(name, .opaque("no value"))
          continue
        }
        let isBindingTyped = variable.type?.simpleName == "Binding"
        let substitution = NameBinding.substitution(value.expression, value.scope, isBindingWrapper: false)
        if kind == .modifier || isClosureType(variable.type) || isTranslationConstant(value.expression) {
          scope.bind(name, substitution, isBindingTyped: isBindingTyped)
          continue
        }
        guard
          let code = subsetCode(value.expression, in: value.scope, instead: "'\(name)' is substituted where it is read")
        else {
          scope.bind(name, substitution, isBindingTyped: isBindingTyped)
          continue
        }
        // A struct the files declare is declared to the subset when a value of it is written (`let items =
        // [Item(…)]`, `let item: Item`), as a state's type declares it; else building the value fails.
        if let typeText = variable.type.map(normalizedTypeText) ?? Self.initializerType(value.expression) {
          _ = isSubsetType(typeText)
        }
        let runtimeName = code == name ? name : declarations.freshName(name, runtime: runtime)
        runtime = runtime.adding(runtimeName)
        properties.lets.append((runtimeName, .text(code, anchor(value.expression.range, file: value.scope.file))))
        scope.bind(name, .runtime(runtimeName), isBindingTyped: isBindingTyped)
      }
    }
  }

  /// Values the translator itself needs to see (types, enum cases, key paths, a grid's `GridItem`s): substituted,
  /// never `let`.
  private func isTranslationConstant(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .implicitMember, .keyPath: return true
    case .member(_, "self", _): return true
    case .arrayLiteral(let elements): return !elements.isEmpty && elements.allSatisfy(isGridItem)
    case .call(let callee, let arguments):
      if case .implicitMember = callee.kind { return true }
      if callee.identifierName == "GridItem" { return true }
      // `Array(repeating: GridItem(…), count: n)`.
      return callee.identifierName == "Array" && arguments.first.map { isGridItem($0.value) } == true
    default: return false
    }
  }

  private func isGridItem(_ expression: Expr) -> Bool {
    guard case .call(let callee, _) = expression.kind else { return false }
    return callee.identifierName == "GridItem"
  }

  /// A `@Binding` property: `bindings` for `$state`, a `let` for `.constant(v)`, else the binding
  /// substituted where it is read.
  private func bindBinding(
    _ name: String, value: PropertyValue, kind: InstanceKind, into scope: Scope, runtime: inout RuntimeNames,
    properties: inout InstanceProperties
  ) {
    let expression = value.expression
    guard kind == .view else {
      scope.bind(name, .substitution(expression, value.scope, isBindingWrapper: true))
      return
    }
    if case .dollarIdentifier(let target) = expression.kind, Int(target) == nil,
      let written = subsetCode(expression, in: value.scope, instead: "'\(name)' is substituted where it is read"),
      written.hasPrefix("$")
    {
      // `value: $value` binds the name to what it already means where it is evaluated: no renaming needed.
      let runtimeName = written == "$" + name ? name : declarations.freshName(name, runtime: runtime)
      runtime = runtime.adding(runtimeName)
      properties.bindings.append((runtimeName, .text(written, anchor(expression.range, file: value.scope.file))))
      scope.bind(name, .runtime(runtimeName))
      return
    }
    if case .call(let callee, let arguments) = expression.kind, case .implicitMember("constant") = callee.kind,
      let constant = arguments.first?.value,
      let code = subsetCode(constant, in: value.scope, instead: "'\(name)' is substituted where it is read")
    {
      let runtimeName = declarations.freshName(name, runtime: runtime)
      runtime = runtime.adding(runtimeName)
      properties.lets.append((runtimeName, .text(code, anchor(constant.range, file: value.scope.file))))
      scope.bind(name, .runtime(runtimeName))
      return
    }
    if let form = bindingForm(expression) {
      if form.writesRead {
        // The property path itself: reads and writes through `name` reach it.
        scope.bind(name, .substitution(form.read, value.scope, isBindingWrapper: false))
        return
      }
      if let code = subsetCode(form.read, in: value.scope, instead: "'\(name)' is substituted where it is read") {
        report(
          .note, .unsupported,
          "the binding given to '\(name)' is read through its getter; writes through it are not modelled",
          at: expression.range, file: value.scope.file)
        let runtimeName = declarations.freshName(name, runtime: runtime)
        runtime = runtime.adding(runtimeName)
        properties.lets.append((runtimeName, .text(code, anchor(form.read.range, file: value.scope.file))))
        scope.bind(name, .runtime(runtimeName))
        return
      }
    }
    scope.bind(name, .substitution(expression, value.scope, isBindingWrapper: true))
  }

  /// The type `@Environment(Model.self)` reads, nil for any other declaration.
  func objectType(ofEnvironment decl: Decl) -> String? {
    guard let attribute = decl.attribute("Environment"), let arguments = attribute.arguments, arguments.count == 1,
      case .member(let base, "self", _) = arguments[0].value.kind, let name = base.identifierName
    else { return nil }
    return name
  }

  /// A property holding an object (`@ObservedObject`, `@Bindable`, `@EnvironmentObject`, `@Environment(Model.self)`):
  /// the object another view gave is that view's, so the name stands for the giver's expression and reads and
  /// writes reach the giver's state; an object made where it is given (`Model()`, `.preview`) is state of its
  /// own; an object given nowhere the translator sees (an environment's, a root's) is made with `Model()`, its
  /// initial values, with a note.
  private func bindObject(
    _ name: String, wrapper: String, decl: Decl, variable: VariableDecl, value: PropertyValue?, into scope: Scope,
    runtime: RuntimeNames, file: Int
  ) {
    if let value, !Self.makesObject(value.expression) {
      scope.bind(name, .substitution(value.expression, value.scope, isBindingWrapper: false))
      return
    }
    if value != nil {
      hoistState(
        name, variable: variable, value: value, into: scope, runtime: runtime, declaration: decl.range, file: file)
      return
    }
    let context = scope.instance?.definition
    guard let typeName = objectType(ofEnvironment: decl) ?? variable.type?.simpleName,
      isSubsetType(typeName, seenFrom: context, file: file),
      let declared = index.type(named: typeName, in: context, file: file),
      declared.storedProperties.allSatisfy({ $0.value.variable.initializer != nil || !$0.value.variable.isMutable })
    else {
      report(
        .warning, .unsupported,
        "the @\(wrapper) '\(name)' is given no object here, and its type cannot be made from its initial values; "
          + "reading it fails",
        at: variable.nameRange, file: file)
      scope.bind(name, .opaque("@\(wrapper) given no object"))
      return
    }
    report(
      .note, .unsupported,
      "the @\(wrapper) '\(name)' is given no object here; it is laid out from a new '\(typeName)()'",
      at: variable.nameRange, file: file)
    let stateName = declarations.declareState(
      name, runtime: runtime,
      value: .object(
        [("type", .text(typeName, nil)), ("value", .json(.string(typeName + "()"), nil))],
        anchor(decl.range, file: file)))
    scope.bind(name, .runtime(stateName))
    recordStateType(stateName, typeName: typeName, seenFrom: context, file: file)
  }

  /// Whether an object is made where it is written: `Model()`, `Model(items: [])`, `Model.preview`, `.preview`.
  static func makesObject(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .call(let callee, _):
      if case .implicitMember = callee.kind { return true }
      return callee.identifierName?.first?.isUppercase == true
    case .member(let base, _, _): return base.identifierName?.first?.isUppercase == true
    case .implicitMember: return true
    default: return false
    }
  }

  /// `Model(…)` for a class of the files, as the Swift subset builds it: the declared value with each `var` at what
  /// the matching `init` assigns it (or its initial value), since the subset builds values memberwise and a class
  /// has no memberwise initializer; nil when the expression is no call of such a class.
  func objectInitializer(_ expression: Expr, in scope: Scope, depth: Int = 0) -> String? {
    // `Model.preview`, a static constant: its initializer.
    if case .member(let base, let name, _) = expression.kind,
      let (value, origin) = staticConstant(base, name, in: scope)
    {
      return depth < options.limits.maxExpansionDepth ? objectInitializer(value, in: origin, depth: depth + 1) : nil
    }
    guard case .call(let callee, let arguments) = expression.kind, let typeName = callee.identifierName,
      let fields = declarations.classFields[typeName],
      let definition = index.type(named: typeName, in: scope.instance?.definition, file: scope.file),
      declarations.declares(typeName, definition)
    else { return nil }
    let instanceScope = typeScope(definition, file: definition.file)
    let values = propertyValues(definition, arguments: arguments, callScope: scope, instanceScope: instanceScope)
    var parts: [String] = []
    for field in fields {
      // A property left at its own initial value is the declaration's default.
      guard let value = values[field],
        definition.property(field, isStatic: false)?.value.variable.initializer?.range != value.expression.range
      else { continue }
      guard
        let code = subsetCode(value.expression, in: value.scope, instead: "'\(field)' starts at its initial value")
      else { continue }
      parts.append("\(field): \(code)")
    }
    return typeName + "(" + parts.joined(separator: ", ") + ")"
  }

  /// A `@State` property hoisted into the document's state under a fresh name.
  private func hoistState(
    _ name: String, variable: VariableDecl, value: PropertyValue?, into scope: Scope, runtime: RuntimeNames,
    declaration: SourceRange, file: Int
  ) {
    let initial = value.map { ($0.expression, $0.scope) }
    if let value, let typeName = variable.type?.simpleName ?? Self.initializerType(value.expression),
      isSubsetType(typeName, seenFrom: scope.instance?.definition, file: file),
      let made = objectInitializer(value.expression, in: value.scope)
    {
      let stateName = declarations.declareState(
        name, runtime: runtime,
        value: .object(
          [("type", .text(typeName, nil)), ("value", .json(.string(made), nil))], anchor(declaration, file: file)))
      scope.bind(name, .runtime(stateName))
      recordStateType(stateName, typeName: typeName, seenFrom: scope.instance?.definition, file: file)
      return
    }
    guard
      let declared = stateDeclaration(
        type: variable.type, initial: initial, seenFrom: scope.instance?.definition, file: file, range: declaration)
    else {
      report(
        .warning, .unsupported,
        "the @State '\(name)' has a type or initial value the inspector cannot model; reading it fails",
        at: variable.nameRange, file: file)
      scope.bind(name, .opaque("@State of an unmodelled type"))
      return
    }
    let stateName = declarations.declareState(name, runtime: runtime, value: declared)
    scope.bind(name, .runtime(stateName))
    if let typeName = variable.type?.simpleName ?? value.flatMap({ Self.initializerType($0.expression) }) {
      recordStateType(stateName, typeName: typeName, seenFrom: scope.instance?.definition, file: file)
    }
  }

  /// Records that a state variable holds a struct or class of the files the document declares, so that its
  /// computed properties can be read (`computedProperty`).
  private func recordStateType(_ stateName: String, typeName: String, seenFrom context: TypeDefinition?, file: Int) {
    guard let definition = index.type(named: typeName, in: context, file: file),
      declarations.declares(typeName, definition)
    else { return }
    runtimeTypes[stateName] = definition
  }

  /// A state variable's declaration: the short form (`0`, `""`, `false`, `null` for `CGFloat?`) when the
  /// tree format infers the same type, else `{"type": …, "value": …}`; nil when the type is not one the
  /// Swift subset has or the value cannot be written.
  func stateDeclaration(
    type: TypeRef?, initial: (Expr, Scope)?, seenFrom context: TypeDefinition?, file: Int, range: SourceRange
  ) -> OutputValue? {
    let anchor = anchor(range, file: file)
    var typeText = type.map { normalizedTypeText($0) }
    let literal = initial.flatMap { literalValue($0.0, in: $0.1) }
    if typeText == nil, let (expression, _) = initial {
      typeText = Self.initializerType(expression)
    }
    if let typeText, !isSubsetType(typeText, seenFrom: context, file: file) { return nil }
    var value: JSONValue
    if let literal {
      value = literal
    } else if let (expression, scope) = initial {
      guard let code = subsetCode(expression, in: scope, instead: "the state starts at its type's default") else {
        return nil
      }
      value = .string(code)
    } else if let typeText, typeText.hasSuffix("?") {
      value = .null
    } else {
      return nil
    }
    if let typeText {
      if case .string = value, typeText == "String" { return .json(value, anchor) }
      if let inferred = Self.inferredStateType(value), inferred == typeText { return .json(value, anchor) }
      return .object([("type", .text(typeText, nil)), ("value", .json(value, nil))], anchor)
    }
    // An expression's text is no `String` value: without a type, only a literal has a short form.
    guard literal != nil, Self.inferredStateType(value) != nil else { return nil }
    return .json(value, anchor)
  }

  /// The type the tree format infers for a state's short form (see `StateDeclaration.inferredType`).
  static func inferredStateType(_ value: JSONValue) -> String? {
    switch value {
    case .null: return "CGFloat?"
    case .bool: return "Bool"
    case .integer: return "Int"
    case .double: return "CGFloat"
    case .string: return "String"
    default: return nil
    }
  }

  /// A literal's JSON: numbers, strings without interpolation, booleans, `nil`.
  static func literalJSON(_ expression: Expr) -> JSONValue? {
    if let number = numberLiteral(expression) { return number }
    switch expression.kind {
    case .booleanLiteral(let value): return .bool(value)
    case .nilLiteral: return .null
    case .stringLiteral: return expression.literalString.map { .string($0) }
    default: return nil
    }
  }

  /// A literal's JSON, following names bound to substituted arguments (`start` given `false`).
  func literalValue(_ expression: Expr, in scope: Scope, depth: Int = 0) -> JSONValue? {
    if let literal = Self.literalJSON(expression) { return literal }
    guard depth < options.limits.maxExpansionDepth, let name = expression.identifierName,
      case .substitution(let value, let origin, false)? = resolve(name, in: scope)
    else { return nil }
    return literalValue(value, in: origin, depth: depth + 1)
  }

  /// The type of a property's initial value written without a type: a literal's, a type's initializer call
  /// (`Item(name: "a")` is an `Item`, `UUID()` a `UUID`, `UUID(uuidString: s)` a `UUID?`), a type's member
  /// (`Filter.all` is a `Filter`), or an array of one such type (`[Item(…), Item(…)]`, `[1, 2]`).
  static func initializerType(_ expression: Expr) -> String? {
    if let type = literalType(expression) { return type }
    switch expression.kind {
    case .member(let base, _, _):
      guard let name = base.identifierName, name.first?.isUppercase == true else { return nil }
      return name
    case .call(let callee, let arguments):
      guard let name = callee.identifierName, name.first?.isUppercase == true else { return nil }
      if name == "UUID", !arguments.isEmpty { return "UUID?" }
      return name
    case .arrayLiteral(let elements):
      guard let first = elements.first.flatMap(initializerType),
        elements.dropFirst().allSatisfy({ initializerType($0) == first })
      else { return nil }
      return "[\(first)]"
    default: return nil
    }
  }

  /// The type Swift gives an unannotated literal (`0` is `Int`, `0.5` is `Double`).
  static func literalType(_ expression: Expr) -> String? {
    switch expression.kind {
    case .integerLiteral: return "Int"
    case .floatLiteral: return "Double"
    case .prefix("-", let operand): return literalType(operand)
    case .booleanLiteral: return "Bool"
    case .stringLiteral: return "String"
    default: return nil
    }
  }

  /// A type's text as the subset spells it, generic parameters of the instance resolved.
  func normalizedTypeText(_ type: TypeRef) -> String { type.text }

  /// Whether the subset has the type (its built-in types, arrays, optionals, and the structs and enums of the
  /// files), written in `context` (a type whose nested types it sees) in `file` (whose private types it sees).
  func isSubsetType(_ text: String, seenFrom context: TypeDefinition? = nil, file: Int? = nil) -> Bool {
    guard let type = subsetType(text) else { return false }
    return unknownStruct(in: type, seenFrom: context, file: file) == nil
  }

  /// The subset's type for a type's text, nil when the subset cannot parse it; each text is parsed once per
  /// translation (every instance of a view declares its properties with the same texts).
  private func subsetType(_ text: String) -> ValueType? {
    if let known = parsedTypes[text] { return known }
    let type = try? Parser.parseType(SourceText(text)).type
    parsedTypes[text] = type
    return type
  }

  private func unknownStruct(in type: ValueType, seenFrom context: TypeDefinition?, file: Int?) -> String? {
    switch type {
    case .structure(let name):
      return registerType(named: name, seenFrom: context, file: file) ? nil : name
    case .optional(let inner), .array(let inner), .binding(let inner), .anchor(let inner):
      return unknownStruct(in: inner, seenFrom: context, file: file)
    default: return nil
    }
  }
}
