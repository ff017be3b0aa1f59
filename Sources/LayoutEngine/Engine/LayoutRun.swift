import JSONCore

/// One layout pass in progress: the resolved tree, the pass's diagnostics, the resolver, the layout graph and the
/// preference combiner, wired together. Created, run and discarded by `ViewTree.layout(…)`; nothing outlives the
/// pass except the immutable `LayoutPass` it produces and, in the update loop, the `PassMemory` the next pass
/// reuses answers from; nothing is global.
///
/// The parts refer to each other `unowned(unsafe)` (no reference counting on the pass's hottest paths): the run holds
/// every part strongly for as long as any of them works, and none is handed out beyond it (the `PassMemory` keeps
/// the resolved tree strongly).
final class LayoutRun {
  let resolved = ResolvedTree()
  let diagnostics: PassDiagnostics
  let graph: LayoutGraph
  let combiner: PreferenceCombiner
  let resolver: TreeResolver
  /// The `@State` the pass runs with (nil outside the update loop).
  let state: StateValues?
  /// The resolved tree's shape (its records' order), once `run` has made its records.
  private var shape: TreeShape?
  /// The summaries the records spelled last, once `run` has made them (`PassRecorder.SummaryMemo`).
  private var summaries = PassRecorder.SummaryMemo()

  init(tree: ViewTree, environment: LayoutEnvironment, evaluator: any ExpressionEvaluator, runtime: PassRuntime?) {
    diagnostics = PassDiagnostics(tree: resolved)
    graph = LayoutGraph(
      tree: tree, environment: environment, resolved: resolved, diagnostics: diagnostics,
      customLayoutBudget: runtime?.runner.budget ?? StepBudget(limit: UpdateLimits().maxStepsPerUpdate),
      keepsCallLog: runtime != nil)
    combiner = PreferenceCombiner(
      environment: environment, runtime: runtime, resolved: resolved, diagnostics: diagnostics, graph: graph)
    state = runtime?.state
    if let runtime {
      let state = runtime.state
      graph.reuse.stateValue = { state.variable($0)?.value.jsonValue }
    }
    resolver = TreeResolver(
      tree: tree, environment: environment, evaluator: evaluator, runtime: runtime, resolved: resolved,
      diagnostics: diagnostics, graph: graph, combiner: combiner)
    graph.resolver = resolver
  }

