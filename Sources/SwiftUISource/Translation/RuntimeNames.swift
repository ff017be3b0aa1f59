/// The names the engine will see as bound at a point of the translated tree: `let` and `bindings` properties
/// of enclosing nodes, `ForEach` elements and `GeometryReader` proxies (state names are global and kept by the
/// translator).
///
/// The translator never binds a name that is already visible: a custom view's `title` inside a caller that
/// has its own `title` becomes `title_2`, so an expression written by the caller still reads the caller's.
struct RuntimeNames {
  private var names: Set<String> = []

  /// Whether `name` is bound here.
  func contains(_ name: String) -> Bool { names.contains(name) }

  /// These names with `name` bound too.
  func adding(_ name: String) -> RuntimeNames {
    var copy = self
    copy.names.insert(name)
    return copy
  }
}
