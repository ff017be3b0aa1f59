import Foundation
import InspectorProtocol
import JSONCore
import LayoutPicture

/// The interactive session: one daemon and one open tree, a prompt that reads commands (queries and edits),
/// and the output of each. Errors are printed and the session goes on; the run's exit code is 0 on a terminal
/// and, for scripted input, the code of the first command that failed (so a CI script notices).
final class SessionRunner {
  private let context: CommandContext
  private let client: DaemonClient
  private let editor: LineEditor
  private var tree: OpenedTree
  private var firstFailure: ExitCode?

  /// A session on `tree`, reading lines with `editor`.
  init(context: CommandContext, client: DaemonClient, tree: OpenedTree, editor: LineEditor) {
    self.context = context
    self.client = client
    self.tree = tree
    self.editor = editor
    editor.completions = SessionCommands.specs.map(\.name) + ["exit"]
    editor.echoes = !context.json
  }

  private var style: TextStyle { context.style }

  /// The prompt: the tree file's name (without its directory) and current version.
  var prompt: String {
    if context.json && !editor.isInteractive { return "" }
    let name = tree.document.displayName.split(separator: "/").last.map(String.init) ?? tree.document.displayName
    return "\(name) v\(tree.summary.version)> "
  }

  /// Runs until `quit` or the end of input; returns the exit code.
  func run() -> ExitCode {
    if editor.isInteractive || !context.json {
      context.print(openingText())
    }
    while let line = editor.readLine(prompt: prompt) {
      editor.remember(line)
      do {
        guard try execute(line) else { break }
      } catch let error as UsageError {
        report(CommandError(.usage, error.message))
      } catch let error as CommandError {
        report(error)
      } catch {
        report(CommandError(.daemon, "\(error)"))
      }
    }
    return editor.isInteractive ? .success : (firstFailure ?? .success)
  }

  private func report(_ error: CommandError) {
    firstFailure = firstFailure ?? error.code
    context.console.reportError(error.message, details: error.details)
  }

  private func openingText() -> String {
    let summary = tree.summary
    var text = "Opened \(tree.document.displayName): \(summary.nodeCount) nodes, "
    text += settledText(summary) + ". Type 'help' for the commands.\n"
    return text
  }

  private func settledText(_ summary: TreeSummary) -> String {
    let passes = "\(summary.passes) \(summary.passes == 1 ? "pass" : "passes")"
    let root = NumberText.size(width: summary.rootSize.width, height: summary.rootSize.height)
    return (summary.converged ? "settled after \(passes)" : "did not settle in \(passes)") + ", root \(root)"
  }

  /// Runs one line; false when the session should end.
  private func execute(_ line: String) throws -> Bool {
    let words: [String]
    do {
      words = try ShellWords.split(line)
    } catch {
      throw UsageError("Cannot read the line: \(error.description).")
    }
    guard let name = words.first else { return true }
    guard let spec = SessionCommands.spec(named: name) else {
      var message = "Unknown command '\(name)'."
      if let near = NameSuggestion.closest(to: name, among: SessionCommands.specs.map(\.name)) {
        message += " Did you mean '\(near)'?"
      }
      throw UsageError(message + " Type 'help' for the commands.")
    }
    let parsed: ParsedArguments
    do {
      switch try ArgumentParser.parse(Array(words.dropFirst()), spec: spec) {
      case .help:
        context.print("usage: \(SessionCommands.usage(spec))\n  \(spec.abstract)\n")
        return true
      case .run(let arguments):
        parsed = arguments
      }
    } catch {
      throw UsageError("\(error.message) Usage: \(SessionCommands.usage(spec))")
    }
    if spec.name == "quit" { return false }
    if let output = try perform(spec.name, parsed) {
      switch output {
      case .text(let text): context.print(text)
      case .json(let value): context.print(JSONSerializer.serialize(value) + "\n")
      }
    }
    return true
  }

  private func perform(_ name: String, _ arguments: ParsedArguments) throws -> CommandOutput? {
    let json = context.json
    switch name {
    case "layout":
      return try LayoutCommand.output(
        tree, selector: arguments.positional(0), pass: try arguments.integer("pass", minimum: 1),
        showMeasurements: false, json: json, style: style)
    case "prefs":
      return try PrefsCommand.output(
        tree, key: arguments.positional(0) ?? "", selector: arguments.positional(1),
        pass: try arguments.integer("pass", minimum: 1), json: json, style: style)
    case "passes":
      return try PassesCommand.output(
        tree, version: try arguments.integer("version", minimum: 1), json: json, style: style)
    case "why":
      let dimensionName = arguments.positional(1) ?? "width"
      guard let dimension = ExplainRequest.Dimension(rawValue: dimensionName) else {
        throw UsageError("The dimension '\(dimensionName)' is not width, height, x or y.")
      }
      return try WhyCommand.output(
        tree, selector: arguments.positional(0) ?? "", dimension: dimension,
        from: try WhyCommand.point(arguments, "from"), to: try WhyCommand.point(arguments, "to"), json: json,
        style: style)
    case "diff":
      return try DiffCommand.output(
        tree, other: nil, from: try WhyCommand.point(arguments, "from"), to: try WhyCommand.point(arguments, "to"),
        snapshot: nil, snapshotName: nil, context: context
      ).output
    case "select":
      return try SelectCommand.output(tree, selector: arguments.positional(0) ?? "", json: json)
    case "state":
      return try stateOutput()
    case "set", "text", "resize", "tap", "env":
      return try editOutput(try edit(name, arguments))
    case "render":
      return try render(arguments)
    case "open":
      return try open(arguments.positional(0) ?? "")
    case "history":
      let lines = editor.history.enumerated().map { "\(String($0.offset + 1).leftPadded(to: 4))  \($0.element)\n" }
      return json ? .json(.array(editor.history.map { .string($0) })) : .text(lines.joined())
    default:
      return .text(SessionCommands.help())
    }
  }

