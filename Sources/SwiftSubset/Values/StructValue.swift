/// A value of a struct type declared by the tree (`BoundsAnchor(anchor: nil)`): its type name and its fields in
/// declaration order.
///
/// `==` on `StructValue` (and so on `Value`) is memberwise. The language's `==` and `EvaluationContext`'s
/// equality use the declaration's equality instead, which may be a custom body (`Interpreter.isEqual`).
public struct StructValue: Hashable, Sendable {
  /// The struct's name.
  public var typeName: String
  /// The field names in declaration order.
  public var fieldNames: [String]
  /// The field values, in the order of `fieldNames`.
  public var fieldValues: [Value]

  /// Creates a struct value from fields in declaration order.
  public init(typeName: String, fields: [(name: String, value: Value)]) {
    self.typeName = typeName
    self.fieldNames = fields.map(\.name)
    self.fieldValues = fields.map(\.value)
  }

  /// The value of a field, or nil when there is no such field.
  public subscript(field name: String) -> Value? {
    get { fieldNames.firstIndex(of: name).map { fieldValues[$0] } }
    set {
      guard let index = fieldNames.firstIndex(of: name), let newValue else { return }
      fieldValues[index] = newValue
    }
  }

  /// The fields in declaration order.
  public var fields: [(name: String, value: Value)] { Array(zip(fieldNames, fieldValues)) }
}
