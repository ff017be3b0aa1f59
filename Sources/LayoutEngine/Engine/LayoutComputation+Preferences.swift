import JSONCore
import SwiftSubset

/// Preference collection: the values flowing up the resolved tree, as SwiftUI combines them
/// (`swiftui-semantics.md` §6).
///
/// - A container's value is its children's values reduced in order. Only producing children take part and the
///   first producer's value is taken as is (§6.1.2); when the list holds a `ForEach` or an `if` it is dynamic
///   content, which starts from `defaultValue` and so always produces (§6.1.3, behaviour
///   `dynamicPreferenceDefault`).
/// - Each modifier is a layer: `preference` replaces the key (hiding deeper writers, §6.2.1),
///   `anchorPreference` writes an anchor captured at that point of the chain (§6.2.3), `transformPreference`
///   changes the inner value or the default (§6.2.2); `background` combines its views' value before the
///   primary's and `overlay` after it (§6.1.4); a preference-value layer's views are built from the key and do
///   not feed it back (§6.3.2).
/// - Values are computed on demand, each at most once per pass, after the views they depend on are placed: a
///   writer's expression may read a `GeometryReader`'s proxy, and an anchor is the placed layer's frame.
///
/// Recursion follows the layers of the tree, which `TreeLimits.maxDepth` bounds.
extension LayoutComputation {
  /// The record at the output of `layer` of node `index` for the key at `key`; nil when nothing produces it.
  /// For a layout-transparent node (`ForEach`, `if`, `Group`), layer 0 stands for its items.
  func preferenceOutput(_ key: Int, node index: Int, layer: Int) -> PreferenceRecord.ID? {
    let memoKey = PreferenceCollection.MemoKey(key: key, node: index, layer: layer)
    if let known = preferences.memo[memoKey] { return known }
    let result = computePreferenceOutput(key, node: index, layer: layer)
    preferences.memo[memoKey] = .some(result)
    return result
  }

  /// The key's declaration, when the pass runs with the update loop.
  func preferenceKey(_ key: Int) -> PreferenceKey? {
    guard let runtime, preferences.keyNames.indices.contains(key) else { return nil }
    return runtime.runner.program.keys[preferences.keyNames[key]]
  }

  private func computePreferenceOutput(_ key: Int, node index: Int, layer: Int) -> PreferenceRecord.ID? {
    guard preferenceKey(key) != nil else { return nil }
    // Fields are read in place: copying a resolved node retains every array and string it holds.
    guard layer > 0 else {
      if nodes[index].view.isTransparent, !nodes[index].isImplicitContainer {
        // A ForEach's or if's own value: its items, from the default (what the items contribute to the list
        // around them is counted there, flattened).
        let isDynamic = nodes[index].view.isDynamicContent
        return combineList(key, items: nodes[index].children, owner: (index, 0), forceDynamic: isDynamic)?.id
      }
      if nodes[index].isImplicitContainer {
        // A transparent root lists its own items: a ForEach or if at the root is dynamic content.
        let isDynamic = nodes[index].view.isDynamicContent
        return combineList(key, items: nodes[index].children, owner: (index, 0), forceDynamic: isDynamic)?.id
      }
      switch nodes[index].view {
      case .form, .list:
        if environment.behaviors.listPreferenceBoundary == .blocks { return nil }
      default: break
      }
      guard !nodes[index].children.isEmpty else { return nil }
      return combineList(key, items: nodes[index].children, owner: (index, 0), forceDynamic: false)?.id
    }
    guard nodes[index].modifiers.indices.contains(layer - 1) else { return nil }
    let modifier = nodes[index].modifiers[layer - 1]
    let inner = preferenceOutput(key, node: index, layer: layer - 1)
    let keyName = preferences.keyNames[key]
    switch modifier.declared.kind {
    case .preference(let name, let argument) where name == keyName:
      return writtenPreference(key, node: index, layer: layer, argument: argument, inner: inner)
    case .anchorPreference(let name, let source, let transform) where name == keyName:
      return anchorPreference(key, node: index, layer: layer, source: source, transform: transform, inner: inner)
    case .transformPreference(let name, let transform) where name == keyName:
      return transformedPreference(key, node: index, layer: layer, transform: transform, inner: inner)
    case .backgroundPreferenceValue(let name, _, _) where name == keyName,
      .overlayPreferenceValue(let name, _, _) where name == keyName:
      // The views built from the value are separate outputs: they do not feed the key back (§6.3.2).
      return inner
    default:
      break
    }
    if case .secondary(_, let content, let isOverlay) = modifier.kind, !content.isEmpty {
      return secondaryPreference(
        key, node: index, layer: layer, content: content, isOverlay: isOverlay, inner: inner,
        modifierName: modifier.declared.name)
    }
    if case .safeAreaInset(_, _, _, let content) = modifier.kind, !content.isEmpty {
      // The bar's values follow the view's, as an overlay's (OpenSwiftUI combines primary then secondary).
      return secondaryPreference(
        key, node: index, layer: layer, content: content, isOverlay: true, inner: inner,
        modifierName: modifier.declared.name)
    }
    return inner
  }

