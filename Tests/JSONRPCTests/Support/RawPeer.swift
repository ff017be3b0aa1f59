import Foundation
import JSONCore
import JSONRPC
import Synchronization

/// The far end of a connection, driven by a test at the byte level: it sends raw bodies and collects every
/// body it receives, parsed, in order.
/// - Important: `state` is only touched with `condition` locked.
final class RawPeer: ConnectionReceiver, @unchecked Sendable {
  private struct State: Sendable {
    var received: [JSONValue] = []
    var closeReason: ConnectionCloseReason?
  }

  let connection: any Connection
  private let condition = NSCondition()
  private var state = State()

  init(_ connection: any Connection) {
    self.connection = connection
    connection.start(receiver: self)
  }

  func receive(_ frame: Frame) {
    let value = (try? JSONParser.parse(frame.body)) ?? .string("<unparseable: \(frame.body.count) bytes>")
    condition.lock()
    state.received.append(value)
    condition.broadcast()
    condition.unlock()
  }

  func connectionDidClose(_ reason: ConnectionCloseReason) {
    condition.lock()
    state.closeReason = reason
    condition.broadcast()
    condition.unlock()
  }

  /// Sends a body as it is.
  func send(_ text: String) {
    connection.send(Array(text.utf8))
  }

  /// Sends a JSON value.
  func send(_ value: JSONValue) {
    connection.send(JSONSerializer.serializeToBytes(value))
  }

  /// A receiver for a connection that only sends.
  final class Discarding: ConnectionReceiver {
    func receive(_ frame: Frame) {}

    func connectionDidClose(_ reason: ConnectionCloseReason) {}
  }

  /// Waits for the next received body (in order); nil after `timeout`.
  func next(timeout: TimeInterval = 10) -> JSONValue? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while state.received.isEmpty {
      guard condition.wait(until: deadline) else { return nil }
    }
    return state.received.removeFirst()
  }

  /// Waits until the connection closes; nil after `timeout`.
  func waitForClose(timeout: TimeInterval = 10) -> ConnectionCloseReason? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while state.closeReason == nil {
      guard condition.wait(until: deadline) else { return nil }
    }
    return state.closeReason
  }

  /// Sends a `ping` request with a unique id and returns every body received before its reply, which proves
  /// that nothing else was sent in reply to what came before (the server answers in order here only because
  /// `ping` is registered as a `.global` barrier).
  func receivedBeforeSentinel(_ sentinel: String = "sentinel") -> [JSONValue]? {
    send(["jsonrpc": "2.0", "method": "ping", "id": .string(sentinel)])
    var before: [JSONValue] = []
    while let value = next() {
      if value["id"] == .string(sentinel) { return before }
      before.append(value)
    }
    return nil
  }
}

/// A log that keeps its lines for assertions.
final class CapturedLog: Sendable {
  private let lines = Mutex<[String]>([])

  var sink: LogSink {
    LogSink(minimumLevel: .debug) { level, message in self.lines.withLock { $0.append("[\(level)] \(message)") } }
  }

  var all: [String] { lines.withLock { $0 } }
}
