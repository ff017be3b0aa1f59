/// The names visible where code is being translated, each with what it means (`NameBinding`), and the type
/// instance whose members `self` reaches.
///
/// Scopes are created per expansion (a custom view's instance, a function's call, a closure's parameters) and
/// chained to the scope they were written in, which is not the scope they are used in: a `content` closure
/// keeps the caller's scope, so its names mean what they meant where it was written.
///
/// A scope binds few names (a view's properties, a function's parameters): they are kept in a list searched
/// linearly, which costs less than hashing each name looked up on the way out through the chain; a scope that
/// binds more than `indexThreshold` names also keeps a name-to-position index, so client code with thousands of
/// properties stays linear. A lookup walks the chain without retaining the scopes it passes. The list is
/// `@exclusivity(unchecked)`, as the translator's own state is: a translation runs on one thread, no access to it
/// calls out of this class while it lasts (the compiler's static checks still apply), and the dynamic checks of
/// the translation's state were about 5 % of the instructions of reading and translating the benchmark's
/// 2,000-line file (callgrind, `inspector-bench source`).
final class Scope {
  /// The enclosing scope where this code was written.
  let parent: Scope?
  /// The names bound here, in the order first bound: the binding, and whether the name is declared
  /// `Binding<T>`.
  @exclusivity(unchecked) private var entries: [Entry] = []
  /// Positions in `entries` by name, once there are more than `indexThreshold` of them.
  @exclusivity(unchecked) private var index: [String: Int]?
  /// The instance whose properties and methods unqualified names and `self` reach, if any.
  let instance: TypeInstance?
  /// The file the code of this scope is written in.
  let file: Int

  private struct Entry {
    var name: String
    var binding: NameBinding
    /// Whether the name is declared `Binding<T>` (so `name.value`, the early spelling, reads
    /// `name.wrappedValue`).
    var isBindingTyped: Bool
  }

  /// Scopes with at most this many names are searched linearly only.
  private static let indexThreshold = 16

  init(parent: Scope?, instance: TypeInstance? = nil, file: Int) {
    self.parent = parent
    self.instance = instance ?? parent?.instance
    self.file = file
  }

  /// The position of `name`'s entry here.
  private func position(of name: String) -> Int? {
    if let index { return index[name] }
    for position in entries.indices where entries[position].name == name { return position }
    return nil
  }

  /// Binds a name here (shadowing outer bindings); `isBindingTyped` when it is declared `Binding<T>`.
  func bind(_ name: String, _ binding: NameBinding, isBindingTyped: Bool = false) {
    let entry = Entry(name: name, binding: binding, isBindingTyped: isBindingTyped)
    if let position = position(of: name) {
      entries[position] = entry
      return
    }
    entries.append(entry)
    if index != nil {
      index?[name] = entries.count - 1
    } else if entries.count > Self.indexThreshold {
      var positions: [String: Int] = [:]
      positions.reserveCapacity(entries.count)
      for (position, entry) in entries.enumerated() { positions[entry.name] = position }
      index = positions
    }
  }

  /// Whether the innermost binding of `name` is declared `Binding<T>`.
  func isBindingTyped(_ name: String) -> Bool {
    innermost { scope in scope.position(of: name).map { scope.entries[$0].isBindingTyped } } ?? false
  }

  /// The innermost binding of a name.
  func lookup(_ name: String) -> NameBinding? {
    innermost { scope in scope.position(of: name).map { scope.entries[$0].binding } }
  }

  /// The first answer `read` gives in this scope or an enclosing one, innermost first. The chain is walked without
  /// retaining each scope it passes (a strong walk retained and released one per step, about 2 M instructions
  /// of each translation of the benchmark's file): every scope of the chain is kept alive by this one.
  private func innermost<T>(_ read: (Scope) -> T?) -> T? {
    var current = Unmanaged.passUnretained(self)
    while true {
      let (found, parent) = current._withUnsafeGuaranteedRef { scope in
        (read(scope), scope.parent.map { Unmanaged.passUnretained($0) })
      }
      if let found { return found }
      guard let parent else { return nil }
      current = parent
    }
  }
}
