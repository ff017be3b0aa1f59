/// What the daemon can do, as `initialize` reports it: LSP's standard members, so that editors send it
/// documents and ask for hovers, inlay hints, code lenses and symbols, and the inspector's own
/// (`InspectorCapabilities`), both at the top, as the daemon always reported them, and under `experimental`,
/// the member LSP reserves for them (typed clients such as pygls drop unknown top-level members).
public struct ServerCapabilities: Codable, Hashable, Sendable {
  /// How `TextPosition.character` counts in this session.
  public var positionEncoding: PositionEncoding
  /// How documents are synchronized.
  public var textDocumentSync: TextDocumentSyncOptions
  /// Whether `textDocument/hover` is answered.
  public var hoverProvider: Bool
  /// Whether `textDocument/inlayHint` is answered.
  public var inlayHintProvider: Bool
  /// How `textDocument/codeLens` is answered.
  public var codeLensProvider: CodeLensOptions
  /// The commands `workspace/executeCommand` runs.
  public var executeCommandProvider: ExecuteCommandOptions
  /// Whether `textDocument/documentSymbol` is answered.
  public var documentSymbolProvider: Bool
  /// Workspace folders.
  public var workspace: WorkspaceCapabilities
  /// The inspector's own capabilities.
  public var inspector: InspectorCapabilities

  /// Creates capabilities.
  public init(
    positionEncoding: PositionEncoding, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool,
    inlayHintProvider: Bool, codeLensProvider: CodeLensOptions, executeCommandProvider: ExecuteCommandOptions,
    documentSymbolProvider: Bool, workspace: WorkspaceCapabilities, inspector: InspectorCapabilities
  ) {
    self.positionEncoding = positionEncoding
    self.textDocumentSync = textDocumentSync
    self.hoverProvider = hoverProvider
    self.inlayHintProvider = inlayHintProvider
    self.codeLensProvider = codeLensProvider
    self.executeCommandProvider = executeCommandProvider
    self.documentSymbolProvider = documentSymbolProvider
    self.workspace = workspace
    self.inspector = inspector
  }

  private enum CodingKeys: String, CodingKey {
    case positionEncoding, textDocumentSync, hoverProvider, inlayHintProvider, codeLensProvider
    case executeCommandProvider, documentSymbolProvider, workspace, experimental
    case requests, notifications, edits, selectors, explain, cancellation, proposalInfinity
  }

  /// Reads capabilities; the inspector's are read from `experimental`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    positionEncoding = try container.decode(PositionEncoding.self, forKey: .positionEncoding)
    textDocumentSync = try container.decode(TextDocumentSyncOptions.self, forKey: .textDocumentSync)
    hoverProvider = try container.decode(Bool.self, forKey: .hoverProvider)
    inlayHintProvider = try container.decode(Bool.self, forKey: .inlayHintProvider)
    codeLensProvider = try container.decode(CodeLensOptions.self, forKey: .codeLensProvider)
    executeCommandProvider = try container.decode(ExecuteCommandOptions.self, forKey: .executeCommandProvider)
    documentSymbolProvider = try container.decode(Bool.self, forKey: .documentSymbolProvider)
    workspace = try container.decode(WorkspaceCapabilities.self, forKey: .workspace)
    inspector = try container.decode(InspectorCapabilities.self, forKey: .experimental)
  }

  /// Writes LSP's members, the inspector's at the top, and the inspector's again under `experimental`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(positionEncoding, forKey: .positionEncoding)
    try container.encode(textDocumentSync, forKey: .textDocumentSync)
    try container.encode(hoverProvider, forKey: .hoverProvider)
    try container.encode(inlayHintProvider, forKey: .inlayHintProvider)
    try container.encode(codeLensProvider, forKey: .codeLensProvider)
    try container.encode(executeCommandProvider, forKey: .executeCommandProvider)
    try container.encode(documentSymbolProvider, forKey: .documentSymbolProvider)
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
