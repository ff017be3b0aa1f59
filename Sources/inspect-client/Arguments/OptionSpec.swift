/// One option a command accepts: `--node <selector>`, `--json`, `-o <path>`.
///
/// Options follow swift-argument-parser's conventions: a long name with two dashes, an optional one-letter
/// short name with one dash, a value given as the next argument or after `=` (`--node '#form'`,
/// `--node='#form'`), and flags that take no value.
struct OptionSpec: Sendable {
  /// Whether the option takes a value, and how many times it may be given.
  enum Arity: Sendable {
    /// A flag: present or absent, no value.
    case flag
    /// One value; given twice, the last one wins (as in swift-argument-parser).
    case single
    /// A value that may be given several times; every value is kept in order.
    case repeated
  }

  /// The long name without its dashes (`node`).
  var name: String
  /// The short name without its dash (`o`), if any.
  var short: Character?
  /// Whether it takes a value.
  var arity: Arity
  /// The value's placeholder in usage lines (`selector` prints as `<selector>`).
  var valueName: String
  /// One line (or a few sentences) of help.
  var help: String
  /// Whether the usage line shows it (shared options are listed under OPTIONS only).
  var showsInUsage: Bool
  /// Whether the command cannot run without it (the usage line shows it without brackets).
  var isRequired: Bool = false

  /// Creates an option that takes a value.
  static func value(
    _ name: String, short: Character? = nil, valueName: String, help: String, repeated: Bool = false,
    showsInUsage: Bool = true, required: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, arity: repeated ? .repeated : .single, valueName: valueName, help: help,
      showsInUsage: showsInUsage, isRequired: required)
  }

  /// Creates a flag.
  static func flag(_ name: String, short: Character? = nil, help: String, showsInUsage: Bool = true) -> OptionSpec {
    OptionSpec(name: name, short: short, arity: .flag, valueName: "", help: help, showsInUsage: showsInUsage)
  }

  /// `--node <selector>` or `--json`, as usage lines and errors spell it.
  var synopsis: String {
    arity == .flag ? "--\(name)" : "--\(name) <\(valueName)>"
  }

  /// `-o, --output <path>`, as the OPTIONS list spells it.
  var helpLabel: String {
    let long = synopsis
    guard let short else { return long }
    return "-\(short), \(long)"
  }
}
