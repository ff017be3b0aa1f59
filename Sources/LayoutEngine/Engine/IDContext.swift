/// How resolved ids are formed under a parent (see `NodeID`).
struct IDContext {
  /// The resolved id that derived children hang under (a `ForEach` element adds `[key]`).
  var resolvedParent: String
  /// The declared id of the parent, which declared children's ids start with.
  var declaredParent: String
  /// `[key]` for each enclosing `ForEach` element, appended to explicit ids.
  var keySuffix: String
}
