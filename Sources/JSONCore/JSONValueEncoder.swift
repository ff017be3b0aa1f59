/// Encodes `Encodable` values into a `JSONValue`: the bridge from typed results to JSON.
///
/// Rules:
/// - Object members come out in the order the type encodes them, which for synthesized conformances is the
///   declaration order of the properties (the `CodingKeys` order).
/// - `nil` optionals are left out (synthesized `encodeIfPresent`); a type that encodes nothing becomes `{}`.
/// - Dictionaries with `String` keys are written with their keys sorted by UTF-8 bytes, so the output does not
///   depend on hashing order and every reply is deterministic.
/// - NaN and infinities, which JSON cannot spell, and unsigned integers above `Int64.max` are errors.
/// - A property of type `JSONValue` or `JSONObject` is written as it is.
///
/// Encoding recurses once per level of the encoded value, as `Encodable` requires; `maxDepth` bounds it.
public struct JSONValueEncoder: Sendable {
  /// The deepest nesting encoded before failing with an error.
  public var maxDepth: Int

  /// Creates an encoder.
  public init(maxDepth: Int = 512) {
    self.maxDepth = maxDepth
  }

  /// Encodes `value` as a `JSONValue`.
  public func encode<T: Encodable>(_ value: T) throws(JSONCodingError) -> JSONValue {
    if let raw = value as? JSONValue { return raw }
    let encoder = JSONValueEncoding(parent: nil, tail: .none, options: self)
    do {
      return try encoder.encodeChild(value, at: .none).jsonValue
    } catch {
      throw Self.codingError(from: error)
    }
  }

  static func codingError(from error: any Error) -> JSONCodingError {
    if let error = error as? JSONCodingError { return error }
    if let error = error as? EncodingError, case .invalidValue(_, let context) = error {
      return JSONCodingError(
        path: JSONPath(context.codingPath, below: JSONPath(rootName: "")), message: context.debugDescription)
    }
    return JSONCodingError(path: JSONPath(rootName: ""), message: String(describing: error))
  }
}
