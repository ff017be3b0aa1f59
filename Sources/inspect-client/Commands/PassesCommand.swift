import InspectorProtocol
import JSONCore

/// `inspect-client passes FILE`: the update loop's timeline.
struct PassesCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "passes",
    abstract: "Show the update passes: size changes, actions, state writes and prints, pass by pass.",
    discussion: """
      SwiftUI lays a view tree out, collects preferences, runs the actions that received new values \
      (onPreferenceChange, onChange), and lays it out again when they wrote state, until nothing changes. This \
      prints that loop: for each pass the views whose size changed, the actions with the values they \
      received, the state they wrote (old → new), what they printed, and the pass's diagnostics. A loop that \
      does not settle stops at the daemon's pass limit and says so.
      """,
    arguments: [LayoutCommand.treeFileArgument],
    examples: [
      .init(
        command: "inspect-client passes Examples/SignInForm.json",
        explanation: "Pass 1 measures the labels; its action stores the widest; pass 2 equalizes them."),
      .init(
        command: "inspect-client passes Examples/GrowingLabel.json --json",
        explanation: "A loop that never settles, as the daemon's layout/passes result."),
    ])

  /// The tree file, or the Swift sources.
  let files: [String]

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document = try context.loadTree(files)
    let output = try context.withTree(document) { tree throws(CommandError) -> CommandOutput in
      try Self.output(tree, version: nil, json: context.json, style: context.style)
    }
    context.print(output)
    return .success
  }

  /// The timeline of `version` (the current one when nil; shared with `session`).
  static func output(_ tree: OpenedTree, version: Int?, json: Bool, style: TextStyle) throws(CommandError)
    -> CommandOutput
  {
    let request = LayoutPassesRequest(uri: tree.uri, version: version)
    if json { return .json(try tree.client.sendValue(request)) }
    let result = try tree.client.send(request)
    return .text(PassTimelineText(style: style).timeline(result, name: tree.document.displayName))
  }
}
