import JSONCore
import TextMetrics

/// One layout pass in progress: resolves the declared tree into concrete nodes, measures layers (each
/// distinct proposal once, cached), places them top-down, and records everything it used in the pass's event
/// log. Created, used and discarded by `ViewTree.layout(…)`; nothing outlives the pass except the immutable
/// `LayoutPass` it produces, and nothing is global.
///
/// Recursion follows the layer nesting of the tree, which `TreeLimits.maxDepth` bounds.
final class LayoutComputation {
  let tree: ViewTree
  let environment: LayoutEnvironment
  let evaluator: any ExpressionEvaluator
  let limits: TreeLimits
  /// The update loop's runtime: state, preference keys and the Swift subset. Nil for plain layout, where
  /// preference modifiers have no effect and preference values are not collected.
  let runtime: PassRuntime?
  /// The preference values of the pass, built as layout needs them (`backgroundPreferenceValue`) and
  /// completed after placement.
  var preferences: PreferenceCollection

  /// The resolved nodes; indices are stable for the pass.
  var nodes: [ResolvedNode] = []
  /// Per node, per layer: measurements, placement and reads.
  var states: [[LayerState]] = []
  /// The pass's diagnostics, in the order found.
  var diagnostics: [LayoutDiagnostic] = []
  /// Distinct measurements taken (cache misses), for tests that count them.
  var measurementCount = 0
  /// Resolved ids in use, for uniqueness.
  var usedIDs: Set<String> = []
  /// Whether the resolved-node limit was reported.
  var reportedNodeLimit = false
  /// Whether any `alignmentGuide` sets a frame guide (leading, center, …). Without one no layer can have an
  /// explicit value for a frame guide (containers never combine them), so lookups can stop early.
  var hasFrameGuideOverrides = false
  /// Whether any `safeAreaInset` or `safeAreaPadding` was resolved (else only the root's insets count).
  var hasSafeAreaModifiers = false

  var textMeasurementCache: [TextMeasurementRequest: TextMeasurement] = [:]
  /// The bytes of text the pass may still resolve (`TreeLimits.maxTextBytes`).
  var textBytesLeft: Int
  /// Whether the pass has reported running out of text bytes.
  var reportedTextLimit = false
  /// The evaluation steps custom layouts' bodies may spend: the update's budget in the update loop, else one
  /// update's worth (`UpdateLimits.maxStepsPerUpdate`) for this pass.
  let customLayoutBudget: StepBudget

  /// The display scale as reads record it, formatted once per pass (every text measurement records it).
  private(set) lazy var displayScaleText = LayoutNumber.format(environment.displayScale)
  /// The text measurer's name as reads record it, asked once per pass.
  private(set) lazy var textMeasurerName = environment.textMeasurer.name
  /// The last font described for a read, and its description: most texts of a tree share a font.
  private var lastFontDescription: (font: Font, text: String)?

  /// The font as reads record it (`Font.description`), without formatting it again for the same font.
  func fontDescription(_ font: Font) -> String {
    if let last = lastFontDescription, last.font == font { return last.text }
    let text = font.description
    lastFontDescription = (font, text)
    return text
  }

  /// What the pass knows about one layer.
  struct LayerState {
    /// Distinct measurements in the order taken; also the cache, looked up by proposal.
    var measurements: [Measurement] = []
    /// Explicit alignment values already computed, by guide and proposal.
    var explicitCache: [ExplicitKey: Double?] = [:]
    /// The final placement.
    var placement: Placement?
    /// Inputs read.
    var reads: [InputRead] = []
    /// The layer's subviews, once computed.
    var subviews: [LayerRef]?
    /// The layer's spacing preferences, once computed.
    var spacing: ViewSpacing?
    /// The layer's priority, once computed.
    var priority: Double?
    /// The layer's layout algorithm, once made.
    var algorithm: (any LayoutAlgorithm)?
    /// What the layer's algorithm remembers between its calls (a stack's gaps).
    var memo: LayerMemo?
    /// The proposals the layer is being measured with, innermost call last (`containerRelativeFrame` reads
    /// its container's).
    var inFlight: [ProposedViewSize] = []
  }

  struct ExplicitKey: Hashable {
    var key: AlignmentKey
    var size: Size
    var proposal: ProposedViewSize
  }

  struct Placement {
    var proposal: ProposedViewSize
    var size: Size
    var frameInParent: Rect
    var frameInRoot: Rect
    var proposer: Proposer
    var widthRule: SizeRule
    var heightRule: SizeRule
    /// The render transform the layer is drawn through (its own `scaleEffect`/`rotationEffect` and those
    /// around it), in root coordinates; nil for none.
    var transform: AffineTransform?
  }

  init(tree: ViewTree, environment: LayoutEnvironment, evaluator: any ExpressionEvaluator, runtime: PassRuntime?) {
    self.tree = tree
    self.environment = environment
    self.evaluator = evaluator
    self.limits = tree.limits
    self.textBytesLeft = tree.limits.maxTextBytes
    self.runtime = runtime
    self.preferences = PreferenceCollection(keyNames: runtime?.runner.program.keyNames ?? [])
    self.customLayoutBudget = runtime?.runner.budget ?? StepBudget(limit: UpdateLimits().maxStepsPerUpdate)
  }

  // MARK: - Recording

  func note(
    _ severity: LayoutDiagnostic.Severity, code: LayoutDiagnostic.Code = .layout, node: Int?, path: JSONPath?,
    _ message: String
  ) {
    let id = node.flatMap { nodes.indices.contains($0) ? nodes[$0].id : nil }
    diagnostics.append(LayoutDiagnostic(severity, code: code, node: id, path: path, message))
  }

  func record(_ read: InputRead, for ref: LayerRef) {
    guard states.indices.contains(ref.node), states[ref.node].indices.contains(ref.layer) else { return }
    if !states[ref.node][ref.layer].reads.contains(read) {
      states[ref.node][ref.layer].reads.append(read)
    }
  }

  func address(of ref: LayerRef) -> LayerAddress {
    LayerAddress(node: nodes[ref.node].id, layer: ref.layer)
  }
}
