/// A failure that ends a command: the message for standard error, its detail lines and the exit code.
struct CommandError: Error, Sendable, CustomStringConvertible {
  /// The exit code.
  var code: ExitCode
  /// One sentence: what failed.
  var message: String
  /// Further lines (JSON paths, the daemon's log), printed indented under the message.
  var details: [String] = []
  /// The daemon's error reply, when the daemon refused a request.
  var daemonFailure: DaemonFailure?

  /// Creates an error.
  init(_ code: ExitCode, _ message: String, details: [String] = []) {
    self.code = code
    self.message = message
    self.details = details
  }

  /// The message and details.
  var description: String {
    ([message] + details.map { "  " + $0 }).joined(separator: "\n")
  }

  /// A usage problem found after parsing (a file that cannot be read, an invalid expectations file).
  static func usage(_ message: String, details: [String] = []) -> CommandError {
    CommandError(.usage, message, details: details)
  }
}
