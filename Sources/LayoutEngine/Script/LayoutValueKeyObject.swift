import SwiftSubset

/// A declared `LayoutValueKey` type as a custom layout's body names it: `Rank.self`, the subscript of a subview
/// (`subview[Rank.self]`, `LayoutSubviewObject`).
final class LayoutValueKeyObject: HostObject {
  let declaration: LayoutValueKeyDeclaration

  init(_ declaration: LayoutValueKeyDeclaration) {
    self.declaration = declaration
  }

  var typeName: String { "\(declaration.name).Type" }

  func member(_ name: String) throws(HostError) -> Value? {
    switch name {
    case "self": return .hostObject(HostObjectReference(self))
    case "defaultValue": return declaration.defaultValue
    default: return nil
    }
  }
}
