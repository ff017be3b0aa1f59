import JSONCore
import TextMetrics

/// What an algorithm knows about the layer it computes: the environment in effect there, and how to record what
/// it reads and asks. Everything goes through the pass's `LayoutPartialTree`; the context holds no state of its
/// own and lives for one call.
struct LayoutContext {
  // The pass outlives every context it makes (contexts exist only during its calls into algorithms), so the
  // reference is neither retained nor checked.
  private unowned(unsafe) let tree: any LayoutPartialTree
  /// The layer (an identity for the pass; algorithms do not look inside it).
  let ref: ResolvedLayerIndex
  /// The environment at the layer's node, shared with the node's other layers' contexts (and with the nodes that
  /// inherit it unchanged).
  private let shared: NodeEnvironment

  /// The environment at the layer (font and line limit as inherited there).
  var environment: LayoutEnvironment { shared.value }

  init(tree: any LayoutPartialTree, ref: ResolvedLayerIndex, environment: NodeEnvironment) {
    self.tree = tree
    self.ref = ref
    self.shared = environment
  }

  /// The layer's address in the event log.
  var address: LayerID { tree.address(of: ref) }

  /// A proposer record naming this layer and `reason` (an equal one the pass made before, shared, when it has one).
  func proposer(_ reason: ProposalReason) -> Proposer {
    tree.proposer(of: ref, reason)
  }

  // MARK: - Reads

  /// Records an input the layer read.
  func read(_ input: consuming InputRead) {
    tree.record(input, for: ref)
  }

  /// Records reading an environment value.
  func readEnvironment(_ name: String, _ value: String) {
    read(.environment(name: name, value: value))
  }

  /// Records reading a behaviour switch.
  func readBehavior(_ name: String) {
    read(.behavior(name: name, value: tree.behaviorDescription(name)))
  }

  /// Records reading the font, and returns it.
  func readFont() -> Font {
    readEnvironment("font", tree.fontDescription(in: shared))
    return environment.font
  }

  /// The pixel grid of the display, recording the read.
  var pixelGrid: DisplayGrid {
    // Layers see the pass's display scale (the environment at a layer changes only the text settings).
    readEnvironment("displayScale", tree.displayScaleText)
    return environment.pixelGrid
  }

  /// The axis of the innermost enclosing stack.
  var stackAxis: Axis? { tree.stackAxis(of: ref) }

  // MARK: - Text

  /// Measures text with the environment's measurer, through the pass's cache.
  func measureText(_ request: TextMeasurementRequest) -> TextMeasurement {
    tree.measureText(request, measurer: environment.textMeasurer, for: ref)
  }

  /// Sizes text: what `decide` makes of the measurement of `request` (through the pass's cache) and the display's pixel
  /// grid, both read as `measureText` and `pixelGrid` read them; `text` is the string the decision's rules name. A
  /// text's one-line measurement gives the decision made of it before for the same string, when there is one.
  func textDecision(
    _ request: TextMeasurementRequest, text: String, decide: (TextMeasurement, DisplayGrid) -> SizeDecision
  ) -> SizeDecision {
    tree.textDecision(
      request, text: text, measurer: environment.textMeasurer, for: ref, readGrid: { pixelGrid }, decide: decide)
  }

  /// `.textFieldHeight(lineHeight:result:)`, shared with the pass's other fields that answer with the same numbers.
  func textFieldHeightRule(lineHeight: Double, result: Double) -> SizeRule {
    tree.textFieldHeightRule(lineHeight: lineHeight, result: result)
  }

  /// The font's vertical metrics under the environment's measurer.
  func verticalMetrics(_ font: Font) -> FontVerticalMetrics {
    tree.verticalMetrics(font, measurer: environment.textMeasurer, for: ref)
  }

  /// The exact height of one line of `font` (not rounded): ascender + descender + leading.
  func lineHeight(_ font: Font) -> Double {
    verticalMetrics(font).lineHeight
  }

  // MARK: - Memory, expressions, problems

