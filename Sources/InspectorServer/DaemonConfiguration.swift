import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

/// The daemon's settings as the command line gives them, before a client's `initializationOptions`.
package struct DaemonConfiguration: Sendable {
  /// The limits; see `DaemonLimits`.
  package var limits = DaemonConfiguration.defaultLimits
  /// The default environment of every tree, in the tree format's `environment` shape.
  package var environment = JSONObject()
  /// How `Text` is measured: `system` or `fixedAdvance`.
  package var textMeasurer = TextMeasurerChoice.system
  /// Font files to load at start-up.
  package var fonts: [FontSetting] = []
  /// Where the daemon's own log goes; nil for standard error.
  package var logFile: String?
  /// The least severe level logged, and sent to the client as `window/logMessage`: warnings by default, since
  /// editors show every line a server writes on standard error as an error (Neovim's log).
  package var logLevel = LogLevel.warning
  /// A path prefix for recording the session: `PREFIX.in` gets every byte read, `PREFIX.out` every byte written.
  package var mirror: String?
  /// How many layout threads run at once.
  package var layoutThreads = 2

  /// The defaults, before any flag.
  package init() {}

  /// The defaults: 64 MiB messages, 64 trees, and the engine's own defaults for trees, updates and history.
  ///
  /// The JSON depth allows a tree at the depth limit: each nested view costs two JSON levels (its object and its
  /// `content` array), and the request's envelope a few more.
  package static let defaultLimits = DaemonLimits(
    maxMessageBytes: 64 << 20, maxJSONDepth: 2 * TreeLimits.default.maxDepth + 16, maxTrees: 64,
    maxDeclaredNodes: 20_000,
    maxResolvedNodes: TreeLimits.default.maxResolvedNodes, maxDepth: TreeLimits.default.maxDepth,
    maxPasses: UpdateLimits().maxPasses, historyDepth: HistoryLimits().maxVersions,
    maxPassesKept: HistoryLimits().maxPassesPerVersion, maxRecordedNodes: HistoryLimits().maxRecordedNodes,
    maxEditsPerRequest: 1000,
    maxSelectorLength: 4096, maxFontFileBytes: 64 << 20, maxFonts: 64,
    maxStepsPerUpdate: UpdateLimits().maxStepsPerUpdate,
    maxDiagnosticsPerPass: TreeLimits.default.maxDiagnosticsPerPass, maxTotalRecordedNodes: 1_000_000,
    maxValueBytesPerUpdate: UpdateLimits().maxValueBytesPerUpdate, maxTextBytes: TreeLimits.default.maxTextBytes,
    maxQueuedOutputBytes: StreamConnection.Options().maxQueuedOutputBytes,
    maxJSONStringBytes: JSONLimits.default.maxStringBytes, maxJSONMembers: JSONLimits.default.maxMembers)

  /// The highest value each limit may be given, so that no setting can make the daemon unsafe: the depth is
  /// bounded by the layout threads' stack.
  // Key paths are immutable values; the array is a constant, so sharing it across threads is safe.
  package nonisolated(unsafe) static let settableLimits:
    [(name: String, keyPath: WritableKeyPath<DaemonLimits, Int>, range: ClosedRange<Int>)] =
      [
        ("maxMessageBytes", \.maxMessageBytes, 1...1 << 30),
        ("maxTrees", \.maxTrees, 1...4096),
        ("maxDeclaredNodes", \.maxDeclaredNodes, 1...1_000_000),
        ("maxResolvedNodes", \.maxResolvedNodes, 1...1_000_000),
        ("maxDepth", \.maxDepth, 1...TreeLimits.default.maxDepth),
        ("maxPasses", \.maxPasses, 1...1000),
        ("historyDepth", \.historyDepth, 1...1000),
        ("maxPassesKept", \.maxPassesKept, 2...1000),
        ("maxRecordedNodes", \.maxRecordedNodes, 1...10_000_000),
        ("maxEditsPerRequest", \.maxEditsPerRequest, 1...100_000),
        ("maxSelectorLength", \.maxSelectorLength, 1...65_536),
        ("maxFontFileBytes", \.maxFontFileBytes, 1...128 << 20),
        ("maxFonts", \.maxFonts, 1...1024),
        ("maxStepsPerUpdate", \.maxStepsPerUpdate, 1...1_000_000_000),
        ("maxDiagnosticsPerPass", \.maxDiagnosticsPerPass, 1...100_000),
        ("maxTotalRecordedNodes", \.maxTotalRecordedNodes, 1...100_000_000),
        ("maxValueBytesPerUpdate", \.maxValueBytesPerUpdate, 1...1 << 32),
        ("maxTextBytes", \.maxTextBytes, 1...1 << 30),
        ("maxQueuedOutputBytes", \.maxQueuedOutputBytes, 1 << 16...1 << 32),
        ("maxSourceBytes", \.maxSourceBytes, 1...64 << 20),
        ("maxSourceFiles", \.maxSourceFiles, 1...100_000),
      ]

}

/// How the daemon measures `Text`.
package enum TextMeasurerChoice: String, CaseIterable, Sendable {
  /// SF emulated over the bundled Inter tables, plus loaded fonts: the numbers an iPhone gives.
  case system
  /// Every character 0.5 em, lines 1.2 em: deterministic numbers for tests.
  case fixedAdvance
}
