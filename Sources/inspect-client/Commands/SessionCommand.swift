import Foundation
import JSONCore

/// `inspect-client session [FILE]`: an interactive prompt with one daemon and one tree open.
struct SessionCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "session",
    abstract: "Open a tree and ask questions and make edits at a prompt, with history and help.",
    discussion: """
      Keeps one daemon and one tree open (the built-in sign-in form when no file is given) and reads commands: \
      the queries (layout, prefs, passes, why, select, state, render) and edits that make a new version and \
      rerun the update loop (set labelWidth 80, text #user-label "Name:", resize 320 600, tap #toggle, env \
      displayScale=2). Type 'help' at the prompt for the list.

      On a terminal, lines are edited with the arrow keys and history is kept in ~/.inspect-client-history. \
      With input from a pipe or file, each line is echoed after the prompt so the output reads as a \
      transcript, and the exit code is that of the first command that failed (0 if none); with --json every \
      answer is one line of JSON and nothing is echoed.
      """,
    arguments: [
      ArgumentSpec(name: "file", help: "The tree to open (default: the built-in sign-in form).", isOptional: true)
    ],
    examples: [
      .init(command: "inspect-client session Examples/SignInForm.json", explanation: "Edit the form live."),
      .init(
        command: "printf 'text #user-label \"Name:\"\\npasses\\n' | inspect-client session Examples/SignInForm.json",
        explanation: "A scripted session: change a label, then print the passes of the new version."),
    ])

  /// The tree file; nil opens the built-in sign-in form.
  let file: String?

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    file = arguments.positional(0)
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document: TreeDocument
    if let file {
      document = try context.loadTree(file)
    } else {
      document = TreeDocument.builtIn(
        name: SignInFormExample.name, tree: try SignInFormExample.tree(), environment: context.environment)
    }
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let historyFile = interactive ? Self.historyPath(context.console.environment) : nil
    let editor = LineEditor(
      console: context.console, interactive: interactive, history: historyFile.map(Self.readHistory) ?? [])
    let client = try context.startDaemon()
    defer { client.close() }
    let tree = try OpenedTree.open(document, in: client, progress: context.progress)
    let code = SessionRunner(context: context, client: client, tree: tree, editor: editor).run()
    if let historyFile { Self.writeHistory(editor.history, to: historyFile) }
    return code
  }

  /// `~/.inspect-client-history`, or nil without a home directory.
  static func historyPath(_ environment: [String: String]) -> String? {
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.inspect-client-history"
  }

  /// The history lines saved at `path` (the last 1,000).
  static func readHistory(_ path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").suffix(1000).map(String.init)
  }

  /// Saves the last 1,000 history lines at `path`.
  static func writeHistory(_ lines: [String], to path: String) {
    let text = lines.suffix(1000).joined(separator: "\n") + "\n"
    try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }
}
