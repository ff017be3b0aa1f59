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
    return (id.map { preferences.records.value($0) } ?? definition.defaultValue, id)
  }

  /// Completes the pass's preferences after placement: every key's value at every node, each `ForEach`'s and
  /// `if`'s own value, the `onPreferenceChange` readers and the `onChange` observations, in tree order.
  func collectPreferences(order: [Int]) {
    guard let runtime else { return }
    // A pass that reuses another has about as many outputs: grown by appending, the table would be copied a dozen
    // times.
    if let previous = graph.reuse.previous {
      preferences.outputs.reserveCapacity(previous.preferenceOutputs.capacityNeeded)
    }
    // Nodes are read in place through this array: a copy of a node retains everything it holds. Collecting adds no
    // node.
    let nodes = resolved.nodes
    for key in preferences.keyNames.indices where preferenceKey(key) != nil {
      for index in order {
        _ = preferenceOutput(key, node: index, layer: nodes[index].preferenceOutputLayer)
      }
    }
    for index in order {
      for position in nodes[index].modifiers.indices {
        let layer = position + 1
        let modifier = nodes[index].modifiers[position]
        switch modifier.declared.kind {
        case .onPreferenceChange(let keyName, let perform):
          guard let key = preferences.keyNames.firstIndex(of: keyName), preferenceKey(key) != nil else { continue }
          let id = preferenceOutput(key, node: index, layer: layer - 1)
          preferences.readers.append(
            PreferenceReader(
              node: nodes[index].id, layer: layer, key: keyName, action: perform,
              value: id.map { preferences.records.value($0) }, record: id, scope: modifier.scope))
        case .onChange(let observed, let perform, let initial):
          let outcome = runtime.runner.evaluate(
            observed, scope: modifier.scope, state: runtime.state, node: nodes[index].id)
          recordReads(outcome, expression: observed, ref: ResolvedLayerIndex(node: index, layer: layer))
          if outcome.value == nil {
            diagnostics.noteScriptFailure(outcome.diagnostic, node: index, path: observed.path, what: "onChange(of:)")
          }
          preferences.observations.append(
            ChangeObservation(
              node: nodes[index].id, layer: layer, expression: observed, action: perform, initial: initial,
              value: outcome.value, scope: modifier.scope))
        default:
          continue
        }
      }
    }
    reportDiscardedValues()
  }

  /// The finished, immutable values of the pass, its nodes at their positions in `order` (the pass's records' order):
  /// each layer's output read from the pass's outputs (by node index) into tables in that order, with no index by id
  /// or dictionary of its own.
  func preferenceValues(order: [Int]) -> PreferenceValues {
    guard runtime != nil else { return .empty }
    let keyCount = preferences.keyNames.count
    let nodes = resolved.nodes
    // Each node has a slot per layer an output can be stored at (its bare view or items, then one per modifier).
    let listed = order.filter { nodes.indices.contains($0) }
    var layerStarts: [UInt32] = []
    layerStarts.reserveCapacity(listed.count + 1)
    var layerCount = 0
    for index in listed {
      guard let start = UInt32(exactly: layerCount) else { return .empty }
      layerStarts.append(start)
      layerCount += nodes[index].modifiers.count + 1
    }
    guard let end = UInt32(exactly: layerCount) else { return .empty }
    layerStarts.append(end)
    var outputs = [UInt32](repeating: 0, count: listed.count * keyCount)
    var layerOutputs = [UInt32](repeating: 0, count: layerCount * keyCount)
    for (position, index) in listed.enumerated() {
      let start = Int(layerStarts[position])
      let outputLayer = nodes[index].preferenceOutputLayer
      for layer in 0...nodes[index].modifiers.count {
        for key in 0..<keyCount {
          guard let id = preferences.outputs.output(key, node: index, layer: layer)?.record,
            let stored = UInt32(exactly: id + 1)
          else { continue }
          layerOutputs[(start + layer) * keyCount + key] = stored
          if layer == outputLayer { outputs[position * keyCount + key] = stored }
        }
      }
    }
    return PreferenceValues(
      keyNames: preferences.keyNames, records: preferences.records.sealed(), readers: preferences.readers,
      observations: preferences.observations, outputs: outputs, layerStarts: layerStarts, layerOutputs: layerOutputs)
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
