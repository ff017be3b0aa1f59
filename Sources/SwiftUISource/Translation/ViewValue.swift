/// A view held by a name: a view-typed property or parameter (`content`), a `@ViewBuilder` closure
/// (`content()`), or views already translated (`self` in an `extension View` function, `content` in a
/// `ViewModifier`'s body).
enum ViewValue {
  /// An expression translated where the name is used, in the scope where it was written.
  case expression(Expr, Scope)
  /// A closure called where the name is called (`content()`, `row(item)`), in the scope where it was written.
  case closure(ClosureExpr, Scope)
  /// Views already translated.
  case items([OutputItem])
}
