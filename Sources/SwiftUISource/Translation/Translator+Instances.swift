import JSONCore
import SwiftSubset

/// Instances of declared types and calls of declared functions: which argument goes to which property or
/// parameter, `init` bodies, and what each stored property becomes.
extension Translator {
  /// Property wrappers whose value the inspector keeps as document state.
  static let stateWrappers: Set<String> = [
    "State", "StateObject", "GestureState", "AppStorage", "SceneStorage", "FocusState",
  ]
  /// Property wrappers that hold an object another view owns: the view reads and writes the owner's state
  /// (`@ObservedObject var model: Model`, `@Bindable var model`, `@EnvironmentObject`).
  static let objectWrappers: Set<String> = ["ObservedObject", "Bindable", "EnvironmentObject"]
  /// Property wrappers whose value the inspector does not model (`@Environment(\.key)`; `@Environment(Model.self)`
  /// holds an object, as `objectWrappers` do).
  static let opaqueWrappers: Set<String> = [
    "Environment", "Namespace", "Query", "FetchRequest", "SectionedFetchRequest", "Dependency", "Shared",
    "UIApplicationDelegateAdaptor",
  ]
  /// Property wrappers whose value SwiftUI or another view provides: a root view needs no argument for them.
  static let providedWrappers = opaqueWrappers.union(objectWrappers).union(["FocusState", "StateObject"])
  /// Every property wrapper the translator reads: the state, object and opaque ones, `@Binding` and
  /// `@ScaledMetric`.
  static let propertyWrappers = stateWrappers.union(objectWrappers).union(opaqueWrappers).union([
    "Binding", "ScaledMetric",
  ])

  // MARK: - Arguments to properties

  /// The values of a type's stored properties for a use with `arguments`: through the `init` whose labels
  /// fit, else memberwise (each property by its name, trailing closures to closure and view properties in
  /// order), else the properties' defaults.
  func propertyValues(
    _ definition: TypeDefinition, arguments: [Argument], callScope: Scope, instanceScope: Scope
  ) -> [String: PropertyValue] {
    for initializer in definition.initializers {
      let function = initializer.value.function
      guard let bound = matchArguments(function.parameters, arguments) else { continue }
      let initScope = Scope(parent: instanceScope, file: initializer.file)
      bindParameters(function.parameters, bound, callScope: callScope, into: initScope)
      var values = defaults(definition, instanceScope: instanceScope)
      for (name, value) in assignments(function.body ?? [], scope: initScope, definition: definition) {
        values[name] = value
      }
      return values
    }
    var values = defaults(definition, instanceScope: instanceScope)
    let properties = definition.storedProperties.filter {
      !($0.value.variable.initializer != nil && !$0.value.variable.isMutable)
    }
    var closureProperties = properties.filter {
      isViewType($0.value.variable.type, decl: $0.value.decl, in: definition)
        || isClosureType($0.value.variable.type)
    }.map(\.value.variable.name)[...]
    for argument in arguments {
      var name: String?
      if argument.isTrailingClosure, argument.label == nil {
        name = closureProperties.popFirst()
      } else if let label = argument.label {
        name = label
        closureProperties.removeAll { $0 == label }
      }
      guard let name else {
        report(
          .warning, .unsupported, "an unlabelled argument of '\(definition.name)' matches no property; it is ignored",
          at: argument.range, file: callScope.file)
        continue
      }
      values[name] = PropertyValue(expression: argument.value, scope: callScope, form: .value)
    }
    return values
  }

  /// The stored properties' default values, with room for a value of every stored property (the arguments' values
  /// are added to them).
  private func defaults(_ definition: TypeDefinition, instanceScope: Scope) -> [String: PropertyValue] {
    var values: [String: PropertyValue] = [:]
    values.reserveCapacity(definition.storedProperties.count)
    for (name, initializer) in definition.initialValues {
      values[name] = PropertyValue(expression: initializer, scope: instanceScope, form: .value)
    }
    return values
  }

