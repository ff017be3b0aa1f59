/// Bindings written other than `$state`: to a property (`$model.title`, the binding an `@Observable` or
/// `@Bindable` object's property gives) and `Binding(get:set:)`. The Swift subset binds whole host variables only,
/// so the translator reads such a binding as the value it gets: the path it reads, which a write through the binding
/// also assigns when the setter assigns that path (`set: { model.title = $0 }`), else the getter's value alone.
extension Translator {
  /// What a binding written as a property path or with `Binding(get:set:)` reads and writes.
  struct BindingForm {
    /// The expression the binding reads (`model.title` for `$model.title`; the getter's expression).
    var read: Expr
    /// Whether a write through the binding assigns `read` (a property path, or a setter that assigns the getter's
    /// path); else writes through it are not modelled.
    var writesRead: Bool
  }

  /// `$model.title` as `model.title` (the same range, so the written text follows the name's substitution), or
  /// `Binding(get: { e }, set: { … })` as `e`; nil for any other expression.
  func bindingForm(_ expression: Expr) -> BindingForm? {
    if case .member = expression.kind, let read = Self.strippingBindingRoot(expression) {
      return BindingForm(read: read, writesRead: true)
    }
    guard case .call(let callee, let arguments) = expression.kind, Self.isBindingType(callee),
      let getter = arguments.first(where: { $0.label == "get" })?.value,
      case .closure(let getClosure) = getter.kind, getClosure.parameters?.isEmpty ?? true,
      let read = singleExpression(getClosure.body)
    else { return nil }
    var writesRead = false
    if let setter = arguments.first(where: { $0.label == "set" })?.value, case .closure(let setClosure) = setter.kind,
      let assignment = singleExpression(setClosure.body), case .binary("=", let target, let value) = assignment.kind
    {
      let parameter = setClosure.parameters?.first?.name ?? "$0"
      let assigned: String? =
        switch value.kind {
        case .identifier(let name): name
        case .dollarIdentifier(let name): "$" + name
        default: nil
        }
      writesRead = assigned == parameter && Self.samePath(target, read)
    }
    return BindingForm(read: read, writesRead: writesRead)
  }

  /// `Binding` or `Binding<T>` as a callee.
  private static func isBindingType(_ callee: Expr) -> Bool {
    if case .specialized(let base, _) = callee.kind { return base.identifierName == "Binding" }
    return callee.identifierName == "Binding"
  }

  /// A member chain rooted at `$name` (not `$0`) with the root read as `name`, keeping every range.
  static func strippingBindingRoot(_ expression: Expr) -> Expr? {
    switch expression.kind {
    case .dollarIdentifier(let name) where Int(name) == nil:
      return Expr(kind: .identifier(name), range: expression.range)
    case .member(let base, let name, let nameRange):
      guard let root = strippingBindingRoot(base) else { return nil }
      return Expr(kind: .member(root, name, nameRange: nameRange), range: expression.range)
    default: return nil
    }
  }

  /// Whether two expressions are the same property path (`model.title`, `self.model.title`, `title`).
  private static func samePath(_ a: Expr, _ b: Expr) -> Bool {
    switch (a.kind, b.kind) {
    case (.identifier(let x), .identifier(let y)): return x == y
    case (.member(let base, let name, _), .identifier(let other)),
      (.identifier(let other), .member(let base, let name, _)):
      if case .selfReference("self") = base.kind { return name == other }
      return false
    case (.member(let x, let xName, _), .member(let y, let yName, _)):
      if case .selfReference("self") = x.kind, case .selfReference("self") = y.kind { return xName == yName }
      return xName == yName && samePath(x, y)
    default: return false
    }
  }
}
