import JSONCore
import SwiftSubset

/// The modifiers that write a key: `preference`, `anchorPreference`, `transformPreference`, and the secondary
/// views of `background`/`overlay` combined with the primary's value.
extension PreferenceCombiner {
  func writtenPreference(
    _ key: Int, node index: Int, layer: Int, argument: ValueArgument, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    let modifier = resolved.nodes[index].modifiers[layer - 1]
    let value: Value?
    let expressionText: String
    switch argument {
    case .expression(let expression):
      expressionText = expression.source
      runCount += 1
      let outcome = runtime.runner.evaluate(
        expression, scope: modifier.scope, state: runtime.state, node: resolved.nodes[index].id,
        expecting: definition.valueType)
      recordReads(outcome, expression: expression, ref: ResolvedLayerIndex(node: index, layer: layer))
      if outcome.value == nil {
        diagnostics.noteScriptFailure(
          outcome.diagnostic, node: index, path: expression.path,
          what: "the value of preference(key: \(definition.name).self)")
      }
      value = outcome.value
    case .literal(let json):
      expressionText = "\(json)"
      do {
        value = try Value(
          json: json, as: definition.valueType, declarations: runtime.runner.program.declarations,
          path: modifier.declared.path.key("value"), limits: runtime.runner.limits)
      } catch {
        diagnostics.noteScriptFailure(
          error, node: index, path: modifier.declared.path.key("value"),
          what: "the value of preference(key: \(definition.name).self)")
        value = nil
      }
    }
    guard let value else { return nil }
    return replacingPreference(
      key, node: index, layer: layer, value: value, inner: inner, operation: .written(expression: expressionText))
  }

  /// A writer's record: the inner value hidden, the written value first.
  func replacingPreference(
    _ key: Int, node index: Int, layer: Int, value: Value, inner: PreferenceRecord.ID?,
    operation: PreferenceRecord.Operation
  ) -> PreferenceRecord.ID {
    var contributions: [PreferenceRecord.Contribution] = []
    if let inner {
      contributions.append(
        PreferenceRecord.Contribution(
          source: .layer(layer - 1), value: preferences.records.value(inner), record: inner, fate: .hidden))
    }
    contributions.append(PreferenceRecord.Contribution(source: .written, value: value, record: nil, fate: .first))
    return preferences.append(
      key: key, node: resolved.nodes[index].id, layer: layer, operation: operation, value: value,
      contributions: contributions)
  }

  func anchorPreference(
    _ key: Int, node index: Int, layer: Int, source: String, transform: SwiftExpression?, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    // The anchor captures the view the modifier wraps, at this point of the chain, on the pixel grid (§1.6).
    let states = graph.states[index]
    let placed = states.indices.contains(layer - 1) ? states[layer - 1].placement : nil
    let frame = placed?.frameInRoot ?? states[layer].placement?.frameInRoot ?? Rect(origin: .zero, size: .zero)
    // Corners rounded to the nearest pixel (ties up) and every value computed as whole pixels × the pixel length,
    // as SwiftUI printed 220.33333333333331 (661 × 1/3) for an anchor's y.
    let grid = environment.pixelGrid
    func pixels(_ value: Double) -> Double { value.isFinite ? (value * grid.displayScale + 0.5).rounded(.down) : 0 }
    let (x0, y0, x1, y1) = (pixels(frame.minX), pixels(frame.minY), pixels(frame.maxX), pixels(frame.maxY))
    let length = grid.pixelLength
    let geometry: AnchorValue.Geometry
    if source == "bounds" {
      geometry = .rect(
        CGRectValue(x: x0 * length, y: y0 * length, width: (x1 - x0) * length, height: (y1 - y0) * length))
    } else {
      let unit = UnitPoint.named(source) ?? .topLeading
      geometry = .point(
        CGPointValue(
          x: (x0 + (unit.x * (x1 - x0)).rounded()) * length, y: (y0 + (unit.y * (y1 - y0)).rounded()) * length))
    }
    let anchor = Value.anchor(AnchorValue(geometry: geometry, source: source, nodeID: resolved.nodes[index].id))
    let modifier = resolved.nodes[index].modifiers[layer - 1]
    let outcome: ScriptRunner.Outcome
    if let transform {
      runCount += 1
      outcome = runtime.runner.call(
        transform, arguments: [anchor], resultType: definition.valueType, scope: modifier.scope, state: runtime.state,
        node: resolved.nodes[index].id, allowsWrites: false)
      recordReads(outcome, expression: transform, ref: ResolvedLayerIndex(node: index, layer: layer))
    } else {
      outcome = runtime.runner.convert(anchor, to: definition.valueType, node: resolved.nodes[index].id)
    }
    var value = outcome.value
    if let result = value, transform != nil {
      // A closure's result is typed by its body; bring it to the key's type as the modifier's signature does.
      value = runtime.runner.convert(result, to: definition.valueType, node: resolved.nodes[index].id).value
    }
    guard let value else {
      diagnostics.noteScriptFailure(
        outcome.diagnostic, node: index, path: transform?.path ?? modifier.declared.path,
        what: "the value of anchorPreference(key: \(definition.name).self)")
      return nil
    }
    return replacingPreference(
      key, node: index, layer: layer, value: value, inner: inner,
      operation: .anchor(source: source, transform: transform?.source))
  }

  func transformedPreference(
    _ key: Int, node index: Int, layer: Int, transform: SwiftExpression, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return inner }
    let modifier = resolved.nodes[index].modifiers[layer - 1]
    let input = inner.map { preferences.records.value($0) } ?? definition.defaultValue
    runCount += 1
    let outcome = runtime.runner.modify(
      transform, value: input, type: definition.valueType, scope: modifier.scope, state: runtime.state,
      node: resolved.nodes[index].id)
    recordReads(outcome, expression: transform, ref: ResolvedLayerIndex(node: index, layer: layer))
    guard let value = outcome.value else {
      diagnostics.noteScriptFailure(
        outcome.diagnostic, node: index, path: transform.path, what: "transformPreference(\(definition.name).self)")
      return inner
    }
    let contribution = PreferenceRecord.Contribution(
      source: inner == nil ? .defaultValue : .layer(layer - 1), value: input, record: inner, fate: .transformed)
    return preferences.append(
      key: key, node: resolved.nodes[index].id, layer: layer, operation: .transformed(expression: transform.source),
      value: value, contributions: [contribution])
  }

  func secondaryPreference(
    _ key: Int, node index: Int, layer: Int, content: [Int], isOverlay: Bool, inner: PreferenceRecord.ID?,
    modifierName: String
  ) -> PreferenceRecord.ID? {
    guard let list = combineList(key, items: content, owner: nil, forceDynamic: false) else { return inner }
    let listSource: PreferenceRecord.Contribution.Source =
      list.leaf.map { .node(resolved.nodes[$0].id) } ?? .node(preferences.records[list.id].node)
    let listPart = PreferencePart(source: listSource, value: preferences.records.value(list.id), record: list.id)
    var parts = [listPart]
    if let inner {
      let primary = PreferencePart(source: .layer(layer - 1), value: preferences.records.value(inner), record: inner)
      parts = isOverlay ? [primary, listPart] : [listPart, primary]
    }
    return reduceParts(
      key, parts, startingFromDefault: false, node: index, layer: layer,
      operation: .secondary(modifier: modifierName))
  }
}
