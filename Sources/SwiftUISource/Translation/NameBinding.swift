/// What a name means while the translator expands views.
enum NameBinding {
  /// A name the engine knows when it evaluates expressions, under its runtime spelling: a `@State` variable
  /// (hoisted into the document), a node's `let` or `bindings` property, a `ForEach` element, a
  /// `GeometryReader` proxy.
  case runtime(String)
  /// An expression written elsewhere, put in place of the name: a parameter of a view function, a property of
  /// a view modifier, a local `let`. With `isBindingWrapper`, the expression is a `Binding` given to a
  /// `@Binding` property: the name reads its wrapped value and `$name` is the binding itself.
  case substitution(Expr, Scope, isBindingWrapper: Bool)
  /// The value of an optional written elsewhere, known not to be nil (`x` in `if let x = optional`): the
  /// expression force-unwrapped.
  case unwrapped(Expr, Scope)
  /// Views (see `ViewValue`).
  case views(ViewValue)
  /// A type: a generic parameter bound to the type an argument gave it.
  case type(TypeRef, Scope)
  /// A type declared in a statement list (a view struct written inside a `#Preview`), found by its simple name
  /// only where it is declared.
  case localType(TypeDefinition)
  /// A value the inspector does not model (an environment object, an observed object); the reason.
  case opaque(String)
}
