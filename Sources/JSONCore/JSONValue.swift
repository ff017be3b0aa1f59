/// A JSON document as a value.
///
/// Numbers keep the distinction the text made: a number written without a fraction or exponent that fits in
/// 64 bits is an `integer`; every other number is a `double`. JSON-RPC needs this to echo request ids with
/// their exact type, and the layout engine needs it to tell `"index": 1` from `"width": 1.5` in error messages.
///
/// Objects keep their members in document order, so that serializing a parsed document reproduces its key
/// order and every reply the daemon writes is deterministic.
public enum JSONValue: Hashable, Sendable {
  /// The literal `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written as an integer that fits in `Int64`.
  case integer(Int64)
  /// Any other number. Never NaN or infinite: JSON cannot spell those.
  case double(Double)
  /// A string, already unescaped.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object with its members in document order.
  case object(JSONObject)
}

extension JSONValue {
  /// The value's JSON type name, for error messages ("expected a number, found a string").
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .integer, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The number as a `Double`, whether it was written as an integer or not; nil for every other type.
  public var doubleValue: Double? {
    switch self {
    case .integer(let value): return Double(value)
    case .double(let value): return value
    default: return nil
    }
  }

  /// The integer, or a double that holds an exact integer in `Int64`'s range; nil otherwise.
  public var integerValue: Int64? {
    switch self {
    case .integer(let value): return value
    case .double(let value):
      // The bounds are exclusive at the top because Double(Int64.max) rounds up to 2^63.
      guard value.rounded() == value, value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0
      else { return nil }
      return Int64(value)
    default: return nil
    }
  }

  /// The string, or nil for every other type.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The boolean, or nil for every other type.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, or nil for every other type.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The object, or nil for every other type.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The member named `key` when the value is an object; nil otherwise or when absent.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// Creates `null`.
  public init(nilLiteral: ()) { self = .null }
  /// Creates a boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// Creates an integer.
  public init(integerLiteral value: Int64) { self = .integer(value) }
  /// Creates a double.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// Creates a string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates an array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// Creates an object with the members in the order written.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

extension JSONValue: CustomStringConvertible {
  /// The value as compact JSON text.
  public var description: String { JSONSerializer.serialize(self) }
}
