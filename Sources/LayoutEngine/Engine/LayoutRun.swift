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
      graph.stateValue = { state.variable($0)?.value.jsonValue }
    }
    resolver = TreeResolver(
      tree: tree, environment: environment, evaluator: evaluator, runtime: runtime, resolved: resolved,
      diagnostics: diagnostics, graph: graph, combiner: combiner)
    graph.resolver = resolver
  }

  /// Resolves the tree, lays it out under `proposal`, collects its preferences and records it all. With `reusing`,
  /// the answers of clean layers come from that earlier pass (`LayoutGraph+Reuse.swift`); `point` is where this
  /// pass is in the history, for the provenance of its answers.
  func run(
    proposal: ProposedViewSize, pass: Int, sharingWith previous: LayoutPass?, reusing memory: PassMemory? = nil,
    point: HistoryPoint? = nil
  ) -> LayoutPass {
    var rootSize = Size.zero
    graph.point = point
    // The previous pass's node count, as capacity: the resolved nodes are kept with the pass's memory, and grown by
    // appending they would keep up to twice the room they need.
    if let memory { resolved.nodes.reserveCapacity(memory.resolved.nodes.count) }
    if let root = resolver.resolveRoot() {
      if let memory, memory.inputs == treeWideInputs {
        graph.previous = memory
        graph.stateIsPrevious = state != nil && memory.state == state
        graph.defersReplays = memory.diagnosedNodes?.isEmpty == true
        graph.markCleanNodes(0..<resolved.nodes.count)
      }
      rootSize = graph.layOutRoot(root, proposal: proposal)
      graph.makeAllDeferredReplays()
    }
    let order = resolved.treeOrder()
    combiner.collectPreferences(order: order)
    return LayoutPass(
      index: pass, proposal: proposal, environment: graph.environment,
      nodes: PassRecorder(resolved: resolved, graph: graph).records(order: order, sharingWith: previous),
      rootSize: rootSize,
      diagnostics: LayoutDiagnostic.capped(diagnostics.items, limit: graph.tree.limits.maxDiagnosticsPerPass),
      measurementCount: graph.measurementCount, reusedCount: graph.reusedCount,
      takenCount: graph.takenNodes.lazy.filter { $0 != nil }.count, preferenceRunCount: combiner.runCount,
      preferences: combiner.preferenceValues())
  }

  /// What the next pass may reuse of this one, once it has run and recorded `pass`.
  func memory(of pass: LayoutPass) -> PassMemory {
    graph.forgetAllSubviews()
    return PassMemory(
      resolved: resolved, states: graph.states, inputs: treeWideInputs, pass: pass, state: state,
      reachedTextLimit: resolver.reportedTextLimit, preferenceOutputs: combiner.preferences.memo,
      preferenceDiscards: combiner.preferences.discards, preferenceDeclarations: combiner.declarations)
  }

  /// The inputs every answer of the pass may depend on besides its layer's subtree.
  private var treeWideInputs: PassMemory.TreeWideInputs {
    PassMemory.TreeWideInputs(
      overrides: graph.tree.environment, alignmentGuides: graph.tree.alignmentGuides,
      hasFrameGuideOverrides: resolved.hasFrameGuideOverrides, hasSafeAreaModifiers: resolved.hasSafeAreaModifiers)
  }
}
