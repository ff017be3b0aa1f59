/// What a subcommand accepts and how its help reads: the single description from which parsing, usage lines
/// and `--help` are all derived, so they cannot disagree.
struct CommandSpec: Sendable {
  /// One example in the help text: a command line and what it does.
  struct Example: Sendable {
    /// The command line, as typed.
    var command: String
    /// What it does, in a few words.
    var explanation: String
  }

  /// The subcommand's name (`layout`).
  var name: String
  /// One sentence: what it does.
  var abstract: String
  /// More paragraphs for `--help`; empty when the abstract says it all.
  var discussion: String = ""
  /// The positional arguments, in order.
  var arguments: [ArgumentSpec] = []
  /// The options it accepts besides the shared ones.
  var options: [OptionSpec] = []
  /// Whether the options every command shares (`--json`, `--daemon`, `--environment`, `--font`) apply.
  var takesSharedOptions: Bool = true
  /// Examples for `--help`.
  var examples: [Example] = []

  /// Every option accepted: the command's own, then the shared ones, then `--help`.
  var allOptions: [OptionSpec] {
    options + (takesSharedOptions ? SharedOptions.specs : []) + [SharedOptions.help]
  }

  /// The option with long name `name`, if accepted.
  func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.name == name }
  }

  /// The option with short name `short`, if accepted.
  func option(short: Character) -> OptionSpec? {
    allOptions.first { $0.short == short }
  }
}
