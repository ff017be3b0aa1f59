import JSONCore

/// A user type (a struct such as `BoundsAnchor`) declared in the tree's `types`, kept as written.
public struct TypeDeclaration: Hashable, Sendable {
  /// The type's name.
  public var name: String
  /// Its declaration as written.
  public var declaration: JSONValue
  /// Where it was declared.
  public var path: JSONPath
}
