import Foundation

/// Finds the `InspectorDaemon` binary: `--daemon PATH` when given, else the binary built next to
/// `inspect-client` (SwiftPM puts every executable of the package in the same directory, and
/// `swift run inspect-client` builds both).
enum DaemonLocator {
  /// The daemon's executable name.
  static let executableName = "InspectorDaemon"

  /// The path to start, or an error saying where it looked.
  static func locate(explicit: String?) throws(CommandError) -> String {
    if let explicit {
      guard FileManager.default.isExecutableFile(atPath: explicit) else {
        throw CommandError(.daemon, "The daemon '\(explicit)' given with --daemon is not an executable file.")
      }
      return explicit
    }
    let directory = ownDirectory()
    let candidate = directory.appendingPathComponent(executableName).path
    guard FileManager.default.isExecutableFile(atPath: candidate) else {
      throw CommandError(
        .daemon, "Cannot find \(executableName) next to inspect-client (looked for \(candidate)).",
        details: ["Build it with 'swift build', or give its path with '--daemon PATH'."])
    }
    return candidate
  }

  /// The directory of this executable, with symbolic links resolved (`.build/debug` is a link).
  static func ownDirectory() -> URL {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? executableName)
    return executable.resolvingSymlinksInPath().deletingLastPathComponent()
  }
}
