/// Validation (early cutoff, as in Salsa's red-green verification or Adapton): a layer that is not clean only because
/// something in its subtree changed keeps its previous answer to a proposal, without running its algorithm, when each
/// call that answer's computation made to its subviews gets the same result now. A one-label edit keeping the form's
/// maximum width then runs no algorithm above the edited row: the row, the form's stack and the root ask their
/// subviews again (a clean row answers from the previous pass), and keep their answers.
///
/// Contract:
/// - Only in the update loop (computations keep their calls, `keepsCallLog`), for a layer of a node that is not clean
///   whose own content is its previous version's (`NodeComparison.samePrevious`, or the node the resolver copied it from), with the
///   declarations its records quote (`NodeComparison.sameRecordedDeclarations`), whose computations read no `@State` that changed
///   (`readChangedState`), and which reads nothing outside its subtree while sizing (never a node that is never clean).
/// - Its subviews must be its previous version's: the same ids and layers, in order, and each one that is not clean of
///   the same shape (view type, modifiers, section role, layer count: what an algorithm reads of a subview without
///   asking it, `LayoutSubview.layoutValue`, `requiresSpacingProjection`, a `Text`'s zero-width probe).
/// - The previous computation must be replayable (it reported and evaluated nothing). A size or an explicit alignment
///   may set or read the layer's memo (a stack's gaps and first run): it is validated as the layer's first this pass
///   only when it was the previous pass's first, and then brings the previous memo (renumbered to this pass's
///   subviews: the same ids); it is validated later only when the layer's first this pass was validated
///   (`validatedFirsts`), so the memo is the one its previous computation ran with. A spacing or a priority neither
///   sets nor reads one.
/// - The previous computation's calls are made again, in order, as the layer's sizing, each answered through the
///   ordinary path (a clean subview replays or follows the previous pass, one that is not clean validates or
///   computes). At the first call answered otherwise than in the previous pass, validation stops and the algorithm
///   runs: the calls made so far are the ones it makes first (it is deterministic, and they were answered as then),
///   so every subview's records list a fresh pass's calls in a fresh pass's order.
/// - When every call was answered as then, the algorithm would read the same inputs and get the same answers: the
///   previous answer is kept as it is (decision, reads, provenance `computedAt`, calls: made again to the subviews of
///   the same ids, spelled the same), sharing its arrays with the previous pass.
///
/// The graph asks it for a layer's answer, spacing, priority or explicit alignment it has not computed this pass, once
/// the previous pass has no replay for it (`PassReuse`); what a validation asks the layer's subviews it
/// asks through the graph it is given. It keeps, per pass, which nodes and layers may validate and their subviews'
/// previous versions.
///
/// Its state is `@exclusivity(unchecked)`, as the graph's is (`LayoutGraph`): read and written on every call of a pass,
/// on one thread.
final class AnswerValidation {
  typealias Answer = LayoutGraph.Answer
  typealias Computation = LayoutGraph.Computation
  typealias LayerCall = LayoutGraph.LayerCall
  typealias LayerState = LayoutGraph.LayerState
  typealias SubviewCall = LayoutGraph.SubviewCall
  typealias Valued = LayoutGraph.Valued

  /// Answers of layers that are not clean kept from the previous pass, their subviews answering the calls they made
  /// as then, without running their algorithm.
  @exclusivity(unchecked) private(set) var count = 0
  /// Per node that is not clean and asked to validate: the index of its previous version when its own content is that
  /// version's (`validatablePrevious(of:)`), -1 when it has none.
  @exclusivity(unchecked) private var validatableNodes = FewFirstTable<Int, Int>()
  /// Per layer asked to validate: its subviews with their previous versions when they are its previous version's (the
  /// same ids in the same order, of the same shape), else none.
  @exclusivity(unchecked) private var validatableSubviews = FewFirstTable<ResolvedLayerIndex, [SubviewVersions]>()
  /// What validating this pass's computations found, by the layer validated (kept for the next pass,
  /// `PassMemory.validatedCalls`).
  @exclusivity(unchecked) private(set) var validatedCalls = FewFirstTable<ResolvedLayerIndex, [ValidatedCalls]>()
  /// The subviews with their previous versions `pairedChildren` found for a bare view of at least `keptPairs`
  /// children, by its node (kept for the next pass, `PassMemory.pairedChildren`).
  @exclusivity(unchecked) private(set) var pairedLists: [Int: [SubviewVersions]] = [:]
  /// The layers that are not clean whose first size or explicit alignment this pass was validated: they keep the
  /// previous pass's memo, so their later computations may be validated too.
  @exclusivity(unchecked) private var validatedFirsts: Set<ResolvedLayerIndex> = []

  /// The room `validatedFirsts` makes at its first entry: a one-label edit validates a few layers (the edited row's
  /// ancestors'), about 4, and grown from empty the set was reallocated and rehashed at its 1st, 2nd and 4th entry.
  private static let room = 8

  /// The fewest children whose pairs `pairedChildren` keeps for the next pass (`pairedLists`): a shorter list costs
  /// less paired again than kept and compared.
  private static let keptPairs = 64

  /// The most children `pairedChildren` pairs again one by one beside the previous pass's pairs it keeps.
  private static let fewRepaired = 8

