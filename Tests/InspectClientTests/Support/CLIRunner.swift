import Foundation
import Testing

/// Runs the built `inspect-client` (which starts the built `InspectorDaemon`) as a user would, from the
/// package's root directory, and captures what it prints.
///
/// Both executables are dependencies of this test target, so they are built before the tests run, in the
/// same directory as the test bundle.
enum CLIRunner {
  /// What one run printed and returned.
  struct Run: CustomStringConvertible {
    /// Standard output, with the package root replaced by `<root>`.
    var stdout: String
    /// Standard error, likewise.
    var stderr: String
    /// The exit code.
    var exitCode: Int32

    /// The run as a snapshot: the exit code, then standard output, then standard error when there is any.
    var description: String {
      var text = "exit: \(exitCode)\n--- stdout\n\(stdout)"
      if !stdout.isEmpty, !stdout.hasSuffix("\n") { text += "\n" }
      if !stderr.isEmpty {
        text += "--- stderr\n\(stderr)"
        if !stderr.hasSuffix("\n") { text += "\n" }
      }
      return text
    }
  }

  /// The package's root directory (this file is `Tests/InspectClientTests/Support/CLIRunner.swift`).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The directory holding the built executables.
  static var buildDirectory: URL {
    // The test bundle is run from the build directory (`.build/debug/<Package>PackageTests.xctest`).
    let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
    for candidate in candidates.compactMap({ $0 }) {
      var directory = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
      for _ in 0..<4 {
        if FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("inspect-client").path) {
          return directory
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return packageRoot.appendingPathComponent(".build/debug")
  }

  /// The built `inspect-client`.
  static var executable: URL { buildDirectory.appendingPathComponent("inspect-client") }

  /// Runs `inspect-client arguments` with `stdin` as its input; `environment` adds to a clean environment
  /// (no `NO_COLOR`, no terminal, so output is plain).
  static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    var env = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
      // The repository's Inter stands for an installed one, so no run depends on the machine's fonts.
      "INSPECT_CLIENT_FONT_DIRECTORIES": packageRoot.appendingPathComponent("Tests/Fonts").path,
    ]
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read standard error on another thread while this one reads standard output, so that neither pipe fills
    // up and blocks the process.
    let errorData = ReadResult()
    let errorReader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
    errorReader.start()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errorData.wait()
    process.waitUntilExit()
    return Run(
      stdout: normalize(String(decoding: outData, as: UTF8.self)),
      stderr: normalize(String(decoding: errData, as: UTF8.self)), exitCode: process.terminationStatus)
  }

  /// Replaces machine-specific paths with placeholders, so that snapshots hold on any checkout.
  static func normalize(_ text: String) -> String {
    let root = packageRoot.standardizedFileURL.path
    return text.replacingOccurrences(of: "file://" + root, with: "file://<root>")
      .replacingOccurrences(of: root, with: "<root>")
      .replacingOccurrences(of: NSTemporaryDirectory(), with: "<tmp>/")
  }
}

/// Data one thread reads and another waits for.
private final class ReadResult: @unchecked Sendable {
  // Written once under `condition`, read after `wait` sees it.
  private let condition = NSCondition()
  private var data: Data?

  func set(_ value: Data) {
    condition.withLock {
      data = value
      condition.signal()
    }
  }

  func wait() -> Data {
    condition.withLock {
      while data == nil { condition.wait() }
      return data ?? Data()
    }
  }
}
