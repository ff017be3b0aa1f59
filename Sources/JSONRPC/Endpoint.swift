import Dispatch
import JSONCore
import Synchronization

/// One side of a JSON-RPC 2.0 conversation over a `Connection`: it answers the peer's requests with the
/// handlers of a `HandlerRegistry`, and sends its own requests and notifications, matching replies by id.
/// The daemon uses it as a server, the CLI as a client; the same object does both.
///
/// Receiving, in arrival order on the connection's reader thread:
/// - each frame is parsed (`JSONParser` within `Options.jsonLimits`); bad JSON is answered -32700 with id
///   `null`; JSON that passes one of the limits (a string over `maxStringBytes`, an array over `maxMembers`, …)
///   -32600 naming the limit (`data.limit`, `data.value`), under the message's id when a scan of the text finds
///   one; a value that is not a valid message -32600 (with its id when usable); and the connection goes on;
/// - a request in the plainest form (`JSONPlainObject`) to a method whose params are `JSONPlainDecodable` is read
///   straight from its text, without a `JSONValue`: the same request the parser's value would give;
/// - a number id that could not be echoed exactly is refused -32600 (id `null`): an integer that `Int64` cannot
///   hold (naming the range), or a fraction that its nearest `Double` writes as another number;
/// - every error reply's `data` is an object with `kind`, the name of its code (`ResponseError.withKind`);
/// - a batch (array) is answered with one array of the replies of its requests, sent once all are done; an
///   empty batch gets one -32600, a batch of notifications gets nothing ([JRPC] §6);
/// - `ServerLifecycle`, when given, admits or rejects each message first;
/// - a request with no handler is answered -32601; a notification with no handler is ignored;
/// - params are decoded (a failure is -32602 naming the field) and the message is scheduled by its
///   `OrderingClass`; handlers run on the shared `HandlerPool` (or `Options.handlerQueue`), `immediate` ones
///   on the reader thread before the next frame is read;
/// - `$/cancelRequest` cancels a request: if it has not started it is answered -32800 at once and never runs;
///   if it is running its `CancellationToken` is set and its handler's answer (a result, or -32800 if it stops)
///   is sent. Every request gets exactly one reply.
///
/// Backpressure: when `Options.maxPendingMessages` received messages are waiting or running, the reader
/// thread waits before taking the next frame, so the peer's writes block instead of our memory growing.
///
/// When the connection's output fails for good (the peer closed its reading end), a server ends at once with
/// `ServerLifecycle.outputClosedExitCode`, after logging why: nobody could read its replies.
///
/// When the connection's input ends: replies to our outstanding requests fail with `.connectionClosed`; the
/// requests already received are allowed to finish (up to `Options.drainTimeout`) and their replies are
/// flushed; then `ServerLifecycle` (if any) exits the process. An unrecoverable framing error is logged and
/// also reported to the peer as `window/logMessage` (type 1) before that.
///
/// - Important: reply callbacks of `sendRequest(_:params:onReply:)` run on the reader thread and must not
///   block. A handler must not wait for a reply from the peer while the reader may be paused by backpressure.
public final class Endpoint: ConnectionReceiver {
  /// Limits, threads and logging.
  public struct Options: Sendable {
    /// Limits for parsing each message body.
    public var jsonLimits: JSONLimits
    /// How many received messages may wait or run before the reader pauses.
    public var maxPendingMessages: Int
    /// How long, after the input ends, the requests already received may take to finish.
    public var drainTimeout: Duration
    /// Where log lines go (never stdout).
    public var log: LogSink
    /// Where handlers run: nil (the default) means a shared pool of threads with 16 MiB stacks, enough for
    /// `Codable` recursion at the default depth limit on any platform, and for releasing deep values; a queue runs them there instead.
    public var handlerQueue: DispatchQueue?
    /// Where `documentUpdate` messages run: nil (the default) means where every other handler runs.
    public var updateExecutor: (any UpdateExecutor)?
    /// Called once when the connection has closed and, for a server, just before the lifecycle exits.
    public var onClose: (@Sendable (ConnectionCloseReason) -> Void)?