  /// The most calls whose positions `calledPositions` finds without a flag per subview.
  private static let fewCalls = 16

  /// The positions of the subviews each validation running found untouched before its calls (`validate`, read by
  /// `kept`), those of a validation made by another's calls after the other's: one array for the pass, where each
  /// validation made one of its own.
  @exclusivity(unchecked) private var untouchedPositions: [Int] = []

  /// The most followed subviews `otherCalls` looks for in their list rather than with a flag per subview.
  private static let fewFollowed = 8

  /// The previous pass's answer of a layer that is not clean to `proposal`, validated; nil when it must be computed.
  func answer(_ ref: ResolvedLayerIndex, _ proposal: ProposedViewSize, in graph: LayoutGraph) -> Answer? {
    guard let previous = graph.reuse.previous, let old = validatablePrevious(of: ref, in: graph, previous: previous),
      let earlier = Self.replayableAnswer(to: proposal, of: ref.layer, in: previous.states[old]),
      mayValidate(.size(proposal), on: ref, old: old, in: graph, previous: previous),
      let subviews = validatableSubviews(of: ref, old: old, in: graph, previous: previous)
    else { return nil }
    // Asked as the algorithm asks them: a container-relative frame under it reads the proposal it is measured with.
    graph.inFlight.append((ref, proposal))
    let calls = validate(earlier.calls, of: ref, old: old, subviews: subviews, in: graph, previous: previous)
    graph.inFlight.removeLast()
    guard let calls else { return nil }
    validated(.size(proposal), on: ref, old: old, in: graph, previous: previous, subviews: subviews)
    var kept = earlier
    kept.calls = calls
    return kept
  }

  /// The answer of `layer` of `states` to `proposal`, when it has one that may be replayed. Read in place: each read
  /// through `states[layer]` copied the whole state, retaining everything it holds.
  private static func replayableAnswer(to proposal: ProposedViewSize, of layer: Int, in states: [LayerState])
    -> Answer?
  {
    states.withUnsafeBufferPointer { states in
      guard states.indices.contains(layer),
        let found = states[layer].answers.firstIndex(where: { $0.proposal == proposal }),
        states[layer].answers[found].replayable
      else { return nil }
      return states[layer].answers[found]
    }
  }

  /// The previous pass's spacing, priority or explicit alignment of a layer that is not clean, validated; nil when it
  /// must be computed.
  func value<Value>(
    _ ref: ResolvedLayerIndex, _ computation: Computation, _ value: (LayerState) -> Valued<Value>?,
    in graph: LayoutGraph
  ) -> Valued<Value>? {
    guard let previous = graph.reuse.previous, let old = validatablePrevious(of: ref, in: graph, previous: previous),
      let valued = previous.states[old].withUnsafeBufferPointer({ value($0[ref.layer]) }), valued.replayable,
      mayValidate(computation, on: ref, old: old, in: graph, previous: previous),
      let subviews = validatableSubviews(of: ref, old: old, in: graph, previous: previous),
      let calls = validate(valued.calls, of: ref, old: old, subviews: subviews, in: graph, previous: previous)
    else { return nil }
    validated(computation, on: ref, old: old, in: graph, previous: previous, subviews: subviews)
    var kept = valued
    kept.calls = calls
    return kept
  }

  /// The index of the previous version of `ref`'s node when the layer may be validated (see the contract): its node is
  /// not clean and its own content is its previous version's (its subviews are checked by `validatableSubviews`).
  private func validatablePrevious(of ref: ResolvedLayerIndex, in graph: LayoutGraph, previous: PassMemory) -> Int? {
    guard graph.keepsCallLog, graph.reuse.previousNodes.indices.contains(ref.node),
      graph.reuse.previousNodes[ref.node] == nil
    else { return nil }
    let old: Int
    if let known = validatableNodes[ref.node] {
      guard known >= 0 else { return nil }
      old = known
    } else {
      let found = validatableVersion(of: ref.node, in: graph, previous: previous)
      validatableNodes.add(found ?? -1, for: ref.node)
      guard let found else { return nil }
      old = found
    }
    guard previous.states[old].indices.contains(ref.layer) else { return nil }
    return old
  }

  /// The previous version of a node that is not clean when its own content is that version's, its computations read
  /// no changed `@State`, and it reads nothing outside its subtree.
  private func validatableVersion(of node: Int, in graph: LayoutGraph, previous: PassMemory) -> Int? {
    // Neither tree changes while the node is compared: both are read through locals.
    let nodes = graph.resolved.nodes
    let earlier = previous.resolved.nodes
    let found: Int?
    if graph.reuse.stateIsPrevious, let copied = graph.resolver?.copies.copied(node) {
      found = NodeComparison.isNeverClean(nodes, node) ? nil : copied
    } else {
      found = NodeComparison.samePrevious(
        of: node, in: nodes, of: graph.resolved, earlier: earlier, previous: previous, clean: nil,
        copiedFrom: graph.reuse.stateIsPrevious ? graph.resolver?.copies.copiedFrom : nil)
    }
    guard let old = found, previous.states.indices.contains(old), earlier.indices.contains(old),
      nodes[node].layerCount == earlier[old].layerCount, previous.states[old].count == nodes[node].layerCount,
      NodeComparison.sameRecordedDeclarations(nodes[node], earlier[old]),
      graph.reuse.stateIsPrevious || !graph.reuse.readChangedState(previous.states[old])
    else { return nil }
    return old
  }

