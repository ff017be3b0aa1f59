import JSONCore
import JSONRPC
import Synchronization

/// Sits between a connection and the client's `Endpoint` and records every notification the daemon sends,
/// on the connection's reader thread and in arrival order, before passing the frame on.
///
/// Recording there (rather than in handlers, which run later on a queue) makes "the notification came before
/// the reply" observable: when a reply has been delivered, every notification sent before it is recorded.
final class NotificationRecorder: ConnectionReceiver {
  /// One recorded notification.
  struct Entry: Sendable {
    /// The method.
    var method: String
    /// The params.
    var params: JSONValue
  }

  private let endpoint: Endpoint
  private let entries = Mutex<[Entry]>([])

  init(forwardingTo endpoint: Endpoint) {
    self.endpoint = endpoint
  }

  /// Everything recorded so far.
  var all: [Entry] { entries.withLock { $0 } }

  /// Forgets what was recorded.
  func clear() {
    entries.withLock { $0.removeAll() }
  }

  func receive(_ frame: Frame) {
    if let message = try? JSONParser.parse(frame.body, limits: JSONLimits(maxDepth: 4096)),
      case .string(let method)? = message["method"], message["id"] == nil
    {
      entries.withLock { $0.append(Entry(method: method, params: message["params"] ?? .null)) }
    }
    endpoint.receive(frame)
  }

  func connectionDidClose(_ reason: ConnectionCloseReason) {
    endpoint.connectionDidClose(reason)
  }
}
