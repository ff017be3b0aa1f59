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
  /// The deepest nesting of layers (each view and each modifier is one layer). At most 10,240 (a chain of
  /// 10,000 views): layout recurses once per layer on stacks sized for it.
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
  /// The most bytes of values (strings, arrays, copies) one update's evaluations may build over all of them; each
  /// evaluation is also bounded by 16 MiB. Once spent, the rest fail with a diagnostic that names this limit.
  public var maxValueBytesPerUpdate: Int
  /// The most bytes of text one pass lays out over all its `Text`s, `TextField`s and `Button` titles; text past
  /// it is cut, with a warning that names this limit.
  public var maxTextBytes: Int
  /// The most reply bytes queued for a client that is not reading before the daemon stops reading requests (and
  /// its handlers wait). Set by `--max-queued-output-bytes` only.
  public var maxQueuedOutputBytes: Int
  /// The longest string in a message, in bytes; fixed.
  public var maxJSONStringBytes: Int
  /// The most elements of one array, or members of one object, in a message; fixed.
  public var maxJSONMembers: Int
  /// The most UTF-8 bytes of Swift source one tree is read from (all its files together, in `tree/open`,
  /// `tree/roots` and `replaceSource`). Set by `--max-source-bytes` only.
  public var maxSourceBytes: Int
  /// The most Swift files one tree is read from. Set by `--max-source-files` only.
  public var maxSourceFiles: Int

  /// Creates limits.
  public init(
    maxMessageBytes: Int, maxJSONDepth: Int, maxTrees: Int, maxDeclaredNodes: Int, maxResolvedNodes: Int,
    maxDepth: Int, maxPasses: Int, historyDepth: Int, maxPassesKept: Int, maxRecordedNodes: Int,
    maxEditsPerRequest: Int, maxSelectorLength: Int, maxFontFileBytes: Int, maxFonts: Int, maxStepsPerUpdate: Int,
    maxDiagnosticsPerPass: Int, maxTotalRecordedNodes: Int, maxValueBytesPerUpdate: Int = 256 << 20,
    maxTextBytes: Int = 4 << 20, maxQueuedOutputBytes: Int = 64 << 20, maxJSONStringBytes: Int = 16 << 20,
    maxJSONMembers: Int = 1 << 20, maxSourceBytes: Int = 4 << 20,
    maxSourceFiles: Int = 1000
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
    self.maxValueBytesPerUpdate = maxValueBytesPerUpdate
    self.maxTextBytes = maxTextBytes
    self.maxQueuedOutputBytes = maxQueuedOutputBytes
    self.maxJSONStringBytes = maxJSONStringBytes
    self.maxJSONMembers = maxJSONMembers
    self.maxSourceBytes = maxSourceBytes
    self.maxSourceFiles = maxSourceFiles
  }
}
