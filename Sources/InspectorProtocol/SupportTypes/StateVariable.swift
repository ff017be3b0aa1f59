import JSONCore

/// A `@State` variable of a tree: its current value and the value the document declares.
public struct StateVariable: Codable, Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// Its current value, as plain JSON (`nil` is `null`).
  public var value: JSONValue
  /// The initial value the tree document declares.
  public var declaredValue: JSONValue
  /// The variable's Swift type (`CGFloat?`).
  public var type: String?

  /// Creates a variable.
  public init(name: String, value: JSONValue, declaredValue: JSONValue, type: String? = nil) {
    self.name = name
    self.value = value
    self.declaredValue = declaredValue
    self.type = type
  }
}
