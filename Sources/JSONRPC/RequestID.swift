import JSONCore

/// The `id` of a JSON-RPC request, kept with its exact JSON type so that the reply echoes it unchanged.
///
/// JSON-RPC 2.0 allows a string, a number or `null`; LSP narrows that to an integer or a string. Clients match
/// replies by comparing ids with their types (Eglot never matches `"1"` to `1`), so an id read as `1.0` is
/// answered as `1.0`, and one read as `"1"` as `"1"`.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
  /// An integer id, the usual kind.
  case integer(Int64)
  /// A string id.
  case string(String)
  /// A number written with a fraction or exponent (the specification discourages these but allows them).
  case double(Double)
  /// `null`: sent by a client (discouraged, but a request that must be answered) or, in error replies, the id
  /// of a request whose id could not be read.
  case null

  /// Reads an id from its JSON value; nil when the value is not a string, a number or null.
  public init?(_ value: JSONValue) {
    switch value {
    case .integer(let integer): self = .integer(integer)
    case .string(let string): self = .string(string)
    case .double(let double): self = .double(double)
    case .null: self = .null
    default: return nil
    }
  }

  /// The id as JSON.
  public var jsonValue: JSONValue {
    switch self {
    case .integer(let integer): return .integer(integer)
    case .string(let string): return .string(string)
    case .double(let double): return .double(double)
    case .null: return .null
    }
  }

  /// The id as it appears on the wire, e.g. `7` or `"abc"`.
  public var description: String { JSONSerializer.serialize(jsonValue) }
}
