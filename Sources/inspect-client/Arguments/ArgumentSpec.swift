/// One positional argument a command accepts: `<file>`, `<selector>`.
struct ArgumentSpec: Sendable {
  /// The placeholder (`file` prints as `<file>`).
  var name: String
  /// One line of help.
  var help: String
  /// Whether the command runs without it.
  var isOptional: Bool = false

  /// `<file>` or `[<file>]`.
  var synopsis: String {
    isOptional ? "[<\(name)>]" : "<\(name)>"
  }
}
