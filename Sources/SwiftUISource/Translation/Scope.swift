/// The names visible where code is being translated, each with what it means (`NameBinding`), and the type
/// instance whose members `self` reaches.
///
/// Scopes are created per expansion (a custom view's instance, a function's call, a closure's parameters) and
/// chained to the scope they were written in, which is not the scope they are used in: a `content` closure
/// keeps the caller's scope, so its names mean what they meant where it was written.
final class Scope {
  /// The enclosing scope where this code was written.
  let parent: Scope?
  /// The names bound here.
  private(set) var names: [String: NameBinding] = [:]
  /// The instance whose properties and methods unqualified names and `self` reach, if any.
  let instance: TypeInstance?
  /// The file the code of this scope is written in.
  let file: Int

  init(parent: Scope?, instance: TypeInstance? = nil, file: Int) {
    self.parent = parent
    self.instance = instance ?? parent?.instance
    self.file = file
  }

  /// Binds a name here (shadowing outer bindings).
  func bind(_ name: String, _ binding: NameBinding) {
    names[name] = binding
  }

  /// The innermost binding of a name, with the scope that holds it.
  func lookup(_ name: String) -> NameBinding? {
    var scope: Scope? = self
    while let current = scope {
      if let binding = current.names[name] { return binding }
      scope = current.parent
    }
    return nil
  }
}
