/// A subcommand: its spec (arguments, options, help), how it reads its parsed arguments, and how it runs.
protocol Subcommand: Sendable {
  /// What it accepts and how its help reads.
  static var spec: CommandSpec { get }

  /// Reads the parsed arguments; a bad value is a `UsageError`.
  init(arguments: ParsedArguments) throws(UsageError)

  /// Runs the command; returns the exit code (a failure that ends the command is thrown instead).
  func run(in context: CommandContext) throws(CommandError) -> ExitCode
}