  // MARK: - Lists

  /// The leaves of a content list (layout-transparent `Group`, `ForEach` and `if` flattened), and whether it is
  /// dynamic content (holds a `ForEach` or an `if`).
  private func flattenedPreferenceItems(_ items: [Int]) -> (leaves: [Int], dynamic: Bool) {
    var leaves: [Int] = []
    var dynamic = false
    var stack = Array(items.reversed())
    while let item = stack.popLast() {
      if nodes[item].view.isTransparent, !nodes[item].isImplicitContainer {
        if nodes[item].view.isDynamicContent { dynamic = true }
        stack.append(contentsOf: nodes[item].children.reversed())
      } else {
        leaves.append(item)
      }
    }
    if environment.behaviors.preferenceOrder == .reversed { leaves.reverse() }
    return (leaves, dynamic)
  }

  /// Combines the values of a list of views. With an `owner` the result is always a record of the owner; without
  /// one (a `background`'s views) a single static producer's record is returned as is, and `leaf` names it.
  private func combineList(
    _ key: Int, items: [Int], owner: (node: Int, layer: Int)?, forceDynamic: Bool
  ) -> (id: PreferenceRecord.ID, leaf: Int?)? {
    let (leaves, listIsDynamic) = flattenedPreferenceItems(items)
    let dynamic =
      (listIsDynamic || forceDynamic) && environment.behaviors.dynamicPreferenceDefault == .always
    var parts: [PreferencePart] = []
    var producingLeaves: [Int] = []
    for leaf in leaves {
      let outermost = nodes[leaf].layerCount - 1
      guard outermost >= 0, let id = preferenceOutput(key, node: leaf, layer: outermost) else { continue }
      parts.append(PreferencePart(source: .node(nodes[leaf].id), value: preferences.records[id].value, record: id))
      producingLeaves.append(leaf)
    }
    guard dynamic || !parts.isEmpty else { return nil }
    if owner == nil, !dynamic, parts.count == 1, let record = parts[0].record {
      return (record, producingLeaves[0])
    }
    let ownerNode = owner?.node ?? leaves.first.flatMap { nodes[$0].parent } ?? 0
    let ownerLayer = owner?.layer ?? 0
    let id = reduceParts(
      key, parts, startingFromDefault: dynamic, node: ownerNode, layer: ownerLayer,
      operation: .combined(dynamic: dynamic))
    return id.map { ($0, nil) }
  }

  /// One value going into a reduction.
  private struct PreferencePart {
    var source: PreferenceRecord.Contribution.Source
    var value: Value
    var record: PreferenceRecord.ID?
  }

  /// Reduces values in order, as SwiftUI's combiners do: the default first for dynamic content, otherwise the
  /// first value as is; each later value folded in with the key's `reduce`. Records which values an assigning
  /// `reduce` discarded, and reports the loss when a discarded value differs from the result.
  private func reduceParts(
    _ key: Int, _ parts: [PreferencePart], startingFromDefault: Bool, node index: Int, layer: Int,
    operation: PreferenceRecord.Operation
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    var contributions: [PreferenceRecord.Contribution] = []
    var value: Value?
    if startingFromDefault {
      value = definition.defaultValue
      contributions.append(
        PreferenceRecord.Contribution(source: .defaultValue, value: definition.defaultValue, record: nil, fate: .first))
    }
    for part in parts {
      guard let current = value else {
        value = part.value
        contributions.append(
          PreferenceRecord.Contribution(source: part.source, value: part.value, record: part.record, fate: .first))
        continue
      }
      let outcome = runtime.runner.reduce(definition, current, part.value, node: nodes[index].id)
      guard let reduced = outcome.value else {
        contributions.append(
          PreferenceRecord.Contribution(source: part.source, value: part.value, record: part.record, fate: .failed))
        noteScriptFailure(
          outcome.diagnostic, node: index, path: definition.path.key("reduce"),
          what: "reduce of \(definition.name) (`\(definition.reduceSource)`)")
        continue
      }
      if definition.discardsEarlierValues {
        for position in contributions.indices where !contributions[position].fate.isLost {
          contributions[position].fate = .discarded
        }
      }
      value = reduced
      contributions.append(
        PreferenceRecord.Contribution(
          source: part.source, value: part.value, record: part.record,
          fate: definition.discardsLaterValues ? .ignored : .reduced))
    }
    guard let value else { return nil }
    let id = preferences.append(
      key: key, node: nodes[index].id, layer: layer, operation: operation, value: value, contributions: contributions)
    if contributions.contains(where: { $0.fate == .discarded || $0.fate == .ignored }) {
      preferences.discards.append((id, index))
    }
    return id
  }

