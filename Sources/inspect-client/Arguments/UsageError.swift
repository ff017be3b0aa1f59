/// A command line that cannot run: an unknown option, a missing value, a file that cannot be read.
/// It exits with code 2 after printing the message and the command's usage line.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, as one sentence (`Unknown option '--nod'. Did you mean '--node'?`).
  var message: String
  /// The subcommand whose usage line to print; nil for the top level.
  var command: String?

  /// Creates an error.
  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  /// The message.
  var description: String { message }
}
