import Foundation
import JSONRPC

/// A child process that speaks JSON-RPC on its standard input and output: the client side of the daemon
/// (`inspect-client`, benchmarks, end-to-end tests).
///
/// It starts the executable with pipes for stdin and stdout, and gives a `StreamConnection` over them; put an
/// `Endpoint` on that connection to send requests. The child's stderr goes where `standardError` says
/// (inherited by default), so its logs never mix with the protocol.
///
/// It lives apart from `JSONRPC` because it uses Foundation's `Process`, and the daemon, which links `JSONRPC`,
/// does not link Foundation.
///
/// Closing the connection closes the child's stdin, which a `ServerLifecycle` server treats as the end of the
/// session (it exits 0 after `shutdown`, 1 otherwise).
package final class ServerProcess: @unchecked Sendable {
  // `process` is only used through its own thread-safe members (`processIdentifier`, `isRunning`,
  // `terminate`, `waitUntilExit`, `terminationStatus`), which is what makes the unchecked conformance sound.
  private let process: Process

  /// The connection to the child's stdin and stdout.
  package let connection: StreamConnection

  /// Starts `executable` with `arguments`.
  /// - Parameters:
  ///   - environment: the child's environment; nil inherits ours.
  ///   - standardError: where the child's stderr goes; nil inherits ours.
  ///   - options: the connection's limits and mirror files.
  package init(
    executable: String, arguments: [String] = [], environment: [String: String]? = nil,
    standardError: FileHandle? = nil, options: StreamConnection.Options = .init()
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let toChild = Pipe()
    let fromChild = Pipe()
    process.standardInput = toChild
    process.standardOutput = fromChild
    if let standardError { process.standardError = standardError }
    try process.run()
    // The connection gets its own descriptors, so closing it cannot race with the `Pipe` objects closing
    // theirs, and they are close-on-exec, so later children cannot inherit them and hold a pipe open (which
    // would hide the end of input). The parent's copies of the child's ends are closed so that the child's
    // exit is seen as EOF.
    let input = fcntl(fromChild.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
    let output = fcntl(toChild.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
    try? fromChild.fileHandleForReading.close()
    try? fromChild.fileHandleForWriting.close()
    try? toChild.fileHandleForReading.close()
    try? toChild.fileHandleForWriting.close()
    var connectionOptions = options
    connectionOptions.closesDescriptors = true
    self.process = process
    self.connection = StreamConnection(input: input, output: output, options: connectionOptions)
  }

  /// The child's process id.
  package var processIdentifier: Int32 { process.processIdentifier }

  /// Whether the child is still running.
  package var isRunning: Bool { process.isRunning }

  /// Sends SIGTERM to the child (which may ignore it: a child inherits ignored signals).
  package func terminate() {
    if process.isRunning { process.terminate() }
  }

  /// Sends SIGKILL to the child: the last resort when it does not answer `shutdown` and `exit`.
  package func kill() {
    if process.isRunning { sendKillSignal(process.processIdentifier) }
  }

  /// Waits for the child to exit and returns its exit status (or the signal that ended it).
  @discardableResult
  package func waitUntilExit() -> Int32 {
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// Sends SIGKILL to `pid` (outside the type, where `kill` names the C function rather than the method).
private func sendKillSignal(_ pid: Int32) {
  _ = kill(pid, SIGKILL)
}
