import Foundation

/// The daemon's standard error, captured so that its log lines do not mix with the CLI's own output, and the
/// last few kept to explain a daemon that stopped answering.
final class DaemonErrorOutput: @unchecked Sendable {
  // `buffer` is touched by the reading thread and by `tail()`, always under `lock`.
  private let pipe = Pipe()
  private let lock = NSLock()
  private var buffer: [UInt8] = []
  private let finished = DispatchSemaphore(value: 0)
  /// How many of the last bytes are kept.
  static let keptBytes = 16 << 10

  /// The handle the daemon writes to.
  var writingHandle: FileHandle { pipe.fileHandleForWriting }

  /// Starts draining the pipe on a background thread (an undrained pipe would block the daemon).
  func startReading() {
    // Our copy of the writing end must close, or the reader never sees the end of the output.
    try? pipe.fileHandleForWriting.close()
    let reading = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let chunk = reading.availableData
        if chunk.isEmpty { break }
        lock.withLock {
          buffer.append(contentsOf: chunk)
          if buffer.count > Self.keptBytes { buffer.removeFirst(buffer.count - Self.keptBytes) }
        }
      }
      finished.signal()
    }
  }

  /// Waits (briefly) for the daemon's output to end after the process exited.
  func finish() {
    _ = finished.wait(timeout: .now() + 1)
  }

  /// The last lines the daemon wrote, at most `count`.
  func tail(_ count: Int = 8) -> [String] {
    let text = lock.withLock { String(decoding: buffer, as: UTF8.self) }
    return Array(text.split(separator: "\n").suffix(count).map(String.init))
  }
}