    /// Creates options.
    public init(
      jsonLimits: JSONLimits = .default,
      maxPendingMessages: Int = 4096,
      drainTimeout: Duration = .seconds(5),
      log: LogSink = .standardError(),
      handlerQueue: DispatchQueue? = nil,
      updateExecutor: (any UpdateExecutor)? = nil,
      onClose: (@Sendable (ConnectionCloseReason) -> Void)? = nil
    ) {
      self.jsonLimits = jsonLimits
      self.maxPendingMessages = maxPendingMessages
      self.drainTimeout = drainTimeout
      self.log = log
      self.handlerQueue = handlerQueue
      self.updateExecutor = updateExecutor
      self.onClose = onClose
    }
  }

  /// A callback waiting for the reply to one of our requests.
  public typealias ReplyHandler = @Sendable (Result<JSONValue, ResponseError>) -> Void

  private struct State: Sendable {
    var outgoing: [RequestID: ReplyHandler] = [:]
    var nextOutgoingID: Int64 = 1
    /// How many requests and notifications have arrived.
    var arrivals: UInt64 = 0
    var incoming: [RequestID: IncomingRequest] = [:]
    var pendingWork = 0
    var closeReason: ConnectionCloseReason?
    var closeHandled = false
    var exiting = false
    /// Set by `exit`: later frames are ignored while the messages before it finish.
    var stopsReading = false
  }

  /// The connection this endpoint talks over.
  public let connection: any Connection
  private let handlers: HandlerRegistry
  private let lifecycle: ServerLifecycle?
  private let options: Options
  private let scheduler: MessageScheduler
  private let state = Guarded(State())
  /// The method of the last request read from its plain form, and the reader of its params: an editor's hovers name
  /// one method again and again, and comparing the name with the last one costs less than hashing it to find it in
  /// the registry.
  private let lastPlainMethod = Mutex<PlainMethod?>(nil)

  /// The member names of a message, made once for `JSONPlainObject`'s lookups.
  private enum PlainName {
    static let jsonrpc = JSONPlainObject.Name("jsonrpc")
    static let id = JSONPlainObject.Name("id")
    static let method = JSONPlainObject.Name("method")
    static let params = JSONPlainObject.Name("params")
  }

  /// A request method and the reader of its params' plain form (`HandlerRegistry.plainReader(for:)`). A struct, not a
  /// tuple: `Mutex` holds a tuple's closure at the most general abstraction, so lending it `inout` to `withLock`
  /// wrapped it in a reabstraction thunk, written back wrapped again, and a call ran through more thunks every request
  /// (measured: 168 k instructions a request after 2,000).
  private struct PlainMethod: Sendable {
    let name: String
    let read: @Sendable (JSONPlainObject) -> HandlerRegistry.PreparedRequest?
  }

  /// Creates an endpoint; call `start()` to begin receiving.
  public init(
    connection: any Connection, handlers: HandlerRegistry = HandlerRegistry(), lifecycle: ServerLifecycle? = nil,
    options: Options = Options()
  ) {
    self.connection = connection
    self.handlers = handlers
    self.lifecycle = lifecycle
    self.options = options
    self.scheduler = MessageScheduler(queue: options.handlerQueue, updates: options.updateExecutor)
  }

  /// Starts receiving.
  public func start() {
    connection.start(receiver: self)
  }

  /// Closes the connection: stops receiving, flushes what is queued and closes the output.
  public func close() {
    connection.close(flushTimeout: .seconds(2))
  }

  /// Waits until the connection has closed and its end has been handled; returns why it closed, or nil
  /// when `timeout` passed first.
  public func waitUntilClosed(timeout: Duration? = nil) -> ConnectionCloseReason? {
    state.wait(until: { $0.closeHandled }, deadline: timeout.map { .now + $0 }, then: { $0.closeReason }) ?? nil
  }

  // MARK: Sending

  /// Sends a notification. Thread-safe; never blocks on the peer.
  public func sendNotification(_ method: String, params: JSONValue? = nil) {
    connection.send(Message.notification(NotificationMessage(method: method, params: params)).body)
  }

