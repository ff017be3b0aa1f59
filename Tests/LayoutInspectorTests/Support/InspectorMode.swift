import Foundation
import LayoutInspector
import Testing

/// The two ways the library runs its server, for tests that must give the same answers in both.
enum InspectorMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// The server in the test process.
  case inProcess
  /// The `InspectorDaemon` built next to the test bundle, over pipes.
  case daemon

  var testDescription: String { rawValue }

  /// A new inspector in this mode, with the default options.
  func inspector() async throws -> LayoutInspector {
    switch self {
    case .inProcess: return try await LayoutInspector(mode: .inProcess)
    case .daemon: return try await LayoutInspector(mode: .daemon(path: try Self.builtDaemonPath()))
    }
  }

  /// The path of the `InspectorDaemon` built next to the test bundle (or `INSPECTOR_DAEMON`).
  static func builtDaemonPath() throws -> String {
    if let path = ProcessInfo.processInfo.environment["INSPECTOR_DAEMON"] { return path }
    var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("InspectorDaemon").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw LayoutInspectorError(
      .connection, "the built InspectorDaemon was not found next to \(CommandLine.arguments.first ?? "?")")
  }
}

/// Runs `body` with a fresh inspector in `mode` and closes it afterwards.
func withInspector<T>(_ mode: InspectorMode, _ body: (LayoutInspector) async throws -> T) async throws -> T {
  let inspector = try await mode.inspector()
  do {
    let result = try await body(inspector)
    await inspector.close()
    return result
  } catch {
    await inspector.close()
    throw error
  }
}
