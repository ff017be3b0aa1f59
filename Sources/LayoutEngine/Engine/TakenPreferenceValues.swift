/// Preference values of subtrees taken whole from the previous pass (`PassReuse.takenNodes`): shared, not
/// computed again.
///
/// Contract: a taken node's subtree has the same resolved content, scopes, `@State` and placements as in the previous
/// pass, and that pass reported no problem about it; its writers' expressions, transforms and reductions read nothing
/// else (an outer `GeometryReader`'s proxy is a value in the scope, compared when the node was found clean), so
/// computing one of its layers' outputs again makes the records that pass made, in the same order. Those records are
/// appended after this pass's as a run of the previous pass's records (`PreferenceRecords`: shared, their ids and the
/// ids their contributions point at shifted by the same amount when read), with the outputs of the layers computed on
/// the way (index look-ups in the previous pass's `PreferenceOutputs`) and the discards of their reductions. Only when
/// the previous pass ran with the same preference key and type declarations; not when the computation used a record it
/// did not make (read once, when the previous pass computed the output; an output copied keeps that it was checked,
/// `PreferenceCollection.Output.refersWithin`) or an output it left is known already.
///
/// A preference value read inside a taken subtree needs no check here: a node waiting for one
/// (`backgroundPreferenceValue`, `overlayPreferenceValue`) is never clean, so neither are its ancestors, and the views
/// built from the value have it bound in their scopes as a plain value (`.script`), which clean marking compares
/// (`PassReuse.markCleanNodes`): they are taken only when the value is the previous pass's
/// (`FreshOpenOracleTests.viewsBuiltFromAPreferenceValueRecordWhatAFreshOpenRecords`).
///
/// Status: consecutive taken rows extend one shared run, but each taken row's nodes are still visited once per pass
/// (their outputs checked, and stored at their indices or, taken to their own indices with their records at their
/// ids, kept where the table started from the previous pass's, `PreferenceOutputs.copy`; a row the resolver copied
/// whole in index order, without reading its nodes' children and modifiers), so collecting a form's values visits
/// every row; a reduction over a container's rows runs again whenever one of them is not taken.
///
/// It owns whether the pass may copy them (the previous pass's declarations are its own, compared once) and the arrays
/// it works in; the combiner asks it before computing a layer's output, and what it takes it appends to the collection
/// of the combiner it is given (`PreferenceCombiner.preferences`).
///
/// Its state is `@exclusivity(unchecked)`, as the combiner's collection is (`PreferenceCombiner.preferences`): read
/// and written on every output asked of a pass, on one thread, and nothing it calls reads it.
final class TakenPreferenceValues {
  /// What the copies read of the previous pass, fixed for the pass and read through one reference (read through the
  /// combiner's graph at each output, its parts were retained and released a dozen times a row); nil when there is no
  /// previous pass or it ran with other preference key and type declarations. Found when the output of a taken node
  /// is first asked (`previousValues(in:)`).
  @exclusivity(unchecked) private var previous: PreviousValues?
  /// Whether `previous` was looked for.
  @exclusivity(unchecked) private var lookedForPrevious = false
  /// The arrays `output` works in, emptied with their capacity kept at each call.
  @exclusivity(unchecked) private var nodesFound: [PreferenceOutputs.CopiedNode] = []
  @exclusivity(unchecked) private var nodesVisited: [(was: Int, node: Int)] = []
  @exclusivity(unchecked) private var nodesToVisit: [Int] = []

