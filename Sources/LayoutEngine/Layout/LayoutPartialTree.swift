import JSONCore
import SwiftSubset
import TextMetrics

/// The pass as the layout algorithms reach it: the one seam between "which layers exist, what they have
/// answered, what they read" (the pass) and "how a layer chooses its size and places its subviews" (the
/// algorithms), after Taffy's `LayoutPartialTree` trait.
///
/// Algorithms never call it directly: they hold `LayoutSubview`s and a `LayoutContext`, whose methods forward
/// here with the layer they stand for. Whatever implements it owns every cache and every record, so an algorithm
/// cannot tell a fresh answer from a cached one, and the pass can reuse answers (per proposal) as long as the
/// inputs it recorded are unchanged. See the table at the top of `LayoutAlgorithm.swift`.
///
/// Layer references are the ones the pass handed out (`LayoutSubview.ref`, `LayoutContext.ref`); algorithms never
/// make their own.
protocol LayoutPartialTree: AnyObject {
  // MARK: Subviews

  /// The subview's answer (size and rules) to `proposal`, requested by `requester`; recorded in the subview's
  /// measurements.
  func measure(_ subview: LayoutSubview, _ proposal: ProposedViewSize, requester: Proposer) -> Measurement

  /// The size of the subview's answer to `proposal`, asked and recorded as `measure` asks it.
  func size(of subview: LayoutSubview, _ proposal: ProposedViewSize, requester: Proposer) -> Size

  /// The subview's length on `axis` for `proposal`, as a stack's flexibility probe asks it.
  func lengthThatFits(_ subview: LayoutSubview, _ proposal: ProposedViewSize, axis: Axis, requester: Proposer)
    -> Double

  /// The subview's own value for `key` at a size it chose for `proposal`; nil for the guide's default.
  func explicitAlignment(_ subview: LayoutSubview, _ key: AlignmentKey, size: Size, proposal: ProposedViewSize)
    -> Double?

  /// The subview's spacing preferences.
  func spacing(_ subview: LayoutSubview) -> ViewSpacing

  /// The subview's layout priority.
  func priority(_ subview: LayoutSubview) -> Double

  /// Whether frames and padding around the subview keep its spacing (a Spacer, possibly under modifiers without a
  /// layout of their own).
  func requiresSpacingProjection(_ subview: ResolvedLayerIndex) -> Bool

  /// The `Section` the subview belongs to inside the `Form`/`List` node `container`, and its part of it; nil for a
  /// row outside any section.
  func listSection(of subview: ResolvedLayerIndex, in container: Int) -> ListSection?

  /// The `GridRow` the subview belongs to inside the `Grid` node `grid`; nil for a view outside any row.
  func gridRow(of subview: ResolvedLayerIndex, in grid: Int) -> GridRowMembership?

  /// The value the subview's modifiers write for `key` (`layoutValue(key:value:)`, a grid cell's modifiers): the
  /// outermost one along its layers; nil when none writes it.
  func layoutValue(_ subview: ResolvedLayerIndex, key: String) -> JSONValue?

  // MARK: The layer being computed

  /// The layer's address in the records (node id and layer index).
  func address(of layer: ResolvedLayerIndex) -> LayerID

  /// A proposer naming the layer and `reason`: one made before for the same layer and rule, when the pass still has it.
  func proposer(of layer: ResolvedLayerIndex, _ reason: ProposalReason) -> Proposer

  /// The axis of the innermost stack around the layer's node.
  func stackAxis(of layer: ResolvedLayerIndex) -> Axis?

  /// How many custom layouts enclose the layer's node.
  func enclosingCustomLayouts(of layer: ResolvedLayerIndex) -> Int

  /// Records an input the layer read (taken, so that keeping it does not copy it).
  func record(_ read: consuming InputRead, for layer: ResolvedLayerIndex)

  /// Reports a problem of the layer as an `expressionError` warning, once per node and message; `path` is where
  /// the problem is written (nil: the node's declaration).
  func report(_ message: String, path: JSONPath?, for layer: ResolvedLayerIndex)

  /// What the layer's algorithm remembered between its calls (while the layer's inputs stay the same).
  func memo(of layer: ResolvedLayerIndex) -> LayerMemo?

  /// Stores what the layer's algorithm remembers between its calls.
  func setMemo(_ memo: LayerMemo, of layer: ResolvedLayerIndex)

  // MARK: Services

  /// Measures text with the environment's measurer (once per distinct request), recording the read.
  func measureText(_ request: TextMeasurementRequest, measurer: any TextMeasurer, for layer: ResolvedLayerIndex)
    -> TextMeasurement

