import JSONCore
import TextMetrics

/// The graph as its algorithms see it (`LayoutPartialTree`): the subviews' answers come from
/// `LayoutGraph+Measuring.swift`; these are the services and records of the layer being computed, and the safe area
/// and the containers around it, read from the placements of the layers enclosing it.
extension LayoutGraph: LayoutPartialTree {
  func stackAxis(of layer: ResolvedLayerIndex) -> Axis? {
    resolved.stackAxis(of: layer.node)
  }

  func enclosingCustomLayouts(of layer: ResolvedLayerIndex) -> Int {
    resolved.enclosingCustomLayouts(of: layer)
  }

  func requiresSpacingProjection(_ ref: ResolvedLayerIndex) -> Bool {
    resolved.requiresSpacingProjection(ref)
  }

  func listSection(of ref: ResolvedLayerIndex, in list: Int) -> ListSection? {
    resolved.listSection(of: ref, in: list)
  }

  func gridRow(of subview: ResolvedLayerIndex, in grid: Int) -> GridRowMembership? {
    resolved.gridRow(of: subview, in: grid)
  }

  func layoutValue(_ subview: ResolvedLayerIndex, key: String) -> JSONValue? {
    resolved.layoutValue(subview, key: key)
  }

  func report(_ message: String, path: JSONPath?, for layer: ResolvedLayerIndex) {
    markNotReplayable()
    diagnostics.noteOnce(message, node: layer.node, path: path ?? resolved.declaredPath(of: layer.node))
  }

  func memo(of layer: ResolvedLayerIndex) -> LayerMemo? {
    // Read in place: `states[node][layer].memo` copied the whole layer state (retaining everything it holds) to
    // read one field, on every stack's gaps lookup.
    states[layer.node].withUnsafeBufferPointer { $0[layer.layer].memo }
  }

  func setMemo(_ memo: LayerMemo, of layer: ResolvedLayerIndex) {
    states[layer.node][layer.layer].memo = memo
  }

  func measureText(_ request: TextMeasurementRequest, measurer: any TextMeasurer, for layer: ResolvedLayerIndex)
    -> TextMeasurement
  {
    record(.textMeasurer(name: textMeasurerName), for: layer)
    return textMeasurements.measurement(of: request, node: layer.node) { measurer.measureWithReach($0) }
  }

  func textDecision(
    _ request: TextMeasurementRequest, text: String, measurer: any TextMeasurer, for layer: ResolvedLayerIndex,
    readGrid: () -> DisplayGrid, decide: (TextMeasurement, DisplayGrid) -> SizeDecision
  ) -> SizeDecision {
    record(.textMeasurer(name: textMeasurerName), for: layer)
    return textMeasurements.decision(
      of: request, node: layer.node, text: text, measure: { measurer.measureWithReach($0) }, readGrid: readGrid,
      decide: decide)
  }

  func verticalMetrics(_ font: Font, measurer: any TextMeasurer, for layer: ResolvedLayerIndex) -> FontVerticalMetrics {
    record(.textMeasurer(name: textMeasurerName), for: layer)
    return measurer.verticalMetrics(for: font)
  }

  func evaluate(_ expression: SwiftExpression, scope: EvaluationScope, for layer: ResolvedLayerIndex) -> JSONValue? {
    markNotReplayable()
    var reads: [InputRead] = []
    let value = resolver?.evaluate(expression, scope: scope, reads: &reads, node: layer.node)
    for read in reads { record(read, for: layer) }
    return value
  }

  var alignmentGuides: [String: AlignmentGuideDeclaration] { tree.alignmentGuides }

  var layoutValueKeys: [String: LayoutValueKeyDeclaration] { tree.layoutValueKeys }

  func alignmentDefault(_ key: AlignmentKey, in dimensions: ViewDimensions, of layer: ResolvedLayerIndex) -> Double {
    let defaults = AlignmentGuideDefaults(guides: tree.alignmentGuides, budget: customLayoutBudget)
    guard defaults.bodyDeclaration(of: key) != nil else { return key.defaultValue(in: dimensions.size) }
    // A body spends the update's step budget: a later pass runs it again rather than replay its value.
    markNotReplayable()
    let outcome = defaults.value(key, in: dimensions)
    guard let guide = outcome.guide else { return outcome.value }
    if let failure = outcome.failure { report(failure, path: guide.path.key("defaultValue"), for: layer) }
    let read = InputRead.alignmentGuide(
      name: guide.name, value: outcome.value, node: address(of: layer).node, path: guide.path)
    record(read, for: active.last?.ref ?? layer)
    return outcome.value
  }

  // MARK: - Safe area and containers

