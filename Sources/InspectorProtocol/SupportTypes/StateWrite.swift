import JSONCore

/// A write of a `@State` variable: by an action in the update loop, or by a `setState` edit.
public struct StateWrite: Codable, Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// The value before.
  public var old: JSONValue
  /// The value after.
  public var new: JSONValue
  /// The node whose action wrote it; absent for an edit.
  public var node: String?
  /// What wrote it: the code that wrote it (`labelWidth = $0`), or `setState` for an edit.
  public var cause: String

  /// Creates a write.
  public init(name: String, old: JSONValue, new: JSONValue, node: String?, cause: String) {
    self.name = name
    self.old = old
    self.new = new
    self.node = node
    self.cause = cause
  }
}
