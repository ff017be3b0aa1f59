/// Where views are being translated: the scope their code is written in, and the runtime names visible at
/// the place in the tree they will occupy.
struct ViewSite {
  var scope: Scope
  var runtime: RuntimeNames

  /// The same place with code from another scope (a closure written elsewhere).
  func with(scope: Scope) -> ViewSite { ViewSite(scope: scope, runtime: runtime) }
}
