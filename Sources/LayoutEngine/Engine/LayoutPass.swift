/// The complete, immutable record of one layout pass: every node of the resolved tree with its layers (the
/// bare view and each modifier), each layer's proposal, size, frames and the rules that decided them, every
/// measurement taken, the inputs read, and the pass's diagnostics.
///
/// This is the pass's event log. Queries (`layout/node`, `layout/tree`) read it, and "why did this width
/// change" walks these records across passes and edits without running layout again. A `LayoutPass` is
/// shared freely: it is a class with only immutable state.
public final class LayoutPass: Sendable {
  /// The pass number the caller gave (the update loop counts passes).
  public let index: Int
  /// The proposal offered to the root.
  public let proposal: ProposedViewSize
  /// The environment the pass ran in (the caller's with the tree's overrides).
  public let environment: LayoutEnvironment
  /// Every node in tree order: a node, then its content, then the content of each of its modifiers.
  public let nodes: NodeRecords
  /// The root's size.
  public let rootSize: Size
  /// Problems and observations of the pass, in the order found.
  public let diagnostics: [LayoutDiagnostic]
  /// How many distinct measurements the pass took (cache misses): the layers' algorithms it ran.
  public let measurementCount: Int
  /// How many answers (and spacing, priority and alignment values) the pass took from the pass before it without
  /// running an algorithm, their layers being clean.
  public let reusedCount: Int
  /// How many answers (and spacing, priority and alignment values) of layers that are not clean the pass kept from the
  /// pass before it without running their algorithm, their subviews answering the calls they made as then
  /// (`AnswerValidation`).
  public let validatedCount: Int
  /// How many nodes the pass took whole from the pass before it (states and records), their subtrees being clean
  /// and placed as before, without placing them (`PassReuse`).
  public let takenCount: Int
  /// How many layers the pass placed (computed their placement and placed their subviews): a node taken whole is not
  /// placed, nor is anything under it (`LayoutGraph+Placing.swift`).
  public let placedCount: Int
  /// How many times the pass ran Swift-subset code for its preference values (writers' expressions, transforms,
  /// `reduce` calls); a subtree taken whole copies its values instead (`TakenPreferenceValues`).
  public let preferenceRunCount: Int
  /// How many nodes the pass resolved, evaluating their arguments; the others it copied from the pass before it, their
  /// declarations being untouched since (`ResolutionCopies`), or took whole with their subtrees.
  public let resolvedCount: Int
  /// How many layer summaries (`LayerRecord.summary`) the pass spelled: those of the layers it recorded, and those of
  /// the nodes it took whole whose earlier records it had to compare byte for byte (`PassRecorder`).
  public let summaryCount: Int
  /// The preference values of the pass (empty when layout ran without the update loop).
  public let preferences: PreferenceValues
  /// Each node's position in `nodes`, by id: shared with the pass the records were shared with when its nodes have the
  /// same ids in the same order, else the resolved tree's index read through the records' positions.
  private let indexByID: NodePositions
  /// How many of the nodes are `GeometryReader`s laid out as a container's child (`NodeRecord.isChildReader`): the
  /// update loop's greedy-measurement diagnosis looks for them only when there are some.
  let childReaderCount: Int

  init(
    index: Int, proposal: ProposedViewSize, environment: LayoutEnvironment, nodes: NodeRecords, rootSize: Size,
    diagnostics: [LayoutDiagnostic], measurementCount: Int, reusedCount: Int = 0, validatedCount: Int = 0,
    takenCount: Int = 0,
    placedCount: Int = 0, preferenceRunCount: Int = 0, resolvedCount: Int = 0, summaryCount: Int = 0,
    preferences: PreferenceValues = .empty, sharingIndexWith earlier: LayoutPass? = nil,
    resolvedIDs: ResolvedIDs? = nil
  ) {
    self.index = index
    self.proposal = proposal
    self.environment = environment
    self.nodes = nodes
    self.rootSize = rootSize
    self.diagnostics = diagnostics
    self.measurementCount = measurementCount
    self.reusedCount = reusedCount
    self.validatedCount = validatedCount
    self.takenCount = takenCount
    self.placedCount = placedCount
    self.preferenceRunCount = preferenceRunCount
    self.resolvedCount = resolvedCount
    self.summaryCount = summaryCount
    let indexByID: NodePositions
    if let earlier, Self.sameIDs(nodes, earlier.nodes) {
      indexByID = earlier.indexByID
    } else if let resolvedIDs {
      indexByID = NodePositions(resolvedIDs.index, through: resolvedIDs.positions)
      assert(nodes.indices.allSatisfy { indexByID[nodes[$0].id] == $0 }, "the resolved ids are the records' ids")
    } else {
      var positions = IDTable<Int>()
      positions.reserveCapacity(nodes.count)
      for (position, node) in nodes.enumerated() { positions[node.id] = position }
      indexByID = NodePositions(positions)
    }
    self.indexByID = indexByID
    childReaderCount = Self.childReaderCount(of: nodes, from: earlier)
    self.preferences = preferences.positioned(by: indexByID)
  }