  /// Reports every `reduce` that threw away a sibling's value differing from the result: the assigning-reducer
  /// pitfall (`swiftui-semantics.md` §7), which SwiftUI never reports. A warning when a reader (an
  /// `onPreferenceChange` or a preference-value layer) sees the value, a note otherwise.
  private func reportDiscardedValues() {
    guard !preferences.discards.isEmpty else { return }
    var observed = Set<PreferenceRecord.ID>()
    var stack = preferences.readers.compactMap(\.record) + preferences.contentReads
    while let id = stack.popLast(), observed.count <= preferences.records.count {
      guard preferences.records.indices.contains(id), observed.insert(id).inserted else { continue }
      stack += preferences.records[id].contributions.compactMap(\.record)
    }
    for (id, index) in preferences.discards {
      let record = preferences.records[id]
      guard let key = preferences.keyNames.firstIndex(of: record.key), let definition = preferenceKey(key) else {
        continue
      }
      reportDiscardedValues(record, definition: definition, node: index, observed: observed.contains(id))
    }
  }

  private func reportDiscardedValues(
    _ record: PreferenceRecord, definition: PreferenceKey, node index: Int, observed: Bool
  ) {
    let lost = record.contributions.filter {
      ($0.fate == .discarded || $0.fate == .ignored) && $0.source != .defaultValue && $0.value != record.value
    }
    guard !lost.isEmpty else { return }
    let kept = record.contributions.filter { !$0.fate.isLost }
    let keptText = kept.map { describeContribution($0) }.joined(separator: ", ")
    let lostText = lost.map { describeContribution($0) }.joined(separator: ", ")
    let advice =
      definition.discardsLaterValues
      ? "a reduce that ignores nextValue() keeps only the first producer"
      : "an assigning reduce keeps only the last value it is given; combine the values instead "
        + "(for example `value = max(value, nextValue())`)"
    let reader =
      observed ? "" : " No reader sees this value now; one placed here would see only what was kept."
    note(
      observed ? .warning : .note, code: .discardedPreferenceValues, node: index, path: definition.path.key("reduce"),
      "reduce of \(definition.name) (`\(definition.reduceSource)`) at #\(nodes[index].id) kept \(keptText) and "
        + "discarded \(lostText): \(advice).\(reader)")
  }

  /// `71.333 (#password-label)`, `defaultValue 0 (dynamic content)`.
  func describeContribution(_ contribution: PreferenceRecord.Contribution) -> String {
    let value = PreferenceValueText.describe(contribution.value)
    if let id = contribution.record, preferences.records.indices.contains(id),
      case .combined(dynamic: true) = preferences.records[id].operation,
      preferences.records[id].contributions.allSatisfy({ $0.source == .defaultValue })
    {
      // Dynamic content without a writer: the default it produces is what an assigning reduce keeps (§6.1.3).
      return "defaultValue \(value) from the dynamic content #\(preferences.records[id].node) (if/ForEach, no writer)"
    }
    switch contribution.source {
    case .node(let id): return "\(value) (#\(id))"
    case .layer(let layer): return "\(value) (layer \(layer))"
    case .defaultValue: return "defaultValue \(value) (dynamic content)"
    case .written: return value
    }
  }

  // MARK: - Writers