  /// The layers enclosing `ref`, innermost first: the node's outer layers, then its parent's from the layer
  /// that holds it (layer 0 for content, the modifier's layer for a modifier's views), up to the root. `viaContent`
  /// marks a layer that holds the path as one of its modifier's views (a background, a `safeAreaInset` bar)
  /// rather than as its primary.
  private func enclosingLayers(of ref: ResolvedLayerIndex) -> [(ref: ResolvedLayerIndex, viaContent: Bool)] {
    var result: [(ref: ResolvedLayerIndex, viaContent: Bool)] = []
    var node = ref.node
    var start = ref.layer + 1
    var viaContent = false
    while true {
      for layer in start..<max(start, resolved.layerCount(of: node)) {
        result.append((ResolvedLayerIndex(node: node, layer: layer), viaContent && layer == start))
      }
      guard let parent = resolved.parent(of: node) else { break }
      viaContent = resolved.hostLayer(of: node) != nil
      start = resolved.hostLayer(of: node) ?? 0
      node = parent
    }
    return result
  }

  func placedFrame(of layer: ResolvedLayerIndex) -> Rect? {
    states[layer.node][layer.layer].placement?.frameInRoot
  }

  /// The root's safe-area region: the screen around the root's proposal, reaching in by the environment's
  /// `safeAreaInsets`; nil without insets or before the root is placed.
  private var rootSafeAreaElement: SafeAreaElement? {
    let insets = environment.safeAreaInsets
    guard insets != .zero, !resolved.nodes.isEmpty, let placement = states[0].last?.placement else { return nil }
    let mirrored = environment.layoutDirection == .rightToLeft
    let left = mirrored ? insets.trailing : insets.leading
    let right = mirrored ? insets.leading : insets.trailing
    let width = (placement.proposal.width ?? placement.size.width) + left + right
    let height = (placement.proposal.height ?? placement.size.height) + insets.top + insets.bottom
    return SafeAreaElement(space: Rect(origin: .zero, size: Size(width: width, height: height)), insets: insets)
  }

  private func safeAreaElements(around layer: ResolvedLayerIndex) -> [SafeAreaElement] {
    guard environment.safeAreaInsets != .zero || resolved.hasSafeAreaModifiers else { return [] }
    var result: [SafeAreaElement] = []
    for (outer, viaContent) in enclosingLayers(of: layer) where outer.layer > 0 && !viaContent {
      guard let placement = states[outer.node][outer.layer].placement else { continue }
      switch resolved.modifierKind(of: outer.node, at: outer.layer - 1) {
      case .safeAreaPadding(let insets):
        result.append(SafeAreaElement(space: placement.frameInRoot, insets: insets))
      case .safeAreaInset:
        guard let inset = algorithm(for: outer) as? SafeAreaInsetLayout else { continue }
        let insets = inset.safeAreaInsets(
          in: placement.size, proposal: placement.proposal, subviews: subviews(for: outer), context: context(for: outer)
        )
        result.append(SafeAreaElement(space: placement.frameInRoot, insets: insets))
      default:
        continue
      }
    }
    if let root = rootSafeAreaElement { result.append(root) }
    return result
  }

  func safeAreaInsets(of frame: Rect, regions: SafeAreaRegions, around layer: ResolvedLayerIndex) -> EdgeInsets {
    let elements = safeAreaElements(around: layer)
    guard !elements.isEmpty else { return .zero }
    if environment.safeAreaInsets != .zero {
      record(.environment(name: "safeAreaInsets", value: "\(environment.safeAreaInsets)"), for: layer)
    }
    return SafeAreaElement.insets(
      of: frame, elements: elements, regions: regions, pixelLength: 1 / environment.displayScale,
      direction: environment.layoutDirection)
  }

  /// The container `containerRelativeFrame` sizes against: the nearest enclosing scroll view, list or form (its
  /// proposal), navigation or tab container (the proposal it gives its content, inside its bars), or the root (its
  /// proposal, the safe area). Its proposal as placed, else the one it is being measured with.
  func container(of layer: ResolvedLayerIndex) -> (name: String, proposal: ProposedViewSize) {
    var inner: ProposedViewSize?
    for (outer, _) in enclosingLayers(of: layer) {
      let proposal = currentProposal(of: outer)
      if outer.layer == 0 {
        switch resolved.view(of: outer.node) {
        case .scrollView, .list, .form:
          if let proposal { return (resolved.view(of: outer.node).typeName, proposal) }
        case .barContainer(let name, _):
          if let inner { return (name, inner) }
          if let proposal { return (name, proposal) }
        default:
          break
        }
      }
      if let proposal { inner = proposal }
    }
    // The root is the first node; its outermost layer is the root layer.
    let rootLayers = states.first?.count ?? 0
    let root = (rootLayers > 0 ? currentProposal(of: ResolvedLayerIndex(node: 0, layer: rootLayers - 1)) : nil) ?? inner
    return ("the root", root ?? ProposedViewSize(width: nil, height: nil))
  }

  /// The proposal a layer is placed with, else the one it is being measured with.
  private func currentProposal(of layer: ResolvedLayerIndex) -> ProposedViewSize? {
    states[layer.node][layer.layer].placement?.proposal ?? inFlight.last { $0.layer == layer }?.proposal
  }
}
