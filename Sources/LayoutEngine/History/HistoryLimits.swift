/// How much of a live tree's past is kept, so that memory stays bounded under endless edits.
public struct HistoryLimits: Hashable, Sendable {
  /// The most versions kept (the current one included); older ones are forgotten first. Default 16.
  public var maxVersions: Int
  /// The most passes kept per version: the first half and the last half of its passes (pass 1 and the final
  /// pass always); the passes between are dropped and counted. Default 8.
  public var maxPassesPerVersion: Int
  /// The most node records kept over all passes of all versions; older versions are forgotten first, the
  /// current version never, though a version whose own passes hold more keeps only pass 1 and its latest passes
  /// (the last at least), and its update holds no more while it runs. A pass's node records with their layers weigh
  /// about 2.4 KB a node when they share nothing (a 1,000-row form's pass, 5,001 nodes, about 12 MB), about 0.3 KB
  /// when a one-label edit's pass shares its unchanged rows with the pass before (Benchmarks/memory.md, 2026-12-03).
  /// Default 60,000: 12 passes of that form, the whole history of small trees.
  public var maxRecordedNodes: Int

  /// Creates limits.
  public init(maxVersions: Int = 16, maxPassesPerVersion: Int = 8, maxRecordedNodes: Int = 60_000) {
    self.maxVersions = Swift.max(1, maxVersions)
    self.maxPassesPerVersion = Swift.max(2, maxPassesPerVersion)
    self.maxRecordedNodes = Swift.max(1, maxRecordedNodes)
  }
}

/// Everything configurable about a live tree: the update loop's bounds and the history kept.
public struct LiveTreeConfiguration: Hashable, Sendable {
  /// Bounds on each update (passes, cycle guard, evaluation steps).
  public var update: UpdateLimits
  /// The history kept.
  public var history: HistoryLimits
  /// The module name that qualifies struct names in printed collections (`[MyApp.BoundsAnchor(…)]`), as Swift
  /// prints them; nil leaves them unqualified.
  public var moduleName: String?

  /// Creates a configuration.
  public init(
    update: UpdateLimits = UpdateLimits(), history: HistoryLimits = HistoryLimits(), moduleName: String? = nil
  ) {
    self.update = update
    self.history = history
    self.moduleName = moduleName
  }
}
