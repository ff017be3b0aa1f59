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
/// - The values of a subtree taken whole from the previous pass are copied from there (`TakenPreferenceValues`).
///
/// Recursion follows the layers of the tree, which `TreeLimits.maxDepth` bounds.
final class PreferenceCombiner {
  /// The pass's environment (the caller's with the tree's overrides).
  let environment: LayoutEnvironment
  /// The update loop's runtime: state, preference keys and the Swift subset. Nil for plain layout, where
  /// preference modifiers have no effect and preference values are not collected.
  let runtime: PassRuntime?
  /// The preference values of the pass, built as layout needs them (`backgroundPreferenceValue`) and
  /// completed after placement.
  /// Unchecked: each access is a call made on the pass's hottest path, and none overlaps another (nothing called while
  /// it is mutated reads it).
  @exclusivity(unchecked) var preferences: PreferenceCollection
  /// The Swift-subset code run for the pass's values so far: writers' expressions, anchor and value transforms,
  /// `reduce` calls (`LayoutPass.preferenceRunCount`).
  var runCount = 0
  /// The declared keys, by their index in `preferences.keyNames`: looked up by name once per pass, not once per
  /// value computed.
  private let keys: [PreferenceKey?]
  unowned(unsafe) let resolved: ResolvedTree
  unowned(unsafe) let diagnostics: PassDiagnostics
  unowned(unsafe) let graph: LayoutGraph
  /// The values of subtrees taken whole from the previous pass, copied rather than computed again.
  private let takenValues = TakenPreferenceValues()

  /// The declarations the pass's values are computed with.
  var declarations: PassMemory.PreferenceDeclarations {
    PassMemory.PreferenceDeclarations(keys: graph.tree.preferenceKeys, types: graph.tree.types)
  }

  init(
    environment: LayoutEnvironment, runtime: PassRuntime?, resolved: ResolvedTree, diagnostics: PassDiagnostics,
    graph: LayoutGraph
  ) {
    self.environment = environment
    self.runtime = runtime
    self.preferences = PreferenceCollection(keyNames: runtime?.runner.program.keyNames ?? [])
    self.keys = preferences.keyNames.map { runtime?.runner.program.keys[$0] }
    self.resolved = resolved
    self.diagnostics = diagnostics
    self.graph = graph
  }

  /// The record at the output of `layer` of node `index` for the key at `key`; nil when nothing produces it.
  /// For a layout-transparent node (`ForEach`, `if`, `Group`), layer 0 stands for its items.
  func preferenceOutput(_ key: Int, node index: Int, layer: Int) -> PreferenceRecord.ID? {
    if let known = preferences.outputs.output(key, node: index, layer: layer) { return known.record }
    let layers = resolved.nodes[index].modifiers.count + 1
    if let taken = takenValues.output(key, node: index, layer: layer, in: self) {
      preferences.outputs.store(taken, key, node: index, layer: layer, layers: layers)
      return taken.record
    }
    let start = preferences.records.count
    let result = computePreferenceOutput(key, node: index, layer: layer)
    preferences.outputs.store(
      PreferenceCollection.Output(record: result, made: start..<preferences.records.count), key, node: index,
      layer: layer, layers: layers)
    return result
  }

  /// The key's declaration, when the pass runs with the update loop.
  func preferenceKey(_ key: Int) -> PreferenceKey? {
    guard runtime != nil, keys.indices.contains(key) else { return nil }
    return keys[key]
  }

