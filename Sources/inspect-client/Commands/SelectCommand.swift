import InspectorProtocol
import JSONCore

/// `inspect-client select FILE SELECTOR`: the ids of the nodes a selector matches.
struct SelectCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "select",
    abstract: "Print the ids of the nodes a selector matches, one per line, in tree order.",
    discussion: """
      Selectors are shared by the CLI, the editor and tests: #id, a view type (Text) or *, attributes \
      ([text="User:"], [key=MaxLabelWidth], [modifier=frame], [id^=row]), the descendant (space) and child (>) \
      combinators, :has(…), :not(…), :root, and lists separated by commas. Nothing matching is not an error: \
      nothing is printed (and a note goes to standard error).
      """,
    arguments: [
      LayoutCommand.singleTreeFileArgument,
      ArgumentSpec(name: "selector", help: "The selector; quote it for the shell ('#user-label', 'HStack > Text')."),
    ],
    examples: [
      .init(command: "inspect-client select Examples/SignInForm.json Text", explanation: "Both labels."),
      .init(
        command: "inspect-client select Examples/SignInForm.json 'HStack:has([key=MaxLabelWidth]) > Text'",
        explanation: "The labels whose row writes the key."),
    ])

  /// The tree file.
  let file: String
  /// The selector.
  let selector: String

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    file = arguments.positional(0) ?? ""
    selector = arguments.positional(1) ?? ""
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document = try context.loadTree(file)
    let output = try context.withTree(document) { tree throws(CommandError) -> CommandOutput in
      try Self.output(tree, selector: selector, json: context.json)
    }
    context.print(output)
    if case .text("") = output { context.note("no node matches '\(selector)'") }
    return .success
  }

  /// The matching ids, one per line (shared with `session`).
  static func output(_ tree: OpenedTree, selector: String, json: Bool) throws(CommandError) -> CommandOutput {
    let (result, value) = try tree.selection(selector)
    return json ? .json(value) : .text(result.nodes.map { $0 + "\n" }.joined())
  }
}