  /// What the layer's algorithm remembered between calls.
  var memo: LayerMemo? { tree.memo(of: ref) }

  /// Remembers a value between calls of the layer's algorithm.
  func remember(_ memo: LayerMemo) {
    tree.setMemo(memo, of: ref)
  }

  /// Evaluates an expression written on the layer's node in `scope`, recording its reads.
  func evaluate(_ expression: SwiftExpression, scope: EvaluationScope) -> JSONValue? {
    tree.evaluate(expression, scope: scope, for: ref)
  }

  /// Reports a problem of the layer, once per node and message.
  func report(_ message: String, path: JSONPath?) {
    tree.report(message, path: path, for: ref)
  }

  /// The `Section` a subview of this `Form`/`List` layer belongs to, and its part of it.
  func listSection(of subview: LayoutSubview) -> ListSection? {
    tree.listSection(of: subview.ref, in: ref.node)
  }

  /// The `GridRow` a subview of this `Grid` layer belongs to; nil for a view outside any row.
  func gridRow(of subview: LayoutSubview) -> GridRowMembership? {
    tree.gridRow(of: subview.ref, in: ref.node)
  }

  /// How many custom layouts enclose the layer's node.
  var enclosingCustomLayouts: Int { tree.enclosingCustomLayouts(of: ref) }

  /// The steps custom layouts' bodies may still spend.
  var customLayoutBudget: StepBudget { tree.customLayoutBudget }

  /// The custom alignment guides the tree declares.
  var alignmentGuides: [String: AlignmentGuideDeclaration] { tree.alignmentGuides }

  /// The `LayoutValueKey`s the tree declares.
  var layoutValueKeys: [String: LayoutValueKeyDeclaration] { tree.layoutValueKeys }

  /// What custom guides' `defaultValue(in:)` bodies run with: the declarations and the custom layouts' budget.
  var guideDefaults: AlignmentGuideDefaults {
    AlignmentGuideDefaults(guides: tree.alignmentGuides, budget: tree.customLayoutBudget)
  }

  /// The layer's own default value of a guide at `size` (a frame aligning its child, a grid cell): a custom
  /// guide's declared body runs with the layer's size (its own explicit values are not offered to the body).
  func defaultAlignment(_ key: AlignmentKey, in size: Size) -> Double {
    guard key.isCustom else { return key.defaultValue(in: size) }
    return tree.alignmentDefault(key, in: ViewDimensions(size: size), of: ref)
  }

  // MARK: - Geometry while placing

  /// The layer's frame in root coordinates while the pass places it; nil while it is only measured. Only
  /// placement may depend on it (`ignoresSafeArea`): sizes never do.
  var placedFrame: Rect? { tree.placedFrame(of: ref) }

  /// The safe-area insets of a frame of the layer (root coordinates) for `regions`.
  func safeAreaInsets(of frame: Rect, regions: SafeAreaRegions) -> EdgeInsets {
    tree.safeAreaInsets(of: frame, regions: regions, around: ref)
  }

  /// The container `containerRelativeFrame` sizes against: the nearest scroll view, list, form, navigation or tab
  /// container around the layer, else the root; its name and its proposal.
  func container() -> (name: String, proposal: ProposedViewSize) {
    tree.container(of: ref)
  }

  // MARK: - Alignment

  /// Combines children's explicit values of one guide by the guide's rule (§3.3).
  func combine(_ values: [Double?], for key: AlignmentKey) -> Double? {
    let present = values.compactMap { $0 }
    guard !present.isEmpty else { return nil }
    switch key.combination {
    case .none: return nil
    case .minimum: return present.min()
    case .lastTextBaseline:
      readBehavior("lastTextBaselineCombination")
      return environment.behaviors.lastTextBaselineCombination == .minimum ? present.min() : present.max()
    case .average:
      var average = 0.0
      for (count, value) in present.enumerated() {
        average = (average * Double(count) + value) / Double(count + 1)
      }
      return average
    }
  }
}