  /// Which argument goes to which parameter (Swift's forward scan: labels in order, unlabelled trailing
  /// closures to the next parameter that takes a closure, defaults for the rest); nil when they do not fit.
  func matchArguments(_ parameters: [FunctionDecl.Parameter], _ arguments: [Argument]) -> [Argument?]? {
    var result: [Argument?] = []
    var next = 0
    for parameter in parameters {
      if next < arguments.count {
        let argument = arguments[next]
        if argument.label == parameter.label,
          !(argument.isTrailingClosure && argument.label == nil && !acceptsClosure(parameter))
        {
          result.append(argument)
          next += 1
          continue
        }
        if argument.isTrailingClosure, argument.label == nil, acceptsClosure(parameter) {
          result.append(argument)
          next += 1
          continue
        }
      }
      guard parameter.defaultValue != nil || parameter.isVariadic else { return nil }
      result.append(nil)
    }
    return next == arguments.count ? result : nil
  }

  /// Whether a parameter can take a closure (a function type, a view builder).
  private func acceptsClosure(_ parameter: FunctionDecl.Parameter) -> Bool {
    if parameter.attributes.contains(where: { $0.name == "ViewBuilder" || $0.name == "escaping" }) { return true }
    return isClosureType(parameter.type)
  }

  /// Binds parameters to their arguments (or defaults) in `scope`: views for view-typed ones, the type for
  /// `T.Type` generics, substitutions for the rest.
  func bindParameters(
    _ parameters: [FunctionDecl.Parameter], _ arguments: [Argument?], callScope: Scope, into scope: Scope,
    generics: [GenericParameter] = []
  ) {
    for (parameter, argument) in zip(parameters, arguments) {
      let value: Expr
      let valueScope: Scope
      if let argument {
        value = argument.value
        valueScope = callScope
      } else if let defaultValue = parameter.defaultValue {
        value = defaultValue
        valueScope = scope
      } else {
        continue
      }
      // `key: K.Type` given `Largest.self` binds `K` too.
      if case .metatype(let inner)? = parameter.type?.kind, let generic = inner.simpleName,
        generics.contains(where: { $0.name == generic }), let type = typeReference(value, in: valueScope)
      {
        scope.bind(generic, .type(type, valueScope))
      }
      if isViewParameter(parameter) {
        if case .closure(let closure) = value.kind {
          scope.bind(parameter.name, .views(.closure(closure, valueScope)))
        } else {
          scope.bind(parameter.name, .views(.expression(value, valueScope)))
        }
      } else {
        scope.bind(
          parameter.name, .substitution(value, valueScope, isBindingWrapper: false),
          isBindingTyped: parameter.type?.simpleName == "Binding")
      }
    }
  }

  private func isViewParameter(_ parameter: FunctionDecl.Parameter) -> Bool {
    if parameter.attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
    guard let type = parameter.type else { return false }
    if case .function(_, let result) = type.kind { return isViewLike(result) }
    return isViewLike(type)
  }

  /// The type an expression names when it is `X.self` or a type (`Largest<CGFloat>.self`).
  func typeReference(_ expression: Expr, in scope: Scope) -> TypeRef? {
    switch expression.kind {
    case .member(let base, "self", _): return typeReference(base, in: scope)
    case .identifier(let name):
      if case .type(let type, _)? = scope.lookup(name) { return type }
      guard name.first?.isUppercase == true else { return nil }
      if name == "Self", let definition = scope.instance?.definition {
        return TypeRef(
          kind: .named([.init(name: definition.qualifiedName, arguments: [])]), range: expression.range,
          text: definition.qualifiedName)
      }
      return TypeRef(kind: .named([.init(name: name, arguments: [])]), range: expression.range, text: name)
    case .specialized(let base, let arguments):
      guard let baseType = typeReference(base, in: scope), case .named(var components) = baseType.kind,
        !components.isEmpty
      else { return nil }
      components[components.count - 1].arguments = arguments
      return TypeRef(kind: .named(components), range: expression.range, text: text(expression.range, file: scope.file))
    case .member(let base, let name, _):
      guard name.first?.isUppercase == true, let baseType = typeReference(base, in: scope),
        case .named(var components) = baseType.kind
      else { return nil }
      components.append(.init(name: name, arguments: []))
      return TypeRef(kind: .named(components), range: expression.range, text: text(expression.range, file: scope.file))
    case .type(let type): return type
    default: return nil
    }
  }