  /// Resolves the tree, lays it out under `proposal`, collects its preferences and records it all. With `reusing`,
  /// the answers of clean layers come from that earlier pass (`PassReuse`); `point` is where this
  /// pass is in the history, for the provenance of its answers. `respelled` is what the caller knows of `memory`'s
  /// document: the declared ids whose strings may be spelled otherwise in this tree, when no other string may be
  /// (nil when any may); with the `@State` the same to the byte as `memory`'s too, the nodes taken whole from it
  /// that were resolved from none of them keep its records without comparing their spellings (`PassRecorder`), and
  /// the declared subtrees holding none of them copy its resolution (`ResolutionCopies`). `room` counts a pass this
  /// one reuses nothing of, for the room of its layers' arrays (`LayerRoom`). A pass resolving more nodes than
  /// `dropsGraphAbove` has its graph dropped by the caller before the next pass while its records stay (the open's
  /// pass 1 of a large tree, `UpdateLoop.run`): its records are made before its states give back their spare room,
  /// so that they fill none of the holes of a graph about to be freed, and share none of its placements, requesters,
  /// lists of reads and boxed size rules (`PassRecorder.copiesGraphObjects`).
  func run(
    proposal: ProposedViewSize, pass: Int, sharingWith previous: LayoutPass?, reusing memory: PassMemory? = nil,
    point: HistoryPoint? = nil, respelled: Set<String>? = nil, room: LayerRoom? = nil, dropsGraphAbove: Int? = nil
  ) -> LayoutPass {
    var rootSize = Size.zero
    graph.point = point
    graph.room = room
    let sameState = state.flatMap { state in memory?.state.map { Self.sameSpelling(state, $0) } } ?? false
    if let memory, let respelled, sameState {
      resolver.copies.reusable = reusableResolution(of: memory, respelled: respelled)
      // The nodes copied from `memory`'s tree take their ids without hashing them (`ResolvedTree.inherit(_:at:)`).
      if resolver.copies.reusable != nil {
        resolved.inheritsIDs(from: memory.resolved)
        resolver.copies.reserveNodes(memory.resolved.nodes.count, subtrees: memory.copiedSubtrees.count)
      }
    }
    // The previous pass's node count, as capacity, else the tree's declared node count (what a first pass resolves
    // unless a `ForEach` or a condition makes more or fewer): the resolved nodes are kept with the pass's memory, and
    // grown by appending they would keep up to twice the room they need (and rehash their ids at each doubling); the
    // graph's arrays per node would be reallocated at each doubling.
    let expectedNodes = memory?.resolved.nodes.count ?? graph.tree.nodeCount
    resolved.reserveCapacity(expectedNodes)
    graph.reserveNodes(expectedNodes)
    let resolvedRoot = resolver.resolveRoot()
    resolver.copies.reusable = nil
    if let root = resolvedRoot {
      if let memory, memory.inputs == treeWideInputs {
        graph.reuse.previous = memory
        graph.reuse.stateIsPrevious = sameState
        graph.reuse.defersReplays = memory.diagnosedNodes?.isEmpty == true
        graph.reuse.markCleanNodes(0..<resolved.nodes.count, in: graph)
      }
      rootSize = graph.layOutRoot(root, proposal: proposal)
      graph.reuse.makeAllDeferredReplays(in: graph)
    }
    resolved.settleWaitingReaders()
    let shape: TreeShape
    // Whether the shape is the previous pass's.
    var sameOrder = false
    if let memory, memory.shape.positions.count == resolved.nodes.count, resolved.isShaped(as: memory.resolved) {
      shape = memory.shape
      sameOrder = true
    } else {
      shape = TreeShape(of: resolved)
    }
    self.shape = shape
    let order = shape.order
    combiner.collectPreferences(in: shape)
    // A pass the live tree keeps gives back its states' spare room before its records are made: the records then
    // fill the holes the grown arrays leave instead of landing among the exact copies (`Benchmarks/memory.md`).
    let recordsFirst = dropsGraphAbove.map { resolved.nodes.count > $0 } ?? false
    if graph.keepsCallLog, !recordsFirst { graph.releasePassOnlyState() }
    var recorder = PassRecorder(resolved: resolved, graph: graph)
    if let respelled, sameState, graph.reuse.previous != nil { recorder.respelled = respelled }
    recorder.copiesGraphObjects = recordsFirst
    if let memory = graph.reuse.previous { recorder.summaries = memory.summaries }
    let (nodes, summaryCount, summaries) = recorder.records(order: order, hosted: shape.hosted, sharingWith: previous)
    self.summaries = summaries
    if graph.keepsCallLog, recordsFirst { graph.releasePassOnlyState() }
    resolved.seal()
    return LayoutPass(
      index: pass, proposal: proposal, environment: graph.environment, nodes: nodes, rootSize: rootSize,
      diagnostics: LayoutDiagnostic.capped(diagnostics.items, limit: graph.tree.limits.maxDiagnosticsPerPass),
      measurementCount: graph.measurementCount, reusedCount: graph.reuse.reusedCount,
      validatedCount: graph.validation.count,
      takenCount: graph.reuse.takenCount, placedCount: graph.placedCount,
      preferenceRunCount: combiner.runCount,
      resolvedCount: resolver.resolvedCount, summaryCount: summaryCount,
      preferences: combiner.preferenceValues(order: order, positions: sameOrder ? shape.positions : nil),
      sharingIndexWith: previous, resolvedIDs: resolvedIDs(shape))
  }

  /// The resolved tree's index of ids and the records' positions (`LayoutPass.ResolvedIDs`), once the tree is sealed,
  /// when every node is in `shape`'s order and has its id in the index.
  private func resolvedIDs(_ shape: TreeShape) -> LayoutPass.ResolvedIDs? {
    let count = resolved.nodes.count
    guard shape.order.count == count, resolved.indexByID.count == count else { return nil }
    return LayoutPass.ResolvedIDs(index: resolved.indexByID, positions: shape.positions)
  }

