import JSONCore

/// The `error` of a JSON-RPC reply: a code, a short message and optional data.
///
/// Handlers throw it to answer with an error. The standard codes are static members of `Code`, and the common
/// errors are static members here (`.methodNotFound`, `.requestCancelled`, ...). Applications choose codes in
/// -32000…-32099 (implementation-defined server errors) or outside the reserved -32768…-32000 block.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An error code.
  public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The integer on the wire.
    public var rawValue: Int64

    /// Creates a code.
    public init(rawValue: Int64) { self.rawValue = rawValue }

    /// Creates a code from a literal.
    public init(integerLiteral value: Int64) { self.rawValue = value }

    /// The number.
    public var description: String { String(rawValue) }

    /// -32700: the body is not valid JSON.
    public static let parseError: Code = -32700
    /// -32600: valid JSON that is not a valid request object (or a request not allowed now).
    public static let invalidRequest: Code = -32600
    /// -32601: no such method.
    public static let methodNotFound: Code = -32601
    /// -32602: the params do not fit the method.
    public static let invalidParams: Code = -32602
    /// -32603: the server failed.
    public static let internalError: Code = -32603
    /// -32002 (LSP): a request arrived before `initialize`.
    public static let serverNotInitialized: Code = -32002
    /// -32001 (LSP): an unknown error.
    public static let unknownErrorCode: Code = -32001
    /// -32803 (LSP): a well-formed request that failed.
    public static let requestFailed: Code = -32803
    /// -32802 (LSP): the server cancelled a request that declared itself server-cancellable.
    public static let serverCancelled: Code = -32802
    /// -32801 (LSP): the document changed under the request, outside the normal flow.
    public static let contentModified: Code = -32801
    /// -32800 (LSP): the client cancelled the request.
    public static let requestCancelled: Code = -32800
    /// -32099: used locally only, never sent: the connection closed before a reply arrived.
    public static let connectionClosed: Code = -32099

    /// The name of a standard code (JSON-RPC's and LSP's), as `data.kind` spells it: `parseError`,
    /// `invalidRequest`, …; nil for codes an application chose.
    public var name: String? {
      switch self {
      case .parseError: return "parseError"
      case .invalidRequest: return "invalidRequest"
      case .methodNotFound: return "methodNotFound"
      case .invalidParams: return "invalidParams"
      case .internalError: return "internalError"
      case .serverNotInitialized: return "serverNotInitialized"
      case .unknownErrorCode: return "unknownErrorCode"
      case .requestFailed: return "requestFailed"
      case .serverCancelled: return "serverCancelled"
      case .contentModified: return "contentModified"
      case .requestCancelled: return "requestCancelled"
      case .connectionClosed: return "connectionClosed"
      default: return nil
      }
    }
  }

  /// The code.
  public var code: Code
  /// A short description.
  public var message: String
  /// More information, for machines (for example `{"path": "params.uri"}`).
  public var data: JSONValue?

  /// Creates an error.
  public init(code: Code, message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  /// The error with `data.kind` filled in from the code's name when it has none (every reply `Endpoint` sends
  /// goes through this): data that is not an object moves under `data.detail`; an application's code without a
  /// name gets the kind `serverError`.
  public var withKind: ResponseError {
    var object: JSONObject
    switch data {
    case .object(let members)?:
      guard members["kind"] == nil else { return self }
      object = members
    case nil:
      object = JSONObject()
    case let other?:
      object = ["detail": other]
    }
    var members: JSONObject = ["kind": .string(code.name ?? "serverError")]
    for (key, value) in object { members[key] = value }
    var copy = self
    copy.data = .object(members)
    return copy
  }

  /// "-32601 Method not found", with the data when there is some.
  public var description: String {
    var text = "\(code) \(message)"
    if let data { text += " " + JSONSerializer.serialize(data) }
    return text
  }

  /// The error as a JSON-RPC error object.
  public var jsonValue: JSONValue {
    var object: JSONObject = ["code": .integer(code.rawValue), "message": .string(message)]
    if let data { object["data"] = data }
    return .object(object)
  }

  /// Reads an error object; nil when `code` is not an integer or `message` not a string.
  public init?(_ value: JSONValue) {
    guard case .object(let object) = value, case .integer(let code)? = object["code"],
      case .string(let message)? = object["message"]
    else { return nil }
    self.init(code: Code(rawValue: code), message: message, data: object["data"])
  }

  /// -32700 "Parse error", the specification's exact text.
  public static let parseError = ResponseError(code: .parseError, message: "Parse error")
  /// -32600 "Invalid Request", the specification's exact text.
  public static let invalidRequest = ResponseError(code: .invalidRequest, message: "Invalid Request")
  /// -32601 "Method not found", the specification's exact text.
  public static let methodNotFound = ResponseError(code: .methodNotFound, message: "Method not found")
  /// -32800 "Request cancelled".
  public static let requestCancelled = ResponseError(code: .requestCancelled, message: "Request cancelled")
  /// -32002 "Server not initialized".
  public static let serverNotInitialized = ResponseError(
    code: .serverNotInitialized, message: "Server not initialized")

  /// -32602 with `message` and, when known, the JSON path of the bad value as `data.path`.
  public static func invalidParams(_ message: String, path: JSONPath? = nil) -> ResponseError {
    ResponseError(code: .invalidParams, message: message, data: path.map { ["path": .string($0.description)] })
  }

  /// -32603 with `message`.
  public static func internalError(_ message: String) -> ResponseError {
    ResponseError(code: .internalError, message: message)
  }

  /// -32600 "Invalid Request", the specification's text, with what was wrong as `data.detail`.
  static func invalidRequestDetailed(_ detail: String) -> ResponseError {
    ResponseError(code: .invalidRequest, message: "Invalid Request", data: ["detail": .string(detail)])
  }

  /// -32600 with a specific message (for requests that are well-formed but not allowed now).
  public static func invalidRequest(_ message: String) -> ResponseError {
    ResponseError(code: .invalidRequest, message: message)
  }
}
