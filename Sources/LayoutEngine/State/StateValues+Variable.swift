import JSONCore
import SwiftSubset

extension StateValues {
  /// One `@State` variable: its name, declared type and current value.
  public struct Variable: Hashable, Sendable {
    /// The variable's name.
    public var name: String
    /// The declared type (`CGFloat?`).
    public var type: ValueType
    /// The current value.
    public var value: Value
    /// Where it was declared.
    public var path: JSONPath

    /// Creates a variable.
    public init(name: String, type: ValueType, value: Value, path: JSONPath) {
      self.name = name
      self.type = type
      self.value = value
      self.path = path
    }
  }
}
