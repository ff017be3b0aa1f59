/// A ready-made `HostScope`: variables in a dictionary.
///
/// Tests, benchmarks and simple hosts use it as is; a host with its own state storage implements `HostScope`
/// directly.
public final class HostVariables: HostScope {
  /// The variables by name.
  public var variables: [String: HostVariable]

  /// Creates a scope holding the given variables.
  public init(_ variables: [String: HostVariable] = [:]) {
    self.variables = variables
  }

  /// Adds or replaces a variable.
  public func define(_ name: String, _ value: Value, type: ValueType, isWritable: Bool = true) {
    variables[name] = HostVariable(value: value, type: type, isWritable: isWritable)
  }

  /// The current value of a variable, or nil.
  public subscript(name: String) -> Value? {
    variables[name]?.value
  }

  /// The variable of that name, or nil.
  public func variable(named name: String) -> HostVariable? {
    variables[name]
  }

  /// Stores a value; refuses unknown and read-only variables.
  public func setVariable(named name: String, to value: Value) throws(HostError) {
    guard var variable = variables[name] else { throw HostError("no variable named '\(name)'") }
    guard variable.isWritable else { throw HostError("'\(name)' is read-only") }
    variable.value = value
    variables[name] = variable
  }
}
