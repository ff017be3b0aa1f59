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
  private let environment: LayoutEnvironment
  /// The update loop's runtime: state, preference keys and the Swift subset. Nil for plain layout, where
  /// preference modifiers have no effect and preference values are not collected.
  private let runtime: PassRuntime?
  /// The preference values of the pass, built as layout needs them (`backgroundPreferenceValue`) and
  /// completed after placement.
  /// Unchecked: each access is a call made on the pass's hottest path, and none overlaps another (nothing called while
  /// it is mutated reads it).
  @exclusivity(unchecked) var preferences: PreferenceCollection
  /// The Swift-subset code run for the pass's values so far: writers' expressions, anchor and value transforms,
  /// `reduce` calls (`LayoutPass.preferenceRunCount`).
  private(set) var runCount = 0
  /// The declared keys, by their index in `preferences.keyNames`: looked up by name once per pass, not once per
  /// value computed.
  private let keys: [PreferenceKey?]
  unowned(unsafe) let resolved: ResolvedTree
  unowned(unsafe) private let diagnostics: PassDiagnostics
  unowned(unsafe) let graph: LayoutGraph
  /// The values of subtrees taken whole from the previous pass, copied rather than computed again.
  private let takenValues = TakenPreferenceValues()
  /// The lowest record id a contribution made by the computation running (`unknownPreferenceOutput`) points at so far
  /// (`Int.max`: none): its output refers within its records (`PreferenceCollection.Output.refersWithin`) when none
  /// is below its first. Noted where a computation takes an output it did not make (`noteReference`); the records
  /// copied from the previous pass and those of the outputs copied with them lie within the computation that copied
  /// them, and refer within themselves. Unchecked, as `preferences`: read and written around each computation, no
  /// access overlapping another.
  @exclusivity(unchecked) private var lowestReference = Int.max

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
  /// Inlined, and the rest of the work out of line: collecting asks it of every node, most of them known already.
  @inline(__always)
  func preferenceOutput(_ key: Int, node index: Int, layer: Int) -> PreferenceRecord.ID? {
    if let known = preferences.outputs.output(key, node: index, layer: layer) { return known.record }
    return unknownPreferenceOutput(key, node: index, layer: layer)
  }

  /// `preferenceOutput` of a layer whose output is not known yet: taken from the previous pass (which stores it with
  /// the outputs it copies, `TakenPreferenceValues`), or computed and stored.
  @inline(never)
  private func unknownPreferenceOutput(_ key: Int, node index: Int, layer: Int) -> PreferenceRecord.ID? {
    if let taken = takenValues.output(key, node: index, layer: layer, in: self) { return taken.record }
    let start = preferences.records.count
    let enclosing = lowestReference
    lowestReference = Int.max
    let result = computePreferenceOutput(key, node: index, layer: layer)
    let lowest = lowestReference
    lowestReference = Swift.min(enclosing, lowest)
    // Said by the fresh pass, which knows it: the next pass copying the output does not read its records, nor write
    // its slot to say so (a write copies the chunk of slots it shares with this pass's table).
    preferences.outputs.store(
      PreferenceCollection.Output(
        record: result, made: start..<preferences.records.count, refersWithin: lowest >= start),
      key, node: index, layer: layer, layers: resolved.modifierCount(of: index) + 1)
    return result
  }

  /// Notes that the computation running makes a contribution pointing at `id` (`lowestReference`).
  private func noteReference(_ id: PreferenceRecord.ID?) {
    if let id, id < lowestReference { lowestReference = id }
  }

  /// The key's declaration, when the pass runs with the update loop.
  private func preferenceKey(_ key: Int) -> PreferenceKey? {
    guard hasPreferenceKey(key) else { return nil }
    return keys[key]
  }

  /// Whether `preferenceKey(key)` has a definition, without copying it (its name, type and reducer: about 670
  /// instructions copied and destroyed at every output computed).
  private func hasPreferenceKey(_ key: Int) -> Bool {
    runtime != nil && keys.indices.contains(key)
  }

  private func computePreferenceOutput(_ key: Int, node index: Int, layer: Int) -> PreferenceRecord.ID? {
    guard hasPreferenceKey(key) else { return nil }
    // Fields are read in place: copying a resolved node retains every array and string it holds.
    guard layer > 0 else {
      let view = resolved.view(of: index)
      let children = resolved.children(of: index)
      if view.isTransparent, !resolved.isImplicitContainer(of: index) {
        // A ForEach's or if's own value: its items, from the default (what the items contribute to the list
        // around them is counted there, flattened).
        return combineList(key, items: children, owner: (index, 0), forceDynamic: view.isDynamicContent)?.id
      }
      if resolved.isImplicitContainer(of: index) {
        // A transparent root lists its own items: a ForEach or if at the root is dynamic content.
        return combineList(key, items: children, owner: (index, 0), forceDynamic: view.isDynamicContent)?.id
      }
      switch view {
      case .form, .list:
        if environment.behaviors.listPreferenceBoundary == .blocks { return nil }
      default: break
      }
      guard !children.isEmpty else { return nil }
      return combineList(key, items: children, owner: (index, 0), forceDynamic: false)?.id
    }
    let modifiers = resolved.modifiers(of: index)
    guard modifiers.indices.contains(layer - 1) else { return nil }
    let modifier = modifiers[layer - 1]
    let inner = preferenceOutput(key, node: index, layer: layer - 1)
    noteReference(inner)
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
    // A list none of whose views is transparent (a form's rows) is its own leaves: the array shared, not built again
    // item by item (about 60 instructions a row of the keeping-max edit at 1,000 rows).
    let nodes = resolved.nodes
    if environment.behaviors.preferenceOrder != .reversed,
      !items.contains(where: { item in nodes.read(item) { $0.isTransparent } })
    {
      return (items, false)
    }
    var leaves: [Int] = []
    var dynamic = false
    var stack = Array(items.reversed())
    while let item = stack.popLast() {
      // The inline flag first: reading the view reads (and retains) the node's resolution, a cache miss a row.
      if resolved.isTransparent(item), !resolved.isImplicitContainer(of: item) {
        if resolved.view(of: item).isDynamicContent { dynamic = true }
        stack.append(contentsOf: resolved.children(of: item).reversed())
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
    // The values in order, as the record's contributions, their fates set by `reduceParts`: the runs of rows taken
    // with their contributions share the previous pass's record's storage; the rows computed or taken one by one go
    // to runs of this list's own, the first with room for every leaf left.
    var gathered = PreferenceRecord.Contributions.Builder()
    var firstProducer: Int?
    // The runs of rows taken together whose every row contributed a value: their first rows and where their
    // contributions start, noted on the runs the table keeps (`PreferenceOutputs.KeptRun`) once the list's record is
    // made.
    var keptRuns: [(leaf: Int, count: Int, start: Int)] = []
    // Read in place: a copy of a node retains everything it holds.
    let nodes = resolved.nodes
    var position = leaves.startIndex
    while position < leaves.endIndex {
      // A run of leaves taken whole from the previous pass (a form's clean rows) is taken together, their outputs
      // stored with those they copy.
      let start = gathered.count
      let first = leaves[position]
      let taken = takenValues.outputs(
        key, ofOutermostLayersOf: leaves[position...], in: self,
        contributing: { runs in
          for run in runs { gathered.append(run: run) }
          if firstProducer == nil { firstProducer = first }
        },
        each: { leaf, nodeID, output in
          guard let id = output.record else { return }
          gathered.append(
            Self.part(.node(nodeID), value: preferences.records.value(id), record: id),
            reservingCapacity: gathered.isEmpty ? leaves.endIndex - position : 1)
          if firstProducer == nil { firstProducer = leaf }
        })
      if taken > 0 {
        if gathered.count - start == taken { keptRuns.append((first, taken, start)) }
        position += taken
        continue
      }
      let leaf = leaves[position]
      position += 1
      let outermost = nodes[leaf].layerCount - 1
      guard outermost >= 0, let id = preferenceOutput(key, node: leaf, layer: outermost) else { continue }
      noteReference(id)
      gathered.append(
        Self.part(.node(nodes[leaf].id), value: preferences.records.value(id), record: id),
        reservingCapacity: gathered.isEmpty ? leaves.endIndex - position + 1 : 1)
      if firstProducer == nil { firstProducer = leaf }
    }
    guard dynamic || !gathered.isEmpty else { return nil }
    if owner == nil, !dynamic, let record = gathered.single?.record, let firstProducer {
      return (record, firstProducer)
    }
    var parts = gathered.makeContributions()
    let ownerNode = owner?.node ?? leaves.first.flatMap { resolved.parent(of: $0) } ?? 0
    let ownerLayer = owner?.layer ?? 0
    let id = reduceParts(
      key, &parts, startingFromDefault: dynamic, node: ownerNode, layer: ownerLayer,
      operation: .combined(dynamic: dynamic))
    if let id {
      // The default, when there is one, goes in front of the values.
      let shift = dynamic ? 1 : 0
      for run in keptRuns {
        preferences.outputs.noteContributions(
          key, ofRunStartingAt: run.leaf, count: run.count, record: id, start: run.start + shift)
      }
    }
    return id.map { ($0, nil) }
  }

  /// The most values whose numbers `reduceParts` reads ahead of the native fold.
  private static let foldChunk = 256

  /// One value going into a reduction, as its record's contribution: its fate is set by `reduceParts`.
  private static func part(
    _ source: PreferenceRecord.Contribution.Source, value: Value, record: PreferenceRecord.ID?
  ) -> PreferenceRecord.Contribution {
    PreferenceRecord.Contribution(source: source, value: value, record: record, fate: .first)
  }

  /// Reduces values in order, as SwiftUI's combiners do: the default first for dynamic content, otherwise the
  /// first value as is; each later value folded in with the key's `reduce`. `parts` become the record's contributions,
  /// each given its fate (the default put in front): built as the values were gathered, not copied from a list of
  /// them (0.27 M instructions of the keeping-max edit at 1,000 rows, whose root reduces 1,000 values). The fates are
  /// worked out first and written only where they change, so that a run shared with the previous pass's record stays
  /// shared. Records which values an assigning `reduce` discarded, and reports the loss when a discarded value differs
  /// from the result.
  private func reduceParts(
    _ key: Int, _ parts: inout PreferenceRecord.Contributions, startingFromDefault: Bool, node index: Int,
    layer: Int, operation: PreferenceRecord.Operation
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    // Read once per list, not once per value: the first walks the reduce body's syntax, the second copies the node.
    let discardsEarlierValues = definition.discardsEarlierValues
    let laterFate: PreferenceRecord.Contribution.Fate = definition.discardsLaterValues ? .ignored : .reduced
    let nodeID = resolved.id(of: index)
    if startingFromDefault {
      parts.prepend(
        PreferenceRecord.Contribution(source: .defaultValue, value: definition.defaultValue, record: nil, fate: .first))
    }
    // The first value (the default, when there is one) is taken as is, and every later one folded in.
    guard !parts.isEmpty else { return nil }
    // Set to the first contribution's value as the runs are read (read through the list, it copied the contribution).
    var value = definition.defaultValue
    // The values a native body folds are folded in a row, the budget read and spent once for them.
    var fold = runtime.runner.nativeFold(definition)
    defer { fold.finish() }
    var discardsValues = false
    withUnsafeTemporaryAllocation(of: PreferenceRecord.Contribution.Fate.self, capacity: parts.count) { fates in
      fates.initialize(repeating: laterFate)
      fates[0] = .first
      // The last value `reduce` was given: an assigning `reduce` discards every value before it that is not lost.
      var lastReduced = 0
      // Whether a later value was folded in: an ignoring `reduce` then ignored it.
      var reducedLater = false
      // The contributions are read in place, each value borrowed where it lies, and the value so far is never
      // optional: read through the list, or bound from an optional, each value was copied (about 0.12 M instructions
      // of the keeping-max edit at 1,000 rows). Nothing the loop calls reads `parts`.
      parts.forEachRun { start, run in
        var offset = 0
        if start == 0, !run.isEmpty {
          value = run[0].value
          offset = 1
        }
        while offset < run.count {
          let position = start + offset
          if !discardsEarlierValues {
            // The values the native code folds one after the other, folded at once, each given the fate `reduce`
            // gives: their numbers read where the values lie, up to the first that is not one, into a buffer the fold
            // reads, a chunk at a time. Read only a chunk ahead of the fold: a fold that declines at once (the budget
            // spent, a value of another type) leaves the rest of the run unread, where reading all of it at each value
            // read the list's square.
            let folded = Self.foldNumbers(of: run, from: offset, into: &value, with: &fold)
            if folded > 0 {
              runCount += folded
              offset += folded
              reducedLater = true
              continue
            }
          }
          offset += 1
          runCount += 1
          let reduced: Value
          if let folded = fold.next(value, run[position - start].value) {
            reduced = folded
          } else {
            let outcome = runtime.runner.reduce(definition, value, run[position - start].value, node: nodeID)
            guard let value = outcome.value else {
              fates[position] = .failed
              diagnostics.noteScriptFailure(
                outcome.diagnostic, node: index, path: definition.path.key("reduce"),
                what: "reduce of \(definition.name) (`\(definition.reduceSource)`)")
              continue
            }
            reduced = value
          }
          value = reduced
          lastReduced = position
          reducedLater = true
        }
      }
      discardsValues = laterFate.isLost && reducedLater
      if discardsEarlierValues {
        for earlier in 0..<lastReduced where !fates[earlier].isLost {
          fates[earlier] = .discarded
          discardsValues = true
        }
      }
      parts.setFates(UnsafeBufferPointer(fates))
      fates.deinitialize()
    }
    let id = preferences.append(
      key: key, node: nodeID, layer: layer, operation: operation, value: value, contributions: parts)
    if discardsValues { preferences.discards.append((id, index)) }
    return id
  }

  /// Folds the numbers of `run` from `offset` into `value` with the native `fold`, a chunk of `foldChunk` at a time,
  /// up to the first value that is not a number or the fold declines; returns how many it folded.
  private static func foldNumbers(
    of run: UnsafeBufferPointer<PreferenceRecord.Contribution>, from offset: Int, into value: inout Value,
    with fold: inout ScriptRunner.NativeFold
  ) -> Int {
    withUnsafeTemporaryAllocation(of: FoldableNumber.self, capacity: foldChunk) { numbers in
      var folded = 0
      while true {
        var count = 0
        while count < numbers.count, offset + folded + count < run.count,
          let number = run[offset + folded + count].value.foldableNumber
        {
          numbers.initializeElement(at: count, to: number)
          count += 1
        }
        let done = fold.fold(&value, numbers: UnsafeBufferPointer(rebasing: numbers[..<count]))
        folded += done
        guard done == numbers.count else { return folded }
      }
    }
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
    diagnostics.note(
      observed ? .warning : .note, code: .discardedPreferenceValues, node: index, path: definition.path.key("reduce"),
      "reduce of \(definition.name) (`\(definition.reduceSource)`) at #\(resolved.id(of: index)) kept \(keptText) and "
        + "discarded \(lostText): \(advice).\(reader)")
  }

  /// `71.333 (#password-label)`, `defaultValue 0 (dynamic content)`.
  private func describeContribution(_ contribution: PreferenceRecord.Contribution) -> String {
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

// MARK: - Writers

/// The modifiers that write a key: `preference`, `anchorPreference`, `transformPreference`, and the secondary
/// views of `background`/`overlay` combined with the primary's value.
extension PreferenceCombiner {
  private func writtenPreference(
    _ key: Int, node index: Int, layer: Int, argument: ValueArgument, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return nil }
    let modifier = resolved.modifiers(of: index)[layer - 1]
    let value: Value?
    let expressionText: String
    switch argument {
    case .expression(let expression):
      expressionText = expression.source
      runCount += 1
      let outcome = runtime.runner.evaluate(
        expression, scope: modifier.scope, state: runtime.state, node: resolved.id(of: index),
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
  private func replacingPreference(
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
      key: key, node: resolved.id(of: index), layer: layer, operation: operation, value: value,
      contributions: PreferenceRecord.Contributions(contributions))
  }

  private func anchorPreference(
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
    let anchor = Value.anchor(AnchorValue(geometry: geometry, source: source, nodeID: resolved.id(of: index)))
    let modifier = resolved.modifiers(of: index)[layer - 1]
    let outcome: ScriptRunner.Outcome
    if let transform {
      runCount += 1
      outcome = runtime.runner.call(
        transform, arguments: [anchor], resultType: definition.valueType, scope: modifier.scope, state: runtime.state,
        node: resolved.id(of: index), allowsWrites: false)
      recordReads(outcome, expression: transform, ref: ResolvedLayerIndex(node: index, layer: layer))
    } else {
      outcome = runtime.runner.convert(anchor, to: definition.valueType, node: resolved.id(of: index))
    }
    var value = outcome.value
    if let result = value, transform != nil {
      // A closure's result is typed by its body; bring it to the key's type as the modifier's signature does.
      value = runtime.runner.convert(result, to: definition.valueType, node: resolved.id(of: index)).value
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

  private func transformedPreference(
    _ key: Int, node index: Int, layer: Int, transform: SwiftExpression, inner: PreferenceRecord.ID?
  ) -> PreferenceRecord.ID? {
    guard let definition = preferenceKey(key), let runtime else { return inner }
    let modifier = resolved.modifiers(of: index)[layer - 1]
    let input = inner.map { preferences.records.value($0) } ?? definition.defaultValue
    runCount += 1
    let outcome = runtime.runner.modify(
      transform, value: input, type: definition.valueType, scope: modifier.scope, state: runtime.state,
      node: resolved.id(of: index))
    recordReads(outcome, expression: transform, ref: ResolvedLayerIndex(node: index, layer: layer))
    guard let value = outcome.value else {
      diagnostics.noteScriptFailure(
        outcome.diagnostic, node: index, path: transform.path, what: "transformPreference(\(definition.name).self)")
      return inner
    }
    let contribution = PreferenceRecord.Contribution(
      source: inner == nil ? .defaultValue : .layer(layer - 1), value: input, record: inner, fate: .transformed)
    return preferences.append(
      key: key, node: resolved.id(of: index), layer: layer, operation: .transformed(expression: transform.source),
      value: value, contributions: [contribution])
  }

  private func secondaryPreference(
    _ key: Int, node index: Int, layer: Int, content: [Int], isOverlay: Bool, inner: PreferenceRecord.ID?,
    modifierName: String
  ) -> PreferenceRecord.ID? {
    guard let list = combineList(key, items: content, owner: nil, forceDynamic: false) else { return inner }
    let listSource: PreferenceRecord.Contribution.Source =
      list.leaf.map { .node(resolved.id(of: $0)) } ?? .node(preferences.records[list.id].node)
    let listPart = Self.part(listSource, value: preferences.records.value(list.id), record: list.id)
    var parts: PreferenceRecord.Contributions = [listPart]
    if let inner {
      let primary = Self.part(.layer(layer - 1), value: preferences.records.value(inner), record: inner)
      parts = isOverlay ? [primary, listPart] : [listPart, primary]
    }
    return reduceParts(
      key, &parts, startingFromDefault: false, node: index, layer: layer,
      operation: .secondary(modifier: modifierName))
  }
}

// MARK: - Readers

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
  func collectPreferences(in shape: TreeShape) {
    let order = shape.order
    guard let runtime else { return }
    // A pass that reuses another starts from its table when nothing was stored yet (`PreferenceOutputs`: taken nodes
    // keep their slots), else makes room for as many outputs: grown by appending, the table would be copied a dozen
    // times.
    if let previous = graph.reuse.previous {
      if preferences.outputs.isEmpty, previous.preferenceOutputs.keyCount == preferences.outputs.keyCount {
        preferences.outputs = PreferenceOutputs(inheriting: previous.preferenceOutputs)
      } else {
        preferences.outputs.reserveCapacity(previous.preferenceOutputs.capacityNeeded)
      }
    }
    // Nodes are read in place through this array: a copy of a node retains everything it holds. Collecting adds no
    // node.
    let nodes = resolved.nodes
    for key in preferences.keyNames.indices where hasPreferenceKey(key) {
      // Only the nodes asking may compute for are asked (`firstNodeLackingOutputs`, which reads the table, not the
      // nodes): computing one stores the outputs of the nodes below it, which the sweep then passes over. The first is
      // found along the order (the root, when a row was edited), the others then in index order
      // (`positionsLackingOutputs`).
      let first = preferences.outputs.firstNodeLackingOutputs(key, in: order, from: 0)
      guard first < order.count else { continue }
      _ = preferenceOutput(key, node: order[first], layer: nodes[order[first]].preferenceOutputLayer)
      for position in preferences.outputs.positionsLackingOutputs(key, positions: shape.positions, after: first) {
        let index = order[position]
        guard preferences.outputs.lacksOutputs(key, node: index) else { continue }
        _ = preferenceOutput(key, node: index, layer: nodes[index].preferenceOutputLayer)
      }
    }
    // Only the nodes whose modifiers observe (a bit kept inline) have them read: the form's root alone. They are found
    // chunk by chunk, in index order, those of the chunks shared with the previous pass's tree known from it
    // (`ResolvedTree.observingNodes`), then put in tree order: found along the order, each node's chunk was looked up
    // (about 0.1 M instructions of the keeping-max edit at 1,000 rows).
    let positions = shape.positions
    let observing = resolved.observingNodes(sharingWith: graph.reuse.previous?.resolved).filter {
      positions.indices.contains($0) && positions[$0] >= 0
    }
    for index in observing.sorted(by: { positions[$0] < positions[$1] }) {
      for position in nodes[index].modifiers.indices {
        let layer = position + 1
        // Matched in place: a copy of every modifier of every node retained all each holds, for the few that observe.
        switch nodes[index].modifiers[position].declared.kind {
        case .onPreferenceChange(let keyName, let perform):
          guard let key = preferences.keyNames.firstIndex(of: keyName), hasPreferenceKey(key) else { continue }
          let id = preferenceOutput(key, node: index, layer: layer - 1)
          let scope = nodes[index].modifiers[position].scope
          preferences.readers.append(
            PreferenceReader(
              node: nodes[index].id, layer: layer, key: keyName, action: perform,
              value: id.map { preferences.records.value($0) }, record: id, scope: scope))
        case .onChange(let observed, let perform, let initial):
          let scope = nodes[index].modifiers[position].scope
          let outcome = runtime.runner.evaluate(observed, scope: scope, state: runtime.state, node: nodes[index].id)
          recordReads(outcome, expression: observed, ref: ResolvedLayerIndex(node: index, layer: layer))
          if outcome.value == nil {
            diagnostics.noteScriptFailure(outcome.diagnostic, node: index, path: observed.path, what: "onChange(of:)")
          }
          preferences.observations.append(
            ChangeObservation(
              node: nodes[index].id, layer: layer, expression: observed, action: perform, initial: initial,
              value: outcome.value, scope: scope))
        default:
          continue
        }
      }
    }
    reportDiscardedValues()
  }

  /// Where each node of `listed` starts in a table of a slot per layer (its bare view or items, then one per modifier),
  /// the total last; nil when the layers outnumber 32 bits.
  private static func layerStarts(of listed: [Int], nodes: ResolvedNodes) -> [UInt32]? {
    var starts: [UInt32] = []
    starts.reserveCapacity(listed.count + 1)
    var layers = 0
    for index in listed {
      guard let start = UInt32(exactly: layers) else { return nil }
      starts.append(start)
      layers += nodes[index].modifierCount + 1
    }
    guard let end = UInt32(exactly: layers) else { return nil }
    starts.append(end)
    return starts
  }

  /// The previous pass's layer starts (`PreferenceValues.outputTables`), when `order` is that pass's order (the same
  /// array, `positions` its positions) and every node gives its position there as many layers as then: the nodes of
  /// the chunks this pass shares with the previous pass's nodes are those nodes (`ChunkedArray.sharesChunk`), so only
  /// the others are read. Built again, the starts read every node of the order (about 0.15 M instructions of the
  /// keeping-max edit at 1,000 rows); nil when they do not hold.
  private static func previousLayerStarts(order: [Int], positions: [Int], nodes: ResolvedNodes, graph: LayoutGraph)
    -> [UInt32]?
  {
    guard let previous = graph.reuse.previous, previous.shape.order.sharesStorage(with: order),
      positions.count == nodes.count
    else { return nil }
    let starts = previous.pass.preferences.outputTables.layerStarts
    guard starts.count == order.count + 1 else { return nil }
    var holds = true
    nodes.forEachPosition(notSharedWith: previous.resolved.nodes) { index in
      let position = positions[index]
      guard position >= 0 else { return true }
      holds = Int(starts[position + 1]) - Int(starts[position]) == nodes[index].modifierCount + 1
      return holds
    }
    return holds ? starts : nil
  }

  /// The finished, immutable values of the pass, its nodes at their positions in `order` (the pass's records' order):
  /// each layer's output read from the pass's outputs (by node index) into tables in that order, with no index by id
  /// or dictionary of its own. With `positions` (each node's position in `order`), `order` is the previous pass's and
  /// the outputs table started from that pass's (`PreferenceOutputs.startedFromPrevious`): the tables start from that
  /// pass's when they lay out the layers alike, and only the nodes whose outputs this pass wrote otherwise are read
  /// again (`PreferenceOutputs.rewrittenNodes`; a text edit's other rows are not read).
  func preferenceValues(order: [Int], positions: [Int]? = nil) -> PreferenceValues {
    guard runtime != nil else { return .empty }
    let keyCount = preferences.keyNames.count
    let nodes = resolved.nodes
    // Each node has a slot per layer an output can be stored at (its bare view or items, then one per modifier).
    // The order itself when it lists only nodes of the tree (always, read once; filtered, it was built again element by
    // element, 0.1 M instructions of the keeping-max edit at 1,000 rows).
    let listed: [Int]
    let layerStarts: [UInt32]
    if let positions,
      let starts = Self.previousLayerStarts(order: order, positions: positions, nodes: nodes, graph: graph)
    {
      // The previous pass's order, and its table's layer starts hold for this pass's nodes.
      (listed, layerStarts) = (order, starts)
      // Debug builds (the test suite) build the starts from every node too and compare.
      assert(
        starts == Self.layerStarts(of: order, nodes: nodes),
        "the previous pass's layer starts do not hold for this pass's nodes")
    } else {
      listed = order.allSatisfy { nodes.indices.contains($0) } ? order : order.filter { nodes.indices.contains($0) }
      guard let starts = Self.layerStarts(of: listed, nodes: nodes) else { return .empty }
      layerStarts = starts
    }
    let layerCount = Int(layerStarts[layerStarts.count - 1])
    // Read through a local: read through the collection, the table's arrays were retained at each look-up.
    let table = preferences.outputs
    var outputs: ChunkedArray<UInt32>
    var layerOutputs: ChunkedArray<UInt32>
    if let positions, listed.count == order.count, positions.count == nodes.count, table.startedFromPrevious,
      table.rewrittenNodes.count <= listed.count / 2,
      let earlier = graph.reuse.previous?.pass.preferences.outputTables, earlier.layerStarts == layerStarts,
      earlier.outputs.count == listed.count * keyCount, earlier.layerOutputs.count == layerCount * keyCount
    {
      (outputs, layerOutputs) = (earlier.outputs, earlier.layerOutputs)
      // Each node read once: a bit a node marks those read.
      var read = NodeBitSet(room: nodes.count)
      for index in table.rewrittenNodes {
        guard positions.indices.contains(index), listed.indices.contains(positions[index]), !read.contains(index)
        else { continue }
        read.insert(index)
        let position = positions[index]
        for slot in (position * keyCount)..<((position + 1) * keyCount) { outputs[slot] = 0 }
        let layers = Int(layerStarts[position])..<Int(layerStarts[position + 1])
        for slot in (layers.lowerBound * keyCount)..<(layers.upperBound * keyCount) { layerOutputs[slot] = 0 }
        Self.readOutputs(
          of: index, at: position, nodes: nodes, table: table, layerStarts: layerStarts, keyCount: keyCount,
          into: &outputs, &layerOutputs)
      }
      // Debug builds (the test suite) read every node too and compare.
      assert(
        {
          var (allOutputs, allLayerOutputs) = (
            [UInt32](repeating: 0, count: outputs.count), [UInt32](repeating: 0, count: layerOutputs.count)
          )
          for (position, index) in listed.enumerated() {
            Self.readOutputs(
              of: index, at: position, nodes: nodes, table: table, layerStarts: layerStarts, keyCount: keyCount,
              into: &allOutputs, &allLayerOutputs)
          }
          return allOutputs.elementsEqual(outputs) && allLayerOutputs.elementsEqual(layerOutputs)
        }(), "the outputs of the nodes this pass did not rewrite are not the previous pass's")
    } else {
      // Read into arrays, then chunked: written one by one, a chunked table's writes found their chunk each.
      var (allOutputs, allLayerOutputs) = (
        [UInt32](repeating: 0, count: listed.count * keyCount), [UInt32](repeating: 0, count: layerCount * keyCount)
      )
      for (position, index) in listed.enumerated() {
        Self.readOutputs(
          of: index, at: position, nodes: nodes, table: table, layerStarts: layerStarts, keyCount: keyCount,
          into: &allOutputs, &allLayerOutputs)
      }
      (outputs, layerOutputs) = (ChunkedArray(allOutputs), ChunkedArray(allLayerOutputs))
    }
    return PreferenceValues(
      keyNames: preferences.keyNames, records: preferences.records.sealed(), readers: preferences.readers,
      observations: preferences.observations, outputs: outputs, layerStarts: layerStarts, layerOutputs: layerOutputs)
  }

  /// Reads the outputs of the node at `index`, at `position` in the pass's order, from `table` into the tables
  /// `preferenceValues` builds.
  private static func readOutputs<Table: MutableCollection<UInt32>>(
    of index: Int, at position: Int, nodes: ResolvedNodes, table: PreferenceOutputs, layerStarts: [UInt32],
    keyCount: Int, into outputs: inout Table, _ layerOutputs: inout Table
  ) where Table.Index == Int {
    let start = Int(layerStarts[position])
    let outputLayer = nodes[index].preferenceOutputLayer
    for layer in 0...nodes[index].modifierCount {
      for key in 0..<keyCount {
        guard let id = table.output(key, node: index, layer: layer)?.record, let stored = UInt32(exactly: id + 1)
        else { continue }
        layerOutputs[(start + layer) * keyCount + key] = stored
        if layer == outputLayer { outputs[position * keyCount + key] = stored }
      }
    }
  }

  // MARK: - Recording

  /// Records the state and proxies an expression read on the layer that evaluated it.
  private func recordReads(_ outcome: ScriptRunner.Outcome, expression: SwiftExpression, ref: ResolvedLayerIndex) {
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

extension ResolvedView {
  /// Whether the view is dynamic content for preferences: a `ForEach` or an `if`.
  fileprivate var isDynamicContent: Bool {
    switch self {
    case .forEach, .conditional: return true
    default: return false
    }
  }
}
