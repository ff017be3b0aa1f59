import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How serious a log line is; the numbers are LSP's `MessageType`.
public enum LogLevel: Int, Comparable, Sendable {
  /// Something failed.
  case error = 1
  /// Something is wrong but work continues.
  case warning = 2
  /// Normal events.
  case info = 3
  /// Detail for debugging a session.
  case log = 4
  /// Detail for debugging the code (LSP 3.18).
  case debug = 5

  /// More severe levels are smaller, as in LSP.
  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue > rhs.rawValue }
}

/// Where the JSON-RPC layer writes its log lines: standard error by default, anything in tests.
///
/// Never standard output: that is the protocol channel.
public struct LogSink: Sendable {
  /// The least severe level written.
  public var minimumLevel: LogLevel
  private let write: @Sendable (LogLevel, String) -> Void
  private let flushQueue: DispatchQueue?

  /// Creates a sink that passes lines at `minimumLevel` or more severe to `write`.
  ///
  /// A sink whose `write` only queues its lines names the queue as `flushQueue`, so that `flush(within:)` can wait
  /// for them before the process exits.
  public init(
    minimumLevel: LogLevel = .info, flushQueue: DispatchQueue? = nil,
    write: @escaping @Sendable (LogLevel, String) -> Void
  ) {
    self.minimumLevel = minimumLevel
    self.flushQueue = flushQueue
    self.write = write
  }

  /// Logs one line.
  public func callAsFunction(_ level: LogLevel, _ message: @autoclosure () -> String) {
    guard level >= minimumLevel else { return }
    write(level, message())
  }

  /// Waits until the lines logged so far are written, or `timeout` has passed (a client that does not drain
  /// standard error must not keep the process from exiting). Called before the process exits, since lines still
  /// queued then are lost.
  public func flush(within timeout: Duration = .seconds(1)) {
    guard let flushQueue else { return }
    let written = DispatchSemaphore(value: 0)
    flushQueue.async { written.signal() }
    let (seconds, attoseconds) = timeout.components
    _ = written.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
  }

  /// Drops everything.
  public static let discard = LogSink(minimumLevel: .error) { _, _ in }

  /// Writes lines to standard error from a background queue.
  ///
  /// A client that does not drain our stderr pipe must not stall the protocol (a full stderr pipe blocks the
  /// writer; see palantir/python-language-server#15), so lines are queued and written by one background
  /// queue, and when more than 1,000 are waiting new ones are dropped and counted.
  public static func standardError(minimumLevel: LogLevel = .info) -> LogSink {
    let writer = StandardErrorWriter()
    return LogSink(minimumLevel: minimumLevel, flushQueue: writer.queue) { level, message in
      writer.enqueue("[\(level)] \(message)\n")
    }
  }
}

/// The queue behind `LogSink.standardError`.
private final class StandardErrorWriter: Sendable {
  let queue = DispatchQueue(label: "JSONRPC.stderr")
  private let pending = Mutex(0)

  func enqueue(_ line: String) {
    let admitted = pending.withLock { count in
      guard count < 1000 else { return false }
      count += 1
      return true
    }
    guard admitted else { return }
    queue.async {
      var bytes = Array(line.utf8)
      bytes.withUnsafeMutableBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
          if written <= 0 {
            if written < 0, errno == EINTR { continue }
            break
          }
          offset += written
        }
      }
      self.pending.withLock { $0 -= 1 }
    }
  }
}