  /// Sends a notification with typed params.
  public func sendNotification<Params: Encodable>(_ method: String, encoding params: Params)
    throws(JSONCodingError)
  {
    sendNotification(method, params: try JSONValueEncoder().encode(params))
  }

  /// Sends a request; `onReply` receives the result or error exactly once (`.connectionClosed` if the
  /// connection ends first). Returns the id used, for `cancelRequest`. `params` should be an array or an
  /// object (or nil): JSON-RPC servers answer anything else with -32600.
  @discardableResult
  public func sendRequest(_ method: String, params: JSONValue? = nil, onReply: @escaping ReplyHandler) -> RequestID {
    let (id, isClosed) = state.withLock { state -> (RequestID, Bool) in
      let id = RequestID.integer(state.nextOutgoingID)
      state.nextOutgoingID += 1
      guard state.closeReason == nil else { return (id, true) }
      state.outgoing[id] = onReply
      return (id, false)
    }
    if isClosed {
      onReply(.failure(Self.connectionClosedError))
    } else {
      connection.send(Message.request(RequestMessage(id: id, method: method, params: params)).body)
    }
    return id
  }

  /// Sends a request and waits for its reply. Cancelling the calling task sends `$/cancelRequest`.
  public func sendRequest(_ method: String, params: JSONValue? = nil) async throws(ResponseError) -> JSONValue {
    let sentID = Guarded<RequestID?>(nil)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Result<JSONValue, ResponseError>, Never>) in
        let id = sendRequest(method, params: params) { continuation.resume(returning: $0) }
        sentID.withLock { $0 = id }
        if Task.isCancelled { cancelRequest(id) }
      }
    } onCancel: {
      if let id = sentID.withLock({ $0 }) { cancelRequest(id) }
    }
    return try result.get()
  }

  /// Sends a request with typed params and decodes its result as `Response`.
  /// Encoding or decoding failures, and params that are not an array or an object (JSON-RPC requires
  /// structured params), are thrown as -32603 errors naming the problem; nothing is sent then.
  public func sendRequest<Params: Encodable, Response: Decodable>(
    _ method: String, encoding params: Params, returning: Response.Type = Response.self
  ) async throws(ResponseError) -> Response {
    let encoded: JSONValue
    do {
      encoded = try JSONValueEncoder().encode(params)
    } catch {
      throw ResponseError.internalError("the params of '\(method)' cannot be encoded: \(error)")
    }
    switch encoded {
    case .array, .object: break
    default: throw ResponseError.internalError("the params of '\(method)' must encode to an array or an object")
    }
    let result = try await sendRequest(method, params: encoded)
    do {
      return try JSONValueDecoder(rootPath: .result).decode(Response.self, from: result)
    } catch {
      throw ResponseError.internalError("the result of '\(method)' does not decode: \(error)")
    }
  }

  /// Asks the peer to cancel our request `id` (`$/cancelRequest`).
  public func cancelRequest(_ id: RequestID) {
    sendNotification("$/cancelRequest", params: ["id": id.jsonValue])
  }

  static let connectionClosedError = ResponseError(
    code: .connectionClosed, message: "the connection closed before the reply arrived")

  // MARK: Receiving

  /// Handles one frame; see the type's documentation. Called by the connection on its reader thread.
  public func receive(_ frame: Frame) {
    let maxPending = options.maxPendingMessages
    let reads = state.wait(
      until: { $0.pendingWork < maxPending || $0.exiting || $0.stopsReading },
      then: { !$0.exiting && !$0.stopsReading })
    guard reads == true else { return }
    guard frame.hasSupportedCharset else {
      let reason = "a message declared charset '\(frame.charset ?? "")'; only UTF-8 is supported"
      log(.error, reason)
      let error = ResponseError(code: .parseError, message: "Parse error", data: ["detail": .string(reason)])
      sendReply(.null, .failure(error), to: .direct)
      return
    }
    if let (request, prepared) = plainRequest(frame.body) {
      handleRequest(request, replyTo: .direct, prepared: prepared)
      return
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(frame.body, limits: options.jsonLimits)
    } catch {
      refuseUnparsed(frame.body, error)
      return
    }
    // Only a number id read as a double is compared with its text (an integer beyond Int64, an inexact fraction).
    let envelopes = Self.hasDoubleID(value) ? MessageEnvelopeScanner.scan(frame.body) : nil
    guard case .array(let elements) = value else {
      handle(value, envelope: envelopes?.first ?? nil, replyTo: .direct)
      return
    }
    guard !elements.isEmpty else {
      log(.warning, "an empty batch")
      sendReply(
        .null, .failure(.invalidRequestDetailed("an empty batch: a batch needs at least one message")), to: .direct)
      return
    }
    let batch = BatchReplies(connection: connection)
    for (index, element) in elements.enumerated() {
      let envelope = envelopes.flatMap { index < $0.count ? $0[index] : nil }
      handle(element, envelope: envelope, replyTo: .batch(batch))
    }
    batch.seal()
  }

  /// A request in the plainest form (`JSONPlainObject`: exactly `jsonrpc` "2.0", an integer or string `id`, `method`
  /// and `params`) to a method whose params read themselves from it (`JSONPlainDecodable`), with its params read;
  /// nil for any other body, which is parsed as usual. Whatever it accepts, the usual path reads the same way, so
  /// it only skips building the message's `JSONValue`. (No lifecycle method is among those methods, so the request
  /// it returns carries no params.)
  private func plainRequest(_ body: [UInt8]) -> (RequestMessage, HandlerRegistry.PreparedRequest)? {
    guard !handlers.plainRequests.isEmpty, let message = JSONPlainObject.read(body, limits: options.jsonLimits),
      message.memberCount == 4, message[name: PlainName.jsonrpc] == .string("2.0"),
      case .string(let method)? = message[name: PlainName.method], let read = plainReader(for: method),
      case .object(let params)? = message[name: PlainName.params]
    else { return nil }
    let id: RequestID
    switch message[name: PlainName.id] {
    case .integer(let integer)?: id = .integer(integer)
    case .string(let string)?: id = .string(string)
    default: return nil
    }
    guard let prepared = read(params) else { return nil }
    return (RequestMessage(id: id, method: method, params: nil), prepared)
  }

  /// The reader of the plain form of `method`'s params (`HandlerRegistry.plainReader(for:)`), found again only when
  /// the method is not the last one's.
  private func plainReader(for method: String) -> (@Sendable (JSONPlainObject) -> HandlerRegistry.PreparedRequest?)? {
    if let last = lastPlainMethod.withLock({ $0 }), last.name == method { return last.read }
    guard let read = handlers.plainReader(for: method) else { return nil }
    lastPlainMethod.withLock { $0 = PlainMethod(name: method, read: read) }
    return read
  }

  /// Answers a body that did not parse: -32700, or -32600 naming the limit when the JSON passed one, under the
  /// message's own id when a scan of the text finds it.
  private func refuseUnparsed(_ body: [UInt8], _ error: JSONParseError) {
    guard error.kind == .limitExceeded, let limit = error.limit else {
      log(.warning, "a message is not valid JSON: \(error)")
      let data: JSONValue = [
        "kind": "parseError", "detail": .string(error.description), "offset": .integer(Int64(error.offset)),
      ]
      sendReply(.null, .failure(ResponseError(code: .parseError, message: "Parse error", data: data)), to: .direct)
      return
    }
    let name = Self.wireName(of: limit)
    let value = options.jsonLimits[limit]
    let envelopes = MessageEnvelopeScanner.scan(body)
    let envelope = envelopes?.count == 1 ? envelopes?.first ?? nil : nil
    let id = envelope.flatMap(Self.idRefusal) != nil ? RequestID.null : envelope?.id ?? .null
    let message = "the message passes the limit \(name) (\(value)): \(error.description)"
    log(.warning, "refused a message: \(message)")
    var data: JSONObject = [
      "kind": "invalidRequest", "limit": .string(name), "value": .integer(Int64(value)),
      "offset": .integer(Int64(error.offset)),
    ]
    if let method = envelope?.method { data["method"] = .string(method) }
    sendReply(id, .failure(ResponseError(code: .invalidRequest, message: message, data: .object(data))), to: .direct)
  }

  /// The names protocol documents give `JSONLimits` (the daemon's `initialize` reports them under these names).
  static func wireName(of limit: JSONLimits.Name) -> String {
    switch limit {
    case .maxDepth: return "maxJSONDepth"
    case .maxBytes: return "maxMessageBytes"
    case .maxStringBytes: return "maxJSONStringBytes"
    case .maxMembers: return "maxJSONMembers"
    case .maxValues: return "maxJSONValues"
    }
  }

  /// Whether the message, or a message of the batch, has an id the parser read as a `Double`.
  private static func hasDoubleID(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object):
      if case .double? = object["id"] { return true }
      return false
    case .array(let elements):
      return elements.contains { element in
        if case .double? = element["id"] { return true }
        return false
      }
    default:
      return false
    }
  }

  /// The refusal of a number id the reply could not echo exactly, nil for an id it can echo: an integer `Int64`
  /// cannot hold (naming the range), a number with a fraction or exponent that its nearest `Double` writes as
  /// another number, or a number too long to read.
  static func idRefusal(_ envelope: MessageEnvelopeScanner.Envelope) -> ResponseError? {
    if envelope.hasOverlongNumberID {
      return ResponseError(
        code: .invalidRequest,
        message: "the id is a number written with more than \(MessageEnvelopeScanner.maxScalarBytes) characters, "
          + "which cannot be echoed exactly; use a smaller integer or a string",
        data: ["kind": "invalidRequest", "path": "id"])
    }
    guard let text = envelope.idText else { return nil }
    if envelope.hasOutOfRangeIntegerID {
      return ResponseError(
        code: .invalidRequest,
        message: "the id \(text) is an integer outside -9223372036854775808…9223372036854775807, which cannot be "
          + "echoed exactly; use a smaller integer or a string",
        data: [
          "kind": "invalidRequest", "path": "id", "minimum": .integer(Int64.min), "maximum": .integer(Int64.max),
        ])
    }
    if envelope.hasInexactNumberID, case .double(let double)? = envelope.id {
      let nearest = JSONSerializer.serialize(.double(double))
      return ResponseError(
        code: .invalidRequest,
        message: "the id \(text) is a number that a 64-bit double cannot hold (the nearest is \(nearest)), so it "
          + "cannot be echoed exactly; use an integer or a string",
        data: ["kind": "invalidRequest", "path": "id", "nearest": .double(double)])
    }
    return nil
  }

  /// Handles the end of the output: a server exits, since no reply can reach the client any more.
  public func connectionOutputDidFail(_ description: String) {
    log(.error, "the client's end of the output is closed: \(description)")
    guard let lifecycle, let code = lifecycle.exitCodeAfterOutputFailure() else { return }
    // Not on the connection's writer thread, which `terminate` waits for.
    DispatchQueue.global().async { [self] in
      terminate(code: code, reason: "the output is closed (\(description))")
    }
  }

  /// Handles the end of the connection; see the type's documentation.
  public func connectionDidClose(_ reason: ConnectionCloseReason) {
    let (waiting, wasExiting) = state.withLock { state in
      state.closeReason = state.closeReason ?? reason
      defer { state.outgoing = [:] }
      return (Array(state.outgoing.values), state.exiting)
    }
    for onReply in waiting { onReply(.failure(Self.connectionClosedError)) }
    switch reason {
    case .framingError(let error):
      let message = "The inspector's JSON-RPC input is unreadable and the session must end: \(error)"
      log(.error, message)
      sendNotification("window/logMessage", params: ["type": 1, "message": .string(message)])
    case .readError(let description):
      log(.error, "reading the input failed: \(description)")
    case .endOfInput:
      log(.info, "the input ended")
    case .closedLocally:
      break
    }
    if !wasExiting {
      // Let the requests already received finish, so their replies reach a peer that is still reading.
      state.wait(until: { $0.pendingWork == 0 }, deadline: .now + options.drainTimeout)
      connection.close(flushTimeout: .seconds(2))
    }
    options.onClose?(reason)
    state.withLock { $0.closeHandled = true }
    if !wasExiting, let lifecycle, let code = lifecycle.exitCode(afterClose: reason) {
      terminate(code: code, reason: "the input ended")
    }
  }

  private func handle(_ value: JSONValue, envelope: MessageEnvelopeScanner.Envelope?, replyTo target: ReplyTarget) {
    if let envelope, let refusal = Self.idRefusal(envelope) {
      log(.warning, "refused a message: \(refusal.message)")
      target.expectReply()
      sendReply(.null, .failure(refusal), to: target)
      return
    }
    switch Message.decode(value) {
    case .failure(let invalid):
      if invalid.isResponse {
        log(.warning, "ignored an invalid reply: \(invalid.reason)")
        return
      }
      log(.warning, "an invalid request: \(invalid.reason)")
      target.expectReply()
      sendReply(invalid.id, .failure(.invalidRequestDetailed(invalid.reason)), to: target)
    case .success(.response(let response)):
      completeOutgoing(response)
    case .success(.notification(let notification)):
      handleNotification(notification)
    case .success(.request(let request)):
      target.expectReply()
      handleRequest(request, replyTo: target)
    }
  }

  /// Handles a request; `prepared` is the request with its params already read (by `plainRequest`), nil to read them.
  private func handleRequest(
    _ request: RequestMessage, replyTo target: ReplyTarget, prepared plain: HandlerRegistry.PreparedRequest? = nil
  ) {
    // A request read from its plain form has its params read already: its handler needs no lookup.
    var prepare = plain == nil ? handlers.requests[request.method] : nil
    if let lifecycle {
      switch lifecycle.admit(request) {
      case .reject(let error):
        sendReply(request.id, .failure(error), to: target)
        return
      case .answer(let value):
        sendReply(request.id, .success(.value(value)), to: target)
        return
      case .proceed:
        if request.method == "initialize" { watchClientProcess(request.params) }
        if prepare == nil, plain == nil, let answer = lifecycle.defaultAnswer(to: request.method) {
          prepare = { _ in
            .success(HandlerRegistry.PreparedRequest(ordering: .global) { _ in .success(.value(answer)) })
          }
        }
      }
    }
    let prepared: HandlerRegistry.PreparedRequest
    if let plain {
      prepared = plain
    } else {
      guard let prepare else {
        log(.info, "no handler for request '\(request.method)'")
        let error = ResponseError(
          code: .methodNotFound, message: "Method not found", data: ["method": .string(request.method)])
        sendReply(request.id, .failure(error), to: target)
        return
      }
      switch prepare(request.params) {
      case .failure(let error):
        sendReply(request.id, .failure(error), to: target)
        return
      case .success(let success):
        prepared = success
      }
    }
    if scheduler.startsAtOnce(prepared.ordering) {
      runAtOnce(request, prepared, replyTo: target)
      return
    }
    let incoming = IncomingRequest(id: request.id, target: target)
    let arrival = state.withLock { state in
      state.incoming[request.id] = incoming
      state.pendingWork += 1
      state.arrivals += 1
      return state.arrivals
    }
    scheduler.submit(prepared.ordering) { [self] in
      if incoming.begin() {
        let context = RequestContext(
          method: request.method, id: request.id, cancellation: incoming.cancellation, endpoint: self,
          arrival: arrival)
        let result = prepared.run(context)
        let before = context.takeSentWithReply()
        if incoming.finish() {
          sendReply(request.id, result, to: target, after: before)
        } else {
          connection.send(contentsOf: before)
        }
      }
      state.withLock { state in
        if state.incoming[request.id] === incoming { state.incoming[request.id] = nil }
        state.pendingWork -= 1
      }
    }
  }

  /// Runs a request that nothing holds back on the reader thread, before the next message is read (see
  /// `MessageScheduler.startsAtOnce`). A `$/cancelRequest` cannot be read while it runs, so it is not entered in the
  /// table of incoming requests and costs no `IncomingRequest`, no token of its own (`CancellationToken.neverCancelled`),
  /// no scheduler item and no hand-off.
  private func runAtOnce(
    _ request: RequestMessage, _ prepared: HandlerRegistry.PreparedRequest, replyTo target: ReplyTarget
  ) {
    var arrival: UInt64 = 0
    state.updateWakingWaitersIf { state in
      state.arrivals += 1
      arrival = state.arrivals
      return false
    }
    let context = RequestContext(
      method: request.method, id: request.id, cancellation: .neverCancelled, endpoint: self, arrival: arrival)
    let result = prepared.run(context)
    sendReply(request.id, result, to: target, after: context.takeSentWithReply())
  }

  private func handleNotification(_ notification: NotificationMessage) {
    if notification.method == "$/cancelRequest" {
      cancelIncoming(notification.params?["id"])
      return
    }
    if let lifecycle {
      switch lifecycle.admit(notification) {
      case .drop(let reason):
        log(.info, "dropped a notification: \(reason)")
        return
      case .exit(let code):
        // Messages received before `exit` are answered first (a client that writes everything at once, like
        // `printf … | daemon`, still gets its replies): the exit waits for them like a `.global` message,
        // but no longer than `drainTimeout`. Nothing received after it is read.
        state.withLock { $0.stopsReading = true }
        scheduler.submit(.global) { [self] in terminate(code: code, reason: "the client sent 'exit'") }
        DispatchQueue.global().asyncAfter(deadline: .now() + drainTimeoutInterval) { [self] in
          terminate(code: code, reason: "the client sent 'exit' and earlier requests did not finish in time")
        }
        return
      case .proceed:
        break
      }
    }
    guard let prepare = handlers.notifications[notification.method] else {
      if !notification.method.hasPrefix("$/") {
        log(.log, "no handler for notification '\(notification.method)'; ignored")
      }
      return
    }
    let prepared: HandlerRegistry.PreparedNotification
    switch prepare(notification.params) {
    case .failure(let error):
      log(.warning, "notification '\(notification.method)' ignored: \(error)")
      return
    case .success(let success):
      prepared = success
    }
    let arrival = state.withLock { state in
      state.pendingWork += 1
      state.arrivals += 1
      return state.arrivals
    }
    scheduler.submit(prepared.ordering) { [self] in
      let context = RequestContext(
        method: notification.method, id: nil, cancellation: .neverCancelled, endpoint: self, arrival: arrival)
      do {
        try prepared.run(context)
      } catch {
        log(.warning, "notification '\(notification.method)' failed: \(error)")
      }
      state.withLock { $0.pendingWork -= 1 }
    }
  }

  private func cancelIncoming(_ rawID: JSONValue?) {
    guard let rawID, let id = RequestID(rawID) else {
      log(.warning, "$/cancelRequest without a usable id")
      return
    }
    guard let incoming = state.read({ $0.incoming[id] }) else { return }
    incoming.cancellation.cancel()
    if incoming.cancelIfWaiting() { sendReply(id, .failure(.requestCancelled), to: incoming.target) }
  }

  private func completeOutgoing(_ response: ResponseMessage) {
    guard let onReply = state.withLock({ $0.outgoing.removeValue(forKey: response.id) }) else {
      log(.warning, "a reply to an unknown request id \(response.id); ignored")
      return
    }
    onReply(response.result)
  }

  /// Sends a reply, after the notifications the handler sent with it (`RequestContext.sendWithReply`).
  private func sendReply(
    _ id: RequestID, _ result: Result<RequestResult, ResponseError>, to target: ReplyTarget,
    after before: [[UInt8]] = []
  ) {
    let body: [UInt8]
    switch result {
    case .success(.reply(let reply)): body = reply
    case .success(.value(let value)): body = Message.response(ResponseMessage(id: id, result: .success(value))).body
    case .failure(let error): body = Message.response(ResponseMessage(id: id, result: .failure(error.withKind))).body
    }
    switch target {
    case .direct where before.isEmpty: connection.send(body)
    case .direct: connection.send(contentsOf: before + [body])
    case .batch(let batch):
      // A batch's replies go out together as one array, which holds no notification.
      connection.send(contentsOf: before)
      batch.add(body)
    }
  }

  private func watchClientProcess(_ params: JSONValue?) {
    guard let lifecycle, case .integer(let rawPID)? = params?["processId"], let pid = Int32(exactly: rawPID) else {
      return
    }
    lifecycle.watchClientProcess(pid) { [weak self] in
      guard let self, let code = lifecycle.exitCode(afterClose: .endOfInput) else { return }
      terminate(code: code, reason: "the client process \(pid) has ended")
    }
  }

  /// Flushes and closes the connection, then exits the process through the lifecycle. Runs once.
  private func terminate(code: Int32, reason: String) {
    let isFirst = state.withLock { state in
      defer { state.exiting = true }
      return !state.exiting
    }
    guard isFirst else { return }
    log(.info, "exiting with code \(code): \(reason)")
    connection.close(flushTimeout: .seconds(2))
    options.log.flush()
    lifecycle?.exit(code)
  }

  private var drainTimeoutInterval: DispatchTimeInterval {
    let components = options.drainTimeout.components
    return .nanoseconds(Int(components.seconds) * 1_000_000_000 + Int(components.attoseconds / 1_000_000_000))
  }

  private func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
    options.log(level, message())
  }
}

