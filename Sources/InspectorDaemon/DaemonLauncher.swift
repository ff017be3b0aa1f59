import Dispatch
import InspectorServer
import JSONRPC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts the daemon on this process's standard input and output.
enum DaemonLauncher {
  /// Serves until the client sends `exit` or the input ends; never returns.
  static func serveStandardIO(_ configuration: DaemonConfiguration) -> Never {
    // A pass's freed memory stays for the next pass until the trim when quiet (`FreedMemory`).
    FreedMemory.keepUntilQuiet()
    // Checked before anything opens a file, which could take descriptor 1's number.
    if let problem = StreamConnection.standardOutputProblem() {
      _ = POSIX.writeAll(2, Array("InspectorDaemon: no client can read the replies: \(problem)\n".utf8))
      exit(ServerLifecycle.outputClosedExitCode)
    }
    let log: LogSink
    if let path = configuration.logFile {
      guard let sink = FileLog.sink(path: path, minimumLevel: configuration.logLevel) else {
        fail("cannot open the log file '\(path)'")
      }
      log = sink
    } else {
      log = .standardError(minimumLevel: configuration.logLevel)
    }
    let settings: DaemonSettings
    do {
      settings = try DaemonSettings(configuration: configuration)
    } catch {
      fail(error.description)
    }
    // From here on, descriptor 1 is stderr: only the connection writes protocol bytes.
    let connection = StreamConnection.standardIO(
      options: StreamConnection.Options(
        maxContentLength: settings.limits.maxMessageBytes, maxQueuedOutputBytes: settings.limits.maxQueuedOutputBytes,
        receiveMirrorPath: configuration.mirror.map { $0 + ".in" },
        sendMirrorPath: configuration.mirror.map { $0 + ".out" }))
    let server = DaemonServer(configuration: configuration, settings: settings, log: log)
    let endpoint = server.makeEndpoint(connection: connection, lifecycle: ServerLifecycle())
    log(
      .info, "\(DaemonServer.name) \(DaemonServer.version) started (pid \(getpid()))")
    endpoint.start()
    // The lifecycle ends the process (on `exit`, the end of input or the client's death).
    dispatchMain()
  }

  private static func fail(_ message: String) -> Never {
    _ = POSIX.writeAll(2, Array("InspectorDaemon: \(message)\n".utf8))
    exit(2)
  }
}
