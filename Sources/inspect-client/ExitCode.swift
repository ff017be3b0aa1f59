/// The process's exit codes, the same for every subcommand.
enum ExitCode: Int32, Sendable {
  /// The command did what was asked.
  case success = 0
  /// `check` found a mismatch (or `session` ran a failing command non-interactively).
  case checkFailed = 1
  /// The command line or an input file cannot be used: an unknown option, a missing argument, a file that
  /// does not exist or is not JSON.
  case usage = 2
  /// The daemon failed or refused a request: an invalid tree, an unknown node, a method not built yet, a
  /// protocol error, a daemon that could not start or stopped answering.
  case daemon = 3
}
