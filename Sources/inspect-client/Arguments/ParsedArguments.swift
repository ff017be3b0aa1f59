/// The result of parsing one command line against a `CommandSpec`: option values by long name, flags given,
/// and positional arguments in order. Typed accessors turn a bad value into a `UsageError` naming the option.
struct ParsedArguments: Sendable {
  /// The command the arguments were parsed for.
  var command: String
  /// Each value option's values, in the order given.
  var values: [String: [String]] = [:]
  /// The flags given.
  var flags: Set<String> = []
  /// The positional arguments, in order.
  var positionals: [String] = []

  /// Whether flag `name` was given.
  func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value of option `name` (the last one when given several times), or nil.
  func value(_ name: String) -> String? {
    values[name]?.last
  }

  /// Every value of option `name`, in order.
  func allValues(_ name: String) -> [String] {
    values[name] ?? []
  }

  /// The positional argument at `index`, or nil.
  func positional(_ index: Int) -> String? {
    positionals.indices.contains(index) ? positionals[index] : nil
  }

  /// The value of option `name` as an integer of at least `minimum`, or nil when absent.
  func integer(_ name: String, minimum: Int = Int.min) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), number >= minimum else {
      let bound = minimum == Int.min ? "" : " of at least \(minimum)"
      throw UsageError("The value '\(text)' of '--\(name)' is not an integer\(bound).", command: command)
    }
    return number
  }

  /// The value of option `name` as a number, or nil when absent.
  func number(_ name: String) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), number.isFinite else {
      throw UsageError("The value '\(text)' of '--\(name)' is not a number.", command: command)
    }
    return number
  }

  /// The value of option `name`, which must be one of `choices`; nil when absent.
  func choice(_ name: String, from choices: [String]) throws(UsageError) -> String? {
    guard let text = value(name) else { return nil }
    guard choices.contains(text) else {
      var message = "The value '\(text)' of '--\(name)' is not one of \(choices.joined(separator: ", "))."
      if let near = NameSuggestion.closest(to: text, among: choices) { message += " Did you mean '\(near)'?" }
      throw UsageError(message, command: command)
    }
    return text
  }

  /// The value of option `name`, which the command cannot run without.
  func required(_ name: String, valueName: String) throws(UsageError) -> String {
    guard let text = value(name) else {
      throw UsageError("Missing expected option '--\(name) <\(valueName)>'.", command: command)
    }
    return text
  }
}