  /// The subviews of `ref` with their previous versions when they are those of the same layer of its previous version
  /// `old` (see the contract), else nil; decided once a pass per layer.
  private func validatableSubviews(of ref: ResolvedLayerIndex, old: Int, in graph: LayoutGraph, previous: PassMemory)
    -> [SubviewVersions]?
  {
    if let known = validatableSubviews[ref] { return known.isEmpty ? nil : known }
    if ref.layer == 0, let pairs = pairedChildren(of: ref.node, old: old, in: graph, previous: previous) {
      validatableSubviews.add(pairs, for: ref)
      if pairs.count >= Self.keptPairs { pairedLists[ref.node] = pairs }
      return pairs.isEmpty ? nil : pairs
    }
    let mine = graph.resolved.subviewLayers(of: ref)
    let theirs = previous.resolved.subviewLayers(of: ResolvedLayerIndex(node: old, layer: ref.layer))
    let nodes = graph.resolved.nodes
    let earlier = previous.resolved.nodes
    var pairs: [SubviewVersions] = []
    if mine.count == theirs.count {
      pairs.reserveCapacity(mine.count)
      for (subview, before) in zip(mine, theirs) {
        guard subview.layer == before.layer,
          Self.isSameSubview(subview.node, as: before.node, nodes: nodes, earlier: earlier, in: graph)
        else {
          pairs = []
          break
        }
        pairs.append(SubviewVersions(ref: subview, earlier: before.node))
      }
    }
    // A layer without subviews computes nothing from them: validating it would only check its own content.
    validatableSubviews.add(pairs, for: ref)
    return pairs.isEmpty ? nil : pairs
  }

  /// `validatableSubviews` of the bare view at `node` (its layer 0) and its previous version `old` when every child of
  /// both is a subview of its own (none `isFlattened`, replaced by its children in its parent's subviews) and neither
  /// waits for its content: the same pairs, or none, read in one walk over both lists of children, where flattening
  /// each into an array of its own read every child twice (a form's stack of 1,000 rows, validated at every edit of a
  /// label). Nil when a child is transparent or a node waits: flatten them then.
  /// `keepingPrevious`: whether it may keep the previous pass's pairs (`positionsNotKept`); debug builds pair every
  /// child again without them and compare.
  private func pairedChildren(
    of node: Int, old: Int, in graph: LayoutGraph, previous: PassMemory, keepingPrevious: Bool = true
  ) -> [SubviewVersions]? {
    guard !graph.resolved.waits(node), !previous.resolved.waits(old) else { return nil }
    // Neither tree changes while the lists are read: both are read through locals, each node borrowed in place.
    let nodes = graph.resolved.nodes
    let earlier = previous.resolved.nodes
    let children = nodes[node].children
    let earlierChildren = earlier[old].children
    guard children.count == earlierChildren.count else {
      // The lists flatten to as many subviews only when some child is transparent.
      for child in children where nodes[child].isFlattened { return nil }
      for child in earlierChildren where earlier[child].isFlattened { return nil }
      return []
    }
    // A child the resolver copied from the child at its place then is that child to the algorithm (the same
    // resolution, modifiers and layers: `ResolutionCopies`), so only its previous version is read: comparing both
    // nodes cost about 110 instructions a child (a form's stack of 1,000 rows).
    let copies = graph.reuse.stateIsPrevious ? graph.resolver?.copies.copiedFrom : nil
    if keepingPrevious, let copies, !previous.pairedChildren.isEmpty, let known = previous.pairedChildren[old],
      let others = Self.positionsNotKept(known, children: children, earlierChildren: earlierChildren, copies: copies)
    {
      let pairs = repaired(
        known, at: others, children: children, earlierChildren: earlierChildren, in: graph, previous: previous)
      assert(
        pairs == pairedChildren(of: node, old: old, in: graph, previous: previous, keepingPrevious: false),
        "the previous pass's pairs kept are the pairs made again")
      return pairs
    }
    var pairs: [SubviewVersions] = []
    pairs.reserveCapacity(children.count)
    var matches = true
    let found = (copies ?? OptionalIndexArray()).withBuffer { copies -> Bool in
      children.withUnsafeBufferPointer { children in
        earlierChildren.withUnsafeBufferPointer { earlierChildren in
          for index in children.indices {
            let (child, before) = (children[index], earlierChildren[index])
            switch Self.pairing(
              child, with: before, copied: copies.element(at: child) == before, comparing: matches, nodes: nodes,
              earlier: earlier, in: graph)
            {
            case .pair(let pair): if matches { pairs.append(pair) }
            case .flattened: return false
            case .differs: matches = false
            }
          }
          return true
        }
      }
    }
    guard found else { return nil }
    return matches ? pairs : []
  }

