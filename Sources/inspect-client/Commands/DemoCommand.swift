/// Placeholder while being written.
struct DemoCommand: Subcommand {
  static let spec = CommandSpec(name: "demo", abstract: "todo")
  init(arguments: ParsedArguments) throws(UsageError) {}
  func run(in context: CommandContext) throws(CommandError) -> ExitCode { .success }
}