  /// The resolved tree's index of ids (`ResolvedTree.indexByID`) and each resolved node's position among the records
  /// (`TreeShape.positions`), when every node has a record: the records' positions are read through them
  /// (`NodePositions`), without hashing an id where indexing the records hashed every id again (5,001 a pass of the
  /// 1,000-row form: its full pass took 333.94 M instructions, 331.10 M with the index mapped into one of its own), and
  /// without an index of the pass's own.
  struct ResolvedIDs {
    let index: IDTable<Int>
    let positions: [Int]
  }

  /// Whether two passes' nodes have the same ids in the same order. A record shared with the earlier pass is not read:
  /// at 10,000 rows reading every record's id missed the cache once a node.
  static func sameIDs(_ nodes: NodeRecords, _ other: NodeRecords) -> Bool {
    guard nodes.count == other.count else { return false }
    var same = true
    nodes.forEachPosition(notSharedWith: other) { position in
      let (node, earlier) = (nodes[position], other[position])
      same = node.isShared(with: earlier) || node.id == earlier.id
      return same
    }
    return same
  }

  /// How many of `nodes` are `GeometryReader`s laid out as a container's child, counted from `earlier`'s count where
  /// the records at the same positions are shared with it: reading every record missed the cache once a node at
  /// 10,000 rows.
  private static func childReaderCount(of nodes: NodeRecords, from earlier: LayoutPass?) -> Int {
    guard let earlier, earlier.nodes.count == nodes.count else { return nodes.lazy.filter(\.isChildReader).count }
    var count = earlier.childReaderCount
    nodes.forEachPosition(notSharedWith: earlier.nodes) { position in
      let (node, before) = (nodes[position], earlier.nodes[position])
      guard !node.isShared(with: before) else { return true }
      if before.isChildReader { count -= 1 }
      if node.isChildReader { count += 1 }
      return true
    }
    return count
  }

  /// The root node.
  public var root: NodeRecord? { nodes.first }

  /// The node with `id`.
  public func node(_ id: String) -> NodeRecord? {
    indexByID[id].map { nodes[$0] }
  }

  /// The layer at `address`.
  public func layer(_ address: LayerID) -> LayerRecord? {
    guard let node = node(address.node), node.layers.indices.contains(address.layer) else { return nil }
    return node.layers[address.layer]
  }

  /// The parent of the node with `id`.
  public func parent(of id: String) -> NodeRecord? {
    node(id)?.parentID.flatMap { node($0) }
  }

  /// The children of the node with `id`, in order.
  public func children(of id: String) -> [NodeRecord] {
    node(id)?.childIDs.compactMap { node($0) } ?? []
  }

  /// The ids of the node with `id` and its ancestors up to the root, nearest first.
  public func ancestry(of id: String) -> [String] {
    var result: [String] = []
    var current = node(id)
    while let node = current, result.count <= nodes.count {
      result.append(node.id)
      current = node.parentID.flatMap { self.node($0) }
    }
    return result
  }

  /// The depth of every node (root 0), by id; computed without recursion.
  public func depths() -> [String: Int] {
    var result: [String: Int] = [:]
    for node in nodes {
      result[node.id] = node.parentID.flatMap { result[$0] }.map { $0 + 1 } ?? 0
    }
    return result
  }
}

