/// An instance of a declared type being expanded: a custom view, a view modifier, a preference key, a layout.
/// Its stored properties are bound in `scope`; its computed properties and methods are looked up on
/// `definition` when a name is not bound.
final class TypeInstance {
  /// The type.
  let definition: TypeDefinition
  /// The generic parameters bound by the use (`Content` to the closure's views, `Number` to `CGFloat`).
  var genericArguments: [String: TypeRef]
  /// The scope holding the instance's properties.
  weak var scope: Scope?

  init(definition: TypeDefinition, genericArguments: [String: TypeRef] = [:]) {
    self.definition = definition
    self.genericArguments = genericArguments
  }
}
