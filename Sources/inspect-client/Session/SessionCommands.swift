/// The commands a session accepts, each described by a `CommandSpec` so that the session parses its lines with
/// the same parser (and the same conventions and errors) as the command line.
enum SessionCommands {
  /// Every session command, in the order `help` lists them.
  static let specs: [CommandSpec] = [
    spec("layout", "The tree with sizes, or the layers of the nodes a selector matches.", ["selector?"], [pass]),
    spec("prefs", "A preference key's value at each view it reaches.", ["key", "selector?"], [pass]),
    spec("passes", "The update passes of the current version (or --version N).", [], [version]),
    spec(
      "why", "Why a node's width (or height, x, y) is what it is, or changed.", ["selector", "dimension?"],
      [
        .value("from", valueName: "point", help: "The earlier point, VERSION or VERSION:PASS."),
        .value("to", valueName: "point", help: "The later point, VERSION or VERSION:PASS."),
      ]),
    spec(
      "diff", "What changed: by the last edit (default), or between two points.", [],
      [
        .value("from", valueName: "point", help: "The earlier point, VERSION or VERSION:PASS."),
        .value("to", valueName: "point", help: "The later point, VERSION or VERSION:PASS."),
      ]),
    spec("select", "The ids of the nodes a selector matches.", ["selector"], []),
    spec("state", "The @State variables and their values.", [], []),
    spec("set", "Edit: set a @State variable (set labelWidth 80; set name \"Ada\").", ["name", "value"], []),
    spec("text", "Edit: set a Text's text (text #user-label \"Name:\").", ["selector", "text"], []),
    spec(
      "resize", "Edit: propose a new size to the root (resize 320 600; nil for unspecified).", ["width", "height"], []),
    spec("tap", "Edit: tap a Button, running its action (tap #toggle).", ["selector"], []),
    spec("env", "Edit: change the environment (env displayScale=2,font=title).", ["settings"], []),
    spec(
      "render", "Draw the current layout as SVG.", ["path"],
      [pass, .value("highlight", valueName: "selector", help: "Outline the nodes this selector matches.")]),
    spec("open", "Open another tree file in place of the current one.", ["file"], []),
    spec("history", "The lines entered so far.", [], []),
    spec("help", "The commands, or one command's usage.", ["command?"], []),
    spec("quit", "End the session (also: exit, Ctrl-D).", [], []),
  ]

  private static let pass = OptionSpec.value("pass", valueName: "n", help: "The update pass (default: the last).")
  private static let version = OptionSpec.value("version", valueName: "n", help: "The version (default: the current).")

  /// The spec named `name` (`exit` is `quit`).
  static func spec(named name: String) -> CommandSpec? {
    let canonical = name == "exit" ? "quit" : name
    return specs.first { $0.name == canonical }
  }

  private static func spec(_ name: String, _ abstract: String, _ arguments: [String], _ options: [OptionSpec])
    -> CommandSpec
  {
    CommandSpec(
      name: name, abstract: abstract,
      arguments: arguments.map { argument in
        let optional = argument.hasSuffix("?")
        return ArgumentSpec(name: optional ? String(argument.dropLast()) : argument, help: "", isOptional: optional)
      }, options: options, takesSharedOptions: false)
  }

  /// The one-line usage of a session command: `text <selector> <text>`.
  static func usage(_ spec: CommandSpec) -> String {
    ([spec.name] + spec.arguments.map(\.synopsis) + spec.options.map { "[\($0.synopsis)]" }).joined(separator: " ")
  }

  /// The text of `help`.
  static func help() -> String {
    var columns = TextColumns(indent: "  ")
    for spec in specs {
      columns.append(usage(spec), spec.abstract)
    }
    return "Commands (selectors as in the CLI: #id, Text, [text=\"User:\"], HStack > Text, …):\n"
      + columns.rendered()
      + "Arrows browse the history, Tab completes a command, Ctrl-C drops the line, Ctrl-D ends the session.\n"
  }
}
