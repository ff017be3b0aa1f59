import JSONCore

/// `initialize`: the first request of a session. The client says who it is and may change the daemon's
/// settings; the daemon answers with what it can do, the tree format it reads and its limits.
///
/// LSP clients send more members (`rootUri`, `workspaceFolders`, …); they are accepted and ignored.
public struct InitializeRequest: RequestType {
  /// The wire name.
  public static let method = "initialize"
  /// The result type.
  public typealias Response = InitializeResult

  /// The client's process id: when that process ends, the daemon exits.
  public var processId: Int?
  /// The client's name and version, for the log.
  public var clientInfo: ServerInfo?
  /// The client's capabilities; the daemon reads none today.
  public var capabilities: JSONValue?
  /// Settings on top of the daemon's flags.
  public var initializationOptions: InitializationOptions?

  /// Creates the request.
  public init(
    processId: Int? = nil, clientInfo: ServerInfo? = nil, capabilities: JSONValue? = nil,
    initializationOptions: InitializationOptions? = nil
  ) {
    self.processId = processId
    self.clientInfo = clientInfo
    self.capabilities = capabilities
    self.initializationOptions = initializationOptions
  }
}
