import Foundation
import InspectorProtocol
import JSONCore
import JSONRPC
import JSONRPCProcess
import Synchronization
import Testing

@testable import InspectorServer

/// A client of the daemon for tests, with typed `send`: in process over a `LocalConnection` (the daemon's own
/// `DaemonServer` on the other end), or over real pipes to the built `InspectorDaemon` binary.
final class TestDaemonClient: Sendable {
  /// The client's endpoint.
  let endpoint: Endpoint
  /// The daemon, when it runs in this process.
  let server: DaemonServer?
  /// The daemon's process, when it runs in another.
  let process: ServerProcess?
  private let recorder: NotificationRecorder
  private let exitCodes: ExitRecorder

  private init(
    endpoint: Endpoint, recorder: NotificationRecorder, server: DaemonServer?, process: ServerProcess?,
    exitCodes: ExitRecorder
  ) {
    self.endpoint = endpoint
    self.recorder = recorder
    self.server = server
    self.process = process
    self.exitCodes = exitCodes
  }

  /// The configuration tests use unless they say otherwise: the daemon's defaults.
  static var testConfiguration: DaemonConfiguration {
    var configuration = DaemonConfiguration()
    configuration.layoutThreads = 1
    return configuration
  }

  /// A daemon in this process, initialized (unless `initialize` is false) with `options`.
  static func inProcess(
    configuration: DaemonConfiguration = testConfiguration, initialize: Bool = true,
    options: InitializationOptions? = nil
  ) async throws -> TestDaemonClient {
    let (clientEnd, serverEnd) = LocalConnection.pair()
    let exitCodes = ExitRecorder()
    let server = DaemonServer(
      configuration: configuration, settings: try DaemonSettings(configuration: configuration), log: .discard)
    let lifecycle = ServerLifecycle(exit: { code in exitCodes.codes.withLock { $0.append(code) } })
    server.makeEndpoint(connection: serverEnd, lifecycle: lifecycle).start()
    let endpoint = Endpoint(connection: clientEnd, options: .init(log: .discard))
    let recorder = NotificationRecorder(forwardingTo: endpoint)
    clientEnd.start(receiver: recorder)
    let client = TestDaemonClient(
      endpoint: endpoint, recorder: recorder, server: server, process: nil, exitCodes: exitCodes)
    if initialize {
      _ = try await client.send(InitializeRequest(initializationOptions: options))
      client.notify(InitializedNotification())
    }
    return client
  }

  /// The built daemon binary, started with `arguments`, over pipes; not initialized.
  static func overPipes(arguments: [String] = []) throws -> TestDaemonClient {
    let process = try ServerProcess(
      executable: try builtDaemonPath(), arguments: arguments, environment: ["SWIFT_BACKTRACE": "enable=no"],
      standardError: FileHandle(forWritingAtPath: "/dev/null"))
    let endpoint = Endpoint(connection: process.connection, options: .init(log: .discard))
    let recorder = NotificationRecorder(forwardingTo: endpoint)
    process.connection.start(receiver: recorder)
    return TestDaemonClient(
      endpoint: endpoint, recorder: recorder, server: nil, process: process, exitCodes: ExitRecorder())
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
    throw ResponseError.internalError(
      "the built InspectorDaemon was not found next to \(CommandLine.arguments.first ?? "?")")
  }

  /// Sends a request and decodes its result.
  func send<Request: RequestType>(_ request: Request) async throws(ResponseError) -> Request.Response {
    try await endpoint.sendRequest(Request.method, encoding: request, returning: Request.Response.self)
  }

  /// Sends a request with raw params and returns the raw result.
  func sendRaw(_ method: String, _ params: JSONValue? = nil) async throws(ResponseError) -> JSONValue {
    try await endpoint.sendRequest(method, params: params)
  }

  /// Sends requests one after the other without waiting, then waits for every reply (in the order sent).
  func sendInOrder(_ requests: [(String, JSONValue)]) async -> [Result<JSONValue, ResponseError>] {
    let replies = Mutex<[Int: Result<JSONValue, ResponseError>]>([:])
    return await withCheckedContinuation { continuation in
      for (index, (method, params)) in requests.enumerated() {
        endpoint.sendRequest(method, params: params) { result in
          let all = replies.withLock { replies -> [Result<JSONValue, ResponseError>]? in
            replies[index] = result
            guard replies.count == requests.count else { return nil }
            return (0..<requests.count).compactMap { replies[$0] }
          }
          if let all { continuation.resume(returning: all) }
        }
      }
    }
  }