/// Where a reply goes: straight to the connection, or into the array answering a batch.
enum ReplyTarget: Sendable {
  case direct
  case batch(BatchReplies)

  /// Records that one more reply is coming (batches send once all have arrived).
  func expectReply() {
    if case .batch(let batch) = self { batch.expect() }
  }
}

/// Collects the replies of one batch and sends them as one array once every expected reply is in.
final class BatchReplies: Sendable {
  private struct State: Sendable {
    var expected = 0
    /// The replies' bodies, in the order they were answered.
    var replies: [[UInt8]] = []
    var sealed = false
    var sent = false
  }

  private let connection: any Connection
  private let state = Guarded(State())

  init(connection: any Connection) {
    self.connection = connection
  }

  func expect() {
    state.withLock { $0.expected += 1 }
  }

  func add(_ reply: [UInt8]) {
    sendIfComplete { $0.replies.append(reply) }
  }

  /// Marks the end of the batch's elements: no more replies will be expected.
  func seal() {
    sendIfComplete { $0.sealed = true }
  }

  private func sendIfComplete(after change: (inout State) -> Void) {
    let replies = state.withLock { state -> [[UInt8]]? in
      change(&state)
      guard state.sealed, !state.sent, state.expected > 0, state.replies.count == state.expected else { return nil }
      state.sent = true
      defer { state.replies = [] }
      return state.replies
    }
    guard let replies else { return }
    // The compact text of the array of the replies.
    var body: [UInt8] = [UInt8(ascii: "[")]
    for (index, reply) in replies.enumerated() {
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body.append(contentsOf: reply)
    }
    body.append(UInt8(ascii: "]"))
    connection.send(body)
  }
}

/// A request received and not yet answered.
final class IncomingRequest: Sendable {
  private enum Phase {
    case waiting
    case running
    case answered
  }

  let id: RequestID
  let target: ReplyTarget
  let cancellation = CancellationToken()
  private let phase = Mutex(Phase.waiting)

  init(id: RequestID, target: ReplyTarget) {
    self.id = id
    self.target = target
  }

  /// Moves from waiting to running; false when the request was already answered (cancelled).
  func begin() -> Bool {
    phase.withLock { phase in
      guard phase == .waiting else { return false }
      phase = .running
      return true
    }
  }

  /// Moves from running to answered; false when it was already answered.
  func finish() -> Bool {
    phase.withLock { phase in
      guard phase == .running else { return false }
      phase = .answered
      return true
    }
  }

  /// Moves from waiting to answered; true when the caller must send the cancellation reply.
  func cancelIfWaiting() -> Bool {
    phase.withLock { phase in
      guard phase == .waiting else { return false }
      phase = .answered
      return true
    }
  }
}
