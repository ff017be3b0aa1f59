import JSONCore

/// The result of `initialize`.
public struct InitializeResult: Codable, Hashable, Sendable {
  /// What the daemon can do.
  public var capabilities: ServerCapabilities
  /// The daemon's name and version.
  public var serverInfo: ServerInfo
  /// The version of the tree format it reads (`Schemas/view-tree.schema.json`).
  public var treeFormatVersion: String
  /// The version of this protocol (`protocol.md`).
  public var protocolVersion: String
  /// The limits in force for this session.
  public var limits: DaemonLimits
  /// The default environment of every tree, in the tree format's `environment` shape.
  public var environment: JSONValue
  /// How `Text` is measured: `system` or `fixedAdvance`.
  public var textMeasurer: String
  /// The font faces loaded, one line each ("Inter-Bold (Inter Bold, weight 700)").
  public var fonts: [String]

  /// Creates the result.
  public init(
    capabilities: ServerCapabilities, serverInfo: ServerInfo, treeFormatVersion: String, protocolVersion: String,
    limits: DaemonLimits, environment: JSONValue, textMeasurer: String, fonts: [String]
  ) {
    self.capabilities = capabilities
    self.serverInfo = serverInfo
    self.treeFormatVersion = treeFormatVersion
    self.protocolVersion = protocolVersion
    self.limits = limits
    self.environment = environment
    self.textMeasurer = textMeasurer
    self.fonts = fonts
  }
}
