import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import Synchronization

/// The daemon: the JSON-RPC handlers of every method in `Messages`, the open trees and the settings in force.
///
/// It owns no layout logic: handlers decode params, find the tree, version and pass asked about, hand work
/// that recurses over a client's tree to `LayoutWorkers`, and convert the engine's records to protocol types.
///
/// Ordering (`OrderingClass`, keyed by uri): `tree/open`, `tree/edit` and `tree/close` are updates of their
/// uri, so they apply in arrival order and never under a query of the same uri; every query of a uri runs after
/// the updates received before it, concurrently with other queries; `initialize`, `shutdown`, `tree/list` and
/// `daemon/synchronize` are barriers against everything.
package final class DaemonServer: Sendable {
  /// The daemon's name in `serverInfo`.
  package static let name = "InspectorDaemon"
  /// The daemon's version.
  package static let version = "0.1.0"
  /// The version of the protocol `protocol.md` describes.
  package static let protocolVersion = "1"

  /// The command line's settings.
  let configuration: DaemonConfiguration
  /// The open trees.
  let store = TreeStore()
  /// The documents editors have open.
  let documents = TextDocumentStore()
  /// The Swift files of the editor's workspace folders.
  let workspace = WorkspaceFiles()
  /// Those files as the front end read them.
  let parsedWorkspace = ParsedWorkspace()
  /// The big-stack threads layout runs on.
  let workers: LayoutWorkers
  /// The daemon's own log (stderr or `--log-file`).
  let log: LogSink
  private let currentSettings: Mutex<DaemonSettings>

  /// Creates the daemon with the command line's settings.
  package init(configuration: DaemonConfiguration, settings: DaemonSettings, log: LogSink) {
    self.configuration = configuration
    self.currentSettings = Mutex(settings)
    self.workers = LayoutWorkers(count: configuration.layoutThreads)
    self.log = log
  }

  /// The settings in force.
  var settings: DaemonSettings { currentSettings.withLock { $0 } }

  /// Replaces the settings (by `initialize`, which runs alone).
  func updateSettings(_ settings: DaemonSettings) {
    currentSettings.withLock { $0 = settings }
  }

  /// The handlers of every request and client notification.
  func makeRegistry() -> HandlerRegistry {
    var registry = HandlerRegistry()
    registerLifecycle(in: &registry)
    registerTextSync(in: &registry)
    registerWorkspace(in: &registry)
    registerEditor(in: &registry)
    registerTrees(in: &registry)
    registerLayout(in: &registry)
    registerPreferences(in: &registry)
    registerSelect(in: &registry)
    registerDiff(in: &registry)
    return registry
  }

  /// An endpoint serving this daemon on `connection`; call `start()` on it.
  package func makeEndpoint(connection: any Connection, lifecycle: ServerLifecycle) -> Endpoint {
    Endpoint(
      connection: connection, handlers: makeRegistry(), lifecycle: lifecycle,
      options: Endpoint.Options(
        jsonLimits: JSONLimits(
          maxDepth: settings.limits.maxJSONDepth, maxBytes: settings.limits.maxMessageBytes,
          maxStringBytes: settings.limits.maxJSONStringBytes, maxMembers: settings.limits.maxJSONMembers),
        log: log, updateExecutor: workers))
  }

  /// Registers the handler of a request type with one ordering class for every call.
  func register<Request: RequestType>(
    _ type: Request.Type, in registry: inout HandlerRegistry, ordering: OrderingClass,
    handler: @escaping @Sendable (Request, RequestContext) throws -> Request.Response
  ) {
    registry.register(Request.method, params: Request.self, ordering: ordering, handler: handler)
  }

  /// Registers the handler of a request about one tree, ordered by the tree's uri: an update waits for every
  /// earlier message about the tree, a query for the earlier updates.
  func register<Request: TreeRequest>(
    _ type: Request.Type, in registry: inout HandlerRegistry, access: TreeAccess,
    handler: @escaping @Sendable (Request, RequestContext) throws -> Request.Response
  ) {
    registry.register(
      Request.method, params: Request.self,
      ordering: { request in
        switch access {
        case .update: return .documentUpdate(request.uri)
        case .query: return .documentQuery(request.uri)
        case .briefQuery: return .briefQuery(request.uri)
        }
      }, handler: handler)
  }

  /// Ends the layout threads once their queued work is done; the daemon lays nothing out afterwards (tests stop
  /// each daemon they make; the process's daemon lives until `exit`).
  package func stop() {
    workers.stop()
  }

  /// Sends a notification to the client: at once, or (`withReply`) with the request's reply, just before it
  /// (`RequestContext.sendWithReply`: an update's diagnostics and warnings, its last words, cost the client no
  /// wake-up of their own).
  func send<Notification: NotificationType>(
    _ notification: Notification, via context: RequestContext, withReply: Bool = false
  ) {
    guard withReply else {
      send(notification, via: context.endpoint)
      return
    }
    guard let params = try? JSONValueEncoder().encode(notification) else { return }
    context.sendWithReply(Notification.method, params: params)
  }

  /// `send(_:via:withReply:)` for a notification that writes its own text (`JSONTextEncodable`): held for the reply
  /// without a `JSONValue` in between.
  func send<Notification: NotificationType & JSONTextEncodable>(
    _ notification: Notification, via context: RequestContext, withReply: Bool
  ) {
    guard withReply else {
      send(notification, via: context.endpoint)
      return
    }
    try? context.sendWithReply(Notification.method, params: notification)
  }

  /// Sends a notification to the client from outside a handler (a layout thread's update); false when its params
  /// could not be encoded, and nothing was sent.
  @discardableResult
  func send<Notification: NotificationType>(_ notification: Notification, via endpoint: Endpoint) -> Bool {
    guard let params = try? JSONValueEncoder().encode(notification) else { return false }
    endpoint.sendNotification(Notification.method, params: params)
    return true
  }

  /// Writes a line to the daemon's log and, at `--log-level` or more severe (warnings and errors by default),
  /// sends it to the client as `window/logMessage`: editors show those lines to users, so routine ones stay
  /// in the daemon's own log unless asked for.
  func logToClient(_ level: LogLevel, _ message: String, via context: RequestContext, withReply: Bool = false) {
    log(level, message)
    guard level >= configuration.logLevel else { return }
    send(LogMessageNotification(type: level.rawValue, message: message), via: context, withReply: withReply)
  }
}
