import Foundation

/// Where a command writes: results to standard output, errors and progress to standard error, each with the
/// style its stream allows.
final class Console: @unchecked Sendable {
  // Writes go straight to the file descriptors; the lock keeps lines from two threads (the progress timer
  // and the command) from interleaving.
  private let lock = NSLock()

  /// The style for standard output.
  let style: TextStyle
  /// The style for standard error.
  let errorStyle: TextStyle
  /// Whether standard error is a terminal (progress lines redraw themselves only there).
  let errorIsTerminal: Bool
  /// The process environment, read once.
  let environment: [String: String]

  /// A console over the process's standard streams.
  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
    let outIsTerminal = isatty(STDOUT_FILENO) == 1
    errorIsTerminal = isatty(STDERR_FILENO) == 1
    style = TextStyle.forStream(isTerminal: outIsTerminal, environment: environment)
    errorStyle = TextStyle.forStream(isTerminal: errorIsTerminal, environment: environment)
  }

  /// Writes `text` to standard output as it is.
  func write(_ text: String) {
    lock.withLock { Self.writeAll(STDOUT_FILENO, text) }
  }

  /// Writes `text` to standard error as it is.
  func writeError(_ text: String) {
    lock.withLock { Self.writeAll(STDERR_FILENO, text) }
  }

  /// Writes `error: message` and the detail lines to standard error.
  func reportError(_ message: String, details: [String] = []) {
    var text = errorStyle.bad("error:") + " " + message + "\n"
    for line in details { text += "  " + line + "\n" }
    writeError(text)
  }

  private static func writeAll(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Foundation.write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      // A closed pipe (the reader went away) or another failure: drop the rest rather than spin.
      guard written > 0 else { return }
      offset += written
    }
    bytes.removeAll()
  }
}