  /// What an `init` body assigns to stored properties: `self.x = e`, `x = e`, `_x = State(initialValue: e)`,
  /// `self._x = binding`, `self.content = content()`.
  private func assignments(_ body: [Stmt], scope: Scope, definition: TypeDefinition) -> [String: PropertyValue] {
    let stored = Set(definition.storedProperties.map(\.value.variable.name))
    var values: [String: PropertyValue] = [:]
    for statement in body {
      guard case .expression(let expression) = statement.kind,
        case .binary("=", let target, let value) = expression.kind
      else { continue }
      var name: String?
      switch target.kind {
      case .member(let base, let member, _):
        if case .selfReference("self") = base.kind { name = member }
      case .identifier(let identifier):
        // A bare name is the property unless a parameter shadows it.
        if identifier.hasPrefix("_") || scope.lookup(identifier) == nil || !stored.contains(identifier) {
          name = identifier
        }
      default: break
      }
      guard var property = name else { continue }
      var form = PropertyValue.Form.value
      var assigned = value
      if property.hasPrefix("_"), stored.contains(String(property.dropFirst())) {
        property = String(property.dropFirst())
        form = .wrapper
        // `State(initialValue: e)`, `State(wrappedValue: e)`.
        if case .call(let callee, let arguments) = value.kind,
          let wrapper = callee.identifierName ?? typeName(of: callee, in: scope),
          Self.stateWrappers.contains(wrapper),
          let initial = arguments.first(where: {
            $0.label == "initialValue" || $0.label == "wrappedValue" || $0.label == nil
          })
        {
          form = .stateInitialValue
          assigned = initial.value
        }
      }
      guard stored.contains(property) else { continue }
      values[property] = PropertyValue(expression: assigned, scope: scope, form: form)
    }
    return values
  }

  // MARK: - Types

  /// Whether a type is a view's: `some View`, `AnyView`, a generic parameter constrained to `View`, or a
  /// closure returning one.
  func isViewType(_ type: TypeRef?, decl: Decl, in definition: TypeDefinition) -> Bool {
    if decl.attribute("ViewBuilder") != nil { return true }
    guard let type else { return false }
    if case .function(_, let result) = type.kind { return isViewLike(result, in: definition) }
    return isViewLike(type, in: definition)
  }

  /// `some View`, `AnyView`, `any View`, `Content` constrained to `View`.
  func isViewLike(_ type: TypeRef, in definition: TypeDefinition? = nil) -> Bool {
    switch type.kind {
    case .opaque(let inner), .existential(let inner): return inner.simpleName == "View"
    case .optional(let inner, _): return isViewLike(inner, in: definition)
    default: break
    }
    guard let name = type.simpleName else { return false }
    if name == "AnyView" || name == "EmptyView" || name == "Text" || name == "Image" { return true }
    if let definition {
      if definition.declaration.genericParameters.contains(where: {
        $0.name == name && $0.constraint?.simpleName == "View"
      }) {
        return true
      }
      if definition.declaration.requirements.contains(where: {
        $0.subject.simpleName == name && !$0.isSameType && $0.constraint.simpleName == "View"
      }) {
        return true
      }
    }
    switch name {
    case "Content", "Label", "Header", "Footer", "Destination", "Leading", "Trailing", "Body": return true
    default: return false
    }
  }

  /// Whether a type is a function type (`() -> Void`, `@escaping (Int) -> Content`).
  func isClosureType(_ type: TypeRef?) -> Bool {
    guard let type else { return false }
    switch type.kind {
    case .function: return true
    case .optional(let inner, _): return isClosureType(inner)
    default: return false
    }
  }
}