  /// The positions among `children` of the pairs of `known` (the previous pass's pairs of the node's previous version,
  /// `PassMemory.pairedChildren`) that are not this pass's pair at their position as they are, when they are at most
  /// `fewRepaired`; nil when they are more. A pair is kept when its child is at its own index in both passes and in
  /// the pass before (the pair's node, `before` and the pair's previous version are one index) and the resolver copied
  /// it from `before`: `pairedChildren` would pair it so, with the layers of `before` (a copy has its node's layers),
  /// and `before` is not flattened (a flattened node is no subview of its own, so in no pair). Read through buffers:
  /// paired one by one, each child cost about 50 instructions of the 1,000-row form's stack.
  private static func positionsNotKept(
    _ known: [SubviewVersions], children: [Int], earlierChildren: [Int], copies: OptionalIndexArray
  ) -> [Int]? {
    guard known.count == children.count, children.count == earlierChildren.count else { return nil }
    var others: [Int] = []
    let few = copies.withBuffer { copies in
      known.withUnsafeBufferPointer { known in
        children.withUnsafeBufferPointer { children in
          earlierChildren.withUnsafeBufferPointer { earlierChildren in
            for index in 0..<Swift.min(known.count, children.count, earlierChildren.count) {
              let (child, before) = (children[index], earlierChildren[index])
              guard
                child != before || known[index].ref.node != before || known[index].earlier != before
                  || copies.storedIndex(at: child) != before
              else { continue }
              guard others.count < Self.fewRepaired else { return false }
              others.append(index)
            }
            return true
          }
        }
      }
    }
    return few ? others : nil
  }

  /// `pairedChildren` from the previous pass's pairs `known`, each kept but those at `others` (`positionsNotKept`),
  /// which are paired as `pairedChildren` pairs a child (and written only where they differ: `known` is shared
  /// otherwise).
  private func repaired(
    _ known: [SubviewVersions], at others: [Int], children: [Int], earlierChildren: [Int], in graph: LayoutGraph,
    previous: PassMemory
  ) -> [SubviewVersions]? {
    let nodes = graph.resolved.nodes
    let earlier = previous.resolved.nodes
    let copies = graph.reuse.stateIsPrevious ? graph.resolver?.copies.copiedFrom : nil
    var pairs = known
    var matches = true
    for index in others {
      let (child, before) = (children[index], earlierChildren[index])
      switch Self.pairing(
        child, with: before, copied: copies?.element(at: child) == before, comparing: matches, nodes: nodes,
        earlier: earlier, in: graph)
      {
      case .pair(let pair): if matches, pairs[index] != pair { pairs[index] = pair }
      case .flattened: return nil
      case .differs: matches = false
      }
    }
    return matches ? pairs : []
  }

  /// How `pairedChildren` pairs a child with the child at its place in the previous pass.
  private enum ChildPairing {
    /// The child and its previous version, paired as the algorithm sees them.
    case pair(SubviewVersions)
    /// One of the two is flattened: the lists are no list of subviews as they are.
    case flattened
    /// They are not the same subview (or, `comparing` false, were not compared).
    case differs
  }

  /// `child` paired with `before`, the child at its place in the previous pass: a child the resolver `copied` from
  /// `before` is `before` to the algorithm, with its layers (read of `before` alone); another is compared
  /// (`isSameSubview`) only while `comparing` (a list already found different is still read for flattened children).
  @inline(__always)
  private static func pairing(
    _ child: Int, with before: Int, copied: Bool, comparing: Bool, nodes: ResolvedNodes, earlier: ResolvedNodes,
    in graph: LayoutGraph
  ) -> ChildPairing {
    if copied {
      let (flattened, layers) = earlier.read(before) { ($0.isFlattened, $0.layerCount) }
      return flattened
        ? .flattened : .pair(SubviewVersions(ref: ResolvedLayerIndex(node: child, layer: layers - 1), earlier: before))
    }
    guard !nodes[child].isFlattened, !earlier[before].isFlattened else { return .flattened }
    guard comparing else { return .differs }
    let layer = nodes[child].layerCount - 1
    guard layer == earlier[before].layerCount - 1,
      isSameSubview(child, as: before, nodes: nodes, earlier: earlier, in: graph)
    else { return .differs }
    return .pair(SubviewVersions(ref: ResolvedLayerIndex(node: child, layer: layer), earlier: before))
  }

  /// Whether the subview at node `index` is, to its parent's algorithm, its previous version `before` at the same
  /// place: the same id, and either clean or of the same shape (`sameShape`). Both nodes are read in place.
  private static func isSameSubview(
    _ index: Int, as before: Int, nodes: ResolvedNodes, earlier: ResolvedNodes, in graph: LayoutGraph
  ) -> Bool {
    (nodes[index].sharesResolution(with: earlier[before]) || nodes[index].id.isSpelled(as: earlier[before].id))
      && (graph.reuse.previousNodes[index] != nil || sameShape(nodes[index], earlier[before]))
  }

  /// A subview of a layer being validated: its layer now and the index of its previous version.
  struct SubviewVersions: Equatable {
    var ref: ResolvedLayerIndex
    var earlier: Int
  }

