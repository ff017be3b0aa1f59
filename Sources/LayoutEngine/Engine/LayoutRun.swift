/// One layout pass in progress: the resolved tree, the pass's diagnostics, the resolver, the layout graph and the
/// preference combiner, wired together. Created, run and discarded by `ViewTree.layout(…)`; nothing outlives the
/// pass except the immutable `LayoutPass` it produces, and nothing is global.
final class LayoutRun {
  let resolved = ResolvedTree()
  let diagnostics: PassDiagnostics
  let graph: LayoutGraph
  let combiner: PreferenceCombiner
  let resolver: TreeResolver

  init(tree: ViewTree, environment: LayoutEnvironment, evaluator: any ExpressionEvaluator, runtime: PassRuntime?) {
    diagnostics = PassDiagnostics(tree: resolved)
    graph = LayoutGraph(
      tree: tree, environment: environment, resolved: resolved, diagnostics: diagnostics,
      customLayoutBudget: runtime?.runner.budget ?? StepBudget(limit: UpdateLimits().maxStepsPerUpdate))
    combiner = PreferenceCombiner(
      environment: environment, runtime: runtime, resolved: resolved, diagnostics: diagnostics, graph: graph)
    resolver = TreeResolver(
      tree: tree, environment: environment, evaluator: evaluator, runtime: runtime, resolved: resolved,
      diagnostics: diagnostics, graph: graph, combiner: combiner)
    graph.resolver = resolver
  }

  /// Resolves the tree, lays it out under `proposal`, collects its preferences and records it all.
  func run(proposal: ProposedViewSize, pass: Int, sharingWith previous: LayoutPass?) -> LayoutPass {
    var rootSize = Size.zero
    if let root = resolver.resolveRoot() {
      rootSize = graph.layOutRoot(root, proposal: proposal)
    }
    let order = resolved.treeOrder()
    combiner.collectPreferences(order: order)
    return LayoutPass(
      index: pass, proposal: proposal, environment: graph.environment,
      nodes: PassRecorder(resolved: resolved, graph: graph).records(order: order, sharingWith: previous),
      rootSize: rootSize,
      diagnostics: LayoutDiagnostic.capped(diagnostics.items, limit: graph.tree.limits.maxDiagnosticsPerPass),
      measurementCount: graph.measurementCount,
      preferences: combiner.preferenceValues())
  }
}