  /// Sends a notification.
  func notify<Notification: NotificationType>(_ notification: Notification) {
    guard let params = try? JSONValueEncoder().encode(notification) else { return }
    endpoint.sendNotification(Notification.method, params: params)
  }

  /// The notifications of one type received so far, decoded.
  func notifications<Notification: NotificationType>(_ type: Notification.Type) -> [Notification] {
    recorder.all.filter { $0.method == Notification.method }.compactMap {
      try? JSONValueDecoder().decode(Notification.self, from: $0.params)
    }
  }

  /// The first notification of a type that satisfies `predicate`, waiting for it up to `timeout`; nil when
  /// none came. The default bounds a daemon that never answers, not a slow one: the whole suite runs in parallel on
  /// two cores, and an analysis that runs the update loop to its pass limit (`GrowingLabel`) waited up to a minute
  /// for a core there (a minute was the bound before, and a loaded machine crossed it).
  func waitForNotification<Notification: NotificationType>(
    _ type: Notification.Type, timeout: Duration = .seconds(300),
    where predicate: (Notification) -> Bool = { _ in true }
  ) async -> Notification? {
    await poll(timeout: timeout) { notifications(type).first(where: predicate) }
  }

  /// Every notification received so far, raw.
  var allNotifications: [NotificationRecorder.Entry] { recorder.all }

  /// Forgets the notifications received so far.
  func clearNotifications() {
    recorder.clear()
  }

  /// The exit codes the in-process daemon asked for.
  var requestedExitCodes: [Int32] { exitCodes.codes.withLock { $0 } }

  /// Waits until the in-process daemon has asked to exit, at most `timeout` (bounding a daemon that never exits,
  /// like `waitForNotification`'s).
  func waitForExit(timeout: Duration = .seconds(300)) async -> Int32? {
    await poll(timeout: timeout) { requestedExitCodes.first }
  }

  /// Reads `value` every 5 ms until it gives something or `timeout` has passed, and reads it once more after the
  /// deadline. The waiting task wakes on the suite's shared pool, behind the tests still queued there, so on two
  /// cores it can wake long after the deadline (CI, 2026-12-06: a 60 s wait for an exit ended with none read, where
  /// the daemon's own threads do not wait for that pool); what it waited for counts if it is there by then.
  private func poll<Value>(timeout: Duration, _ value: () -> Value?) async -> Value? {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let found = value() { return found }
      guard ContinuousClock.now < deadline else { return nil }
      try? await Task.sleep(for: .milliseconds(5))
    }
  }

  /// Opens `tree` under `uri` and returns the summary.
  @discardableResult
  func open(_ uri: String = TestTrees.formURI, _ tree: JSONValue = TestTrees.signInForm) async throws(ResponseError)
    -> TreeSummary
  {
    try await send(OpenTreeRequest(uri: uri, tree: tree))
  }

  /// Sends `shutdown` and `exit` and stops the daemon's threads (in process) or waits for the process.
  func finish() async throws {
    _ = try await send(ShutdownRequest())
    notify(ExitNotification())
    if let process {
      _ = process.waitUntilExit()
    } else {
      _ = await waitForExit()
      server?.stop()
    }
  }

  /// Stops the in-process daemon's threads without the lifecycle (for tests that end otherwise).
  func stop() {
    endpoint.close()
    server?.stop()
    process?.kill()
  }
}

/// Asserts that `body` fails with a daemon error of `code`, and returns the error for further checks.
@discardableResult
func expectDaemonError(
  _ code: DaemonErrorCode, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async -> ResponseError? {
  do {
    try await body()
    Issue.record("expected error \(code.name), but the request succeeded", sourceLocation: sourceLocation)
    return nil
  } catch let error as ResponseError {
    #expect(error.code.rawValue == code.rawValue, "\(error)", sourceLocation: sourceLocation)
    #expect(error.data?["kind"] == .string(code.name), sourceLocation: sourceLocation)
    return error
  } catch {
    Issue.record("expected a ResponseError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// Asserts that `body` fails with a JSON-RPC error of `code` (a standard one), and returns it.
@discardableResult
func expectRPCError(
  _ code: ResponseError.Code, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async -> ResponseError? {
  do {
    try await body()
    Issue.record("expected error \(code), but the request succeeded", sourceLocation: sourceLocation)
    return nil
  } catch let error as ResponseError {
    #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
    return error
  } catch {
    Issue.record("expected a ResponseError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The exit codes an in-process daemon's lifecycle asked for.
final class ExitRecorder: Sendable {
  let codes = Mutex<[Int32]>([])
}