  // MARK: Edits

  /// The edit a command asks for.
  private func edit(_ name: String, _ arguments: ParsedArguments) throws -> Edit {
    let first = arguments.positional(0) ?? ""
    let second = arguments.positional(1) ?? ""
    switch name {
    case "set":
      // A value is JSON when it parses (80, null, true, "x"), else a string: `set name Ada`.
      return .setState(name: first, value: (try? JSONParser.parse(second)) ?? .string(second))
    case "text":
      return .setText(node: try tree.node(first), text: second)
    case "resize":
      return .propose(width: try Self.length(first), height: try Self.length(second))
    case "tap":
      return .tap(node: try tree.node(first))
    default:
      let settings = try EnvironmentSettings.parse([first], command: "env")
      return .environment(.object(settings))
    }
  }

  /// A proposed length as typed: a number, `nil` (unspecified) or `inf`.
  static func length(_ text: String) throws(UsageError) -> ProposedLength {
    switch text {
    case "nil", "null": return .unspecified
    case "inf", "infinity", ".infinity": return .infinity
    default:
      guard let number = Double(text), number.isFinite, number >= 0 else {
        throw UsageError("The length '\(text)' is not a number of at least 0, nil or inf.")
      }
      return .length(number)
    }
  }

  /// Applies the edit and describes the new version: how it settled and which sizes changed.
  private func editOutput(_ edit: Edit) throws(CommandError) -> CommandOutput {
    let summary = try tree.edit([edit])
    if context.json { return .json((try? JSONValueEncoder().encode(summary)) ?? .null) }
    let passes = try client.send(LayoutPassesRequest(uri: tree.uri, version: summary.version))
    var text = "version \(summary.version): " + settledText(summary) + "\n"
    var changes = TextColumns(indent: "  ")
    for (node, before, after) in Self.netSizeChanges(passes) {
      let from = before.map { NumberText.size(width: $0.width, height: $0.height) } ?? "new"
      let to = after.map { NumberText.size(width: $0.width, height: $0.height) } ?? "gone"
      changes.append([.init(ValueText.node(node), style: style.node), .init("\(from) → \(to)", style: style.changed)])
    }
    text += changes.rows.isEmpty ? "  no size changed\n" : changes.rendered()
    for diagnostic in summary.diagnostics where diagnostic.severity != .note {
      text += "  \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
    }
    return .text(text)
  }

  /// Each node's size before the version and after its last pass, for the nodes where they differ.
  static func netSizeChanges(_ passes: LayoutPassesResult) -> [(String, SizeValue?, SizeValue?)] {
    var order: [String] = []
    var changes: [String: (before: SizeValue?, after: SizeValue?)] = [:]
    for pass in passes.passes {
      for change in pass.sizeChanges {
        if let existing = changes[change.node] {
          changes[change.node] = (existing.before, change.after)
        } else {
          order.append(change.node)
          changes[change.node] = (change.before, change.after)
        }
      }
    }
    return order.compactMap { node in
      guard let change = changes[node], change.before != change.after else { return nil }
      return (node, change.before, change.after)
    }
  }

  // MARK: Other commands

  private func stateOutput() throws(CommandError) -> CommandOutput {
    let (result, value) = try client.sendKeepingJSON(TreeStateRequest(uri: tree.uri))
    if context.json { return .json(value) }
    var columns = TextColumns(indent: "  ")
    for variable in result.state {
      var row: [TextColumns.Cell] = [.init(variable.name), .init(ValueText.format(variable.value))]
      if variable.value != variable.declaredValue {
        row.append(.init("declared \(ValueText.format(variable.declaredValue))", style: style.dim))
      }
      columns.append(row)
    }
    return .text(result.state.isEmpty ? "  no @State variables\n" : columns.rendered())
  }

  private func render(_ arguments: ParsedArguments) throws -> CommandOutput {
    let path = arguments.positional(0) ?? ""
    let picture = try Picture.draw(
      tree, pass: try arguments.integer("pass", minimum: 1), compare: nil, highlight: arguments.value("highlight"),
      zoom: 2, progress: context.progress)
    try RenderCommand.write(picture.svg, to: path)
    if context.json { return .json(["svg": .string(path), "layers": .integer(Int64(picture.layerCount))]) }
    return .text("Wrote \(path): pass \(picture.layout.pass), \(picture.layerCount) layers.\n")
  }

  private func open(_ path: String) throws(CommandError) -> CommandOutput {
    let document = try context.loadTree(path)
    let opened = try OpenedTree.open(document, in: client, progress: context.progress)
    try? tree.close()
    tree = opened
    return context.json ? .json((try? JSONValueEncoder().encode(opened.summary)) ?? .null) : .text(openingText())
  }
}

extension String {
  /// The string right-aligned in `width` characters.
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
