import InspectorProtocol
import JSONCore
import JSONRPC

/// An error reply from the daemon, turned into what a person reads: the method, the daemon's message, its
/// error kind, and the JSON path of the offending value (`params.node`), plus every tree problem for an invalid
/// tree.
struct DaemonFailure: Sendable {
  /// The reply's error.
  var error: ResponseError
  /// The method that failed.
  var method: String

  /// The daemon's error kind (`unknownNode`), from `data.kind` or the code.
  var kind: String? {
    if case .string(let kind)? = error.data?["kind"] { return kind }
    return DaemonErrorCode(rawValue: error.code.rawValue)?.name
  }

  /// The JSON path of the offending value, from `data.path`.
  var path: String? {
    if case .string(let path)? = error.data?["path"] { return path }
    return nil
  }

  /// The tree problems of an invalid tree or edit (`data.errors`): path and message each.
  var treeErrors: [(path: String, message: String)] {
    guard case .array(let errors)? = error.data?["errors"] else { return [] }
    return errors.compactMap { error in
      guard case .string(let message)? = error["message"] else { return nil }
      let path = error["path"]?.stringValue ?? "$"
      return (path, message)
    }
  }

  /// The diagnostics of a source that gives no tree (`data.diagnostics`), each with its place when known.
  var sourceDiagnostics: [Diagnostic] {
    guard let diagnostics = error.data?["diagnostics"] else { return [] }
    return (try? JSONValueDecoder().decode([Diagnostic].self, from: diagnostics)) ?? []
  }

  /// Whether the method is registered but not built yet (`notImplemented`, or no such method at all).
  var isNotImplemented: Bool {
    error.code.rawValue == DaemonErrorCode.notImplemented.rawValue || error.code == .methodNotFound
  }

  /// The error as the CLI reports it (exit code 3).
  var commandError: CommandError {
    var details: [String] = []
    if let path, treeErrors.isEmpty { details.append("at \(path)") }
    for problem in treeErrors { details.append("\(problem.path): \(problem.message)") }
    let label = kind.map { "\($0), \(error.code)" } ?? "\(error.code)"
    var commandError = CommandError(
      .daemon, "The daemon refused '\(method)' (\(label)): \(error.message)", details: details)
    commandError.daemonFailure = self
    return commandError
  }
}
