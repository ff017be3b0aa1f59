import JSONCore

/// One read of a `@State` variable by an expression.
public struct StateRead: Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// The value read.
  public var value: JSONValue

  /// Creates a read.
  public init(name: String, value: JSONValue) {
    self.name = name
    self.value = value
  }
}
