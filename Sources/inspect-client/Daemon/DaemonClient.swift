import Dispatch
import Foundation
import InspectorProtocol
import JSONCore
import JSONRPC
import JSONRPCProcess
import LayoutPicture

/// A session with a daemon process: starts `InspectorDaemon` with pipes, says `initialize`, sends typed
/// requests and waits for each reply, collects the daemon's notifications, and ends with `shutdown` and `exit`.
///
/// The CLI is deliberately an ordinary JSON-RPC client, like an editor: every request goes over the pipes, so
/// every CLI run exercises the protocol. Requests are sent one at a time and waited for; the reader thread of
/// the connection delivers the replies.
final class DaemonClient: @unchecked Sendable {
  // Mutable state (`diagnostics`, `logMessages`) is only touched under `lock`; the process and endpoint are
  // thread-safe objects.
  private let process: ServerProcess
  private let endpoint: Endpoint
  private let errorOutput: DaemonErrorOutput
  private let lock = NSLock()
  private var latestDiagnostics: [String: TreeDiagnosticsNotification] = [:]
  private var logMessages: [LogMessageNotification] = []
  private var isClosed = false

  /// What `initialize` answered.
  private(set) var serverInfo: InitializeResult?
  /// Where slow requests show progress on a terminal.
  var progress: ProgressLine?

  /// The client's version, sent in `initialize`.
  static let clientVersion = InspectClientVersion.current

  /// Starts the daemon at `executable` and initializes it with `options`.
  init(executable: String, options: InitializationOptions) throws(CommandError) {
    let errorOutput = DaemonErrorOutput()
    let process: ServerProcess
    do {
      process = try ServerProcess(
        executable: executable, arguments: ["--log-level", "warning"], standardError: errorOutput.writingHandle,
        options: StreamConnection.Options(maxContentLength: 512 << 20))
    } catch {
      throw CommandError(.daemon, "Cannot start the daemon '\(executable)': \(error.localizedDescription)")
    }
    errorOutput.startReading()
    self.process = process
    self.errorOutput = errorOutput
    var handlers = HandlerRegistry()
    let diagnosticsSink = DiagnosticsSink()
    handlers.registerNotification(
      TreeDiagnosticsNotification.method, params: TreeDiagnosticsNotification.self, ordering: .global
    ) { notification, _ in diagnosticsSink.receive(notification) }
    handlers.registerNotification(
      LogMessageNotification.method, params: LogMessageNotification.self, ordering: .global
    ) { notification, _ in diagnosticsSink.receive(notification) }
    let endpoint = Endpoint(
      connection: process.connection, handlers: handlers,
      options: Endpoint.Options(
        jsonLimits: JSONLimits(maxBytes: 512 << 20, maxValues: 64 << 20), log: .discard))
    self.endpoint = endpoint
    diagnosticsSink.client = self
    endpoint.start()
    let initialize = InitializeRequest(
      processId: Int(ProcessInfo.processInfo.processIdentifier),
      clientInfo: ServerInfo(name: "inspect-client", version: Self.clientVersion),
      capabilities: .object(JSONObject()), initializationOptions: options)
    do {
      // A program that is not the daemon may never answer; the first request is the one that finds out.
      let value = try exchange(
        method: InitializeRequest.method, params: try Self.encode(initialize), timeout: Self.initializeTimeout)
      serverInfo = try? JSONValueDecoder(rootPath: .result).decode(InitializeResult.self, from: value)
    } catch {
      stop()
      throw error
    }
    endpoint.sendNotification(InitializedNotification.method, params: .object(JSONObject()))
  }

  /// Sends `request` and waits for its typed result.
  func send<Request: RequestType>(_ request: Request) throws(CommandError) -> Request.Response {
    try sendKeepingJSON(request).result
  }

  /// Sends `request` and waits for its result, both typed and as the JSON the daemon wrote.
  func sendKeepingJSON<Request: RequestType>(_ request: Request) throws(CommandError) -> (
    result: Request.Response, json: JSONValue
  ) {
    let value = try sendValue(request)
    do {
      return (try JSONValueDecoder(rootPath: .result).decode(Request.Response.self, from: value), value)
    } catch {
      throw CommandError(
        .daemon, "The daemon's answer to '\(Request.method)' does not have the expected shape: \(error)")
    }
  }

  /// Sends `request` and waits for its result as JSON, exactly as the daemon wrote it (for `--json`).
  func sendValue<Request: RequestType>(_ request: Request) throws(CommandError) -> JSONValue {
    try sendValue(method: Request.method, params: try Self.encode(request))
  }