extension ViewTree {
  /// Lays the tree out.
  ///
  /// - Parameters:
  ///   - environment: the caller's environment; the tree's `environment` overrides it.
  ///   - proposal: the root proposal; defaults to the tree's `proposal`, else 390 × 763.
  ///   - evaluator: resolves expressions (state, proxies); without one, `ScopeEvaluator`.
  ///   - pass: the pass number recorded in the result.
  /// - Returns: the pass's complete record. Never traps: problems are diagnostics in the record.
  public func layout(
    in environment: LayoutEnvironment = LayoutEnvironment(), proposal: ProposedViewSize? = nil,
    evaluator: (any ExpressionEvaluator)? = nil, pass: Int = 1
  ) -> LayoutPass {
    layout(in: environment, proposal: proposal, evaluator: evaluator ?? ScopeEvaluator(), runtime: nil, pass: pass).pass
  }

  /// Lays the tree out as `layout(in:)` does, and returns the run that made the pass with it: its graph, freed with
  /// the run when the caller drops it (a benchmark after its timing, as the update loop frees a pass's graph with
  /// the version an edit replaced, after the reply), not before the pass is returned.
  package func layoutKeepingRun(in environment: LayoutEnvironment) -> (pass: LayoutPass, run: AnyObject) {
    layout(in: environment, proposal: nil, evaluator: ScopeEvaluator(), runtime: nil, pass: 1)
  }

  /// One pass of the update loop: layout with the Swift subset over `runtime`'s state, then preference
  /// collection. A node whose layers come out as `previous` recorded them shares that pass's records; clean layers
  /// reuse `memory`'s answers; `respelled` names the declarations whose strings may differ from `memory`'s document
  /// (see `LayoutRun.run`); `room` counts a pass this one reuses nothing of (`LayerRoom`); `dropsGraphAbove` says the
  /// caller drops this pass's graph before the next pass when it resolves more nodes (`LayoutRun.run`). Returns the
  /// pass, what the next pass may reuse of it, and the run that made it: what the pass is done with (its graph's
  /// per-pass arrays, its resolver and combiner), for the caller to free when it chooses (`LiveTree.apply` frees it
  /// with the version an edit replaced, after the reply).
  func layout(
    in environment: LayoutEnvironment, proposal: ProposedViewSize?, runtime: PassRuntime, at point: HistoryPoint,
    sharingWith previous: LayoutPass? = nil, reusing memory: PassMemory? = nil, respelled: Set<String>? = nil,
    room: LayerRoom? = nil, dropsGraphAbove: Int? = nil
  ) -> (LayoutPass, PassMemory, run: AnyObject) {
    let effective = environment.applying(self.environment)
    let rootProposal = LayoutGraph.sanitized(proposal ?? self.proposal ?? ViewTree.defaultProposal)
    let run = LayoutRun(tree: self, environment: effective, evaluator: runtime.evaluator, runtime: runtime)
    let pass = run.run(
      proposal: rootProposal, pass: point.pass, sharingWith: previous, reusing: memory, point: point,
      respelled: respelled, room: room, dropsGraphAbove: dropsGraphAbove)
    guard run.reusedUnderOtherInputs else { return (pass, run.memory(of: pass), run) }
    // A frame-guide override or a safe-area modifier resolved in a `GeometryReader`'s content at its placement, after
    // the pass found its tree-wide inputs `memory`'s, left answers reused under inputs that no longer held: the pass
    // runs again without reuse, as a fresh open runs it.
    let fresh = LayoutRun(tree: self, environment: effective, evaluator: runtime.evaluator, runtime: runtime)
    let freshPass = fresh.run(
      proposal: rootProposal, pass: point.pass, sharingWith: previous, point: point, room: room,
      dropsGraphAbove: dropsGraphAbove)
    return (freshPass, fresh.memory(of: freshPass), fresh)
  }

  private func layout(
    in environment: LayoutEnvironment, proposal: ProposedViewSize?, evaluator: any ExpressionEvaluator,
    runtime: PassRuntime?, pass: Int
  ) -> (pass: LayoutPass, run: AnyObject) {
    let effective = environment.applying(self.environment)
    let rootProposal = LayoutGraph.sanitized(proposal ?? self.proposal ?? ViewTree.defaultProposal)
    let run = LayoutRun(tree: self, environment: effective, evaluator: evaluator, runtime: runtime)
    return (run.run(proposal: rootProposal, pass: pass, sharingWith: nil), run)
  }

}
