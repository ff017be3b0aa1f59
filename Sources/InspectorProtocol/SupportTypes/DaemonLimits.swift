/// The bounds the daemon keeps, as `initialize` reports them. Everything a client controls is bounded, so a
/// hostile or broken client costs bounded time and memory.
public struct DaemonLimits: Codable, Hashable, Sendable {
  /// The largest message body accepted (`Content-Length`), in bytes. Set by `--max-message-bytes` only.
  public var maxMessageBytes: Int
  /// The deepest JSON nesting accepted in a message.
  public var maxJSONDepth: Int
  /// The most trees open at once.
  public var maxTrees: Int
  /// The most views a tree document may declare.
  public var maxDeclaredNodes: Int
  /// The most nodes one pass may lay out, after `ForEach` is expanded.
  public var maxResolvedNodes: Int
  /// The deepest nesting of layers (each view and each modifier is one layer). At most 512: layout recurses
  /// once per layer on a 16 MiB stack.
  public var maxDepth: Int
  /// The most passes the update loop runs for one version before it stops and reports non-convergence.
  public var maxPasses: Int
  /// The most versions each tree's history keeps (the current one included); older ones are dropped.
  public var historyDepth: Int
  /// The most passes kept per version: the first half and the last half (pass 1 and the last pass always).
  public var maxPassesKept: Int
  /// The most node records a tree's history keeps over all its passes; older versions are dropped first, the
  /// current one never.
  public var maxRecordedNodes: Int
  /// The most edits one `tree/edit` may carry.
  public var maxEditsPerRequest: Int
  /// The longest selector accepted by `tree/select`, in characters.
  public var maxSelectorLength: Int
  /// The largest font file loaded, in bytes.
  public var maxFontFileBytes: Int
  /// The most font faces loaded.
  public var maxFonts: Int
  /// The most evaluation steps one update (an open or an edit: its taps and every pass of its update loop) may
  /// spend over all its expressions, reduces and actions; once spent, the rest fail with a diagnostic.
  public var maxStepsPerUpdate: Int
  /// The most diagnostics one pass records (of its layout, and of its actions); one more note counts the rest.
  public var maxDiagnosticsPerPass: Int
  /// The most node records all open trees together may hold (every version and pass kept). An open or edit that
  /// would go past it is refused. Set by `--max-total-recorded-nodes` only.
  public var maxTotalRecordedNodes: Int

  /// Creates limits.
  public init(
    maxMessageBytes: Int, maxJSONDepth: Int, maxTrees: Int, maxDeclaredNodes: Int, maxResolvedNodes: Int,
    maxDepth: Int, maxPasses: Int, historyDepth: Int, maxPassesKept: Int, maxRecordedNodes: Int,
    maxEditsPerRequest: Int, maxSelectorLength: Int, maxFontFileBytes: Int, maxFonts: Int, maxStepsPerUpdate: Int,
    maxDiagnosticsPerPass: Int, maxTotalRecordedNodes: Int
  ) {
    self.maxMessageBytes = maxMessageBytes
    self.maxJSONDepth = maxJSONDepth
    self.maxTrees = maxTrees
    self.maxDeclaredNodes = maxDeclaredNodes
    self.maxResolvedNodes = maxResolvedNodes
    self.maxDepth = maxDepth
    self.maxPasses = maxPasses
    self.historyDepth = historyDepth
    self.maxPassesKept = maxPassesKept
    self.maxRecordedNodes = maxRecordedNodes
    self.maxEditsPerRequest = maxEditsPerRequest
    self.maxSelectorLength = maxSelectorLength
    self.maxFontFileBytes = maxFontFileBytes
    self.maxFonts = maxFonts
    self.maxStepsPerUpdate = maxStepsPerUpdate
    self.maxDiagnosticsPerPass = maxDiagnosticsPerPass
    self.maxTotalRecordedNodes = maxTotalRecordedNodes
  }
}
