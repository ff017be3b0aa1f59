import JSONCore
import TextMetrics

/// The graph as its algorithms see it (`LayoutPartialTree`): the subviews' answers come from
/// `LayoutGraph+Measuring.swift`; these are the services and records of the layer being computed.
extension LayoutGraph: LayoutPartialTree {
  func stackAxis(of layer: ResolvedLayerIndex) -> Axis? {
    resolved.nodes[layer.node].stackAxis
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
    diagnostics.noteOnce(message, node: layer.node, path: path ?? resolved.nodes[layer.node].declaredPath)
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
}
