/// Parses a subcommand's arguments against its `CommandSpec`, with swift-argument-parser's conventions:
///
/// - `--name value` and `--name=value`; a flag takes no value (`--json=1` is an error);
/// - `-o value` for short names; `-h` and `--help` anywhere ask for help;
/// - options and positional arguments in any order; `--` ends the options (everything after it is positional,
///   so `select tree.json -- -odd-selector` works);
/// - a single-value option given twice keeps the last value; repeatable options keep all;
/// - an unknown option, a missing value or an extra argument is a `UsageError` with a suggestion when a known
///   name is close (`Unknown option '--nod'. Did you mean '--node'?`).
///
/// The next argument is taken as an option's value unless it looks like an option itself (starts with `-`,
/// is not `-` alone and is not a negative number): `--node --json` reports the missing value rather than
/// swallowing `--json`.
enum ArgumentParser {
  /// What the command line asks for.
  enum Outcome: Sendable {
    /// Run the command with these arguments.
    case run(ParsedArguments)
    /// Print the command's help.
    case help
  }

  /// Parses `arguments` (without the program and subcommand names).
  static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> Outcome {
    var parsed = ParsedArguments(command: spec.name)
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !looksLikeOption(argument) {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (option, inlineValue) = try resolve(argument, spec: spec)
      if option.name == SharedOptions.help.name { return .help }
      switch option.arity {
      case .flag:
        if inlineValue != nil {
          throw UsageError("The flag '--\(option.name)' does not take a value.", command: spec.name)
        }
        parsed.flags.insert(option.name)
      case .single, .repeated:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !looksLikeOption(arguments[index]) {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError("Missing value for '\(option.synopsis)'.", command: spec.name)
        }
        if option.arity == .single {
          parsed.values[option.name] = [value]
        } else {
          parsed.values[option.name, default: []].append(value)
        }
      }
    }
    try checkPositionals(parsed.positionals, spec: spec)
    for option in spec.allOptions where option.isRequired && parsed.values[option.name] == nil {
      throw UsageError("Missing expected option '\(option.synopsis)'.", command: spec.name)
    }
    return .run(parsed)
  }

  /// Whether `argument` is an option rather than a value: it starts with a dash, is not `-` alone (the
  /// conventional name of standard input or output) and is not a negative number.
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    return Double(argument) == nil
  }

  /// The option an argument names, and the value written after `=` in it.
  private static func resolve(_ argument: String, spec: CommandSpec) throws(UsageError) -> (OptionSpec, String?) {
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      guard let option = spec.option(named: name) else {
        throw unknownOption("--\(name)", spec: spec)
      }
      return (option, inlineValue)
    }
    // A short option: `-o`, or `-o=value` / `-ovalue` are not conventions we need; only the bare letter.
    let letters = Array(argument.dropFirst())
    guard letters.count == 1, let option = spec.option(short: letters[0]) else {
      throw unknownOption(argument, spec: spec)
    }
    return (option, nil)
  }

  private static func unknownOption(_ spelled: String, spec: CommandSpec) -> UsageError {
    let names = spec.allOptions.map { "--\($0.name)" }
    var message = "Unknown option '\(spelled)'."
    if let near = NameSuggestion.closest(to: spelled, among: names) { message += " Did you mean '\(near)'?" }
    return UsageError(message, command: spec.name)
  }

  private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(UsageError) {
    if positionals.count > spec.arguments.count, spec.arguments.last?.isRepeatable != true {
      let extra = positionals[spec.arguments.count]
      throw UsageError("Unexpected argument '\(extra)'.", command: spec.name)
    }
    for (position, argument) in spec.arguments.enumerated() where position >= positionals.count {
      guard argument.isOptional else {
        throw UsageError("Missing expected argument '<\(argument.name)>'.", command: spec.name)
      }
    }
  }
}
