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

/// One read of a `GeometryReader`'s proxy by an expression: the name it is bound to and the reader's node.
public struct ProxyRead: Hashable, Sendable {
  /// The proxy's name in the expression (`proxy`).
  public var name: String
  /// The `GeometryReader` node.
  public var reader: String

  /// Creates a read.
  public init(name: String, reader: String) {
    self.name = name
    self.reader = reader
  }
}
