import JSONCore

/// `initialize`: the first request of a session. The client says who it is and may change the daemon's
/// settings; the daemon answers with what it can do, the tree format it reads and its limits.
///
/// The daemon reads LSP's `capabilities` (the position encodings offered, refresh support), `rootUri` and
/// `workspaceFolders` (whose Swift files define what open documents use); other members are accepted and
/// ignored.
public struct InitializeRequest: RequestType {
  /// The wire name.
  public static let method = "initialize"
  /// The result type.
  public typealias Response = InitializeResult

  /// The client's process id: when that process ends, the daemon exits.
  public var processId: Int?
  /// The client's name and version, for the log.
  public var clientInfo: ServerInfo?
  /// The client's LSP capabilities, read leniently (a member of an unexpected type counts as absent).
  public var capabilities: JSONValue?
  /// The workspace's root folder (LSP's older way to name it).
  public var rootUri: String?
  /// The workspace folders.
  public var workspaceFolders: [WorkspaceFolder]?
  /// Settings on top of the daemon's flags.
  public var initializationOptions: InitializationOptions?

  /// Creates the request.
  public init(
    processId: Int? = nil, clientInfo: ServerInfo? = nil, capabilities: JSONValue? = nil, rootUri: String? = nil,
    workspaceFolders: [WorkspaceFolder]? = nil, initializationOptions: InitializationOptions? = nil
  ) {
    self.processId = processId
    self.clientInfo = clientInfo
    self.capabilities = capabilities
    self.rootUri = rootUri
    self.workspaceFolders = workspaceFolders
    self.initializationOptions = initializationOptions
  }

  /// Decodes the request; an empty array as `initializationOptions` means none (Neovim encodes an empty Lua
  /// table, a plugin's default options, as `[]`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    processId = try container.decodeIfPresent(Int.self, forKey: .processId)
    clientInfo = try container.decodeIfPresent(ServerInfo.self, forKey: .clientInfo)
    capabilities = try container.decodeIfPresent(JSONValue.self, forKey: .capabilities)
    rootUri = try container.decodeIfPresent(String.self, forKey: .rootUri)
    workspaceFolders = try container.decodeIfPresent([WorkspaceFolder].self, forKey: .workspaceFolders)
    if case .array(let elements)? = try container.decodeIfPresent(JSONValue.self, forKey: .initializationOptions),
      elements.isEmpty
    {
      initializationOptions = nil
    } else {
      initializationOptions = try container.decodeIfPresent(
        InitializationOptions.self, forKey: .initializationOptions)
    }
  }
}
