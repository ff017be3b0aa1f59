import InspectorProtocol
import JSONCore

/// `inspect-client why FILE --node SELECTOR [--dimension width] [--from V[:P]] [--to V[:P]]`: the causal chain
/// behind a node's size or position.
struct WhyCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "why",
    abstract: "Explain why a node's width (or height, x, y) is what it is, or why it changed.",
    discussion: """
      Asks the daemon's layout/explain for the causal chain from the value back to its root cause: the layer \
      and rule that produced it, the proposal its parent made, the state an expression read, the action that \
      wrote that state with the preference value it received, the measurements that value was reduced from, \
      and the client's edit that started it all. Without --from and --to it compares the last pass with the \
      latest earlier point where the value differed; a value that never changed is explained as it is.

      Points are VERSION or VERSION:PASS (1:1 is the first pass of the tree as opened).
      """,
    arguments: [LayoutCommand.treeFileArgument],
    options: [
      .value(
        "node", valueName: "selector", help: "The node to explain (the selector must match exactly one).",
        required: true),
      .value("dimension", valueName: "dimension", help: "width (default), height, x or y."),
      .value("from", valueName: "point", help: "The earlier point, VERSION or VERSION:PASS."),
      .value("to", valueName: "point", help: "The later point, VERSION or VERSION:PASS (default: the latest)."),
    ],
    examples: [
      .init(
        command: "inspect-client why Examples/SignInForm.json --node '#user-label'",
        explanation: "Why the shorter label is as wide as the longer one."),
      .init(
        command: "inspect-client why Examples/SignInForm.json --node '#user-label' --dimension height",
        explanation: "Why its height is what it is (unchanged: the text rule)."),
    ])

  /// The tree file, or the Swift sources.
  let files: [String]
  /// The selector.
  let selector: String
  /// The dimension explained.
  let dimension: ExplainRequest.Dimension
  /// The earlier point.
  let from: VersionPoint?
  /// The later point.
  let to: VersionPoint?

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    selector = try arguments.required("node", valueName: "selector")
    let names = ExplainRequest.Dimension.allCases.map(\.rawValue)
    let name = try arguments.choice("dimension", from: names) ?? "width"
    dimension = ExplainRequest.Dimension(rawValue: name) ?? .width
    from = try Self.point(arguments, "from")
    to = try Self.point(arguments, "to")
  }

  /// Reads a `VERSION` or `VERSION:PASS` option.
  static func point(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> VersionPoint? {
    guard let text = arguments.value(name) else { return nil }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let version = Int(parts[0]), version >= 1,
      parts.count == 1 || Int(parts[1]).map({ $0 >= 1 }) == true
    else {
      throw UsageError(
        "The value '\(text)' of '--\(name)' is not VERSION or VERSION:PASS (for example 1:2).",
        command: arguments.command)
    }
    return VersionPoint(version: version, pass: parts.count == 2 ? Int(parts[1]) : nil)
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document = try context.loadTree(files)
    let output = try context.withTree(document) { tree throws(CommandError) -> CommandOutput in
      try Self.output(
        tree, selector: selector, dimension: dimension, from: from, to: to, json: context.json, style: context.style)
    }
    context.print(output)
    return .success
  }

  /// The explanation of one node's dimension (shared with `session`).
  static func output(
    _ tree: OpenedTree, selector: String, dimension: ExplainRequest.Dimension, from: VersionPoint?, to: VersionPoint?,
    json: Bool, style: TextStyle
  ) throws(CommandError) -> CommandOutput {
    let node = try tree.node(selector)
    let request = ExplainRequest(uri: tree.uri, node: node, dimension: dimension, from: from, to: to)
    if json { return .json(try tree.client.sendValue(request)) }
    return .text(ExplanationText(style: style).explanation(try tree.client.send(request)))
  }
}
