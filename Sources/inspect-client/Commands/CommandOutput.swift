import JSONCore

/// What a query produced: text for people or JSON for scripts. Subcommands print it pretty; the session prints
/// JSON one value per line (JSON Lines).
enum CommandOutput {
  /// Text, ending in a newline.
  case text(String)
  /// A JSON value.
  case json(JSONValue)
}

extension CommandContext {
  /// Prints an output: text as it is, JSON pretty-printed.
  func print(_ output: CommandOutput) {
    switch output {
    case .text(let text): print(text)
    case .json(let value): printJSON(value)
    }
  }
}
