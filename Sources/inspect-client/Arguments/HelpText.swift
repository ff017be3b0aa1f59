/// The text of `--help` and of the usage line printed after a usage error, in swift-argument-parser's layout:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES, with help texts aligned in a column and wrapped.
enum HelpText {
  /// The program's name as users type it.
  static let program = "inspect-client"
  /// The column where option and argument help starts.
  static let helpColumn = 28
  /// The width help is wrapped to.
  static let width = 100

  /// `USAGE: inspect-client layout <file> [--node <selector>] [--pass <n>] [--json]`, one line.
  static func usage(for spec: CommandSpec) -> String {
    var parts = ["\(program) \(spec.name)"]
    parts += spec.arguments.map(\.synopsis)
    for option in spec.allOptions where option.showsInUsage {
      parts.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
    }
    return parts.joined(separator: " ")
  }

  /// The full help of a subcommand.
  static func help(for spec: CommandSpec) -> String {
    var text = "OVERVIEW: \(spec.abstract)\n"
    if !spec.discussion.isEmpty {
      text += "\n" + wrap(spec.discussion, indent: 0) + "\n"
    }
    text += "\nUSAGE: \(usage(for: spec))\n"
    if !spec.arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in spec.arguments {
        text += entry(label: "<\(argument.name)>", help: argument.help)
      }
    }
    text += "\nOPTIONS:\n"
    for option in spec.allOptions {
      text += entry(label: option.helpLabel, help: option.help)
    }
    if !spec.examples.isEmpty {
      text += "\nEXAMPLES:\n"
      for example in spec.examples {
        text += "  \(example.command)\n" + wrap(example.explanation, indent: 6) + "\n"
      }
    }
    return text
  }

  /// The top-level help: what the program is and its subcommands.
  static func topLevel(commands: [CommandSpec]) -> String {
    var text = """
      OVERVIEW: Lays out SwiftUI-style view trees as SwiftUI would and shows why each view has its size: every
      layer's proposal and size, preference values at each ancestor, the update passes, and the causal chain
      behind a changed width. It starts InspectorDaemon and asks it over JSON-RPC, as an editor does.

      USAGE: \(program) <subcommand> [<arguments>] [--json]

      SUBCOMMANDS:

      """
    for command in commands {
      text += entry(label: command.name, help: command.abstract)
    }
    text += """

      OPTIONS:
        --version                 Show the version.
        -h, --help                Show help information.

      EXIT CODES:
        0  success
        1  check found a mismatch
        2  usage error: bad arguments, or an input file that cannot be read
        3  the daemon failed or refused a request (invalid tree, unknown node, protocol error)

      Start with '\(program) demo'. See '\(program) help <subcommand>' for a subcommand's options and examples.

      """
    return text
  }

  /// One aligned, wrapped `label  help` entry, indented two spaces.
  static func entry(label: String, help: String) -> String {
    let head = "  " + label
    if head.count + 2 <= helpColumn {
      let wrapped = wrap(help, indent: helpColumn)
      return head + String(wrapped.dropFirst(head.count)) + "\n"
    }
    return head + "\n" + wrap(help, indent: helpColumn) + "\n"
  }

  /// `text` wrapped at `width` columns, every line indented by `indent` spaces; paragraphs (blank lines) and
  /// explicit line breaks are kept.
  static func wrap(_ text: String, indent: Int) -> String {
    let padding = String(repeating: " ", count: indent)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, indent + line.count + 1 + word.count > width {
          lines.append(padding + line)
          line = ""
        }
        line += line.isEmpty ? String(word) : " " + word
      }
      lines.append(line.isEmpty ? "" : padding + line)
    }
    return lines.joined(separator: "\n")
  }
}