  /// Sizes text: measures `request` as `measureText` does, then calls `readGrid` (which reads the display's pixel
  /// grid, recording the read) and returns what `decide` makes of the measurement and the grid. For a text's one-line
  /// measurement it returns the decision made of that line before for the same `text` (the string the decision's
  /// rules name), when there is one: a label answers most of its proposals with its one line, and each decision made
  /// anew boxed its two rules again. The grid is the pass's at every layer.
  func textDecision(
    _ request: TextMeasurementRequest, text: String, measurer: any TextMeasurer, for layer: ResolvedLayerIndex,
    readGrid: () -> DisplayGrid, decide: (TextMeasurement, DisplayGrid) -> SizeDecision
  ) -> SizeDecision

  /// `.textFieldHeight(lineHeight:result:)`, shared with the fields of the pass that answered with the same numbers
  /// (bit for bit): a boxed rule made for each answer of each field was 6,000 allocations a pass of the 1,000-row form.
  func textFieldHeightRule(lineHeight: Double, result: Double) -> SizeRule

  /// A font's vertical metrics with the environment's measurer, recording the read.
  func verticalMetrics(_ font: Font, measurer: any TextMeasurer, for layer: ResolvedLayerIndex) -> FontVerticalMetrics

  /// The font of a layer's environment as reads record it (`Font.description`).
  func fontDescription(in environment: NodeEnvironment) -> String

  /// The display scale as reads record it.
  var displayScaleText: String { get }

  /// The value of the behaviour switch `name` as reads record it ("?" for a name no switch has).
  func behaviorDescription(_ name: String) -> String

  /// Evaluates an expression written on the layer's node in `scope`, recording what it read; nil when it has
  /// no value (a diagnostic says why).
  func evaluate(_ expression: SwiftExpression, scope: EvaluationScope, for layer: ResolvedLayerIndex) -> JSONValue?

  /// The custom alignment guides the tree declares.
  var alignmentGuides: [String: AlignmentGuideDeclaration] { get }

  /// The `LayoutValueKey`s the tree declares.
  var layoutValueKeys: [String: LayoutValueKeyDeclaration] { get }

  /// The default value of `key` in a view of `dimensions` whose layer is `layer`: a custom guide's declared
  /// `defaultValue(in:)` body runs (`AlignmentGuideDefaults`, on the custom layouts' budget); its value is recorded
  /// as a read of the computation in progress (the layer that aligns by it), a failure reported on `layer`.
  func alignmentDefault(_ key: AlignmentKey, in dimensions: ViewDimensions, of layer: ResolvedLayerIndex) -> Double

  // MARK: Geometry while placing

  /// The layer's frame in root coordinates once the pass places it (during its placement and after); nil while
  /// it is only measured.
  func placedFrame(of layer: ResolvedLayerIndex) -> Rect?

  /// The safe-area insets of `frame` (root coordinates) for `regions`, against the regions around `layer`
  /// (`SafeAreaGeometry.swift`); records reading the root's insets.
  func safeAreaInsets(of frame: Rect, regions: SafeAreaRegions, around layer: ResolvedLayerIndex) -> EdgeInsets

  /// The container `containerRelativeFrame` on `layer` sizes against: its name and its proposal.
  func container(of layer: ResolvedLayerIndex) -> (name: String, proposal: ProposedViewSize)

  /// The evaluation steps custom layouts' bodies may still spend.
  var customLayoutBudget: StepBudget { get }
}

/// A subview's row in a `Grid`: the `GridRow` node it belongs to and the row's vertical alignment, if it sets one.
struct GridRowMembership: Equatable {
  /// The row's node (an identity: equal for the cells of one row).
  var row: Int
  /// `GridRow(alignment:)`, nil for the grid's.
  var alignment: VerticalAlignment?
}

/// A subview's place in a `Form`/`List`: the `Section` node it belongs to and its part of it.
struct ListSection: Equatable {
  /// The section's node (an identity: equal for the views of one section).
  var section: Int
  /// Header, row or footer.
  var role: SectionRole
}

/// What an algorithm remembers about its layer between calls of one pass: values that depend only on the
/// subviews' answers and the environment (a stack's gaps), computed once rather than per proposal. The layer's first
/// size or explicit alignment computation sets it, and a later one never changes it: a replay of that first
/// computation brings it.
indirect enum LayerMemo {
  /// A stack's gaps before each subview, with the subviews they are for, and the run of its first computation
  /// (`HVStack.FirstRun`: nil while the gaps were computed outside one, by a placement).
  case stack(subviews: [ResolvedLayerIndex], gaps: [Double], firstRun: HVStack.FirstRun?)
  /// A custom layout's cache (`makeCache`), with the subviews it was made for. Every case is boxed (`indirect`): every
  /// layer's state has room for an optional memo, which a case inline made 48 bytes instead of 8.
  case customLayoutCache(subviews: [ResolvedLayerIndex], value: Value)
}
