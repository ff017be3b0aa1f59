import JSONCore

/// The methods a server (or client) answers: a handler per request method and per notification method, each
/// with its params type, its result type and the `OrderingClass` of its messages.
///
/// Build it before creating the `Endpoint`; it is a value and does not change afterwards, so dispatch needs no
/// lock (beyond each method's own, once: whether its params and result read and write themselves is found on its
/// first request, not at registration, see `OnceValue`). Params are decoded with
/// `JSONValueDecoder(rootPath: .params)`; absent params decode as `{}`. A decode failure answers -32602 with the
/// error's description as the message (e.g. "params.edits[2].setText.node: expected a string, found a number")
/// and `{"path": ...}` as data. Use `JSONValue` as the params or result type to work with raw JSON.
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
  /// Each request method's reader of its params' plain form, which reads the request (nil when the params are not in
  /// that form); the reader is nil when the params are not `JSONPlainDecodable`. Found on the method's first request.
  private(set) var plainRequests: [String: OnceValue<(@Sendable (JSONPlainObject) -> PreparedRequest?)?>] = [:]

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
    let respond = OnceValue { Self.responder(for: Response.self, method: method) }
    let prepare: @Sendable (Params) -> PreparedRequest = { params in
      PreparedRequest(ordering: ordering(params)) { context in
        let response: Response
        do {
          response = try handler(params, context)
        } catch {
          return .failure(Self.responseError(for: error, method: method))
        }
        return respond.value(response, context.id ?? .null)
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
    plainRequests[method] = OnceValue {
      guard let plain = Params.self as? any (JSONPlainDecodable & Sendable).Type else { return nil }
      return Self.plainReader(plain, prepare: prepare)
    }
  }

  /// How a request to `method` is read from its params' plain form; nil when its params are not `JSONPlainDecodable`.
  func plainReader(for method: String) -> (@Sendable (JSONPlainObject) -> PreparedRequest?)? {
    plainRequests[method]?.value ?? nil
  }

  /// How a request is read from its params' plain form, for params of type `Plain`: the type's conformance is found
  /// once, on the method's first request, and `prepare` (which takes `Params`, the same type as `Plain`) is cast to
  /// take `Plain` once too, instead of a cast of every request's params.
  private static func plainReader<Plain: JSONPlainDecodable & Sendable, Params>(
    _ plain: Plain.Type, prepare: @escaping @Sendable (Params) -> PreparedRequest
  ) -> (@Sendable (JSONPlainObject) -> PreparedRequest?)? {
    guard let prepare = prepare as? @Sendable (Plain) -> PreparedRequest else { return nil }
    return { object in
      guard let params = Plain(plain: object) else { return nil }
      return prepare(params)
    }
  }

  /// How a handler's response becomes its reply to request `id`, decided once, on the first response: written straight
  /// into the reply's text when `Response` is `JSONTextEncodable`, else (or when that writing throws) encoded
  /// through `JSONValueEncoder`.
  private static func responder<Response: Encodable & Sendable>(
    for response: Response.Type, method: String
  ) -> @Sendable (Response, RequestID) -> Result<RequestResult, ResponseError> {
    let encode: @Sendable (Response) -> Result<RequestResult, ResponseError> = { response in
      do {
        return .success(.value(try JSONValueEncoder().encode(response)))
      } catch {
        return .failure(.internalError("Internal error in '\(method)': the result cannot be encoded: \(error)"))
      }
    }
    guard let text = response as? any (JSONTextEncodable & Sendable).Type,
      let write = textWriter(text, as: response)
    else { return { response, _ in encode(response) } }
    return { response, id in
      // A response that cannot write itself falls back to the bridge, whose error is the one reported.
      guard let reply = write(response, id) else { return encode(response) }
      return .success(.reply(reply))
    }
  }

  /// The text of a reply to request `id` whose result is a `Text` (the same type as `Response`), written straight
  /// into it, or nil when the result cannot write itself; nil instead of the function when the types differ. The
  /// cast from `Text` to `Response` happens here, once.
  private static func textWriter<Text: JSONTextEncodable & Sendable, Response>(
    _ text: Text.Type, as response: Response.Type
  ) -> (@Sendable (Response, RequestID) -> [UInt8]?)? {
    let write: @Sendable (Text, RequestID) -> [UInt8]? = { result, id in
      try? Message.responseText(id: id, result: result)
    }
    return write as? @Sendable (Response, RequestID) -> [UInt8]?
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
