import SwiftSubset

/// Methods run from actions and values: a call of a method of the view `self` is (`reset()`, `self.reset()`) or of a
/// struct or class of the files a value holds (`model.add()`) is written as the method's body, run in place by the
/// subset (`ExpressionEmitter.Method`), so that its writes reach the state that holds the receiver; a computed
/// property whose getter is statements is read so too.
extension Translator {
  /// The method `callee` names in `scope`, with the call's `arguments` (nil for a reference to the method): a
  /// function with a body, no generic parameters and no `inout` or variadic parameter, returning no view, whose
  /// parameters take the arguments (the first such overload), or for a reference a computed property of no view
  /// type whose getter is statements; nil otherwise.
  func method(_ callee: Expr, arguments: [Argument]?, in scope: Scope) -> ExpressionEmitter.Method? {
    let definition: TypeDefinition
    let name: String
    var base: Expr?
    switch callee.kind {
    case .identifier(let identifier):
      guard scope.lookup(identifier) == nil, let instance = scope.instance else { return nil }
      (definition, name) = (instance.definition, identifier)
    case .member(let receiver, let member, _):
      if case .selfReference("self") = receiver.kind {
        guard let instance = scope.instance else { return nil }
        (definition, name) = (instance.definition, member)
      } else {
        guard let type = declaredValueType(of: receiver, in: scope, depth: 0) else { return nil }
        (definition, name, base) = (type, member, receiver)
      }
    default: return nil
    }
    // An enum's members read `self`, a case, which no receiver's properties stand for (its `switch self`
    // properties are declared with the enum).
    guard definition.declaration.keyword != .enum else { return nil }
    var chosen: (located: Located<(decl: Decl, function: FunctionDecl)>, arguments: [Argument?]?)?
    for candidate in definition.functions(name, isStatic: false)
    where isInlinable(candidate.value.function, in: definition) {
      if let arguments {
        guard let bound = matchArguments(candidate.value.function.parameters, arguments) else { continue }
        chosen = (candidate, bound)
      } else {
        chosen = (candidate, nil)
      }
      break
    }
    let function: FunctionDecl
    let declaration: ObjectIdentifier
    let file: Int
    let bound: [Argument?]?
    if let chosen {
      (function, declaration, file, bound) = (
        chosen.located.value.function, ObjectIdentifier(chosen.located.value.function), chosen.located.file,
        chosen.arguments
      )
    } else if arguments == nil, let property = definition.property(name, isStatic: false),
      let getter = property.value.variable.getter, singleExpression(getter) == nil,
      !isViewType(property.value.variable.type, decl: property.value.decl, in: definition)
    {
      // A computed property whose getter is statements, read as a method without parameters.
      let variable = property.value.variable
      function = FunctionDecl(
        name: name, nameRange: variable.nameRange, isFailable: false, genericParameters: [], parameters: [],
        returnType: variable.type, requirements: [], body: getter, bodyRange: variable.getterRange)
      (declaration, file, bound) = (ObjectIdentifier(variable), property.file, [])
    } else {
      return nil
    }
    guard let body = function.body, let bodyRange = function.bodyRange else { return nil }
    let owner: Scope
    if let base {
      guard let receiver = receiverScope(base, of: definition, in: scope, file: file) else { return nil }
      owner = receiver
    } else {
      guard let instanceScope = instanceScope(of: scope) else { return nil }
      owner = instanceScope
    }
    let methodScope = Scope(parent: owner, file: file)
    for parameter in function.parameters { methodScope.bind(parameter.name, .runtime(parameter.name)) }
    let parameterTypes = function.parameters.map { parameter -> String? in
      guard let type = parameter.type, isSubsetType(type.text, seenFrom: definition, file: file) else { return nil }
      return type.text
    }
    return ExpressionEmitter.Method(
      function: function, declaration: declaration, scope: methodScope, arguments: bound,
      parameterTypes: parameterTypes, bodyRange: statementsRange(body, within: bodyRange))
  }

  /// Whether a function can be written in place of its calls.
  private func isInlinable(_ function: FunctionDecl, in definition: TypeDefinition) -> Bool {
    guard function.body != nil, function.genericParameters.isEmpty,
      !function.parameters.contains(where: { $0.isInout || $0.isVariadic })
    else { return false }
    if let result = function.returnType, isViewLike(result, in: definition) { return false }
    return true
  }
}
