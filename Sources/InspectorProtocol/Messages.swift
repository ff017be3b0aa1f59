/// Every message of the inspector protocol, in the order `protocol.md` documents them.
///
/// The daemon registers a handler for each request and client notification listed here, and a test checks
/// that `protocol.md` has one `##` section per method in these lists and no other.
public enum Messages {
  /// The requests a client may send.
  public static let requests: [any RequestType.Type] = [
    InitializeRequest.self,
    ShutdownRequest.self,
    OpenTreeRequest.self,
    TreeRootsRequest.self,
    TreeDocumentRequest.self,
    EditTreeRequest.self,
    CloseTreeRequest.self,
    ListTreesRequest.self,
    NodeLayoutRequest.self,
    TreeLayoutRequest.self,
    PreferenceAncestorsRequest.self,
    PreferenceValuesRequest.self,
    TreeStateRequest.self,
    LayoutPassesRequest.self,
    ExplainRequest.self,
    SnapshotRequest.self,
    DiffRequest.self,
    SelectRequest.self,
    SynchronizeRequest.self,
    HoverRequest.self,
    InlayHintRequest.self,
    CodeLensRequest.self,
    ExecuteCommandRequest.self,
    DocumentSymbolRequest.self,
  ]

  /// The notifications a client may send (`$/cancelRequest` is handled by the JSON-RPC layer itself).
  public static let clientNotifications: [any NotificationType.Type] = [
    InitializedNotification.self,
    DidOpenTextDocumentNotification.self,
    DidChangeTextDocumentNotification.self,
    DidCloseTextDocumentNotification.self,
    DidSaveTextDocumentNotification.self,
    DidChangeConfigurationNotification.self,
    DidChangeWatchedFilesNotification.self,
    DidChangeWorkspaceFoldersNotification.self,
    ExitNotification.self,
    CancelRequestNotification.self,
  ]

  /// The notifications the daemon sends.
  public static let serverNotifications: [any NotificationType.Type] = [
    TreeDiagnosticsNotification.self,
    PublishDiagnosticsNotification.self,
    LogMessageNotification.self,
  ]

  /// The requests the daemon sends to clients that declare support for them.
  public static let serverRequests: [any RequestType.Type] = [
    InlayHintRefreshRequest.self,
    CodeLensRefreshRequest.self,
  ]

  /// Every method name, requests first.
  public static var allMethods: [String] {
    requests.map { $0.method } + clientNotifications.map { $0.method } + serverNotifications.map { $0.method }
      + serverRequests.map { $0.method }
  }
}