  private func computePreferenceOutput(_ key: Int, node index: Int, layer: Int) -> PreferenceRecord.ID? {
    guard preferenceKey(key) != nil else { return nil }
    // Fields are read in place: copying a resolved node retains every array and string it holds.
    guard layer > 0 else {
      if resolved.nodes[index].view.isTransparent, !resolved.nodes[index].isImplicitContainer {
        // A ForEach's or if's own value: its items, from the default (what the items contribute to the list
        // around them is counted there, flattened).
        let isDynamic = resolved.nodes[index].view.isDynamicContent
        return combineList(key, items: resolved.nodes[index].children, owner: (index, 0), forceDynamic: isDynamic)?.id
      }
      if resolved.nodes[index].isImplicitContainer {
        // A transparent root lists its own items: a ForEach or if at the root is dynamic content.
        let isDynamic = resolved.nodes[index].view.isDynamicContent
        return combineList(key, items: resolved.nodes[index].children, owner: (index, 0), forceDynamic: isDynamic)?.id
      }
      switch resolved.nodes[index].view {
      case .form, .list:
        if environment.behaviors.listPreferenceBoundary == .blocks { return nil }
      default: break
      }
      guard !resolved.nodes[index].children.isEmpty else { return nil }
      return combineList(key, items: resolved.nodes[index].children, owner: (index, 0), forceDynamic: false)?.id
    }
    guard resolved.nodes[index].modifiers.indices.contains(layer - 1) else { return nil }
    let modifier = resolved.nodes[index].modifiers[layer - 1]
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
      if resolved.nodes[item].view.isTransparent, !resolved.nodes[item].isImplicitContainer {
        if resolved.nodes[item].view.isDynamicContent { dynamic = true }
        stack.append(contentsOf: resolved.nodes[item].children.reversed())
      } else {
        leaves.append(item)
      }
    }
    if environment.behaviors.preferenceOrder == .reversed { leaves.reverse() }
    return (leaves, dynamic)
  }

  /// Combines the values of a list of views. With an `owner` the result is always a record of the owner; without
  /// one (a `background`'s views) a single static producer's record is returned as is, and `leaf` names it.
  func combineList(
    _ key: Int, items: [Int], owner: (node: Int, layer: Int)?, forceDynamic: Bool
  ) -> (id: PreferenceRecord.ID, leaf: Int?)? {
    let (leaves, listIsDynamic) = flattenedPreferenceItems(items)
    let dynamic =
      (listIsDynamic || forceDynamic) && environment.behaviors.dynamicPreferenceDefault == .always
    var parts: [PreferencePart] = []
    var producingLeaves: [Int] = []
    // Read in place: a copy of a node retains everything it holds.
    let nodes = resolved.nodes
    for leaf in leaves {
      let outermost = nodes[leaf].layerCount - 1
      guard outermost >= 0, let id = preferenceOutput(key, node: leaf, layer: outermost) else { continue }
      parts.append(PreferencePart(source: .node(nodes[leaf].id), value: preferences.records.value(id), record: id))
      producingLeaves.append(leaf)
    }
    guard dynamic || !parts.isEmpty else { return nil }
    if owner == nil, !dynamic, parts.count == 1, let record = parts[0].record {
      return (record, producingLeaves[0])
    }
    let ownerNode = owner?.node ?? leaves.first.flatMap { resolved.nodes[$0].parent } ?? 0
    let ownerLayer = owner?.layer ?? 0
    let id = reduceParts(
      key, parts, startingFromDefault: dynamic, node: ownerNode, layer: ownerLayer,
      operation: .combined(dynamic: dynamic))
    return id.map { ($0, nil) }
  }

  /// One value going into a reduction.
  struct PreferencePart {
    var source: PreferenceRecord.Contribution.Source
    var value: Value
    var record: PreferenceRecord.ID?
  }

  /// Reduces values in order, as SwiftUI's combiners do: the default first for dynamic content, otherwise the
  /// first value as is; each later value folded in with the key's `reduce`. Records which values an assigning
  /// `reduce` discarded, and reports the loss when a discarded value differs from the result.
  func reduceParts(
    _ key: Int, _ parts: [PreferencePart], startingFromDefault: Bool, node index: Int, layer: Int,
    operation: PreferenceRecord.Operation
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    var contributions: [PreferenceRecord.Contribution] = []
    // Exact: grown by appending, a list of many values would be copied a dozen times and kept with spare room.
    contributions.reserveCapacity(parts.count + (startingFromDefault ? 1 : 0))
    var value: Value?
    // Read once per list, not once per value: the first walks the reduce body's syntax, the second copies the node.
    let discardsEarlierValues = definition.discardsEarlierValues
    let nodeID = resolved.nodes[index].id
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
      runCount += 1
      let outcome = runtime.runner.reduce(definition, current, part.value, node: nodeID)
      guard let reduced = outcome.value else {
        contributions.append(
          PreferenceRecord.Contribution(source: part.source, value: part.value, record: part.record, fate: .failed))
        diagnostics.noteScriptFailure(
          outcome.diagnostic, node: index, path: definition.path.key("reduce"),
          what: "reduce of \(definition.name) (`\(definition.reduceSource)`)")
        continue
      }
      if discardsEarlierValues {
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
      key: key, node: nodeID, layer: layer, operation: operation, value: value, contributions: contributions)
    if contributions.contains(where: { $0.fate == .discarded || $0.fate == .ignored }) {
      preferences.discards.append((id, index))
    }
    return id
  }

  /// Reports every `reduce` that threw away a sibling's value differing from the result: the assigning-reducer
  /// pitfall (`swiftui-semantics.md` §7), which SwiftUI never reports. A warning when a reader (an
  /// `onPreferenceChange` or a preference-value layer) sees the value, a note otherwise.
  func reportDiscardedValues() {
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
    diagnostics.note(
      observed ? .warning : .note, code: .discardedPreferenceValues, node: index, path: definition.path.key("reduce"),
      "reduce of \(definition.name) (`\(definition.reduceSource)`) at #\(resolved.nodes[index].id) kept \(keptText) and "
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
