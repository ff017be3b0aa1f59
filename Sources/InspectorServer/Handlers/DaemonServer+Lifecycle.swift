import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import TreeVocabulary

extension DaemonServer {
  /// `initialize`, `initialized`, `shutdown` and `daemon/synchronize`. (`exit` is the lifecycle's own.)
  func registerLifecycle(in registry: inout HandlerRegistry) {
    register(InitializeRequest.self, in: &registry, ordering: .global) { [self] request, context in
      try initialize(request, context: context)
    }
    registry.registerNotification(
      InitializedNotification.method, params: InitializedNotification.self, ordering: .freestanding
    ) {
      _, _ in
    }
    register(ShutdownRequest.self, in: &registry, ordering: .global) { [self] _, _ in
      log(.info, "shutdown: \(store.count) trees open")
      return NullResult()
    }
    register(SynchronizeRequest.self, in: &registry, ordering: .global) { _, _ in NullResult() }
  }

  private func initialize(_ request: InitializeRequest, context: RequestContext) throws -> InitializeResult {
    var newSettings = settings
    if let options = request.initializationOptions {
      do {
        newSettings = try settings.applying(options)
      } catch {
        throw ResponseError.invalidParams(error.description, path: error.path)
      }
    }
    newSettings.client = ClientFeatures(capabilities: request.capabilities)
    updateSettings(newSettings)
    workspace.setFolders(Self.workspaceFolders(of: request))
    let client = request.clientInfo.map { "\($0.name) \($0.version ?? "")" } ?? "a client"
    let fonts = newSettings.fonts.faces.map(\.summary)
    logToClient(
      .info,
      "\(Self.name) \(Self.version) serving \(client): text measured by \(newSettings.environment.textMeasurer.name)"
        + (fonts.isEmpty ? "" : "; fonts: " + fonts.joined(separator: ", ")), via: context)
    let inspector = InspectorCapabilities(
      requests: Messages.requests.map { $0.method },
      notifications: Messages.serverNotifications.map { $0.method },
      edits: Edit.kindNames,
      selectors: ["#id", "type", "*", "[attribute]", "descendant", "child", ":has", ":not", ":root", "list"],
      explain: true, cancellation: true, proposalInfinity: "infinity")
    return InitializeResult(
      capabilities: ServerCapabilities(
        positionEncoding: newSettings.client.positionEncoding,
        textDocumentSync: TextDocumentSyncOptions(openClose: true, change: 2), hoverProvider: true,
        inlayHintProvider: true, codeLensProvider: CodeLensOptions(resolveProvider: false),
        executeCommandProvider: ExecuteCommandOptions(commands: EditorCommandName.allCases.map(\.rawValue)),
        documentSymbolProvider: true,
        workspace: WorkspaceCapabilities(
          workspaceFolders: WorkspaceFolderCapabilities(supported: true, changeNotifications: true)),
        inspector: inspector),
      serverInfo: ServerInfo(name: Self.name, version: Self.version), treeFormatVersion: TreeFormat.version,
      protocolVersion: Self.protocolVersion, limits: newSettings.limits,
      environment: .object(newSettings.environmentJSON), textMeasurer: newSettings.textMeasurer.rawValue,
      fonts: fonts)
  }

  /// The folders whose Swift files define what open documents use: `workspaceFolders`, else `rootUri`.
  private static func workspaceFolders(of request: InitializeRequest) -> [String] {
    if let folders = request.workspaceFolders, !folders.isEmpty { return folders.map(\.uri) }
    return request.rootUri.map { [$0] } ?? []
  }
}
