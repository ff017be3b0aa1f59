import JSONCore
import SwiftSubset

/// The views that read a key (`onPreferenceChange`, preference-value layers, `onChange`) and the pass's finished
/// values.
extension PreferenceCombiner {
  /// The value a `backgroundPreferenceValue`/`overlayPreferenceValue` at `layer` builds its views from: the
  /// primary's value, or the default when nothing there produces the key (§6.1.5).
  func preferenceValueForContent(key keyName: String, node index: Int, layer: Int) -> (Value, PreferenceRecord.ID?)? {
    guard let key = preferences.keyNames.firstIndex(of: keyName), let definition = preferenceKey(key) else {
      return nil
    }
    let id = preferenceOutput(key, node: index, layer: layer - 1)
    if let id { preferences.contentReads.append(id) }
    return (id.map { preferences.records[$0].value } ?? definition.defaultValue, id)
  }

  /// Completes the pass's preferences after placement: every key's value at every node, each `ForEach`'s and
  /// `if`'s own value, the `onPreferenceChange` readers and the `onChange` observations, in tree order.
  func collectPreferences(order: [Int]) {
    guard let runtime else { return }
    // A pass that reuses another has about as many outputs: grown by inserting, the memo would be rehashed a dozen
    // times.
    if let previous = graph.previous { preferences.memo.reserveCapacity(previous.preferenceOutputs.count) }
    for key in preferences.keyNames.indices where preferenceKey(key) != nil {
      for index in order {
        let outermost =
          resolved.nodes[index].view.isTransparent && !resolved.nodes[index].isImplicitContainer
          ? 0 : resolved.nodes[index].layerCount - 1
        _ = preferenceOutput(key, node: index, layer: Swift.max(0, outermost))
      }
    }
    for index in order {
      for (position, modifier) in resolved.nodes[index].modifiers.enumerated() {
        let layer = position + 1
        switch modifier.declared.kind {
        case .onPreferenceChange(let keyName, let perform):
          guard let key = preferences.keyNames.firstIndex(of: keyName), preferenceKey(key) != nil else { continue }
          let id = preferenceOutput(key, node: index, layer: layer - 1)
          preferences.readers.append(
            PreferenceReader(
              node: resolved.nodes[index].id, layer: layer, key: keyName, action: perform,
              value: id.map { preferences.records[$0].value }, record: id, scope: modifier.scope))
        case .onChange(let observed, let perform, let initial):
          let outcome = runtime.runner.evaluate(
            observed, scope: modifier.scope, state: runtime.state, node: resolved.nodes[index].id)
          recordReads(outcome, expression: observed, ref: ResolvedLayerIndex(node: index, layer: layer))
          if outcome.value == nil {
            diagnostics.noteScriptFailure(outcome.diagnostic, node: index, path: observed.path, what: "onChange(of:)")
          }
          preferences.observations.append(
            ChangeObservation(
              node: resolved.nodes[index].id, layer: layer, expression: observed, action: perform, initial: initial,
              value: outcome.value, scope: modifier.scope))
        default:
          continue
        }
      }
    }
    reportDiscardedValues()
  }

  /// The finished, immutable values of the pass.
  func preferenceValues() -> PreferenceValues {
    guard runtime != nil else { return .empty }
    // Whether a memo entry is a node's output (the layer its node's value leaves from), or nil when it is none.
    func isNodeOutput(_ memoKey: PreferenceCollection.MemoKey, _ output: PreferenceCollection.Output) -> Bool? {
      guard output.record != nil, resolved.nodes.indices.contains(memoKey.node) else { return nil }
      let node = resolved.nodes[memoKey.node]
      let outermost = node.view.isTransparent && !node.isImplicitContainer ? 0 : node.layerCount - 1
      return memoKey.layer == Swift.max(0, outermost)
    }
    // Exact room for the outputs, counted first: grown by inserting, the indices would be rehashed at each
    // doubling, and room for every memo entry would be kept by every retained pass (most entries have no output).
    var layerCount = 0
    var nodeCount = 0
    for (memoKey, output) in preferences.memo {
      guard let isNode = isNodeOutput(memoKey, output) else { continue }
      layerCount += 1
      if isNode { nodeCount += 1 }
    }
    var outputs: [PreferenceValues.NodeKey: PreferenceRecord.ID] = [:]
    var layerOutputs: [PreferenceValues.LayerKey: PreferenceRecord.ID] = [:]
    outputs.reserveCapacity(nodeCount)
    layerOutputs.reserveCapacity(layerCount)
    for (memoKey, output) in preferences.memo {
      guard let isNode = isNodeOutput(memoKey, output), let id = output.record else { continue }
      let nodeID = resolved.nodes[memoKey.node].id
      let keyName = preferences.keyNames[memoKey.key]
      layerOutputs[PreferenceValues.LayerKey(node: nodeID, layer: memoKey.layer, key: keyName)] = id
      if isNode { outputs[PreferenceValues.NodeKey(node: nodeID, key: keyName)] = id }
    }
    return PreferenceValues(
      keyNames: preferences.keyNames, records: preferences.records, readers: preferences.readers,
      observations: preferences.observations, outputs: outputs, layerOutputs: layerOutputs)
  }

  // MARK: - Recording

  /// Records the state and proxies an expression read on the layer that evaluated it.
  func recordReads(_ outcome: ScriptRunner.Outcome, expression: SwiftExpression, ref: ResolvedLayerIndex) {
    for read in outcome.reads {
      graph.record(
        .state(name: read.name, value: read.value, expression: expression.source, path: expression.path), for: ref)
    }
    for read in outcome.proxyReads {
      graph.record(
        .geometry(proxy: read.name, reader: read.reader, expression: expression.source, path: expression.path),
        for: ref)
    }
  }
}
