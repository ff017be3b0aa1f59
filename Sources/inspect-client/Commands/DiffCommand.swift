import InspectorProtocol
import JSONCore

/// `inspect-client diff FILE [OTHER] [--from V[:P]] [--to V[:P]] [--snapshot PATH]`: what changed in a layout.
struct DiffCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Show what changed in a layout: between two passes, two trees, or a stored snapshot and a tree.",
    discussion: """
      Asks the daemon's layout/diff for every difference, each with its value before and after: nodes added, \
      removed, resized and moved (relative to their parent: a node that only follows its parent is not listed), \
      texts, layers whose arguments, proposal, size or position changed, preference values at each node, and \
      @State. Lengths are compared to the thousandth of a point.

      With one file, compares two points of its update loop (by default its first and last pass: what the loop \
      changed); points are VERSION or VERSION:PASS. With two files, compares the first (before) with the second \
      (after). With --snapshot, compares a snapshot written by 'layout --snapshot' (or stored by a \
      LayoutInspector test) with the file's layout: a check for shell-based CI.

      Exits 1 when the two sides differ, as diff(1) does, and 0 when they are the same.
      """,
    arguments: [
      ArgumentSpec(name: "file", help: "A view tree (.json): the later side."),
      ArgumentSpec(
        name: "other", help: "A second view tree: then the first file is before, this one after.", isOptional: true),
    ],
    options: [
      .value("from", valueName: "point", help: "The earlier point of the tree, VERSION or VERSION:PASS."),
      .value("to", valueName: "point", help: "The later point, VERSION or VERSION:PASS (default: the last)."),
      .value("snapshot", valueName: "path", help: "A stored layout snapshot to compare the tree with."),
    ],
    examples: [
      .init(
        command: "inspect-client diff Examples/SignInForm.json",
        explanation: "What the update loop changed between pass 1 and pass 2: the labels' widths."),
      .init(
        command: "inspect-client diff before.json after.json",
        explanation: "What an edit of the document changed in the laid-out tree."),
      .init(
        command:
          "inspect-client layout form.json --snapshot > form.layout.json && inspect-client diff form.json --snapshot form.layout.json",
        explanation: "Store a snapshot, and check the layout against it later (exit 1 when it changed)."),
    ])

  /// The tree file (the later side).
  let file: String
  /// A second tree file: then `file` is the earlier side.
  let other: String?
  /// The earlier point.
  let from: VersionPoint?
  /// The later point.
  let to: VersionPoint?
  /// A stored snapshot as the earlier side.
  let snapshot: String?

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    file = arguments.positional(0) ?? ""
    other = arguments.positional(1)
    from = try WhyCommand.point(arguments, "from")
    to = try WhyCommand.point(arguments, "to")
    snapshot = arguments.value("snapshot")
    if snapshot != nil, other != nil || from != nil {
      throw UsageError(
        "--snapshot is the earlier side; give it without a second file and without --from.", command: arguments.command)
    }
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let stored = try snapshot.map { path throws(CommandError) in try SnapshotDocument.load(path) }
    let first = try context.loadTree(file)
    var second = try other.map { path throws(CommandError) in try context.loadTree(path) }
    if second?.uri == first.uri { second?.uri += "#after" }
    let output = try context.withTree(second ?? first) { tree throws(CommandError) -> (CommandOutput, Bool) in
      var earlier: OpenedTree?
      if second != nil {
        let opened = try OpenedTree.open(first, in: tree.client, progress: context.progress)
        context.reportDiagnostics(opened.summary.diagnostics, in: first)
        earlier = opened
      }
      return try Self.output(
        tree, other: earlier, from: from, to: to, snapshot: stored, snapshotName: snapshot, context: context)
    }
    context.print(output.0)
    return output.1 ? .checkFailed : .success
  }

  /// The diff of `tree` against `other`, a stored snapshot or an earlier point, as text or JSON.
  static func output(
    _ tree: OpenedTree, other: OpenedTree?, from: VersionPoint?, to: VersionPoint?, snapshot: LayoutSnapshot?,
    snapshotName: String?, context: CommandContext
  ) throws(CommandError) -> (output: CommandOutput, changed: Bool) {
    let request = DiffRequest(uri: tree.uri, from: from, to: to, otherUri: other?.uri, snapshot: snapshot)
    let (result, json) = try tree.client.sendKeepingJSON(request)
    if context.json { return (.json(json), result.changed) }
    let earlier = snapshotName ?? side(result.from, name: (other ?? tree).document.displayName)
    let later = side(result.to, name: tree.document.displayName)
    return (.text(DiffText(style: context.style).diff(result, from: earlier, to: later)), result.changed)
  }

  /// `SignInForm.json, version 1, pass 2`.
  static func side(_ side: DiffSide, name: String) -> String {
    var text = name
    if let version = side.version { text += ", version \(version)" }
    if let pass = side.pass { text += ", pass \(pass)" }
    return text
  }
}
