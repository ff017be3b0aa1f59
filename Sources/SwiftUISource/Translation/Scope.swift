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

  /// Names bound here whose declared type is `Binding<T>` (so `name.value`, the early spelling, reads
  /// `name.wrappedValue`).
  private(set) var bindingTyped: Set<String> = []

  /// Binds a name here (shadowing outer bindings); `isBindingTyped` when it is declared `Binding<T>`.
  func bind(_ name: String, _ binding: NameBinding, isBindingTyped: Bool = false) {
    names[name] = binding
    if isBindingTyped {
      bindingTyped.insert(name)
    } else if !bindingTyped.isEmpty {
      bindingTyped.remove(name)
    }
  }

  /// Whether the innermost binding of `name` is declared `Binding<T>`.
  func isBindingTyped(_ name: String) -> Bool {
    var scope: Scope? = self
    while let current = scope {
      if !current.names.isEmpty, current.names[name] != nil { return current.bindingTyped.contains(name) }
      scope = current.parent
    }
    return false
  }

  /// The innermost binding of a name, with the scope that holds it.
  func lookup(_ name: String) -> NameBinding? {
    var scope: Scope? = self
    while let current = scope {
      // Most scopes (a body's, a closure's) bind nothing: skip them without hashing the name.
      if !current.names.isEmpty, let binding = current.names[name] { return binding }
      scope = current.parent
    }
    return nil
  }
}