  private static func encode<Request: RequestType>(_ request: Request) throws(CommandError) -> JSONValue {
    do {
      return try JSONValueEncoder().encode(request)
    } catch {
      throw CommandError(.daemon, "Cannot encode the params of '\(Request.method)': \(error)")
    }
  }

  /// How long the daemon may take to answer `initialize` (it starts in milliseconds; a debug build on a busy
  /// machine in a few seconds).
  static let initializeTimeout = 30.0

  /// Sends a request by name and waits for its result; a slow reply shows the progress line on a terminal.
  func sendValue(method: String, params: JSONValue) throws(CommandError) -> JSONValue {
    guard let progress else { return try exchange(method: method, params: params) }
    return try progress.run("waiting for the daemon's \(method)", minor: true) { () throws(CommandError) in
      try exchange(method: method, params: params)
    }
  }

  private func exchange(method: String, params: JSONValue, timeout: Double? = nil) throws(CommandError) -> JSONValue {
    let reply = Guarded<Result<JSONValue, ResponseError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    endpoint.sendRequest(method, params: params) { result in
      reply.set(result)
      done.signal()
    }
    if let timeout {
      guard done.wait(timeout: .now() + timeout) == .success else {
        throw CommandError(
          .daemon, "The daemon did not answer '\(method)' within \(NumberText.format(timeout)) s.",
          details: ["Is '--daemon' an InspectorDaemon?"] + errorOutput.tail().map { "daemon: " + $0 })
      }
    } else {
      done.wait()
    }
    switch reply.get() {
    case .success(let value)?:
      return value
    case .failure(let error)?:
      throw failure(for: error, method: method)
    case nil:
      throw CommandError(.daemon, "No reply to '\(method)'.")
    }
  }

  /// The latest diagnostics the daemon sent for `uri`.
  func diagnostics(for uri: String) -> [Diagnostic] {
    lock.withLock { latestDiagnostics[uri]?.diagnostics ?? [] }
  }

  /// The log messages the daemon sent, in order.
  var receivedLogMessages: [LogMessageNotification] {
    lock.withLock { logMessages }
  }

  /// Ends the session politely: `shutdown`, `exit`, then waits for the process (killing it after 5 s).
  func close() {
    let wasClosed = lock.withLock {
      defer { isClosed = true }
      return isClosed
    }
    guard !wasClosed else { return }
    _ = try? sendValue(method: ShutdownRequest.method, params: .null)
    endpoint.sendNotification(ExitNotification.method)
    stop()
  }

  private func stop() {
    endpoint.close()
    let exited = DispatchSemaphore(value: 0)
    let process = self.process
    DispatchQueue.global().async {
      process.waitUntilExit()
      exited.signal()
    }
    if exited.wait(timeout: .now() + 5) == .timedOut {
      process.kill()
      process.waitUntilExit()
    }
    errorOutput.finish()
  }

  fileprivate func record(_ notification: TreeDiagnosticsNotification) {
    lock.withLock { latestDiagnostics[notification.uri] = notification }
  }

  fileprivate func record(_ notification: LogMessageNotification) {
    lock.withLock { logMessages.append(notification) }
  }

  /// The error for a failed request: the daemon's message, the JSON path it names, and for a lost
  /// connection the end of the daemon's own error output.
  private func failure(for error: ResponseError, method: String) -> CommandError {
    if error.code == .connectionClosed {
      var details = ["The daemon stopped answering (it may have crashed)."]
      details += errorOutput.tail().map { "daemon: " + $0 }
      return CommandError(.daemon, "The connection to the daemon closed during '\(method)'.", details: details)
    }
    return DaemonFailure(error: error, method: method).commandError
  }
}

/// Receives the daemon's notifications on the handler queue and hands them to the client, which is created
/// after the handler registry.
private final class DiagnosticsSink: @unchecked Sendable {
  // Set once, right after the endpoint is created and before it starts, so reads never race with the write.
  weak var client: DaemonClient?

  func receive(_ notification: TreeDiagnosticsNotification) {
    client?.record(notification)
  }

  func receive(_ notification: LogMessageNotification) {
    client?.record(notification)
  }
}

/// A value that one thread sets and another reads, under a lock.
private final class Guarded<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func set(_ newValue: Value) {
    lock.withLock { value = newValue }
  }

  func get() -> Value {
    lock.withLock { value }
  }
}