  /// The output of `layer` of the taken node `index` for `key`, taken from the previous pass with the records it
  /// made and the outputs it left on the way, appended to `combiner`'s collection; nil, with nothing changed, when it
  /// must be computed.
  func output(_ key: Int, node index: Int, layer: Int, in combiner: PreferenceCombiner) -> PreferenceCollection.Output?
  {
    let taken = combiner.graph.reuse.takenNodes
    guard taken.indices.contains(index), let old = taken[index], let previous = previousValues(in: combiner),
      let earlier = previous.outputs.output(key, node: old, layer: layer)
    else { return nil }
    let made = earlier.made
    // Read only when the previous pass computed the output: one it copied refers within its records, as then.
    guard made.upperBound <= previous.records.count, Self.holds(made, earlier.record),
      earlier.refersWithin || previous.records.refer(within: made)
    else {
      return nil
    }
    // The discards of the reductions in `made`, given to this pass's nodes below: the nodes visited are noted only
    // when there are some (a row's values reduce nothing).
    let earlierDiscards = Self.discards(in: made, of: previous.discards)
    // The outputs left on the way: the inner layers of `index`, every layer below it, each made within `made`. Nodes
    // and takes are read in place through these: a copy of a node retains everything it holds.
    let nodes = combiner.resolved.nodes
    // The arrays of the previous call, emptied (copying a row's values allocates none of its own), each only when it
    // is not empty: the visits leave `nodesToVisit` empty, `nodesVisited` stays empty without discards, and a call to
    // `removeAll` costs about 60 instructions.
    if !nodesFound.isEmpty { nodesFound.removeAll(keepingCapacity: true) }
    if !nodesVisited.isEmpty { nodesVisited.removeAll(keepingCapacity: true) }
    if !nodesToVisit.isEmpty { nodesToVisit.removeAll(keepingCapacity: true) }
    // A subtree the resolver copied whole lies at consecutive indices with the views its modifiers hold, its
    // `GeometryReader`s' content aside (`ResolutionCopies.CopiedSubtree`): its nodes are visited in index order without
    // reading their children and modifiers (arrays of their own, a cache miss each), its readers' content through the
    // tree.
    var inRange = 0..<0
    if let copy = combiner.graph.resolver?.copies.copiedSubtree(rootedAt: index), copy.nodes.upperBound <= nodes.count {
      inRange = copy.nodes
    } else {
      nodesToVisit.append(index)
    }
    var nextInRange = inRange.lowerBound
    while true {
      let node: Int
      let ranged = nextInRange < inRange.upperBound
      if ranged {
        node = nextInRange
        nextInRange += 1
      } else if let next = nodesToVisit.popLast() {
        node = next
      } else {
        break
      }
      guard taken.indices.contains(node), let was = taken[node] else { return nil }
      if !earlierDiscards.isEmpty { nodesVisited.append((was, node)) }
      let top = node == index ? layer - 1 : Swift.max(0, nodes[node].layerCount - 1)
      nodesFound.append(
        PreferenceOutputs.CopiedNode(node: node, layers: nodes[node].modifierCount + 1, was: was, top: top))
      if ranged {
        if nodes[node].isGeometryReader { for child in nodes[node].children { nodesToVisit.append(child) } }
        continue
      }
      // Pushed one by one: a row's nodes have a child or two, which a generic append of the array cost more.
      for child in nodes[node].children { nodesToVisit.append(child) }
      // Most nodes of a row have no modifier: their (empty) list is not read.
      guard nodes[node].modifierCount > 0 else { continue }
      for position in nodes[node].modifiers.indices {
        if case .secondary(_, let content, _) = nodes[node].modifiers[position].kind {
          for hosted in content { nodesToVisit.append(hosted) }
        }
      }
    }
    guard combiner.preferences.outputs.mayCopy(key, nodesFound, from: previous.outputs, within: made)
    else { return nil }
    var discards: [(record: PreferenceRecord.ID, node: Int)] = []
    if !earlierDiscards.isEmpty {
      let current = Dictionary(nodesVisited, uniquingKeysWith: { first, _ in first })
      for discard in earlierDiscards {
        guard let node = current[discard.node] else { return nil }
        discards.append((discard.record, node))
      }
    }
    let offset = combiner.preferences.records.count - made.lowerBound
    combiner.preferences.records.append(made, of: previous.records)
    for (record, node) in discards { combiner.preferences.discards.append((record + offset, node)) }
    combiner.preferences.outputs.copy(key, nodesFound, from: previous.outputs, offset: offset)
    // Shifted, the output's records refer where they did: their contributions' ids shift with them.
    return PreferenceCollection.Output(
      record: earlier.record.map { $0 + offset }, made: (made.lowerBound + offset)..<(made.upperBound + offset),
      refersWithin: true)
  }

  /// The previous pass's values, when the values of subtrees taken whole may be copied from it: it ran with the same
  /// declarations (compared at the first call).
  private func previousValues(in combiner: PreferenceCombiner) -> PreviousValues? {
    if lookedForPrevious { return previous }
    lookedForPrevious = true
    if let memory = combiner.graph.reuse.previous, memory.preferenceDeclarations == combiner.declarations {
      previous = PreviousValues(memory)
    }
    return previous
  }

  /// The previous pass's records, outputs and discards.
  private final class PreviousValues {
    let records: PreferenceRecords
    let outputs: PreferenceOutputs
    let discards: [(record: PreferenceRecord.ID, node: Int)]

    init(_ memory: PassMemory) {
      records = memory.pass.preferences.records
      outputs = memory.preferenceOutputs
      discards = memory.preferenceDiscards
    }
  }

  /// The discards (in record order) whose records are among `made`, found by bisection.
  private static func discards(
    in made: Range<PreferenceRecord.ID>, of discards: [(record: PreferenceRecord.ID, node: Int)]
  ) -> ArraySlice<(record: PreferenceRecord.ID, node: Int)> {
    func firstPosition(atLeast id: PreferenceRecord.ID) -> Int {
      discards.partitioningIndex { $0.record >= id }
    }
    return discards[firstPosition(atLeast: made.lowerBound)..<firstPosition(atLeast: made.upperBound)]
  }

  /// Whether `record` is nil or one of `made`.
  private static func holds(_ made: Range<PreferenceRecord.ID>, _ record: PreferenceRecord.ID?) -> Bool {
    record.map { made.contains($0) } ?? true
  }
}
