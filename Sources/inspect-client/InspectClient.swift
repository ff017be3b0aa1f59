import Foundation

/// The program: reads the command line, runs the subcommand it names, prints any failure and returns the exit
/// code. Every path out of here goes through one place that maps failures to exit codes.
enum InspectClient {
  /// Every subcommand, in the order the top-level help lists them.
  static let subcommands: [any Subcommand.Type] = [
    DemoCommand.self,
    LayoutCommand.self,
    PrefsCommand.self,
    PassesCommand.self,
    WhyCommand.self,
    DiffCommand.self,
    SelectCommand.self,
    RenderCommand.self,
    CheckCommand.self,
    SessionCommand.self,
  ]

  /// The subcommand named `name`.
  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.spec.name == name }
  }

  /// Runs the program with `arguments` (without the program name) and returns its exit code.
  static func main(_ arguments: [String], console: Console = Console()) -> ExitCode {
    do {
      return try dispatch(arguments, console: console)
    } catch let error as UsageError {
      reportUsage(error, console: console)
      return .usage
    } catch let error as CommandError {
      console.reportError(error.message, details: error.details)
      return error.code
    } catch {
      console.reportError("\(error)")
      return .daemon
    }
  }

  private static func dispatch(_ arguments: [String], console: Console) throws -> ExitCode {
    guard let first = arguments.first else {
      console.write(HelpText.topLevel(commands: subcommands.map { $0.spec }))
      return .success
    }
    switch first {
    case "--version":
      console.write(InspectClientVersion.current + "\n")
      return .success
    case "--help", "-h":
      console.write(HelpText.topLevel(commands: subcommands.map { $0.spec }))
      return .success
    case "help":
      return try help(for: Array(arguments.dropFirst()), console: console)
    default:
      break
    }
    guard let command = subcommand(named: first) else {
      if ArgumentParser.looksLikeOption(first) {
        throw UsageError("Unknown option '\(first)'; a subcommand comes first (for example 'demo').")
      }
      var message = "Unknown subcommand '\(first)'."
      if let near = NameSuggestion.closest(to: first, among: subcommands.map { $0.spec.name }) {
        message += " Did you mean '\(near)'?"
      }
      throw UsageError(message)
    }
    return try run(command, Array(arguments.dropFirst()), console: console)
  }

  private static func run<Command: Subcommand>(_ command: Command.Type, _ arguments: [String], console: Console)
    throws -> ExitCode
  {
    switch try ArgumentParser.parse(arguments, spec: command.spec) {
    case .help:
      console.write(HelpText.help(for: command.spec))
      return .success
    case .run(let parsed):
      let instance = try Command(arguments: parsed)
      let context = try CommandContext(console: console, shared: SharedOptions(parsed), command: command.spec.name)
      return try instance.run(in: context)
    }
  }

  private static func help(for arguments: [String], console: Console) throws(UsageError) -> ExitCode {
    guard let name = arguments.first else {
      console.write(HelpText.topLevel(commands: subcommands.map { $0.spec }))
      return .success
    }
    guard let command = subcommand(named: name) else {
      var message = "Unknown subcommand '\(name)'."
      if let near = NameSuggestion.closest(to: name, among: subcommands.map { $0.spec.name }) {
        message += " Did you mean '\(near)'?"
      }
      throw UsageError(message)
    }
    console.write(HelpText.help(for: command.spec))
    return .success
  }

  /// Prints a usage error, the usage line and where to read more.
  static func reportUsage(_ error: UsageError, console: Console) {
    var text = console.errorStyle.bad("error:") + " " + error.message + "\n"
    if let name = error.command, let command = subcommand(named: name) {
      text += "usage: \(HelpText.usage(for: command.spec))\n"
      text += "  See '\(HelpText.program) \(name) --help' for more information.\n"
    } else {
      text += "usage: \(HelpText.program) <subcommand> [<arguments>]\n"
      text += "  See '\(HelpText.program) --help' for the subcommands.\n"
    }
    console.writeError(text)
  }
}
