/// One positional argument a command accepts: `<file>`, `<selector>`.
struct ArgumentSpec: Sendable {
  /// The placeholder (`file` prints as `<file>`).
  var name: String
  /// One line of help.
  var help: String
  /// Whether the command runs without it.
  var isOptional: Bool = false
  /// Whether it may be given several times (only the last argument): `<file>...`.
  var isRepeatable: Bool = false

  /// `<file>`, `[<file>]` or `<file>...`.
  var synopsis: String {
    let single = isOptional ? "[<\(name)>]" : "<\(name)>"
    return isRepeatable ? single + "..." : single
  }
}