  /// Whether a subview that is not clean reads, to the algorithm of the layer above it, as its previous version did
  /// without being asked: its view type, its modifiers, its section role and its layers. The modifiers' kinds are
  /// compared in place: a loop over the two lists copied each modifier (retaining all it holds) to read its kind.
  private static func sameShape(_ node: ResolvedNode, _ earlier: ResolvedNode) -> Bool {
    guard node.layerCount == earlier.layerCount, node.sectionRole == earlier.sectionRole,
      node.isImplicitContainer == earlier.isImplicitContainer, node.view.typeName == earlier.view.typeName
    else { return false }
    return node.modifiers.withUnsafeBufferPointer { modifiers in
      earlier.modifiers.withUnsafeBufferPointer { before in
        for position in 0..<min(modifiers.count, before.count)
        where modifiers[position].kind != before[position].kind {
          return false
        }
        return true
      }
    }
  }

  /// Whether `computation` may be validated on `ref` now (see the contract: the memo a size or an explicit alignment
  /// may use).
  private func mayValidate(
    _ computation: Computation, on ref: ResolvedLayerIndex, old: Int, in graph: LayoutGraph, previous: PassMemory
  )
    -> Bool
  {
    guard computation.mayUseMemo else { return true }
    guard graph.states[ref.node][ref.layer].first == nil else { return validatedFirsts.contains(ref) }
    return previous.states[old][ref.layer].first == computation
  }

  /// Notes that `computation` was validated on `ref`: as its first size or explicit alignment, with the previous
  /// memo, renumbered to this pass's subviews (`subviews`, as `validatableSubviews` found them).
  private func validated(
    _ computation: Computation, on ref: ResolvedLayerIndex, old: Int, in graph: LayoutGraph, previous: PassMemory,
    subviews: [SubviewVersions]
  ) {
    count += 1
    guard computation.mayUseMemo, graph.states[ref.node][ref.layer].first == nil else { return }
    graph.states[ref.node][ref.layer].first = computation
    let memo = previous.states[old][ref.layer].memo
    if case .stack(let then, let gaps, let firstRun)? = memo, !Self.areRefs(then, of: subviews) {
      // The first run's children answered its calls as they do now (each call was answered as then), so it stays.
      graph.states[ref.node][ref.layer].memo = .stack(subviews: subviews.map(\.ref), gaps: gaps, firstRun: firstRun)
    } else {
      graph.states[ref.node][ref.layer].memo = memo
    }
    if validatedFirsts.isEmpty { validatedFirsts.reserveCapacity(Self.room) }
    validatedFirsts.insert(ref)
  }

  /// Whether `refs` are the layers of `subviews`, in order: a memo renumbered to subviews at the indices they had
  /// is the same, and keeps its array (made again, it cost about 14 instructions a subview).
  private static func areRefs(_ refs: [ResolvedLayerIndex], of subviews: [SubviewVersions]) -> Bool {
    guard refs.count == subviews.count else { return false }
    return refs.withUnsafeBufferPointer { refs in
      subviews.withUnsafeBufferPointer { subviews in
        for index in refs.indices where refs[index] != subviews[index].ref { return false }
        return true
      }
    }
  }

