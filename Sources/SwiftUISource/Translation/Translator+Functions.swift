import SwiftSubset

/// Functions and computed properties that return views, and `extension View` members used as modifiers.
extension Translator {
  /// A computed view property (`arguments` nil) or a view-returning method of the instance, expanded; nil
  /// when the type has no such member.
  func expandMember(
    _ name: String, of instance: TypeInstance, arguments: [Argument]?, range: SourceRange, at site: ViewSite
  ) -> [OutputItem]? {
    let definition = instance.definition
    guard let owner = instance.scope else { return nil }
    if let arguments {
      for function in definition.functions(name, isStatic: false) + definition.functions(name, isStatic: true) {
        let declaration = function.value.function
        guard declaration.body != nil, returnsView(declaration, decl: function.value.decl, in: definition),
          matchArguments(declaration.parameters, arguments) != nil
        else { continue }
        countView(resolved: true, name: name, range: range, file: site.scope.file)
        return expandFunction(
          declaration, file: function.file, arguments: arguments, callScope: site.scope, owner: owner, selfItems: nil,
          range: range, at: site)
      }
      return nil
    }
    guard let property = definition.property(name, isStatic: false), let getter = property.value.variable.getter,
      property.value.variable.type.map({ isViewLike($0, in: definition) }) ?? true
        || property.value.decl.attribute("ViewBuilder") != nil
    else { return nil }
    countView(resolved: true, name: name, range: range, file: site.scope.file)
    return expand(definition.qualifiedName + "." + name, use: range, file: site.scope.file) {
      translateStatements(getter, at: site.with(scope: Scope(parent: owner, file: property.file)))
    }
  }

  /// Whether a function returns a view (`-> some View`, `@ViewBuilder`, a view-typed result).
  func returnsView(_ function: FunctionDecl, decl: Decl, in definition: TypeDefinition?) -> Bool {
    if decl.attribute("ViewBuilder") != nil { return true }
    guard let result = function.returnType else { return false }
    return isViewLike(result, in: definition)
  }

  /// A function's body with its parameters bound to the arguments, and `self` bound to `selfItems` for an
  /// `extension View` function.
  func expandFunction(
    _ function: FunctionDecl, file: Int, arguments: [Argument], callScope: Scope, owner: Scope,
    selfItems: [OutputItem]?, range: SourceRange, at site: ViewSite
  ) -> [OutputItem] {
    expand(function.name, use: range, file: callScope.file) {
      let scope = Scope(parent: owner, file: file)
      if let selfItems { scope.bind("self", .views(.items(selfItems))) }
      if let matched = matchArguments(function.parameters, arguments) {
        bindParameters(
          function.parameters, matched, callScope: callScope, into: scope, generics: function.genericParameters)
      } else {
        report(
          .warning, .unsupported, "the arguments do not fit the parameters of '\(function.name)'; they are ignored",
          at: range, file: callScope.file)
      }
      return translateStatements(function.body ?? [], at: site.with(scope: scope))
    }
  }

  /// The `extension View` (or `extension Text`, …) member called as a modifier, if the files declare one.
  func extensionModifier(_ call: ModifierCall, on items: [OutputItem], at site: ViewSite) -> [OutputItem]? {
    guard index.hasExtensionMember(named: call.name) else { return nil }
    var extended = ["View"]
    if items.count == 1, case .node(let node) = items[0] {
      extended.append(node.view)
      if ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"].contains(node.view) {
        extended += ["Shape", "InsettableShape"]
      }
    }
    for member in index.extensionMembers(named: call.name, for: extended) {
      switch member.value.kind {
      case .function(let function) where call.isCall && function.body != nil:
        guard matchArguments(function.parameters, call.arguments) != nil else { continue }
        return expandFunction(
          function, file: member.file, arguments: call.arguments, callScope: site.scope,
          owner: Scope(parent: rootScope, file: member.file), selfItems: items, range: call.range, at: site)
      case .variable(let variable) where !call.isCall:
        guard let getter = variable.getter else { continue }
        return expand(call.name, use: call.range, file: call.file) {
          let scope = Scope(parent: rootScope, file: member.file)
          scope.bind("self", .views(.items(items)))
          return translateStatements(getter, at: site.with(scope: scope))
        }
      default:
        continue
      }
    }
    return nil
  }
}
