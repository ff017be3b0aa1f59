/// Why a value could not be decoded from, or encoded to, a `JSONValue`, and where.
///
/// `path` names the offending value, starting from the decoder's root path: `params.edits[2].setText.node`. `description` reads
/// "params.edits[2].setText.node: expected a string, found a number", or
/// "params.uri: missing required field 'uri'".
public struct JSONCodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path of the offending value (printed empty for the root when the root has no name).
  public var path: JSONPath
  /// What was wrong, in plain words, without the path.
  public var message: String

  /// Creates an error.
  public init(path: JSONPath, message: String) {
    self.path = path
    self.message = message
  }

  /// The path, a colon and the message; just the message when the path is empty.
  public var description: String {
    let path = path.description
    return path.isEmpty ? message : "\(path): \(message)"
  }
}