  private func writtenPreference(
    _ key: Int, node index: Int, layer: Int, argument: ValueArgument, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    let modifier = nodes[index].modifiers[layer - 1]
    let value: Value?
    let expressionText: String
    switch argument {
    case .expression(let expression):
      expressionText = expression.source
      let outcome = runtime.runner.evaluate(
        expression, scope: modifier.scope, state: runtime.state, node: nodes[index].id, expecting: definition.valueType)
      recordReads(outcome, expression: expression, ref: LayerRef(node: index, layer: layer))
      if outcome.value == nil {
        noteScriptFailure(
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
        noteScriptFailure(
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
  private func replacingPreference(
    _ key: Int, node index: Int, layer: Int, value: Value, inner: PreferenceRecord.ID?,
    operation: PreferenceRecord.Operation
  ) -> PreferenceRecord.ID {
    var contributions: [PreferenceRecord.Contribution] = []
    if let inner {
      contributions.append(
        PreferenceRecord.Contribution(
          source: .layer(layer - 1), value: preferences.records[inner].value, record: inner, fate: .hidden))
    }
    contributions.append(PreferenceRecord.Contribution(source: .written, value: value, record: nil, fate: .first))
    return preferences.append(
      key: key, node: nodes[index].id, layer: layer, operation: operation, value: value, contributions: contributions)
  }

  private func anchorPreference(
    _ key: Int, node index: Int, layer: Int, source: String, transform: SwiftExpression?, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    // The anchor captures the view the modifier wraps, at this point of the chain, on the pixel grid (§1.6).
    let states = self.states[index]
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
    let anchor = Value.anchor(AnchorValue(geometry: geometry, source: source, nodeID: nodes[index].id))
    let modifier = nodes[index].modifiers[layer - 1]
    let outcome: ScriptRunner.Outcome
    if let transform {
      outcome = runtime.runner.call(
        transform, arguments: [anchor], resultType: definition.valueType, scope: modifier.scope, state: runtime.state,
        node: nodes[index].id, allowsWrites: false)
      recordReads(outcome, expression: transform, ref: LayerRef(node: index, layer: layer))
    } else {
      outcome = runtime.runner.convert(anchor, to: definition.valueType, node: nodes[index].id)
    }
    var value = outcome.value
    if let result = value, transform != nil {
      // A closure's result is typed by its body; bring it to the key's type as the modifier's signature does.
      value = runtime.runner.convert(result, to: definition.valueType, node: nodes[index].id).value
    }
    guard let value else {
      noteScriptFailure(
        outcome.diagnostic, node: index, path: transform?.path ?? modifier.declared.path,
        what: "the value of anchorPreference(key: \(definition.name).self)")
      return nil
    }
    return replacingPreference(
      key, node: index, layer: layer, value: value, inner: inner,
      operation: .anchor(source: source, transform: transform?.source))
  }

  private func transformedPreference(
    _ key: Int, node index: Int, layer: Int, transform: SwiftExpression, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return inner }
    let modifier = nodes[index].modifiers[layer - 1]
    let input = inner.map { preferences.records[$0].value } ?? definition.defaultValue
    let outcome = runtime.runner.modify(
      transform, value: input, type: definition.valueType, scope: modifier.scope, state: runtime.state,
      node: nodes[index].id)
    recordReads(outcome, expression: transform, ref: LayerRef(node: index, layer: layer))
    guard let value = outcome.value else {
      noteScriptFailure(
        outcome.diagnostic, node: index, path: transform.path, what: "transformPreference(\(definition.name).self)")
      return inner
    }
    let contribution = PreferenceRecord.Contribution(
      source: inner == nil ? .defaultValue : .layer(layer - 1), value: input, record: inner, fate: .transformed)
    return preferences.append(
      key: key, node: nodes[index].id, layer: layer, operation: .transformed(expression: transform.source),
      value: value, contributions: [contribution])
  }

  private func secondaryPreference(
    _ key: Int, node index: Int, layer: Int, content: [Int], isOverlay: Bool, inner: PreferenceRecord.ID?,
    modifierName: String
  ) -> PreferenceRecord.ID? {
    guard let list = combineList(key, items: content, owner: nil, forceDynamic: false) else { return inner }
    let listSource: PreferenceRecord.Contribution.Source =
      list.leaf.map { .node(nodes[$0].id) } ?? .node(preferences.records[list.id].node)
    let listPart = PreferencePart(source: listSource, value: preferences.records[list.id].value, record: list.id)
    var parts = [listPart]
    if let inner {
      let primary = PreferencePart(source: .layer(layer - 1), value: preferences.records[inner].value, record: inner)
      parts = isOverlay ? [primary, listPart] : [listPart, primary]
    }
    return reduceParts(
      key, parts, startingFromDefault: false, node: index, layer: layer,
      operation: .secondary(modifier: modifierName))
  }

  // MARK: - Readers

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
    for key in preferences.keyNames.indices where preferenceKey(key) != nil {
      for index in order {
        let outermost =
          nodes[index].view.isTransparent && !nodes[index].isImplicitContainer
          ? 0 : nodes[index].layerCount - 1
        _ = preferenceOutput(key, node: index, layer: Swift.max(0, outermost))
      }
    }
    for index in order {
      for (position, modifier) in nodes[index].modifiers.enumerated() {
        let layer = position + 1
        switch modifier.declared.kind {
        case .onPreferenceChange(let keyName, let perform):
          guard let key = preferences.keyNames.firstIndex(of: keyName), preferenceKey(key) != nil else { continue }
          let id = preferenceOutput(key, node: index, layer: layer - 1)
          preferences.readers.append(
            PreferenceReader(
              node: nodes[index].id, layer: layer, key: keyName, action: perform,
              value: id.map { preferences.records[$0].value }, record: id, scope: modifier.scope))
        case .onChange(let observed, let perform, let initial):
          let outcome = runtime.runner.evaluate(
            observed, scope: modifier.scope, state: runtime.state, node: nodes[index].id)
          recordReads(outcome, expression: observed, ref: LayerRef(node: index, layer: layer))
          if outcome.value == nil {
            noteScriptFailure(outcome.diagnostic, node: index, path: observed.path, what: "onChange(of:)")
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

  /// The finished, immutable values of the pass.
  func preferenceValues() -> PreferenceValues {
    guard runtime != nil else { return .empty }
    var outputs: [PreferenceValues.NodeKey: PreferenceRecord.ID] = [:]
    var layerOutputs: [PreferenceValues.LayerKey: PreferenceRecord.ID] = [:]
    for (memoKey, id) in preferences.memo {
      guard let id, nodes.indices.contains(memoKey.node) else { continue }
      let nodeID = nodes[memoKey.node].id
      let keyName = preferences.keyNames[memoKey.key]
      layerOutputs[PreferenceValues.LayerKey(node: nodeID, layer: memoKey.layer, key: keyName)] = id
      let outermost =
        nodes[memoKey.node].view.isTransparent && !nodes[memoKey.node].isImplicitContainer
        ? 0 : nodes[memoKey.node].layerCount - 1
      if memoKey.layer == Swift.max(0, outermost) {
        outputs[PreferenceValues.NodeKey(node: nodeID, key: keyName)] = id
      }
    }
    return PreferenceValues(
      keyNames: preferences.keyNames, records: preferences.records, readers: preferences.readers,
      observations: preferences.observations, outputs: outputs, layerOutputs: layerOutputs)
  }

  // MARK: - Recording

  /// Records the state and proxies an expression read on the layer that evaluated it.
  func recordReads(_ outcome: ScriptRunner.Outcome, expression: SwiftExpression, ref: LayerRef) {
    for read in outcome.reads {
      record(.state(name: read.name, value: read.value, expression: expression.source, path: expression.path), for: ref)
    }
    for read in outcome.proxyReads {
      record(
        .geometry(proxy: read.name, reader: read.reader, expression: expression.source, path: expression.path),
        for: ref)
    }
  }

  /// Reports a failed evaluation of the Swift subset: a state write during layout, or an error naming the
  /// expression and the node.
  func noteScriptFailure(_ diagnostic: ScriptDiagnostic?, node: Int, path: JSONPath, what: String) {
    guard let diagnostic else {
      note(.warning, code: .expressionError, node: node, path: path, "\(what) has no value")
      return
    }
    if diagnostic.code == .writeNotAllowed {
      note(
        .warning, code: .stateWriteDuringLayout, node: node, path: path,
        "Modifying state during view update, this will cause undefined behavior. (\(what): \(diagnostic.summary))")
      return
    }
    note(.warning, code: .expressionError, node: node, path: path, "\(what): \(diagnostic.summary)")
  }
}

extension ResolvedView {
  /// Whether the view is dynamic content for preferences: a `ForEach` or an `if`.
  var isDynamicContent: Bool {
    switch self {
    case .forEach, .conditional: return true
    default: return false
    }
  }
}
