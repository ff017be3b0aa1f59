/// A `Binding<T>`: a reference to a host variable, made by `$name`.
///
/// Reading `binding.wrappedValue` reads the host variable and assigning it writes the host variable, which is
/// how SwiftUI code passes `@State` to reusable parts (`width.wrappedValue = max(…)`).
public struct BindingValue: Hashable, Sendable {
  /// The host variable the binding reads and writes.
  public var variable: String
  /// The variable's declared type.
  public var valueType: ValueType

  /// Creates a binding.
  public init(variable: String, valueType: ValueType) {
    self.variable = variable
    self.valueType = valueType
  }
}
