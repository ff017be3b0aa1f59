import JSONCore
import SwiftSubset

/// `LayoutValueKey`s: a type of the files conforming to `LayoutValueKey`, named by `layoutValue(key: Rank.self,
/// value:)`, declared once under the document's `layoutValueKeys` with its value type and `defaultValue`, which a
/// custom layout's `subview[Rank.self]` reads.
extension Translator {
  /// The document name of the `LayoutValueKey` an argument names (`Rank.self`), declared on first use; nil when it
  /// names no such type of the files.
  func layoutValueKey(_ expression: Expr, in scope: Scope) -> String? {
    guard let type = typeReference(expression, in: scope), let name = type.simpleName,
      let definition = index.type(named: name, in: scope.instance?.definition, file: scope.file),
      definition.conformances.contains("LayoutValueKey")
    else { return nil }
    if declarations.layoutValueKeys.contains(where: { $0.name == definition.name }) { return definition.name }
    guard let property = definition.property("defaultValue", isStatic: true),
      let value = property.value.variable.initializer ?? singleExpression(property.value.variable.getter)
    else {
      report(
        .warning, .unsupported,
        "the LayoutValueKey '\(definition.name)' has no static defaultValue the inspector reads; the modifier is left out",
        at: definition.declaration.nameRange, file: definition.file)
      return nil
    }
    let typeText =
      definition.typeAlias("Value")?.type?.text ?? property.value.variable.type?.text ?? Self.valueType(value)
    guard let typeText, isSubsetType(typeText) else {
      report(
        .warning, .unsupported,
        "the value type of the LayoutValueKey '\(definition.name)' is not one the inspector models; the modifier is left out",
        at: definition.declaration.nameRange, file: definition.file)
      return nil
    }
    let valueAnchor = anchor(value.range, file: property.file)
    let defaultValue: OutputValue
    if let literal = Self.literalJSON(value), value.literalString == nil || typeText == "String" {
      defaultValue = .json(literal, valueAnchor)
    } else if let code = subsetCode(
      value, in: typeScope(definition, file: property.file), instead: "the modifier is left out")
    {
      defaultValue = .text(code, valueAnchor)
    } else {
      return nil
    }
    let members: [(key: String, value: OutputValue)] = [
      ("type", .text(typeText, nil)), ("defaultValue", defaultValue),
    ]
    declarations.layoutValueKeys.append(
      (definition.name, .object(members, anchor(definition.declaration.nameRange, file: definition.file))))
    return definition.name
  }
}
