import JSONCore
import Synchronization

/// What a handler knows about the message it is handling, and how it talks back to the client.
///
/// Handlers receive one with every request and notification. It is `Sendable`; a handler may hand it to other
/// threads while it runs.
public final class RequestContext: Sendable {
  /// The method name.
  public let method: String
  /// The request's id; nil for a notification.
  public let id: RequestID?
  /// The request's cancellation state (never cancelled for a notification).
  public let cancellation: CancellationToken
  /// The endpoint the message came from: for sending notifications or requests to the client.
  public let endpoint: Endpoint
  /// The message's number in arrival order (from 1, counting the requests and notifications handed to handlers): a
  /// handler that runs after later messages arrived tells by it which `immediate` ones came before its own.
  public let arrival: UInt64
  /// The bodies of the notifications `sendWithReply` holds for the reply.
  private let withReply = Mutex<[[UInt8]]>([])

  init(method: String, id: RequestID?, cancellation: CancellationToken, endpoint: Endpoint, arrival: UInt64) {
    self.method = method
    self.id = id
    self.cancellation = cancellation
    self.endpoint = endpoint
    self.arrival = arrival
  }

  /// Whether the client has cancelled the request.
  public var isCancelled: Bool { cancellation.isCancelled }

  /// Throws `ResponseError.requestCancelled` (-32800) when the client has cancelled the request.
  public func checkCancellation() throws(ResponseError) {
    if cancellation.isCancelled { throw ResponseError.requestCancelled }
  }

  /// Sends a notification to the client (for example `window/logMessage`), at any time.
  public func sendNotification(_ method: String, params: JSONValue? = nil) {
    endpoint.sendNotification(method, params: params)
  }

  /// Sends a notification just before the request's reply, with it (in one `write` when both are small): for what
  /// a handler sends as its last step, such as an update's diagnostics, which the client then reads with the reply
  /// instead of being woken for each. A notification's handler has no reply: the notification goes out at once.
  public func sendWithReply(_ method: String, params: JSONValue? = nil) {
    guard id != nil else { return sendNotification(method, params: params) }
    let body = Message.notification(NotificationMessage(method: method, params: params)).body
    withReply.withLock { $0.append(body) }
  }

  /// `sendWithReply(_:params:)` for params that write their own text: the same bytes, held for the reply without
  /// the `JSONValue` in between (an update's diagnostics, sent with every edit).
  public func sendWithReply(_ method: String, params: some Encodable & JSONTextEncodable) throws(JSONCodingError) {
    guard id != nil else { return sendNotification(method, params: try JSONValueEncoder().encode(params)) }
    let body = try Message.notificationText(method: method, params: params)
    withReply.withLock { $0.append(body) }
  }

  /// The notifications to send before the reply, taken once.
  func takeSentWithReply() -> [[UInt8]] {
    withReply.withLock { bodies in
      defer { bodies = [] }
      return bodies
    }
  }
}
