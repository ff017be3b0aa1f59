/// The limits a client may change in `initializationOptions.limits`; absent members keep the daemon's values
/// (its defaults or its command-line flags). Message size and JSON depth are fixed when the connection opens,
/// so only flags set them.
public struct LimitOverrides: Codable, Hashable, Sendable {
  /// See `DaemonLimits.maxTrees`.
  public var maxTrees: Int?
  /// See `DaemonLimits.maxDeclaredNodes`.
  public var maxDeclaredNodes: Int?
  /// See `DaemonLimits.maxResolvedNodes`.
  public var maxResolvedNodes: Int?
  /// See `DaemonLimits.maxDepth` (1 … 10,240).
  public var maxDepth: Int?
  /// See `DaemonLimits.maxPasses`.
  public var maxPasses: Int?
  /// See `DaemonLimits.historyDepth`.
  public var historyDepth: Int?
  /// See `DaemonLimits.maxPassesKept`.
  public var maxPassesKept: Int?
  /// See `DaemonLimits.maxRecordedNodes`.
  public var maxRecordedNodes: Int?
  /// See `DaemonLimits.maxEditsPerRequest`.
  public var maxEditsPerRequest: Int?
  /// See `DaemonLimits.maxStepsPerUpdate`.
  public var maxStepsPerUpdate: Int?
  /// See `DaemonLimits.maxDiagnosticsPerPass`.
  public var maxDiagnosticsPerPass: Int?
  /// See `DaemonLimits.maxValueBytesPerUpdate`.
  public var maxValueBytesPerUpdate: Int?
  /// See `DaemonLimits.maxTextBytes`.
  public var maxTextBytes: Int?

  /// Creates overrides; nil keeps the daemon's value.
  public init(
    maxTrees: Int? = nil, maxDeclaredNodes: Int? = nil, maxResolvedNodes: Int? = nil, maxDepth: Int? = nil,
    maxPasses: Int? = nil, historyDepth: Int? = nil, maxPassesKept: Int? = nil, maxRecordedNodes: Int? = nil,
    maxEditsPerRequest: Int? = nil, maxStepsPerUpdate: Int? = nil, maxDiagnosticsPerPass: Int? = nil,
    maxValueBytesPerUpdate: Int? = nil, maxTextBytes: Int? = nil
  ) {
    self.maxTrees = maxTrees
    self.maxDeclaredNodes = maxDeclaredNodes
    self.maxResolvedNodes = maxResolvedNodes
    self.maxDepth = maxDepth
    self.maxPasses = maxPasses
    self.historyDepth = historyDepth
    self.maxPassesKept = maxPassesKept
    self.maxRecordedNodes = maxRecordedNodes
    self.maxEditsPerRequest = maxEditsPerRequest
    self.maxStepsPerUpdate = maxStepsPerUpdate
    self.maxDiagnosticsPerPass = maxDiagnosticsPerPass
    self.maxValueBytesPerUpdate = maxValueBytesPerUpdate
    self.maxTextBytes = maxTextBytes
  }
}
