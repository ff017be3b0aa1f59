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
/// Status: a run of taken rows whose previous records are consecutive is taken in one call (`outputs`: one append of
/// their records, one copy of their outputs), each row's nodes visited (their outputs checked, and stored at their
/// indices or, taken to their own indices with their records at their ids, kept where the table started from the
/// previous pass's, `PreferenceOutputs.copy`; a row the resolver copied whole in index order, without reading its
/// nodes' children and modifiers). A run of at least `PassMemory.shortestNotedRun` rows kept so is noted with its
/// nodes (`PreferenceOutputs.KeptRun`), and the next pass taking the same rows at the same indices keeps it again
/// without walking the rows or reading their slots (`keepAgain`: the rows compared, each node checked taken to its own
/// index, the blocks kept, in a one-key table a word of 64 nodes at a time): an edit of one label of a form keeps the
/// runs before and after it so, pass after pass.
/// Each kept row's value still goes into the reduction over the container's rows, which runs again whenever one of
/// them is not taken: the run's values are taken as the previous pass's record of that reduction holds them
/// (`KeptRun.contributions`), not read row by row. A row kept in a one-key table is left as the previous pass left it, its root's output
/// included, so the pass's finished values do not read it again (`PreferenceOutputs.rewrittenNodes`).
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
  /// The arrays `output` and `outputs` work in, emptied with their capacity kept at each call; `nodesFound` has room
  /// for every node of the pass from the first call (a form's run of rows finds nearly all: grown by appending, it was
  /// copied a dozen times, 0.12 M instructions of the keeping-max edit at 1,000 rows).
  @exclusivity(unchecked) private var nodesFound: [PreferenceOutputs.CopiedNode] = []
  @exclusivity(unchecked) private var nodesVisited: [(was: Int, node: Int)] = []
  @exclusivity(unchecked) private var nodesToVisit: [Int] = []
  /// The nodes `outputs` took together, with their previous outputs.
  @exclusivity(unchecked) private var runOutputs: [(node: Int, earlier: PreferenceCollection.Output)] = []

  /// The output of `layer` of the taken node `index` for `key`, taken from the previous pass with the records it
  /// made and the outputs it left on the way (itself among them), appended to `combiner`'s collection; nil, with
  /// nothing changed, when it must be computed.
  func output(_ key: Int, node index: Int, layer: Int, in combiner: PreferenceCombiner) -> PreferenceCollection.Output?
  {
    guard let previous = previousValues(in: combiner) else { return nil }
    startGathering()
    guard
      let earlier = gather(
        key, node: index, layer: layer, from: nil, taken: combiner.graph.reuse.takenNodes,
        nodes: combiner.resolved.nodes, copies: combiner.graph.resolver?.copies, previous: previous),
      let offset = commit(key, made: earlier.made, in: combiner, previous: previous)?.offset
    else { return nil }
    return Self.shifted(earlier, by: offset)
  }

  /// Takes the outputs of the outermost layers of the first nodes of `leaves` for `key` together, as `output` takes
  /// one: as many consecutive nodes as are taken and whose previous outputs made consecutive records (a form's rows
  /// copied in one run), their records appended as one block and their outputs copied in one call. Gives each node, its
  /// id and its output to `each`, in order, or, for a run kept again whose contributions to its list's record the
  /// previous pass noted, those contributions to `contributing` (`keepAgain`), and returns how many it took (0, with
  /// nothing changed: compute the first one). Each output is stored in the table with those it copies.
  func outputs(
    _ key: Int, ofOutermostLayersOf leaves: ArraySlice<Int>, in combiner: PreferenceCombiner,
    contributing: (_ contributions: [ArraySlice<PreferenceRecord.Contribution>]) -> Void,
    each: (_ node: Int, _ id: String, _ output: PreferenceCollection.Output) -> Void
  ) -> Int {
    let taken = combiner.graph.reuse.takenNodes
    guard let first = leaves.first, taken.element(at: first) != nil,
      let previous = previousValues(in: combiner)
    else { return 0 }
    if let run = previous.outputs.keptRun(key, startingAt: first) {
      let kept = keepAgain(run, leaves, taken: taken, in: combiner, previous: previous, contributing, each)
      if kept > 0 { return kept }
    }
    startGathering()
    if !runOutputs.isEmpty { runOutputs.removeAll(keepingCapacity: true) }
    runOutputs.reserveCapacity(leaves.count)
    // Read once for the run, passed borrowed to each `gather`.
    let nodes = combiner.resolved.nodes
    let copies = combiner.graph.resolver?.copies
    var made: Range<PreferenceRecord.ID>?
    for leaf in leaves {
      // Whether the leaf is taken is `gather`'s first check.
      let layer = nodes[leaf].layerCount - 1
      guard layer >= 0, combiner.preferences.outputs.output(key, node: leaf, layer: layer) == nil else { break }
      let marks = (found: nodesFound.count, visited: nodesVisited.count)
      guard
        let earlier = gather(
          key, node: leaf, layer: layer, from: made?.upperBound, taken: taken, nodes: nodes, copies: copies,
          previous: previous)
      else {
        nodesFound.removeSubrange(marks.found...)
        nodesVisited.removeSubrange(marks.visited...)
        break
      }
      made = (made?.lowerBound ?? earlier.made.lowerBound)..<earlier.made.upperBound
      runOutputs.append((leaf, earlier))
    }
    guard let made, let (offset, keptAll) = commit(key, made: made, in: combiner, previous: previous) else { return 0 }
    if keptAll, offset == 0, runOutputs.count >= PassMemory.shortestNotedRun,
      Self.discards(in: made, of: previous.discards).isEmpty
    {
      let ids = runOutputs.map { nodes[$0.node].id }
      combiner.preferences.outputs.noteKeptRun(
        key, leaves: runOutputs.map(\.node), ids: ids, nodes: nodesFound.map(\.node), made: made)
      for (position, (node, earlier)) in runOutputs.enumerated() {
        each(node, ids[position], Self.shifted(earlier, by: offset))
      }
      return runOutputs.count
    }
    for (node, earlier) in runOutputs { each(node, nodes[node].id, Self.shifted(earlier, by: offset)) }
    return runOutputs.count
  }

  /// Takes the previous pass's kept run `run` (`PreferenceOutputs.KeptRun`) again, as `outputs` takes a run, when
  /// `leaves` start with its rows, each node of it is taken to its own index (the rows' subtrees are then its nodes,
  /// which `gather` would find) and its records keep their ids: the rows are neither walked nor their slots read again,
  /// their blocks kept as the previous pass left them (`PreferenceOutputs.keep(_:from:)`), their ids the run's (a node
  /// taken to its own index has the id it had). Returns how many rows it took (0, with nothing changed: take them as
  /// `outputs` does).
  ///
  /// When the previous pass noted where its list's reduction put the rows' values (`KeptRun.contributions`), they are
  /// given to `contributing` as that record holds them, one a row, instead of each row's output to `each`: the same
  /// sources, values and records (the rows' outputs and records are the ones kept, at the same ids), their fates set
  /// again by the reduction that takes them. Read row by row, they cost about 200 instructions a row of the keeping-max
  /// edit at 1,000 rows.
  private func keepAgain(
    _ run: PreferenceOutputs.KeptRun, _ leaves: ArraySlice<Int>, taken: OptionalIndexArray,
    in combiner: PreferenceCombiner, previous: PreviousValues,
    _ contributing: (_ contributions: [ArraySlice<PreferenceRecord.Contribution>]) -> Void,
    _ each: (_ node: Int, _ id: String, _ output: PreferenceCollection.Output) -> Void
  ) -> Int {
    guard run.leaves.count <= leaves.count, run.made.lowerBound == combiner.preferences.records.count,
      run.made.upperBound <= previous.records.count, Self.discards(in: run.made, of: previous.discards).isEmpty
    else { return 0 }
    var position = leaves.startIndex
    for leaf in run.leaves {
      guard leaves[position] == Int(leaf) else { return 0 }
      position += 1
    }
    let takenInPlace = taken.withBuffer { taken in
      run.nodes.allSatisfy { taken.holdsOwnPositions(Int($0.lowerBound)..<Int($0.upperBound)) }
    }
    guard takenInPlace else { return 0 }
    guard combiner.preferences.outputs.keep(run, from: previous.outputs) else { return 0 }
    combiner.preferences.records.append(run.made, of: previous.records)
    if let contributions = Self.contributions(of: run, in: previous.records) {
      contributing(contributions)
      return run.leaves.count
    }
    for (leaf, id) in zip(run.leaves, run.ids) {
      guard let output = combiner.preferences.outputs.outermostOutput(run.key, node: Int(leaf)) else { continue }
      each(Int(leaf), id, output)
    }
    return run.leaves.count
  }

  /// The contributions of `run`'s rows to its list's record in the previous pass (`KeptRun.contributions`), one a row;
  /// nil when the run has no such note or the record does not hold them (its first and last named by the first and
  /// last rows' ids, each holding a record of the run's).
  private static func contributions(
    of run: PreferenceOutputs.KeptRun, in records: PreferenceRecords
  ) -> [ArraySlice<PreferenceRecord.Contribution>]? {
    guard let note = run.contributions, records.indices.contains(note.record), let firstID = run.ids.first,
      let lastID = run.ids.last
    else { return nil }
    let contributions = records[note.record].contributions
    let end = note.start + run.ids.count
    guard note.start >= 0, note.start < end, end <= contributions.count else { return nil }
    let (first, last) = (contributions[note.start], contributions[end - 1])
    guard first.source == .node(firstID), last.source == .node(lastID), let firstRecord = first.record,
      let lastRecord = last.record, run.made.contains(firstRecord), run.made.contains(lastRecord)
    else { return nil }
    // The runs of that record's storage: shared, not copied.
    return contributions.runs(in: note.start..<end)
  }

  /// Empties the arrays `gather` appends to (copying a row's values allocates none of its own), each only when it is
  /// not empty: the visits leave `nodesToVisit` empty, `nodesVisited` stays empty without discards, and a call to
  /// `removeAll` costs about 60 instructions.
  private func startGathering() {
    if !nodesFound.isEmpty { nodesFound.removeAll(keepingCapacity: true) }
    if !nodesVisited.isEmpty { nodesVisited.removeAll(keepingCapacity: true) }
    if !nodesToVisit.isEmpty { nodesToVisit.removeAll(keepingCapacity: true) }
  }

  /// The previous pass's output of `layer` of the taken node `index` for `key`, when it may be copied, its subtree's
  /// nodes appended to `nodesFound` (and to `nodesVisited` when its records hold discards), their outputs to be copied
  /// by `commit`; nil, with `nodesToVisit` emptied, when it must be computed, or when `after` is given and its records
  /// do not start there (records taken together are consecutive). `taken` is the pass's `PassReuse.takenNodes`,
  /// `nodes` its resolved nodes and `copies` its resolver's copies, read by the caller.
  private func gather(
    _ key: Int, node index: Int, layer: Int, from after: PreferenceRecord.ID?, taken: OptionalIndexArray,
    nodes: ResolvedNodes,
    copies: ResolutionCopies?, previous: PreviousValues
  ) -> PreferenceCollection.Output? {
    guard let old = taken.element(at: index),
      let earlier = previous.outputs.output(key, node: old, layer: layer)
    else { return nil }
    let made = earlier.made
    // Debug builds (the test suite) check what the pass that made or copied the output said.
    assert(
      !earlier.refersWithin || made.upperBound > previous.records.count || previous.records.refer(within: made),
      "an output says it refers within its records and does not")
    // Read only when the previous pass computed the output: one it copied refers within its records, as then.
    guard after.map({ made.lowerBound == $0 }) ?? true, made.upperBound <= previous.records.count,
      Self.holds(made, earlier.record), earlier.refersWithin || previous.records.refer(within: made)
    else {
      return nil
    }
    // The nodes visited are noted only when the records hold discards (a row's values reduce nothing).
    let notesVisits = !Self.discards(in: made, of: previous.discards).isEmpty
    // The outputs left on the way: `layer` and the inner layers of `index`, every layer below it, each made within
    // `made`. Nodes and takes are read in place: a copy of a node retains everything it holds.
    // A subtree the resolver copied whole lies at consecutive indices with the views its modifiers hold, its
    // `GeometryReader`s' content aside (`ResolutionCopies.CopiedSubtree`): its nodes are visited in index order without
    // reading their children and modifiers (arrays of their own, a cache miss each), its readers' content through the
    // tree.
    var inRange = 0..<0
    if let copy = copies?.copiedSubtree(rootedAt: index), copy.nodes.upperBound <= nodes.count {
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
      guard let was = taken.element(at: node) else {
        if !nodesToVisit.isEmpty { nodesToVisit.removeAll(keepingCapacity: true) }
        return nil
      }
      if notesVisits { nodesVisited.append((was, node)) }
      // The node's inline fields read at once: each read finds its chunk (`ResolvedNodes`).
      let (layerCount, modifierCount, isReader, hostsViews) = nodes.read(node) {
        ($0.layerCount, $0.modifierCount, $0.isGeometryReader, $0.hostsViews)
      }
      let top = node == index ? layer : Swift.max(0, layerCount - 1)
      nodesFound.append(
        PreferenceOutputs.CopiedNode(node: node, layers: modifierCount + 1, was: was, top: top, isAsked: node == index))
      if ranged {
        if isReader { for child in nodes[node].children { nodesToVisit.append(child) } }
        continue
      }
      // Pushed one by one: a row's nodes have a child or two, which a generic append of the array cost more.
      for child in nodes[node].children { nodesToVisit.append(child) }
      // Most nodes of a row hold no views: their list of modifiers is not read.
      guard hostsViews else { continue }
      for position in nodes[node].modifiers.indices {
        if case .secondary(_, let content, _) = nodes[node].modifiers[position].kind {
          for hosted in content { nodesToVisit.append(hosted) }
        }
      }
    }
    return earlier
  }

  /// Copies the previous pass's records `made` and the outputs of the nodes `gather` found (made within them) to
  /// `combiner`'s collection, with the discards of the reductions among them given to this pass's nodes; returns by
  /// how much the record ids moved and whether every node kept its block (`PreferenceOutputs.copy`), or nil, with
  /// nothing changed, when the outputs may not be copied.
  private func commit(
    _ key: Int, made: Range<PreferenceRecord.ID>, in combiner: PreferenceCombiner, previous: PreviousValues
  ) -> (offset: Int, keptAll: Bool)? {
    guard combiner.preferences.outputs.mayCopy(key, nodesFound, from: previous.outputs, within: made)
    else { return nil }
    let earlierDiscards = Self.discards(in: made, of: previous.discards)
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
    let keptAll = combiner.preferences.outputs.copy(key, nodesFound, from: previous.outputs, offset: offset)
    return (offset, keptAll)
  }

  /// `earlier` with its records moved by `offset`: shifted, they refer where they did (their contributions' ids shift
  /// with them).
  private static func shifted(_ earlier: PreferenceCollection.Output, by offset: Int) -> PreferenceCollection.Output {
    PreferenceCollection.Output(
      record: earlier.record.map { $0 + offset },
      made: (earlier.made.lowerBound + offset)..<(earlier.made.upperBound + offset), refersWithin: true)
  }

  /// The previous pass's values, when the values of subtrees taken whole may be copied from it: it ran with the same
  /// declarations (compared at the first call).
  private func previousValues(in combiner: PreferenceCombiner) -> PreviousValues? {
    if lookedForPrevious { return previous }
    lookedForPrevious = true
    if let memory = combiner.graph.reuse.previous, memory.preferenceDeclarations == combiner.declarations {
      previous = PreviousValues(memory)
      nodesFound.reserveCapacity(combiner.resolved.nodes.count)
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