  /// Makes a previous computation's calls to `ref`'s subviews again, as `ref` sizing, in order, each answered through
  /// the ordinary path; returns them (the same array) when each was answered as in the previous pass, else nil, stopping
  /// at the first that was not. Each call's subview is the one at its position in `subviews` (`validatableSubviews`:
  /// the same ids in the same order as the previous version's, so the one the call was made to then).
  ///
  /// A clean subview that followed every one of these calls in the previous pass's validation of the same calls (the
  /// same array), from untouched, and whose state that pass then took whole from the state it followed (so it follows
  /// the same state now), follows them again: its progress after them is the previous one, set at once
  /// (`FollowedLayers.resume`), and its calls are passed over. Following is a function of the calls made to a layer,
  /// in order, and of its previous state, and nothing but these calls asks a subview anything while they are made
  /// (an algorithm asks its own subviews), so this is the progress counting them makes. When a call is answered
  /// otherwise than then, those subviews are made untouched again and the calls made to them so far are counted one
  /// by one, in order, as without the shortcut (`rollBack`), so the algorithm starts from the same states.
  private func validate(
    _ calls: [SubviewCall], of ref: ResolvedLayerIndex, old: Int, subviews: [SubviewVersions], in graph: LayoutGraph,
    previous: PassMemory
  ) -> [SubviewCall]? {
    var same = true
    // The previous pass's validation of the same calls: its followed subviews.
    let memo = previous.validatedCalls[ResolvedLayerIndex(node: old, layer: ref.layer)]?.first { $0.holds(calls) }
    let follows = !graph.followed.isEmpty
    // Which subviews follow these calls as in the previous pass without counting them.
    var resumption = memo.map { resumedSubviews($0.followed, of: subviews, in: graph, previous: previous) }
    let resumedCount = resumption?.count ?? 0
    // When every subview the previous validation followed resumed, the calls made are the others
    // (`ValidatedCalls.otherCalls`): a resumed subview's calls are passed over.
    let others = memo.flatMap {
      resumedCount > 0 && resumedCount == $0.followed.count && $0.subviewCount == subviews.count ? $0.otherCalls : nil
    }
    // Every call is made otherwise, each asking whether its subview resumed.
    if others == nil, let memo { resumption?.markAll(memo.followed, subviewCount: subviews.count) }
    let resumed = resumption
    // The positions of the subviews that may be called and were untouched before these calls (their progress after
    // them is then kept for the next pass): of every subview, or of the others when only they are called. A resumed
    // subview was (`FollowedLayers.resume`), and resuming touches no other. They go on `untouchedPositions` after
    // those of the validations running around this one, and leave it as this one ends.
    let untouchedStart = untouchedPositions.count
    defer { untouchedPositions.removeLast(untouchedPositions.count - untouchedStart) }
    if follows, let others {
      for position in Self.calledPositions(others, of: calls, subviewCount: subviews.count)
      where subviews.indices.contains(position) && graph.followed.isUntouched(subviews[position].ref.node) {
        untouchedPositions.append(position)
      }
    } else if follows {
      untouchedPositions.reserveCapacity(untouchedStart + subviews.count)
      for position in subviews.indices
      where resumedCount > 0 && resumed?.resumed(position) == true
        || graph.followed.isUntouched(subviews[position].ref.node)
      {
        untouchedPositions.append(position)
      }
    }
    let untouched = untouchedStart..<untouchedPositions.count
    // How many calls were made to their subviews (the last one answered otherwise, when one was).
    var made = 0
    _ = graph.tracing(ref, .sizing) {
      calls.withUnsafeBufferPointer { calls in
        /// Makes the call at `index`; false when the validation stops there.
        func makes(_ index: Int) -> Bool {
          let position = Int(calls[index].position)
          guard subviews.indices.contains(position) else { return false }
          made = index + 1
          // Only the others are called when every subview the previous validation followed resumed.
          if others == nil, resumedCount > 0, resumed?.resumed(position) == true { return true }
          let (subview, earlier) = (subviews[position].ref, subviews[position].earlier)
          let call = calls[index].call
          // Logged on the subview only: the calls kept are `calls` themselves (see below).
          if !follows || !graph.followed.follows(call, on: subview, as: .sizing, in: graph) {
            graph.logOnLayer(call, on: subview, as: .sizing)
          }
          // A layer following the previous pass's calls is clean and answers from there, as then.
          if graph.followed.isFollowed(subview.node) { return true }
          graph.compute(call, on: subview)
          return answersAsBefore(call, subview, earlier: earlier, in: graph, previous: previous)
        }
        if let others {
          for index in others where !makes(Int(index)) {
            same = false
            return
          }
        } else {
          for index in calls.indices where !makes(index) {
            same = false
            return
          }
        }
      }
      if !same, resumedCount > 0, let memo, var undone = resumed {
        undone.markAll(memo.followed, subviewCount: subviews.count)
        Self.rollBack(undone, calls: calls[..<made], of: subviews, in: graph)
      }
    }
    guard same else { return nil }
    assert(untouchedPositions.count == untouched.upperBound, "the validations made by the calls left their positions")
    validatedCalls.append(
      kept(
        calls, of: subviews, untouched: untouched, resumingAll: others == nil ? nil : memo, resumed: resumed,
        in: graph), for: ref)
    // Made again, each to the subview at its position (of the id it had then, spelled as then: `validatableSubviews`),
    // the calls are the previous ones: kept shared, not logged anew.
    return calls
  }

  /// What `validate` keeps of its calls for the next pass (`ValidatedCalls`): the subviews untouched before them
  /// (`untouched`: where their positions are on `untouchedPositions`, in order) that follow after them, with their
  /// progress. When the calls resumed every subview `memo` (the previous pass's) followed and only
  /// the others were made, those are the resumed ones still following and the called ones untouched before: `memo` is
  /// kept, its arrays shared, when they are its own: when every one of them resumed at its own index (`resumed`,
  /// `FollowedLayers.Resumption.inPlace`), each follows as its entry says, and the entries are not read again
  /// (compared one by one with the followings, they cost about 40 instructions a subview).
  private func kept(
    _ calls: [SubviewCall], of subviews: [SubviewVersions], untouched: Range<Int>,
    resumingAll memo: ValidatedCalls?, resumed: FollowedLayers.Resumption?, in graph: LayoutGraph
  ) -> ValidatedCalls {
    func entry(_ position: Int) -> FollowedSubview? {
      let node = subviews[position].ref.node
      guard graph.followed.isFollowed(node) else { return nil }
      return FollowedSubview(
        position: Int32(truncatingIfNeeded: position), node: Int32(truncatingIfNeeded: node),
        progress: graph.followed.progress(of: node))
    }
    var followed: [FollowedSubview] = []
    if let memo {
      // Only the others were called: the resumed subviews, in `memo`'s order, then the others that follow. Kept,
      // `memo`'s entries are not made again: each is what a subview resumed at its own index follows as.
      var others: [FollowedSubview] = []
      for index in untouched {
        if let now = entry(untouchedPositions[index]) { others.append(now) }
      }
      if others.isEmpty, let resumed, resumed.inPlace, resumed.count == memo.followed.count {
        return memo
      }
      followed = memo.followed.compactMap { entry(Int($0.position)) } + others
      followed.sort { $0.position < $1.position }
    } else if !untouched.isEmpty {
      // Room for every one: most follow (a form's clean rows), and appended one by one the list was grown a few times.
      followed.reserveCapacity(untouched.count)
      for index in untouched {
        if let now = entry(untouchedPositions[index]) { followed.append(now) }
      }
    }
    return ValidatedCalls(
      calls: calls, followed: followed, subviewCount: subviews.count,
      otherCalls: Self.otherCalls(calls, besides: followed, subviewCount: subviews.count))
  }

