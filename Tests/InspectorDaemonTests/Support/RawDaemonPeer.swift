import Foundation
import JSONCore
import JSONRPC
import Synchronization

@testable import InspectorServer

/// A raw JSON-RPC peer of an in-process daemon: sends message objects exactly as given (ids included) and
/// receives every message the daemon sends, in order. For tests that compare exchanges byte for byte in meaning,
/// such as the examples of `protocol.md`.
final class RawDaemonPeer: ConnectionReceiver, Sendable {
  private let connection: LocalConnection
  private let received = Mutex<[JSONValue]>([])
  private let signal = DispatchSemaphore(value: 0)
  /// The daemon.
  let server: DaemonServer
  /// The exit codes its lifecycle asked for.
  let exitCodes = ExitRecorder()

  init(configuration: DaemonConfiguration = TestDaemonClient.testConfiguration) throws {
    let (clientEnd, serverEnd) = LocalConnection.pair()
    connection = clientEnd
    server = DaemonServer(
      configuration: configuration, settings: try DaemonSettings(configuration: configuration), log: .discard)
    let exitCodes = self.exitCodes
    server.makeEndpoint(
      connection: serverEnd, lifecycle: ServerLifecycle(exit: { code in exitCodes.codes.withLock { $0.append(code) } })
    ).start()
    clientEnd.start(receiver: self)
  }

  /// Sends one message.
  func send(_ message: JSONValue) {
    connection.send(JSONSerializer.serializeToBytes(message))
  }

  /// The next message from the daemon, or nil after `timeout`.
  func next(timeout: Double = 10) -> JSONValue? {
    guard signal.wait(timeout: .now() + timeout) == .success else { return nil }
    return received.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }

  func receive(_ frame: Frame) {
    guard let value = try? JSONParser.parse(frame.body) else { return }
    received.withLock { $0.append(value) }
    signal.signal()
  }

  func connectionDidClose(_ reason: ConnectionCloseReason) {}

  /// Closes the connection and stops the daemon's threads.
  func stop() {
    connection.close(flushTimeout: .seconds(1))
    server.stop()
  }
}
