/// What the daemon can do, as `initialize` reports it: LSP's standard members, so that editors send it their
/// documents, and the inspector's own (`InspectorCapabilities`), both at the top, as the daemon always reported
/// them, and under `experimental`, the member LSP reserves for them (typed clients such as pygls drop unknown
/// top-level members).
public struct ServerCapabilities: Codable, Hashable, Sendable {
  /// How `TextPosition.character` counts in this session.
  public var positionEncoding: PositionEncoding
  /// How documents are synchronized.
  public var textDocumentSync: TextDocumentSyncOptions
  /// Workspace folders.
  public var workspace: WorkspaceCapabilities
  /// The inspector's own capabilities.
  public var inspector: InspectorCapabilities

  /// Creates capabilities.
  public init(
    positionEncoding: PositionEncoding, textDocumentSync: TextDocumentSyncOptions, workspace: WorkspaceCapabilities,
    inspector: InspectorCapabilities
  ) {
    self.positionEncoding = positionEncoding
    self.textDocumentSync = textDocumentSync
    self.workspace = workspace
    self.inspector = inspector
  }

  private enum CodingKeys: String, CodingKey {
    case positionEncoding, textDocumentSync, workspace, experimental
    case requests, notifications, edits, selectors, explain, cancellation, proposalInfinity
  }

  /// Reads capabilities; the inspector's are read from `experimental`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    positionEncoding = try container.decode(PositionEncoding.self, forKey: .positionEncoding)
    textDocumentSync = try container.decode(TextDocumentSyncOptions.self, forKey: .textDocumentSync)
    workspace = try container.decode(WorkspaceCapabilities.self, forKey: .workspace)
    inspector = try container.decode(InspectorCapabilities.self, forKey: .experimental)
  }

  /// Writes LSP's members, the inspector's at the top, and the inspector's again under `experimental`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(positionEncoding, forKey: .positionEncoding)
    try container.encode(textDocumentSync, forKey: .textDocumentSync)
    try container.encode(workspace, forKey: .workspace)
    try container.encode(inspector.requests, forKey: .requests)
    try container.encode(inspector.notifications, forKey: .notifications)
    try container.encode(inspector.edits, forKey: .edits)
    try container.encode(inspector.selectors, forKey: .selectors)
    try container.encode(inspector.explain, forKey: .explain)
    try container.encode(inspector.cancellation, forKey: .cancellation)
    try container.encode(inspector.proposalInfinity, forKey: .proposalInfinity)
    try container.encode(inspector, forKey: .experimental)
  }
}
