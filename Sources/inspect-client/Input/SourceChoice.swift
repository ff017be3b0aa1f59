/// What `--root`, `--preview` and `--define` choose for Swift sources.
struct SourceChoice: Sendable {
  /// The view to lay out (a name, an expression or a preview's name).
  var root: String?
  /// The preview to lay out.
  var preview: String?
  /// The flags `#if` sees; empty for the daemon's default.
  var flags: [String]

  /// No choice: the default root and flags.
  static let none = SourceChoice(root: nil, preview: nil, flags: [])
}
