/// Decodes `Decodable` values from a `JSONValue`: the bridge from parsed JSON to typed structs.
///
/// Rules, chosen to match what a JSON-RPC server needs:
/// - Errors are `JSONCodingError`s whose path names the offending value in JSON-path form below `rootPath`:
///   "params.edits[2].setText.node: expected a string, found a number", or for an absent member
///   "params.uri: missing required field 'uri'".
/// - Optional properties decode both `null` and absence as nil (synthesized `decodeIfPresent`).
/// - Integers accept a JSON integer, or a double with an integral value, that fits the type exactly;
///   `Double` and `Float` accept any number (a `Float` must stay finite). Strings and booleans accept only
///   their own JSON type: nothing is converted silently.
/// - Members the type does not declare are ignored.
/// - A property of type `JSONValue` or `JSONObject` receives the raw value, undecoded.
///
/// Decoding recurses once per level of the decoded type, as `Decodable` requires; the recursion is bounded by
/// `maxDepth` (checked before each level), and values from `JSONParser` are bounded by its own depth limit.
public struct JSONValueDecoder: Sendable {
  /// The path of the decoded value in error paths, e.g. `JSONPath(rootName: "params")`; no name by default.
  public var rootPath: JSONPath
  /// The deepest nesting decoded before failing with an error.
  public var maxDepth: Int

  /// Creates a decoder.
  public init(rootPath: JSONPath = JSONPath(rootName: ""), maxDepth: Int = 512) {
    self.rootPath = rootPath
    self.maxDepth = maxDepth
  }

  /// Decodes a `T` from `value`.
  public func decode<T: Decodable>(_ type: T.Type = T.self, from value: JSONValue) throws(JSONCodingError) -> T {
    if T.self == JSONValue.self, let raw = value as? T { return raw }
    let decoder = JSONValueDecoding(value: value, parent: nil, key: nil, options: self)
    do {
      return try T(from: decoder)
    } catch {
      throw Self.codingError(from: error, rootPath: rootPath)
    }
  }

  /// Converts any error thrown while decoding into a `JSONCodingError` with a JSON path.
  static func codingError(from error: any Error, rootPath: JSONPath) -> JSONCodingError {
    if let error = error as? JSONCodingError { return error }
    guard let error = error as? DecodingError else {
      return JSONCodingError(path: rootPath, message: String(describing: error))
    }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return JSONCodingError(
        path: JSONPath(context.codingPath, below: rootPath), message: context.debugDescription)
    case .keyNotFound(let key, let context):
      return JSONCodingError(
        path: JSONPath(context.codingPath + [key], below: rootPath),
        message: "missing required field '\(key.stringValue)'")
    @unknown default:
      return JSONCodingError(path: rootPath, message: String(describing: error))
    }
  }
}
