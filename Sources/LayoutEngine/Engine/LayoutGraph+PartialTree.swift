import JSONCore
import TextMetrics

/// The graph as its algorithms see it (`LayoutPartialTree`): the subviews' answers come from
/// `LayoutGraph+Measuring.swift`; these are the services and records of the layer being computed.
extension LayoutGraph: LayoutPartialTree {
  func stackAxis(of layer: LayerRef) -> Axis? {
    resolved.nodes[layer.node].stackAxis
  }

  func enclosingCustomLayouts(of layer: LayerRef) -> Int {
    resolved.enclosingCustomLayouts(of: layer)
  }

  func requiresSpacingProjection(_ ref: LayerRef) -> Bool {
    resolved.requiresSpacingProjection(ref)
  }

  func listSection(of ref: LayerRef, in list: Int) -> ListSection? {
    resolved.listSection(of: ref, in: list)
  }

  func report(_ message: String, path: JSONPath?, for layer: LayerRef) {
    diagnostics.noteOnce(message, node: layer.node, path: path ?? resolved.nodes[layer.node].declaredPath)
  }

  func memo(of layer: LayerRef) -> LayerMemo? {
    states[layer.node][layer.layer].memo
  }

  func setMemo(_ memo: LayerMemo, of layer: LayerRef) {
    states[layer.node][layer.layer].memo = memo
  }

  func measureText(_ request: TextMeasurementRequest, measurer: any TextMeasurer, for layer: LayerRef)
    -> TextMeasurement
  {
    record(.textMeasurer(name: textMeasurerName), for: layer)
    if let cached = textMeasurementCache[request] { return cached }
    let measurement = measurer.measure(request)
    textMeasurementCache[request] = measurement
    return measurement
  }

  func verticalMetrics(_ font: Font, measurer: any TextMeasurer, for layer: LayerRef) -> FontVerticalMetrics {
    record(.textMeasurer(name: textMeasurerName), for: layer)
    return measurer.verticalMetrics(for: font)
  }

  func evaluate(_ expression: SwiftExpression, scope: EvaluationScope, for layer: LayerRef) -> JSONValue? {
    var reads: [InputRead] = []
    let value = resolver?.evaluate(expression, scope: scope, reads: &reads, node: layer.node)
    for read in reads { record(read, for: layer) }
    return value
  }

  var alignmentGuides: [String: AlignmentGuideDeclaration] { tree.alignmentGuides }
}
