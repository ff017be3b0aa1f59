import JSONCore

/// A `@State` variable declared in the tree: `"labelWidth": {"type": "CGFloat?", "value": null}`, or the short
/// form `"taps": 0` whose type follows from the JSON value (see `inferredType`).
public struct StateDeclaration: Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// The declared type as Swift spells it (`CGFloat?`); nil in the short form.
  public var type: String?
  /// The initial value as JSON (`null` for nil; a string is a Swift expression for types other than `String`).
  public var value: JSONValue
  /// Where it was declared.
  public var path: JSONPath

  /// Creates a declaration.
  public init(name: String, type: String? = nil, value: JSONValue, path: JSONPath) {
    self.name = name
    self.type = type
    self.value = value
    self.path = path
  }

  /// The type as written, or the one the short form implies: `Int` for an integer (`@State var taps = 0` is an
  /// `Int` in Swift), `CGFloat` for any other number, `Bool`, `String`, `CGFloat?` for `null` (the common
  /// `@State var labelWidth: CGFloat?`), `[T]` for an array of one of those (`[String]` when empty); nil when
  /// nothing can be inferred (an object: write the type).
  public var typeName: String? {
    type ?? Self.inferredType(of: value)
  }

  /// The type the short form implies for a JSON value; see `typeName`.
  public static func inferredType(of value: JSONValue) -> String? {
    switch value {
    case .null: return "CGFloat?"
    case .bool: return "Bool"
    case .integer: return "Int"
    case .double: return "CGFloat"
    case .string: return "String"
    case .array(let items):
      guard let first = items.first else { return "[String]" }
      if first.isNull { return nil }
      guard let element = inferredType(of: first) else { return nil }
      // `[0, 0.5]` is `[CGFloat]`: any non-integer element makes the whole array floating point.
      if element == "Int", items.contains(where: { if case .double = $0 { true } else { false } }) {
        return "[CGFloat]"
      }
      return "[\(element)]"
    case .object: return nil
    }
  }
}