  /// The positions the calls of `calls` at `indices` are made to, each once, in the order they are first called;
  /// those past `subviewCount` too. A few calls (the edited row's, of the form's 1,000 rows) look for each position
  /// among those found: a flag per subview cost about 11 instructions a subview.
  private static func calledPositions(_ indices: [Int32], of calls: [SubviewCall], subviewCount: Int) -> [Int] {
    var positions: [Int] = []
    guard indices.count > Self.fewCalls else {
      for index in indices {
        let position = Int(calls[Int(index)].position)
        if position >= subviewCount || !positions.contains(position) { positions.append(position) }
      }
      return positions
    }
    var seen = [Bool](filledWith: false, count: subviewCount)
    for index in indices {
      let position = Int(calls[Int(index)].position)
      guard position < subviewCount else {
        positions.append(position)
        continue
      }
      if !seen[position] {
        seen[position] = true
        positions.append(position)
      }
    }
    return positions
  }

  /// The indices of the calls of `calls` made to subviews not among `followed`, in order; none when `followed` is
  /// empty, since they are read only when every one of `followed` resumes (`validate`), which an empty list never
  /// does. Made in one allocation of their exact count, a few `followed` found by a search of the list rather than a
  /// flag per subview (appended one by one beside a flag per subview, they took about 2 allocations a validation of
  /// the keeping-max edit).
  private static func otherCalls(_ calls: [SubviewCall], besides followed: [FollowedSubview], subviewCount: Int)
    -> [Int32]
  {
    guard !followed.isEmpty else { return [] }
    var isFollowed: [Bool] = []
    if followed.count > Self.fewFollowed {
      isFollowed = [Bool](filledWith: false, count: subviewCount)
      for entry in followed where (0..<subviewCount).contains(Int(entry.position)) {
        isFollowed[Int(entry.position)] = true
      }
    }
    return followed.withUnsafeBufferPointer { followed in
      calls.withUnsafeBufferPointer { calls in
        /// Whether the call at `index` is made to a subview not among `followed` (a position past the subviews too).
        func isOther(_ index: Int) -> Bool {
          let position = Int(calls[index].position)
          guard (0..<subviewCount).contains(position) else { return true }
          if isFollowed.isEmpty {
            for entry in followed where Int(entry.position) == position { return false }
            return true
          }
          return !isFollowed[position]
        }
        var count = 0
        for index in calls.indices where isOther(index) { count += 1 }
        return [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
          initialized = 0
          for index in calls.indices where initialized < count && isOther(index) {
            buffer[initialized] = Int32(truncatingIfNeeded: index)
            initialized += 1
          }
        }
      }
    }
  }

  /// Which subviews of `subviews` resumed following as the previous pass's validation of the same calls left them
  /// (`followed`), each when it is the node that pass followed and that pass then took it whole from the state it
  /// followed (see `validate`; what `FollowedLayers.resume` relies on).
  private func resumedSubviews(
    _ followed: [FollowedSubview], of subviews: [SubviewVersions], in graph: LayoutGraph, previous: PassMemory
  ) -> FollowedLayers.Resumption {
    guard !followed.isEmpty, !graph.followed.isEmpty else { return FollowedLayers.Resumption() }
    return graph.followed.resume(followed, of: subviews, taken: previous.takenNodes, in: graph)
  }

  /// Undoes the resumed subviews' following once a call was answered otherwise than in the previous pass (`made`: the
  /// calls made to their subviews so far, that one last): each made untouched again, then the calls made to them so
  /// far counted one by one, in order, as `validate` counts them without resuming (each followed, as the previous pass
  /// followed every one of them). `resumed` has its flags.
  private static func rollBack(
    _ resumed: FollowedLayers.Resumption, calls made: ArraySlice<SubviewCall>, of subviews: [SubviewVersions],
    in graph: LayoutGraph
  ) {
    for position in resumed.flags.indices where resumed.flags[position] {
      graph.followed.unresume(subviews[position].ref.node, in: graph)
    }
    for call in made where resumed.resumed(Int(call.position)) {
      let subview = subviews[Int(call.position)].ref
      if !graph.followed.follows(call.call, on: subview, as: .sizing, in: graph) {
        graph.logOnLayer(call.call, on: subview, as: .sizing)
      }
      if !graph.followed.isFollowed(subview.node) { graph.compute(call.call, on: subview) }
    }
  }

