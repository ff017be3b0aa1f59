import JSONCore

/// The methods a server (or client) answers: a handler per request method and per notification method, each
/// with its params type, its result type and the `OrderingClass` of its messages.
///
/// Build it before creating the `Endpoint`; it is a value and does not change afterwards, so dispatch needs no
/// lock. Params are decoded with `JSONValueDecoder(rootPath: .params)`; absent params decode as `{}`. A
/// decode failure answers -32602 with the error's description as the message (e.g.
/// "params.edits[2].setText.node: expected a string, found a number") and `{"path": ...}` as data. Use
/// `JSONValue` as the params or result type to work with raw JSON.
///
/// Params that are `JSONExactDecodable` are read straight from the JSON when their form is plain; params that are
/// `JSONPlainDecodable` also straight from the message's text, when the whole message is a `JSONPlainObject`
/// (`Endpoint` then builds no `JSONValue`).
/// A result type that is `JSONTextEncodable` is written straight into its reply's text; any other, or one whose
/// writing throws, is encoded through `JSONValueEncoder`.
///
/// Handlers run on a concurrent queue (see `OrderingClass` for what may overlap) and may block. A handler
/// answers by returning (`Void` results and `JSONValue.null` both answer `null`) or by throwing:
/// a `ResponseError` is sent as it is; a `JSONCodingError` becomes -32602 with its path; anything else
/// becomes -32603 "Internal error" with the error's description.
public struct HandlerRegistry: Sendable {
  /// A request handler after its params were decoded: its ordering and how to run it.
  struct PreparedRequest: Sendable {
    let ordering: OrderingClass
    let run: @Sendable (RequestContext) -> Result<RequestResult, ResponseError>
  }

  /// A notification handler after its params were decoded.
  struct PreparedNotification: Sendable {
    let ordering: OrderingClass
    let run: @Sendable (RequestContext) throws -> Void
  }

  private(set) var requests: [String: @Sendable (JSONValue?) -> Result<PreparedRequest, ResponseError>] = [:]
  private(set) var notifications: [String: @Sendable (JSONValue?) -> Result<PreparedNotification, JSONCodingError>] =
    [:]
  /// The request methods whose params are `JSONPlainDecodable`: the request read from its params' plain form, nil
  /// when they are not in it.
  private(set) var plainRequests: [String: @Sendable (JSONPlainObject) -> PreparedRequest?] = [:]

  /// Creates an empty registry.
  public init() {}

  /// The request methods registered.
  public var requestMethods: [String] { requests.keys.sorted() }

  /// Whether `method` has a request handler.
  public func handlesRequest(_ method: String) -> Bool { requests[method] != nil }

  /// Registers the handler of request `method`, ordered by a class computed from its params.
  /// A later registration of the same method replaces the earlier one.
  public mutating func register<Params: Decodable & Sendable, Response: Encodable & Sendable>(
    _ method: String,
    params: Params.Type = Params.self,
    ordering: @escaping @Sendable (Params) -> OrderingClass,
    handler: @escaping @Sendable (Params, RequestContext) throws -> Response
  ) {
    let prepare: @Sendable (Params) -> PreparedRequest = { params in
      PreparedRequest(ordering: ordering(params)) { context in
        let response: Response
        do {
          response = try handler(params, context)
        } catch {
          return .failure(Self.responseError(for: error, method: method))
        }
        do {
          // A response that cannot write itself falls back to the bridge, whose error is the one reported.
          if let direct = response as? any JSONTextEncodable,
            let reply = try? Message.responseText(id: context.id ?? .null, result: direct)
          {
            return .success(.reply(reply))
          }
          return .success(.value(try JSONValueEncoder().encode(response)))
        } catch {
          return .failure(.internalError("Internal error in '\(method)': the result cannot be encoded: \(error)"))
        }
      }
    }
    requests[method] = { rawParams in
      let json = rawParams ?? .object(JSONObject())
      if let exact = Params.self as? any JSONExactDecodable.Type, let read = exact.init(exactly: json) as? Params {
        return .success(prepare(read))
      }
      do throws(JSONCodingError) {
        return .success(prepare(try JSONValueDecoder(rootPath: .params).decode(Params.self, from: json)))
      } catch {
        return .failure(.invalidParams(error.description, path: error.path))
      }
    }
    if let plain = Params.self as? any (JSONPlainDecodable & Sendable).Type {
      plainRequests[method] = Self.plainReader(plain, as: Params.self, prepare: prepare)
    } else {
      plainRequests[method] = nil
    }
  }

  /// How a request is read from its params' plain form, for params of type `Plain` (which is `Params`): the type's
  /// conformance is found once, at registration, instead of by casts of every request.
  private static func plainReader<Plain: JSONPlainDecodable & Sendable, Params>(
    _ plain: Plain.Type, as params: Params.Type, prepare: @escaping @Sendable (Params) -> PreparedRequest
  ) -> @Sendable (JSONPlainObject) -> PreparedRequest? {
    { object in (Plain(plain: object) as? Params).map(prepare) }
  }

  /// Registers the handler of request `method` with one ordering class for every call.
  public mutating func register<Params: Decodable & Sendable, Response: Encodable & Sendable>(
    _ method: String,
    params: Params.Type = Params.self,
    ordering: OrderingClass,
    handler: @escaping @Sendable (Params, RequestContext) throws -> Response
  ) {
    register(method, params: params, ordering: { _ in ordering }, handler: handler)
  }

  /// Registers a request handler that returns nothing: it answers `null`.
  public mutating func register<Params: Decodable & Sendable>(
    _ method: String,
    params: Params.Type = Params.self,
    ordering: OrderingClass,
    handler: @escaping @Sendable (Params, RequestContext) throws -> Void
  ) {
    register(method, params: params, ordering: ordering) { params, context -> JSONValue in
      try handler(params, context)
      return .null
    }
  }

  /// Registers the handler of notification `method`, ordered by a class computed from its params.
  /// Notifications are never answered: a decode failure or a thrown error is logged.
  public mutating func registerNotification<Params: Decodable & Sendable>(
    _ method: String,
    params: Params.Type = Params.self,
    ordering: @escaping @Sendable (Params) -> OrderingClass,
    handler: @escaping @Sendable (Params, RequestContext) throws -> Void
  ) {
    notifications[method] = { rawParams in
      do throws(JSONCodingError) {
        let params = try JSONValueDecoder(rootPath: .params).decode(
          Params.self, from: rawParams ?? .object(JSONObject()))
        return .success(PreparedNotification(ordering: ordering(params)) { context in try handler(params, context) })
      } catch {
        return .failure(error)
      }
    }
  }

  /// Registers the handler of notification `method` with one ordering class for every call.
  public mutating func registerNotification<Params: Decodable & Sendable>(
    _ method: String,
    params: Params.Type = Params.self,
    ordering: OrderingClass,
    handler: @escaping @Sendable (Params, RequestContext) throws -> Void
  ) {
    registerNotification(method, params: params, ordering: { _ in ordering }, handler: handler)
  }

  /// The reply for an error a handler threw.
  static func responseError(for error: any Error, method: String) -> ResponseError {
    switch error {
    case let error as ResponseError: return error
    case let error as JSONCodingError: return .invalidParams(error.description, path: error.path)
    case is CancellationError: return .requestCancelled
    default: return .internalError("Internal error in '\(method)': \(error)")
    }
  }
}
