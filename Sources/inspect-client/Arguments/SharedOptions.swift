/// The options every subcommand accepts, and their values once parsed.
struct SharedOptions: Sendable {
  /// `--json`: machine output.
  static let json = OptionSpec.flag(
    "json", help: "Print JSON for scripts instead of text (the daemon's result shapes; see protocol.md).")
  /// `--daemon PATH`.
  static let daemon = OptionSpec.value(
    "daemon", valueName: "path",
    help: "The InspectorDaemon binary to start (default: the one next to inspect-client).", showsInUsage: false)
  /// `--environment SPEC`.
  static let environment = OptionSpec.value(
    "environment", valueName: "settings",
    help:
      "Environment settings that override the tree's: key=value pairs (displayScale=2,font=title) or a JSON object. Repeatable.",
    repeated: true, showsInUsage: false)
  /// `--font PATH`.
  static let font = OptionSpec.value(
    "font", valueName: "path", help: "A font file the daemon loads for Font.custom (TTF, OTF or TTC). Repeatable.",
    repeated: true, showsInUsage: false)
  /// `--root NAME`.
  static let root = OptionSpec.value(
    "root", valueName: "name",
    help:
      "For Swift sources: the view to lay out, by name (SignInForm), as an expression (SignInRow(label: \"Name\")) or a preview's name.",
    showsInUsage: false)
  /// `--preview NAME`.
  static let preview = OptionSpec.value(
    "preview", valueName: "name",
    help: "For Swift sources: the #Preview (or PreviewProvider) to lay out, by name.", showsInUsage: false)
  /// `--define FLAG`.
  static let define = OptionSpec.value(
    "define", valueName: "flag",
    help: "For Swift sources: a flag #if sees (like swiftc -D); repeatable. Default: DEBUG.", repeated: true,
    showsInUsage: false)
  /// `--help`.
  static let help = OptionSpec.flag("help", short: "h", help: "Show help information.", showsInUsage: false)

  /// The shared options a command's spec appends (`--help` is added to every command separately).
  static let specs: [OptionSpec] = [json, daemon, environment, font, root, preview, define]

  /// Whether to print JSON.
  var json: Bool
  /// The daemon binary chosen with `--daemon`.
  var daemonPath: String?
  /// The `--environment` values, in order.
  var environment: [String]
  /// The `--font` files, in order.
  var fonts: [String]

  /// The root chosen with `--root`.
  var root: String?
  /// The preview chosen with `--preview`.
  var preview: String?
  /// The `--define` flags.
  var defines: [String]

  /// Reads the shared options from parsed arguments.
  init(_ arguments: ParsedArguments) {
    json = arguments.flag(Self.json.name)
    daemonPath = arguments.value(Self.daemon.name)
    environment = arguments.allValues(Self.environment.name)
    fonts = arguments.allValues(Self.font.name)
    root = arguments.value(Self.root.name)
    preview = arguments.value(Self.preview.name)
    defines = arguments.allValues(Self.define.name)
  }
}
