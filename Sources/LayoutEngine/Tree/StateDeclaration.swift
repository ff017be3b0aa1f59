import JSONCore

/// A `@State` variable declared in the tree.
public struct StateDeclaration: Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// Its value as JSON (`null` for nil).
  public var value: JSONValue
  /// Where it was declared.
  public var path: JSONPath
}
