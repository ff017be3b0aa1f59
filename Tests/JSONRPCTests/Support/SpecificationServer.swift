import JSONCore
import JSONRPC
import Synchronization

/// The fictional methods of the JSON-RPC 2.0 specification's examples, served over a `LocalConnection`:
/// `subtract` (by position or by name), `sum`, `get_data`, the notifications `update`, `notify_hello` and
/// `notify_sum`, and `ping` (a `.global` barrier used as a sentinel by `RawPeer.receivedBeforeSentinel`).
struct SpecificationServer {
  /// `subtract`'s params: `[minuend, subtrahend]` or `{"minuend": ..., "subtrahend": ...}`.
  struct SubtractParams: Decodable, Sendable {
    var minuend: Int
    var subtrahend: Int

    enum CodingKeys: String, CodingKey {
      case minuend
      case subtrahend
    }

    init(from decoder: any Decoder) throws {
      if var positional = try? decoder.unkeyedContainer() {
        minuend = try positional.decode(Int.self)
        subtrahend = try positional.decode(Int.self)
      } else {
        let named = try decoder.container(keyedBy: CodingKeys.self)
        minuend = try named.decode(Int.self, forKey: .minuend)
        subtrahend = try named.decode(Int.self, forKey: .subtrahend)
      }
    }
  }

  let endpoint: Endpoint
  let peer: RawPeer
  let notifications: NotificationRecorder
  let log: CapturedLog

  init(
    lifecycle: ServerLifecycle? = nil, jsonLimits: JSONLimits = .default,
    register: (inout HandlerRegistry) -> Void = { _ in }
  ) {
    let notifications = NotificationRecorder()
    var handlers = HandlerRegistry()
    handlers.register("subtract", params: SubtractParams.self, ordering: .freestanding) { params, _ in
      params.minuend - params.subtrahend
    }
    handlers.register("sum", params: [Int].self, ordering: .freestanding) { params, _ in params.reduce(0, +) }
    handlers.register("get_data", params: JSONValue.self, ordering: .freestanding) { _, _ -> JSONValue in
      ["hello", 5]
    }
    handlers.register("ping", params: JSONValue.self, ordering: .global) { _, _ in "pong" }
    for method in ["update", "notify_hello", "notify_sum"] {
      handlers.registerNotification(method, params: JSONValue.self, ordering: .freestanding) { params, _ in
        notifications.record(method, params)
      }
    }
    register(&handlers)
    let (serverSide, clientSide) = LocalConnection.pair()
    let log = CapturedLog()
    endpoint = Endpoint(
      connection: serverSide, handlers: handlers, lifecycle: lifecycle,
      options: .init(jsonLimits: jsonLimits, log: log.sink))
    endpoint.start()
    peer = RawPeer(clientSide)
    self.notifications = notifications
    self.log = log
  }
}

/// Notifications received by a test server, in order.
final class NotificationRecorder: Sendable {
  private let calls = Mutex<[(String, JSONValue)]>([])

  func record(_ method: String, _ params: JSONValue) {
    calls.withLock { $0.append((method, params)) }
  }

  var methods: [String] { calls.withLock { $0.map(\.0) } }
}
