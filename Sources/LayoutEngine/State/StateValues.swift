import JSONCore
import SwiftSubset

/// The `@State` of a live tree at one moment: every variable with its type and value, in declaration order.
///
/// A value type: each pass of the update loop reads one snapshot, and the actions after it write a copy that the
/// next pass reads.
public struct StateValues: Hashable, Sendable {
  /// The variables in declaration order.
  public private(set) var variables: [Variable]
  private var indexByName: [String: Int]

  /// Creates state from variables (a later duplicate name replaces an earlier one).
  public init(_ variables: [StateValues.Variable] = []) {
    self.variables = []
    self.indexByName = [:]
    for variable in variables {
      if let index = indexByName[variable.name] {
        self.variables[index] = variable
      } else {
        indexByName[variable.name] = self.variables.count
        self.variables.append(variable)
      }
    }
  }

  /// The variable called `name`.
  public func variable(_ name: String) -> StateValues.Variable? {
    indexByName[name].map { variables[$0] }
  }

  /// The value of the variable called `name`.
  public subscript(name: String) -> Value? {
    variable(name)?.value
  }

  /// The variable names in declaration order.
  public var names: [String] { variables.map(\.name) }

  /// The values as JSON, by name in declaration order (what `tree/state` returns).
  public var json: JSONValue {
    .object(JSONObject(variables.map { ($0.name, $0.value.jsonValue) }))
  }

  /// Stores a value already converted to the variable's type; false when there is no such variable.
  @discardableResult
  mutating func set(_ name: String, to value: Value) -> Bool {
    guard let index = indexByName[name] else { return false }
    variables[index].value = value
    return true
  }

  /// Sets a variable from JSON, as the `setState` edit does: the value is read against the declared type (a
  /// string is a Swift expression for types other than `String`).
  ///
  /// - Throws: an error at `path` for an unknown name or a value of the wrong type; nothing changes then.
  public mutating func set(
    _ name: String, json: JSONValue, declarations: TypeDeclarations, path: JSONPath,
    limits: EvaluationLimits = EvaluationLimits()
  ) throws(TreeError) {
    guard let variable = variable(name) else {
      throw TreeError(
        .unknownNode, at: path.key("name"), "no state named \"\(name)\"" + Suggestion.clause(for: name, in: names))
    }
    let value = try Self.value(
      json, as: variable.type, declarations: declarations, path: path.key("value"), limits: limits)
    set(name, to: value)
  }

  /// The names whose values differ between two snapshots (structural equality), in declaration order.
  public func changedNames(since other: StateValues) -> [String] {
    variables.compactMap { variable in other[variable.name] == variable.value ? nil : variable.name }
  }

  /// Reads a JSON value against a declared type.
  static func value(
    _ json: JSONValue, as type: ValueType, declarations: TypeDeclarations, path: JSONPath, limits: EvaluationLimits
  ) throws(TreeError) -> Value {
    do {
      return try Value(json: json, as: type, declarations: declarations, path: path, limits: limits)
    } catch {
      throw TreeError(.invalidValue, at: path, error.summary)
    }
  }
}
