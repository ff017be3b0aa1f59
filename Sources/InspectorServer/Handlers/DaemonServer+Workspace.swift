import InspectorProtocol
import JSONCore
import JSONRPC

extension DaemonServer {
  /// `workspace/didChangeConfiguration`, `workspace/didChangeWatchedFiles` and
  /// `workspace/didChangeWorkspaceFolders`.
  func registerWorkspace(in registry: inout HandlerRegistry) {
    registry.registerNotification(
      DidChangeConfigurationNotification.method, params: DidChangeConfigurationNotification.self, ordering: .global
    ) { [self] notification, context in
      changeConfiguration(notification.settings, context: context)
    }
    registry.registerNotification(
      DidChangeWatchedFilesNotification.method, params: DidChangeWatchedFilesNotification.self, ordering: .global
    ) { [self] notification, context in
      let swiftFiles = notification.changes.filter { $0.uri.hasSuffix(".swift") }
      guard !swiftFiles.isEmpty else { return }
      workspace.refresh(swiftFiles.map { ($0.uri, $0.type == 3) })
      reanalyzeOpenDocuments(endpoint: context.endpoint)
    }
    registry.registerNotification(
      DidChangeWorkspaceFoldersNotification.method, params: DidChangeWorkspaceFoldersNotification.self,
      ordering: .global
    ) { [self] notification, context in
      workspace.changeFolders(
        added: notification.event.added.map(\.uri), removed: notification.event.removed.map(\.uri))
      reanalyzeOpenDocuments(endpoint: context.endpoint)
    }
  }

  /// Applies the editor's settings: `settings.swiftuiInspector` when present, else `settings` itself.
  private func changeConfiguration(_ settings: JSONValue?, context: RequestContext) {
    let section = settings?["swiftuiInspector"] ?? settings
    guard case .object(let members)? = section else { return }
    let path =
      settings?["swiftuiInspector"] == nil
      ? JSONPath.params.key("settings") : JSONPath.params.key("settings").key("swiftuiInspector")
    var inlayHints: String?
    if let value = members["inlayHints"] {
      guard case .string(let text) = value else {
        let message = "\(path.key("inlayHints")): expected a string, found \(value.typeName); ignored"
        logToClient(.warning, message, via: context)
        return
      }
      inlayHints = text
    }
    var keepState: Bool?
    if let value = members["keepState"] {
      guard case .bool(let flag) = value else {
        let message = "\(path.key("keepState")): expected a boolean, found \(value.typeName); ignored"
        logToClient(.warning, message, via: context)
        return
      }
      keepState = flag
    }
    var newSettings = self.settings
    do {
      newSettings.editor = try newSettings.editor.applying(inlayHints: inlayHints, keepState: keepState, path: path)
    } catch {
      logToClient(.warning, "\(error); ignored", via: context)
      return
    }
    let hintsChanged = newSettings.editor.inlayHints != self.settings.editor.inlayHints
    updateSettings(newSettings)
    if hintsChanged { refreshInlayHints(endpoint: context.endpoint) }
  }

  /// Analyses every open document again (their definitions changed).
  func reanalyzeOpenDocuments(endpoint: Endpoint) {
    for document in documents.all() where document.invalidate() {
      startUpdates(of: document, endpoint: endpoint)
    }
  }

  /// Asks the editor to ask for inlay hints again, when it said it can be asked.
  func refreshInlayHints(endpoint: Endpoint) {
    guard settings.client.inlayHintRefresh else { return }
    endpoint.sendRequest(InlayHintRefreshRequest.method, params: nil) { _ in }
  }
}
