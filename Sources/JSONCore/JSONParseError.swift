/// Why a JSON text was rejected, and where.
///
/// `description` reads like "unterminated string starting at line 3, column 12": the message followed by
/// the position. Lines and columns count from 1; a column counts Unicode scalars, so it matches what an editor
/// shows for text that is valid UTF-8.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The class of problem, for code that reacts to it; the message says the same to people.
  public enum Kind: Hashable, Sendable {
    /// The text ended where more was required.
    case unexpectedEnd
    /// A byte that cannot appear where it was found.
    case unexpectedCharacter
    /// A number that breaks JSON's number grammar (leading zeros, a lone `-`, NaN, Infinity).
    case invalidNumber
    /// A number too large in magnitude for a `Double`.
    case numberOutOfRange
    /// A bad escape or an unescaped control character inside a string.
    case invalidString
    /// A string that is not valid UTF-8, or an escape that encodes a lone surrogate.
    case invalidUTF8
    /// A string whose closing quote never came.
    case unterminatedString
    /// A comma directly before `]` or `}`.
    case trailingComma
    /// Something other than whitespace after the document.
    case trailingData
    /// One of `JSONLimits` was exceeded.
    case limitExceeded
  }

  /// The class of problem.
  public var kind: Kind
  /// The problem in plain words, without the position (for example "unterminated string starting").
  public var message: String
  /// The byte offset in the input (0-based) of the problem.
  public var offset: Int
  /// The line (1-based) of the problem.
  public var line: Int
  /// The column (1-based, in Unicode scalars) of the problem.
  public var column: Int
  /// The limit exceeded, when `kind` is `limitExceeded`.
  public var limit: JSONLimits.Name?

  /// Creates an error.
  public init(kind: Kind, message: String, offset: Int, line: Int, column: Int, limit: JSONLimits.Name? = nil) {
    self.limit = limit
    self.kind = kind
    self.message = message
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// The message followed by the position, for people.
  public var description: String {
    "\(message) at line \(line), column \(column)"
  }
}
