import InspectorProtocol
import JSONCore

/// `inspect-client layout FILE [--node SELECTOR] [--pass N]`: the laid-out tree, or the layers of the nodes a
/// selector matches.
struct LayoutCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "layout",
    abstract: "Show the laid-out tree with each node's proposal and layer sizes, or one node's layers.",
    discussion: """
      Without --node, prints one line per node: where it is, the size its parent proposed, and its layer chain \
      from the bare view out through each modifier (every modifier is its own layer, as in SwiftUI). With \
      --node, prints each matching node's layers with the proposal, size and origin of each, who proposed it, \
      and the rule that decided each dimension.

      Numbers are points; a proposed dimension of nil means unspecified (the view's ideal size). Frames are in \
      root coordinates. By default the last update pass is shown; --pass picks an earlier one.

      With --snapshot, prints the layout snapshot instead (layout/snapshot): every node's frame and text, every \
      layer's proposal and frame, preference values and @State, to the thousandth of a point, one node or layer \
      per line. It is the text LayoutInspector's expectSnapshot() stores beside a test; 'diff FILE --snapshot \
      PATH' compares a tree with it later.
      """,
    arguments: [treeFileArgument],
    options: [
      .value("node", valueName: "selector", help: "Show the layers of the nodes this selector matches."),
      .value("pass", valueName: "n", help: "The update pass to show (1 is the first; default: the last)."),
      .flag("measurements", help: "With --node, also list every measurement each layer answered in the pass."),
      .flag("snapshot", help: "Print the layout snapshot (deterministic text for snapshot tests) instead."),
    ],
    examples: [
      .init(
        command: "inspect-client layout Examples/SignInForm.json", explanation: "The whole tree after the last pass."),
      .init(
        command: "inspect-client layout Examples/SignInForm.json --node '#user-label' --pass 1",
        explanation: "The user label's layers in the first pass, before the widths were equalized."),
      .init(
        command: "inspect-client layout Examples/SignInForm.swift",
        explanation: "The same form read from its SwiftUI source: its #Preview is the root."),
      .init(
        command: "inspect-client layout Sources/MyApp --root SignInForm",
        explanation: "A view of a package, with the views it uses from its other files."),
      .init(
        command: "inspect-client layout form.json --node 'Text' --json | jq '.nodes[].size'",
        explanation: "Every Text's size, for a script."),
      .init(
        command: "inspect-client layout Examples/SignInForm.json --snapshot > SignInForm.layout.json",
        explanation: "Store the layout for a later 'diff --snapshot'."),
    ])

  /// The `<file>` argument every tree command shares.
  static let treeFileArgument = ArgumentSpec(
    name: "file",
    help:
      "A view tree in the tree format (.json; see Schemas/view-tree.schema.json and Examples/), or SwiftUI source: .swift files, a folder or a package (--root or --preview chooses the view).",
    isRepeatable: true)

  /// The same argument where another follows it (`select <file> <selector>`): one path, a file or a folder.
  static let singleTreeFileArgument = ArgumentSpec(
    name: "file",
    help:
      "A view tree in the tree format (.json; see Schemas/view-tree.schema.json and Examples/), or SwiftUI source: a .swift file, a folder or a package (--root or --preview chooses the view)."
  )

  /// The tree file, or the Swift sources.
  let files: [String]
  /// The selector of the nodes to show.
  let selector: String?
  /// The update pass; nil is the last.
  let pass: Int?
  /// Whether to list each layer's measurements.
  let showMeasurements: Bool
  /// Whether to print the layout snapshot.
  let snapshot: Bool

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    selector = arguments.value("node")
    pass = try arguments.integer("pass", minimum: 1)
    showMeasurements = arguments.flag("measurements")
    snapshot = arguments.flag("snapshot")
    if snapshot, selector != nil {
      throw UsageError("--snapshot shows the whole tree; leave out --node.", command: arguments.command)
    }
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document = try context.loadTree(files)
    let output = try context.withTree(document) { tree throws(CommandError) -> CommandOutput in
      if snapshot { return try Self.snapshot(tree, pass: pass, json: context.json) }
      return try Self.output(
        tree, selector: selector, pass: pass, showMeasurements: showMeasurements, json: context.json,
        style: context.style)
    }
    context.print(output)
    return .success
  }

  /// The layout snapshot: its text, or its JSON (`layout/snapshot`'s `snapshot`).
  static func snapshot(_ tree: OpenedTree, pass: Int?, json: Bool) throws(CommandError) -> CommandOutput {
    let (result, value) = try tree.client.sendKeepingJSON(SnapshotRequest(uri: tree.uri, pass: pass))
    return json ? .json(value["snapshot"] ?? .null) : .text(result.text)
  }

  /// The layout of the whole tree, or of the nodes `selector` matches (shared with `session`).
  static func output(
    _ tree: OpenedTree, selector: String?, pass: Int?, showMeasurements: Bool, json: Bool, style: TextStyle
  ) throws(CommandError) -> CommandOutput {
    let text = LayoutText(document: tree.document.tree, style: style)
    guard let selector else {
      let request = TreeLayoutRequest(uri: tree.uri, pass: pass)
      if json { return .json(try tree.client.sendValue(request)) }
      let result = try tree.client.send(request)
      return .text("\(tree.document.displayName), " + text.tree(result, passCount: tree.summary.passes))
    }
    let nodes = try tree.nodes(matching: selector, pass: pass)
    var results: [JSONValue] = []
    var output = ""
    for node in nodes {
      let request = NodeLayoutRequest(uri: tree.uri, node: node, pass: pass, measurements: showMeasurements)
      if json {
        results.append(try tree.client.sendValue(request))
      } else {
        if !output.isEmpty { output += "\n" }
        let result = try tree.client.send(request)
        output += text.node(result, passCount: tree.summary.passes, showMeasurements: showMeasurements)
      }
    }
    return json ? .json(["selector": .string(selector), "nodes": .array(results)]) : .text(output)
  }
}
