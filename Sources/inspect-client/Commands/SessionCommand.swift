/// Placeholder while being written.
struct SessionCommand: Subcommand {
  static let spec = CommandSpec(name: "session", abstract: "todo")
  init(arguments: ParsedArguments) throws(UsageError) {}
  func run(in context: CommandContext) throws(CommandError) -> ExitCode { .success }
}
