import JSONCore
import SwiftSubset

/// Modifiers applied to translated views: `.modifier(M())`, `extension View` functions and properties of the
/// files, SwiftUI's modifiers through the vocabulary, and the rest passed through.
extension Translator {
  /// Applies one modifier call to the items (several items or a condition are first put in a `Group`, whose
  /// modifiers SwiftUI applies to each of its views).
  func apply(_ call: ModifierCall, to items: [OutputItem], at site: ViewSite) -> [OutputItem] {
    statistics.modifiers += 1
    if call.name == "modifier", call.isCall, let argument = call.arguments.first {
      return applyViewModifier(argument.value, to: items, call: call, at: site)
    }
    if call.name == "previewLayout" {
      // Read with the provider (`RootCandidate.Layout`): the preview's proposal, not a layer.
      report(
        .note, .layoutNeutral, "'previewLayout' is read as the preview's proposal; it adds no layer", at: call.range,
        file: call.file)
      return items
    }
    if let expanded = extensionModifier(call, on: items, at: site) { return expanded }
    if let applied = builtinModifier(call, to: items, at: site) { return applied }
    return passThrough(call, items, known: false)
  }

  /// A modifier left out of the tree: recorded in the statistics, reported as layout-neutral or unknown.
  func passThrough(_ call: ModifierCall, _ items: [OutputItem], known: Bool) -> [OutputItem] {
    statistics.passedThroughModifiers[call.name, default: 0] += 1
    if known {
      report(
        .note, .layoutNeutral, "'\(call.name)' does not change layout; passed through", at: call.range, file: call.file)
    } else {
      report(
        .warning, .unknownModifier,
        "'\(call.name)' is not a modifier the inspector knows; passed through (the view is laid out as if it were not there)",
        at: call.range, file: call.file)
    }
    return items
  }

  /// `.modifier(M(arguments))`: the view modifier's `body(content:)` with `content` standing for the items.
  func applyViewModifier(_ expression: Expr, to items: [OutputItem], call: ModifierCall, at site: ViewSite)
    -> [OutputItem]
  {
    var target = expression
    var arguments: [Argument] = []
    if case .call(let callee, let callArguments) = expression.kind {
      target = callee
      arguments = callArguments
    }
    guard let typeName = typeName(of: target, in: site.scope),
      let definition = index.type(named: typeName, in: site.scope.instance?.definition, file: site.scope.file),
      let body = definition.functions("body", isStatic: false).first
    else {
      return passThrough(call, items, known: false)
    }
    return expand(definition.qualifiedName, use: call.range, file: call.file) {
      let instance = TypeInstance(definition: definition)
      let scope = Scope(parent: rootScope, instance: instance, file: definition.file)
      instance.scope = scope
      let values = propertyValues(definition, arguments: arguments, callScope: site.scope, instanceScope: scope)
      var properties = InstanceProperties()
      var runtime = site.runtime
      bindProperties(
        of: definition, values: values, kind: .modifier, into: scope, runtime: &runtime, properties: &properties,
        use: call.range, useFile: call.file)
      let bodyScope = Scope(parent: scope, file: body.file)
      let contentName = body.value.function.parameters.first?.name ?? "content"
      bodyScope.bind(contentName, .views(.items(items)))
      return translateStatements(body.value.function.body ?? [], at: ViewSite(scope: bodyScope, runtime: runtime))
    }
  }
}