  /// What validating one computation's calls found: how far the subviews that followed the previous pass's calls got
  /// through them. Kept for the next pass by the layer validated (`PassMemory.validatedCalls`), which validates the
  /// same calls (the same array) of the layer's next version against subviews of the same ids in the same order and
  /// resumes those subviews (`validate`).
  struct ValidatedCalls {
    /// The computation's calls, kept so that the array is the same one as long as what they found is kept.
    let calls: [SubviewCall]
    let followed: [FollowedSubview]
    /// How many subviews the layer had.
    let subviewCount: Int
    /// The indices in `calls` of the calls to subviews not in `followed`, in order: when every one of `followed`
    /// resumes, the next pass makes only these.
    let otherCalls: [Int32]

    /// Whether `other` is the same array as `calls`.
    func holds(_ other: [SubviewCall]) -> Bool { calls.sharesStorage(with: other) }
  }

  /// A subview that followed every call of a validated computation, untouched before them: its position among the
  /// layer's subviews, its node's index in that pass and its progress after the calls (`FollowedLayers.progress`).
  struct FollowedSubview: Equatable {
    var position: Int32
    var node: Int32
    var progress: FollowedLayers.Following
  }

  /// Whether `subview` answers `call` now as its previous version `earlier` answered it (both computed or found:
  /// `compute` ran). Read in place, each state through its node's buffer, bounds checked: a copy of an answer or a
  /// state retains everything it holds, and a state read through the arrays' subscripts (`states[node][layer].spacing`)
  /// was copied whole (7 states of the keeping-max edit at 2 rows, about 4,000 instructions with their releases).
  private func answersAsBefore(
    _ call: LayerCall, _ subview: ResolvedLayerIndex, earlier: Int, in graph: LayoutGraph, previous: PassMemory
  )
    -> Bool
  {
    let layer = subview.layer
    return graph.states[subview.node].withUnsafeBufferPointer { mine in
      previous.states[earlier].withUnsafeBufferPointer { theirs in
        guard mine.indices.contains(layer), theirs.indices.contains(layer) else { return false }
        switch call {
        case .size(let proposal, _):
          guard let now = mine[layer].answers.firstIndex(where: { $0.proposal == proposal }),
            let then = theirs[layer].answers.firstIndex(where: { $0.proposal == proposal })
          else { return false }
          return Self.sameSpelling(mine[layer].answers[now].decision, theirs[layer].answers[then].decision)
        case .spacing:
          guard let now = mine[layer].spacing?.value else { return false }
          return now == theirs[layer].spacing?.value
        case .priority:
          guard let now = mine[layer].priority?.value, let then = theirs[layer].priority?.value else { return false }
          return now == then && now.sign == then.sign
        case .explicit(let key):
          guard let now = mine[layer].explicitCache[key], let then = theirs[layer].explicitCache[key] else {
            return false
          }
          return now.value == then.value && now.value?.sign == then.value?.sign
        }
      }
    }
  }

  /// Whether two size decisions are equal with their sizes spelled the same: a parent kept from a subview's -0.0 would
  /// record what a fresh parent computes from its 0.0 otherwise.
  private static func sameSpelling(_ decision: SizeDecision, _ other: SizeDecision) -> Bool {
    decision == other && decision.size.width.sign == other.size.width.sign
      && decision.size.height.sign == other.size.height.sign
  }
}

/// A table that keeps its entries in a list searched in order while it has at most `listed`, then all of them in a
/// dictionary: a pass that validates asks about a few nodes and layers (a one-label edit about 4 of each) many times,
/// and comparing a key with each of a few costs less than hashing it (about 230 instructions a look-up of a node's
/// index); a pass that validates many (a state write changing every row) hashes each look-up, as before, with no list
/// searched first. The validated calls a pass keeps for the next one are such a table (`PassMemory.validatedCalls`).
struct FewFirstTable<Key: Hashable, Value> {
  private var listedEntries: [(key: Key, value: Value)] = []
  private var others: [Key: Value] = [:]
  private static var listed: Int { 8 }

  /// The value kept for `key`. The list is read in place: a loop over it copied each entry (retaining its value).
  subscript(key: Key) -> Value? {
    if !listedEntries.isEmpty {
      return listedEntries.withUnsafeBufferPointer { entries in
        for index in entries.indices where entries[index].key == key { return entries[index].value }
        return nil
      }
    }
    return others.isEmpty ? nil : others[key]
  }

  /// Keeps `value` for `key`, which has none yet.
  mutating func add(_ value: Value, for key: Key) {
    if others.isEmpty, listedEntries.count < Self.listed {
      if listedEntries.isEmpty { listedEntries.reserveCapacity(Self.listed) }
      listedEntries.append((key, value))
      return
    }
    if !listedEntries.isEmpty {
      others.reserveCapacity(2 * Self.listed)
      for entry in listedEntries { others[entry.key] = entry.value }
      listedEntries = []
    }
    others[key] = value
  }

  /// Appends `element` to the list kept for `key`, made when `key` has none.
  mutating func append<Element>(_ element: Element, for key: Key) where Value == [Element] {
    if !listedEntries.isEmpty {
      let found = listedEntries.withUnsafeBufferPointer { entries in
        entries.firstIndex { $0.key == key }
      }
      if let found {
        listedEntries[found].value.append(element)
        return
      }
    } else if !others.isEmpty, others[key] != nil {
      others[key, default: []].append(element)
      return
    }
    add([element], for: key)
  }
}
