/// The value a stored property of an expanded instance gets: from an argument, an `init`'s assignment, or
/// its default.
struct PropertyValue {
  /// How the value was given.
  enum Form {
    /// The property's value itself.
    case value
    /// `_x = State(initialValue: e)`: the initial value of a wrapped `@State`.
    case stateInitialValue
    /// `_x = binding` or `self._x = binding`: the `Binding` behind a `@Binding`.
    case wrapper
  }

  /// The expression.
  var expression: Expr
  /// The scope it is written in.
  var scope: Scope
  /// How it was given.
  var form: Form
}
