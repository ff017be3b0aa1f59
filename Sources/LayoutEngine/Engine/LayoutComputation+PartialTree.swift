import JSONCore
import TextMetrics

/// The pass as its algorithms see it (`LayoutPartialTree`): the subviews' answers come from `measure` and the
/// other requests in `LayoutComputation+Layout.swift`; these are the services and records of the layer being
/// computed.
extension LayoutComputation: LayoutPartialTree {
  func stackAxis(of layer: LayerRef) -> Axis? {
    nodes[layer.node].stackAxis
  }

  func enclosingCustomLayouts(of layer: LayerRef) -> Int {
    var enclosing = 0
    var current = nodes[layer.node].parent
    while let index = current {
      if case .customLayout = nodes[index].view { enclosing += 1 }
      current = nodes[index].parent
    }
    return enclosing
  }

  func report(_ message: String, path: JSONPath?, for layer: LayerRef) {
    let id = nodes[layer.node].id
    guard !diagnostics.contains(where: { $0.node == id && $0.message == message }) else { return }
    note(
      .warning, code: .expressionError, node: layer.node, path: path ?? nodes[layer.node].declaredPath, message)
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
    let value = evaluate(expression, scope: scope, reads: &reads, node: layer.node)
    for read in reads { record(read, for: layer) }
    return value
  }

  var alignmentGuides: [String: AlignmentGuideDeclaration] { tree.alignmentGuides }
}
