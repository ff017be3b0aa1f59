/// Placeholder while being written.
struct CheckCommand: Subcommand {
  static let spec = CommandSpec(name: "check", abstract: "todo")
  init(arguments: ParsedArguments) throws(UsageError) {}
  func run(in context: CommandContext) throws(CommandError) -> ExitCode { .success }
}
