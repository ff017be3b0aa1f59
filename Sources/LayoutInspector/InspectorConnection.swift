import Foundation
import InspectorProtocol
import InspectorServer
import JSONCore
import JSONRPC
import JSONRPCProcess

/// The conversation with a server: `InspectorServer`'s `DaemonServer` in this process over a `LocalConnection`,
/// or an `InspectorDaemon` process over pipes. Both are initialized the same way and get the same requests, so
/// they give the same answers; only the transport differs.
final class InspectorConnection: Sendable {
  /// The client's endpoint.
  private let endpoint: Endpoint
  /// The server, when it runs in this process.
  private let server: DaemonServer?
  /// The daemon's process, when it runs in another.
  private let process: ServerProcess?
  /// `in process` or `daemon PATH`, for messages.
  let name: String

  private init(endpoint: Endpoint, server: DaemonServer?, process: ServerProcess?, name: String) {
    self.endpoint = endpoint
    self.server = server
    self.process = process
    self.name = name
  }

  /// How much one reply may hold: a layout of the largest tree the daemon accepts.
  private static let clientOptions = Endpoint.Options(
    jsonLimits: JSONLimits(maxBytes: 512 << 20, maxValues: 64 << 20), log: .discard)

  /// The server in this process, initialized with `options`.
  static func inProcess(options: InitializationOptions) async throws(LayoutInspectorError) -> InspectorConnection {
    var configuration = DaemonConfiguration()
    configuration.logLevel = .warning
    let settings: DaemonSettings
    do {
      settings = try DaemonSettings(configuration: configuration)
    } catch {
      throw LayoutInspectorError(.connection, "cannot configure the inspector: \(error)")
    }
    let server = DaemonServer(configuration: configuration, settings: settings, log: .discard)
    let (clientEnd, serverEnd) = LocalConnection.pair()
    // The server's `exit` would end the process; here it only ends the conversation, which `close` does.
    server.makeEndpoint(connection: serverEnd, lifecycle: ServerLifecycle(exit: { _ in })).start()
    let endpoint = Endpoint(connection: clientEnd, options: clientOptions)
    endpoint.start()
    let connection = InspectorConnection(endpoint: endpoint, server: server, process: nil, name: "in process")
    try await connection.initialize(options)
    return connection
  }

  /// The daemon at `executable`, started and initialized with `options`.
  static func daemon(executable: String, options: InitializationOptions) async throws(LayoutInspectorError)
    -> InspectorConnection
  {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw LayoutInspectorError(.connection, "the daemon '\(executable)' is not an executable file")
    }
    let process: ServerProcess
    do {
      process = try ServerProcess(
        executable: executable, arguments: ["--log-level", "warning"],
        options: StreamConnection.Options(maxContentLength: 512 << 20))
    } catch {
      throw LayoutInspectorError(.connection, "cannot start the daemon '\(executable)': \(error)")
    }
    let endpoint = Endpoint(connection: process.connection, options: clientOptions)
    endpoint.start()
    let connection = InspectorConnection(
      endpoint: endpoint, server: nil, process: process, name: "daemon \(executable)")
    do {
      try await connection.initialize(options)
    } catch {
      await connection.close()
      throw error
    }
    return connection
  }

  private func initialize(_ options: InitializationOptions) async throws(LayoutInspectorError) {
    let request = InitializeRequest(
      processId: Int(ProcessInfo.processInfo.processIdentifier),
      clientInfo: ServerInfo(name: "LayoutInspector", version: DaemonServer.version),
      capabilities: .object(JSONObject()), initializationOptions: options)
    _ = try await send(request, subject: "LayoutInspector (\(name))")
    endpoint.sendNotification(InitializedNotification.method, params: .object(JSONObject()))
  }

  /// Sends `request` and waits for its result; a refusal is an error naming `subject`, the method and the
  /// daemon's reason.
  func send<Request: RequestType>(_ request: Request, subject: String) async throws(LayoutInspectorError)
    -> Request.Response
  {
    do {
      return try await endpoint.sendRequest(Request.method, encoding: request, returning: Request.Response.self)
    } catch {
      throw LayoutInspectorError(error, method: Request.method, subject: subject)
    }
  }

  /// Sends `request` without waiting for its reply (closing a tree from a `deinit`).
  func post<Request: RequestType>(_ request: Request) {
    guard let params = try? JSONValueEncoder().encode(request) else { return }
    _ = endpoint.sendRequest(Request.method, params: params) { _ in }
  }

  /// Ends the conversation: `shutdown` and `exit`, then stops the server's threads or waits for the process
  /// (killing it after 5 s).
  func close() async {
    _ = try? await endpoint.sendRequest(ShutdownRequest.method, params: nil)
    endpoint.sendNotification(ExitNotification.method)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // Waiting for a process blocks a thread: not one of the cooperative pool's.
      DispatchQueue.global().async { [self] in
        stop()
        continuation.resume()
      }
    }
  }

  /// Closes the connection and stops the server or the process, waiting at most 5 s for it to exit.
  private func stop() {
    endpoint.close()
    server?.stop()
    guard let process else { return }
    let exited = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      process.waitUntilExit()
      exited.signal()
    }
    if exited.wait(timeout: .now() + 5) == .timedOut { process.kill() }
  }
}
