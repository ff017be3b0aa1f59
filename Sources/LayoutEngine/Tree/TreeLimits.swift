/// Bounds on what a client's tree may contain. Messages name each bound as the protocol does (`maxDepth`,
/// `maxDeclaredNodes` for `maxNodes`, `maxResolvedNodes`, `maxTextBytes`). Everything a client controls is bounded, so a hostile or
/// broken tree costs bounded time and memory and can never overflow the stack.
public struct TreeLimits: Hashable, Sendable {
  /// The deepest nesting of layers along any path from the root: each view and each modifier counts one
  /// level, as SwiftUI wraps a view in a new view per modifier, and content inside `background`/`overlay`
  /// continues the count of the modifier that holds it. Layout recursion is bounded by this number; see
  /// `ARCHITECTURE.md` for the stack it needs (`TreeLimits.stackBytesPerLayer` per layer).
  public var maxDepth: Int
  /// The most declared views (every `view` object and every `if`).
  public var maxNodes: Int
  /// The most views a pass may resolve after expanding `ForEach` (and the most elements one `ForEach` may
  /// produce).
  public var maxResolvedNodes: Int
  /// The most errors reported for one document before giving up.
  public var maxErrors: Int
  /// The most diagnostics one pass records of its layout, and of its actions; the rest are counted in one last
  /// note. Without it, an expression that fails in each of 100,000 `ForEach` rows would record 100,000 messages
  /// per pass, sent to the client in every reply about the version.
  public var maxDiagnosticsPerPass: Int
  /// The most bytes (UTF-8) of text one pass resolves and lays out, over every `Text`, `TextField` and `Button`
  /// title: text past it is cut at a character boundary and its node gets a warning naming this limit. Without
  /// it, a `ForEach` of 5,000 rows each showing a megabyte of state measured 5 GB of text per pass.
  public var maxTextBytes: Int

  /// Creates limits.
  public init(
    maxDepth: Int = 10_240, maxNodes: Int = 20_000, maxResolvedNodes: Int = 100_000, maxErrors: Int = 50,
    maxDiagnosticsPerPass: Int = 200, maxTextBytes: Int = 4 << 20
  ) {
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
    self.maxResolvedNodes = maxResolvedNodes
    self.maxErrors = maxErrors
    self.maxDiagnosticsPerPass = maxDiagnosticsPerPass
    self.maxTextBytes = maxTextBytes
  }

  /// The defaults: depth 10,240 (a chain of 10,000 views lays out), 20,000 declared nodes, 100,000 resolved nodes,
  /// 50 errors, 200 diagnostics per pass, 4 MiB of text per pass. Releasing a live tree at that depth recurses
  /// about 670 bytes per nested view in a debug build (Swift frees nested values recursively; 6.6 MiB,
  /// `DepthLimitTests`), so a thread that may drop the last reference to one needs a 16 MiB stack.
  public static let `default` = TreeLimits()

  /// The stack one layer of nesting may take while a tree is decoded, resolved, laid out and its preferences
  /// collected: 32 KiB, twice the 16 KiB per nested stack measured in a debug build (less in a release build;
  /// `DepthLimitTests` checks it).
  public static let stackBytesPerLayer = 32 << 10

  /// The stack a thread needs to work on trees at `maxDepth`: `stackBytesPerLayer` per layer, and 1 MiB for the
  /// frames around the recursion.
  public var stackBytes: Int { maxDepth * Self.stackBytesPerLayer + (1 << 20) }
}
