/// Colour and emphasis for text output: ANSI escapes on a terminal, nothing otherwise.
///
/// Colour is on only when standard output is a terminal, `TERM` is not `dumb`, and `NO_COLOR` is unset or
/// empty (no-color.org). Golden tests and pipes therefore always get plain text.
struct TextStyle: Sendable {
  /// Whether escapes are written.
  var isEnabled: Bool

  /// No escapes.
  static let plain = TextStyle(isEnabled: false)

  /// The style for a stream: colour when `isTerminal` and the environment allows it.
  static func forStream(isTerminal: Bool, environment: [String: String]) -> TextStyle {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    if environment["TERM"] == "dumb" { return .plain }
    return TextStyle(isEnabled: isTerminal)
  }

  /// Section headings.
  func heading(_ text: String) -> String { apply("1", text) }
  /// Node ids and selectors.
  func node(_ text: String) -> String { apply("36", text) }
  /// Secondary text: paths, rules, explanations in passing.
  func dim(_ text: String) -> String { apply("2", text) }
  /// Values that changed.
  func changed(_ text: String) -> String { apply("33", text) }
  /// What a check expected, and successes.
  func good(_ text: String) -> String { apply("32", text) }
  /// Errors and what a check found instead.
  func bad(_ text: String) -> String { apply("31", text) }

  private func apply(_ code: String, _ text: String) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
