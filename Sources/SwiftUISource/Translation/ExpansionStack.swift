/// The custom views, modifiers and functions one translation is expanding, with the uses they were expanded at, and
/// the counts that bound the translation: the run-time conditions open, the nodes made and the expansions run.
///
/// Contract: `refusal(of:at:)` refuses a name that is being expanded under as many run-time conditions as are open
/// now (a use of itself that nothing could end) and any expansion past `SourceLimits.maxExpansionDepth`, saying
/// whether the refusal is the first at its use; `reachedNodeLimit()` says when `nodeCount` or `expansionsRun` has
/// reached `maxTreeNodes`, first once per translation. A caller reports a refusal the first time only, so a view
/// that uses itself is reported once per use, not once per leaf of its expansion.
/// Bounded: at most `maxExpansionDepth` uses are open at once, and `push(_:at:)` follows a `refusal` and a
/// `reachedNodeLimit()` that said nothing, so no more than `maxTreeNodes` expansions run.
struct ExpansionStack {
  /// What refuses an expansion.
  enum Refusal {
    /// The name is being expanded under as many run-time conditions as are open now.
    case recursion
    /// `maxExpansionDepth` expansions are open.
    case depthLimit
  }

  private let maxDepth: Int
  private let maxNodes: Int
  /// The uses being expanded, outermost first.
  private(set) var uses: [SourceAnchor.Expansion] = [] {
    didSet { reported = nil }
  }
  /// How many of the outermost uses are not reported (a root view's own expansion, which no code wrote).
  var hiddenUses = 0 {
    didSet { reported = nil }
  }
  /// The reported uses innermost first, made once per change of `uses`: every anchor written inside one expansion
  /// shares it.
  private var reported: [SourceAnchor.Expansion]?
  /// The qualified names being expanded, outermost first, each with the number of run-time conditions open when its
  /// expansion began.
  private var expanding: [(name: String, openConditions: Int)] = []
  /// The run-time conditions being translated: branches of an `if` or a ternary decided when laying out, and a
  /// `ForEach`'s content. A name may be expanded inside itself only under one opened inside its own expansion.
  private var openConditions = 0
  /// Views and modifiers made so far.
  private(set) var nodeCount = 0
  /// Expansions run so far: with `nodeCount`, bounded by `maxTreeNodes`, so that a view using itself twice costs at
  /// most that many expansions, not two to the power of the depth limit.
  private(set) var expansionsRun = 0
  /// Whether `reachedNodeLimit()` has said so (once per translation).
  private var saidNodeLimit = false
  /// The uses at which an expansion has been refused (once each).
  private var refusedUses: Set<SourceAnchor.Expansion> = []

  init(limits: SourceLimits) {
    maxDepth = limits.maxExpansionDepth
    maxNodes = limits.maxTreeNodes
  }

  /// Whether nothing has been expanded or made yet.
  var isUntouched: Bool { uses.isEmpty && nodeCount == 0 && expansionsRun == 0 }

  /// The reported uses, innermost first.
  mutating func reportedUses() -> [SourceAnchor.Expansion] {
    if let reported { return reported }
    let made = Array(uses.dropFirst(hiddenUses).reversed())
    reported = made
    return made
  }

  /// Why `name` may not be expanded at `use` now, and whether this is the first refusal there; nil when it may.
  mutating func refusal(of name: String, at use: SourceAnchor.Expansion) -> (Refusal, isFirstAtUse: Bool)? {
    if let outer = expanding.last(where: { $0.name == name }), outer.openConditions == openConditions {
      return (.recursion, refusedUses.insert(use).inserted)
    }
    guard expanding.count < maxDepth else { return (.depthLimit, refusedUses.insert(use).inserted) }
    return nil
  }

  /// Whether the translation has made as many nodes or run as many expansions as `maxTreeNodes` allows: nil when
  /// not, else whether this is the first time it is said.
  mutating func reachedNodeLimit() -> Bool? {
    guard nodeCount >= maxNodes || expansionsRun >= maxNodes else { return nil }
    defer { saidNodeLimit = true }
    return !saidNodeLimit
  }

  /// Begins the expansion of `name` at `use`, which `refusal(of:at:)` and `reachedNodeLimit()` have let through.
  mutating func push(_ name: String, at use: SourceAnchor.Expansion) {
    assert(
      expanding.count < maxDepth && nodeCount < maxNodes && expansionsRun < maxNodes,
      "an expansion pushed past a limit: refusal(of:at:) and reachedNodeLimit() come first")
    expansionsRun += 1
    expanding.append((name, openConditions))
    uses.append(use)
  }

  /// Ends the innermost expansion.
  mutating func pop() {
    expanding.removeLast()
    uses.removeLast()
  }

  /// Opens a run-time condition.
  mutating func openCondition() { openConditions += 1 }

  /// Closes the innermost run-time condition.
  mutating func closeCondition() { openConditions -= 1 }

  /// Counts a node made.
  mutating func countNode() { nodeCount += 1 }

  /// Starts the counts of nodes and expansions again (for the survey, which translates each root alone).
  mutating func restartCounts() {
    nodeCount = 0
    expansionsRun = 0
  }
}
