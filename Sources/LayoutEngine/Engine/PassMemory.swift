/// What the next pass may reuse of a finished one: its resolved tree, its layout graph's layer states (each
/// computation's answer, the inputs it read and the calls it made to its subviews, each layer's placement), its records
/// (with each node's position in them), which nodes it took whole from the pass before, and its preference outputs, kept by the live tree for its latest pass and its latest update's first passes
/// (`UpdateMemory`).
///
/// Contract: a pass reuses an answer of this memory only for a layer whose node is clean (`PassReuse`):
/// same resolved content and subtree, no recorded read of a changed `@State`, under the same tree-wide inputs
/// (`inputs`); it takes a clean subtree's states, resolved content and records whole only under the same `@State`
/// (`state`), when no problem was reported about the subtree (`diagnosedNodes`) and the text budget was never cut
/// (`reachedTextLimit`). Immutable once made: the run that made it is over, and nothing mutates its tree or states.
final class PassMemory: @unchecked Sendable {
  /// The finished pass's resolved nodes (never mutated again).
  let resolved: ResolvedTree
  /// The finished pass's layer states, by node index and layer, without their subviews (which refer to the graph
  /// that made them unretained; `LayoutGraph.releasePassOnlyState`).
  let states: LayoutGraph.NodeStates
  /// The tree-wide inputs every answer may depend on besides its subtree.
  let inputs: TreeWideInputs
  /// The finished pass's records.
  let pass: LayoutPass
  /// The resolved tree's shape: its records' order (`pass.nodes`) and each node's position there.
  let shape: TreeShape
  /// The node of the pass before that each node took whole (`PassReuse.takenNodes`), by node index: its states
  /// are the ones that pass checked before taking them, and its `GeometryReader`s' content the one it checked.
  let takenNodes: OptionalIndexArray
  /// The `@State` the pass ran with (nil outside the update loop).
  let state: StateValues?
  /// The ids of the nodes the pass reported a problem about; nil when one of its problems names no node.
  let diagnosedNodes: Set<String>?
  /// Whether the pass ran out of text bytes (`TreeLimits.maxTextBytes`), so some of its texts are cut.
  let reachedTextLimit: Bool
  /// The output of every layer whose preference value the pass computed, by node index, with the records (in
  /// `pass.preferences`) each computation made: a subtree taken whole copies them (`TakenPreferenceValues`).
  let preferenceOutputs: PreferenceOutputs
  /// The pass's records where a `reduce` discarded or ignored values, with their nodes' indices, in record order.
  let preferenceDiscards: [(record: PreferenceRecord.ID, node: Int)]
  /// The preference key and type declarations the pass's values were computed with.
  let preferenceDeclarations: PreferenceDeclarations
  /// What validating each computation's calls found, by the layer validated (`AnswerValidation.ValidatedCalls`).
  let validatedCalls: FewFirstTable<ResolvedLayerIndex, [AnswerValidation.ValidatedCalls]>
  /// The subviews of each bare view of many children that validation paired with their previous versions, by the
  /// view's node (`AnswerValidation.pairedLists`): the next pass keeps the pairs of the children it copied in place.
  let pairedChildren: [Int: [AnswerValidation.SubviewVersions]]
  /// The subtrees the pass copied whole from the pass before, in index order (`ResolutionCopies.copiedSubtrees`): the
  /// next pass copies each of them again without visiting it, and makes room for as many.
  let copiedSubtrees: [ResolutionCopies.CopiedSubtree]
  /// The runs of rows the pass copied as one block (`ResolutionCopies.CopiedRun`): the next pass copying the same rows
  /// again compares their declarations with the note, not with the rows' resolutions.
  let copiedRuns: [ResolutionCopies.CopiedRun]
  /// The runs of a layer's subviews the pass took whole one after the other, each by its first row's node
  /// (`PassReuse.TakenRun`): the next pass takes such a run again checked once a run (`PassReuse.takeRun`).
  let takenRuns: [Int: PassReuse.TakenRun]
  /// The chunks of states the pass's takes replaced, by chunk index (`PassReuse.replacedStateChunks`): mostly the
  /// unwritten states of nodes the pass copied and took whole, which the next pass's copies at the same indices take
  /// again when they are (`LayoutGraph.addNodes(copying:of:recycling:)`).
  let replacedStateChunks: [Int: LayoutGraph.ReplacedStates]
  /// The layer summaries the pass's records spelled last, which the next pass's records start from
  /// (`PassRecorder.SummaryMemo`).
  let summaries: PassRecorder.SummaryMemo
  /// The proposers the pass made (`LayoutGraph.proposer(of:_:)`), which the next pass finds again for the same layers.
  let madeProposers: [LayoutGraph.MadeProposer]

