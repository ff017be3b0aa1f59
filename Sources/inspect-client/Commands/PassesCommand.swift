import InspectorProtocol
import JSONCore

/// `inspect-client passes FILE`: the update loop's timeline.
struct PassesCommand: Subcommand {
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

  let file: String

  init(arguments: ParsedArguments) throws(UsageError) {
    file = arguments.positional(0) ?? ""
  }

  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document = try context.loadTree(file)
    return try context.withTree(document) { tree throws(CommandError) -> ExitCode in
      let request = LayoutPassesRequest(uri: tree.uri)
      if context.json {
        context.printJSON(try tree.client.sendValue(request))
      } else {
        let result = try tree.client.send(request)
        context.print(PassTimelineText(style: context.style).timeline(result, name: document.displayName))
      }
      return .success
    }
  }
}