  /// What the resolver may copy of `memory`'s resolution (`ResolutionCopies`), when the `@State` is `memory`'s to the
  /// byte and the declarations differ from its only in the texts, modifier chains and replaced views of `respelled`:
  /// nil when the tree-wide inputs differ, or `memory`'s pass resolved a frame guide override or a safe-area
  /// modifier, reported a problem or ran out of text bytes.
  private func reusableResolution(of memory: PassMemory, respelled: Set<String>) -> ResolutionCopies.ReusableResolution?
  {
    let tree = graph.tree
    guard memory.inputs.overrides == tree.environment, memory.inputs.alignmentGuides == tree.alignmentGuides,
      !memory.inputs.hasFrameGuideOverrides, !memory.inputs.hasSafeAreaModifiers, memory.pass.diagnostics.isEmpty,
      !memory.reachedTextLimit
    else { return nil }
    // An id with no declared path is a view the decoder made inside an edited chain or a replaced view
    // (`LiveTree.respelledNodes(by:in:previous:)`): the edited node's path covers it.
    let edited = respelled.compactMap { tree.nodePaths[$0] }
    return ResolutionCopies.ReusableResolution(
      previous: memory.resolved, copiedSubtrees: memory.copiedSubtrees, copiedRuns: memory.copiedRuns,
      replacedStateChunks: memory.replacedStateChunks, editedPaths: edited)
  }

  /// Whether two states hold the same values, spelled the same (`JSONValue.isSpelled(as:)`: `==` on strings is
  /// canonical equivalence, so a text in another Unicode normalization compares equal, and -0.0 equals 0.0). Two
  /// states of one array of variables (no write since one was copied from the other: an edit that sets no state) are:
  /// each written as JSON to be compared, they cost about 5,000 instructions and 4 allocations an edit.
  private static func sameSpelling(_ state: StateValues, _ other: StateValues) -> Bool {
    if state.variables.sharesStorage(with: other.variables) { return true }
    return state == other && state.json.isSpelled(as: other.json)
  }

  /// What the next pass may reuse of this one, once it has run (which released its layer states' pass-only state,
  /// `LayoutGraph.releasePassOnlyState`) and recorded `pass`.
  func memory(of pass: LayoutPass) -> PassMemory {
    PassMemory(
      resolved: resolved, states: graph.states, inputs: treeWideInputs, pass: pass,
      shape: shape ?? TreeShape(of: resolved),
      takenNodes: graph.reuse.takenNodes, state: state,
      reachedTextLimit: resolver.reportedTextLimit, preferenceOutputs: combiner.preferences.outputs.kept,
      preferenceDiscards: combiner.preferences.discards, preferenceDeclarations: combiner.declarations,
      validatedCalls: graph.validation.validatedCalls, pairedChildren: graph.validation.pairedLists,
      copiedSubtrees: resolver.copies.copiedSubtrees,
      copiedRuns: resolver.copies.copiedRuns, takenRuns: graph.reuse.notedRuns,
      replacedStateChunks: graph.reuse.replacedStateChunks, summaries: summaries,
      madeProposers: graph.madeProposers)
  }

  /// Whether the pass reused the answers of a pass whose tree-wide inputs are not this pass's as it ended: they are
  /// compared once the root is resolved, and a `GeometryReader`'s content resolved at its placement may still set
  /// `hasFrameGuideOverrides` or `hasSafeAreaModifiers`.
  var reusedUnderOtherInputs: Bool {
    guard let previous = graph.reuse.previous else { return false }
    return previous.inputs != treeWideInputs
  }

  /// The inputs every answer of the pass may depend on besides its layer's subtree.
  private var treeWideInputs: PassMemory.TreeWideInputs {
    PassMemory.TreeWideInputs(
      overrides: graph.tree.environment, alignmentGuides: graph.tree.alignmentGuides,
      hasFrameGuideOverrides: resolved.hasFrameGuideOverrides, hasSafeAreaModifiers: resolved.hasSafeAreaModifiers)
  }
}