  /// The fewest rows a phase notes as a run for the next pass (`ResolutionCopies.CopiedRun`, `PassReuse.TakenRun`,
  /// `PreferenceOutputs.KeptRun`): a shorter run's rows cost less read again one by one than its note's lists.
  static let shortestNotedRun = 16

  /// What the values of a pass's preference keys are computed with besides the tree: the key and type
  /// declarations (a `replaceDocument` may change them and keep every view).
  struct PreferenceDeclarations: Equatable {
    var keys: [PreferenceKeyDeclaration]
    var types: [TypeDeclaration]
  }

  /// The inputs of a pass that are not a node's: the tree's environment overrides (with the caller's environment,
  /// fixed for a live tree), its alignment guide declarations and whether any frame-guide override or safe-area
  /// modifier was resolved (algorithms ask alignments and insets only then).
  struct TreeWideInputs: Equatable {
    var overrides: EnvironmentOverrides
    var alignmentGuides: [String: AlignmentGuideDeclaration]
    var hasFrameGuideOverrides: Bool
    var hasSafeAreaModifiers: Bool
  }

  init(
    resolved: ResolvedTree, states: LayoutGraph.NodeStates, inputs: TreeWideInputs, pass: LayoutPass,
    shape: TreeShape, takenNodes: OptionalIndexArray, state: StateValues?, reachedTextLimit: Bool,
    preferenceOutputs: PreferenceOutputs,
    preferenceDiscards: [(record: PreferenceRecord.ID, node: Int)], preferenceDeclarations: PreferenceDeclarations,
    validatedCalls: FewFirstTable<ResolvedLayerIndex, [AnswerValidation.ValidatedCalls]> = FewFirstTable(),
    pairedChildren: [Int: [AnswerValidation.SubviewVersions]] = [:],
    copiedSubtrees: [ResolutionCopies.CopiedSubtree] = [], copiedRuns: [ResolutionCopies.CopiedRun] = [],
    takenRuns: [Int: PassReuse.TakenRun] = [:], replacedStateChunks: [Int: LayoutGraph.ReplacedStates] = [:],
    summaries: PassRecorder.SummaryMemo = PassRecorder.SummaryMemo(), madeProposers: [LayoutGraph.MadeProposer] = []
  ) {
    self.resolved = resolved
    self.states = states
    self.inputs = inputs
    self.pass = pass
    self.shape = shape
    self.takenNodes = takenNodes
    self.state = state
    self.reachedTextLimit = reachedTextLimit
    self.preferenceOutputs = preferenceOutputs
    self.preferenceDiscards = preferenceDiscards
    self.preferenceDeclarations = preferenceDeclarations
    self.validatedCalls = validatedCalls
    self.pairedChildren = pairedChildren
    self.copiedSubtrees = copiedSubtrees
    self.copiedRuns = copiedRuns
    self.takenRuns = takenRuns
    self.replacedStateChunks = replacedStateChunks
    self.summaries = summaries
    self.madeProposers = madeProposers
    var diagnosed: Set<String>? = []
    for diagnostic in pass.diagnostics {
      guard let node = diagnostic.node else {
        diagnosed = nil
        break
      }
      diagnosed?.insert(node)
    }
    self.diagnosedNodes = diagnosed
  }
}
