import JSONCore

/// Reuse across passes and versions: a clean layer's answers come from the previous pass (`PassMemory`) without
/// running its algorithm or its subviews'.
///
/// Contract:
/// - A node is clean when the previous pass resolved a node of the same id with the same content (view, modifier
///   kinds, scope, text environment, stack axis, section role), the same children and hosted views, all clean, and
///   none of its layers' previous computations read a `@State` variable whose value changed. An edit changes the
///   resolved content of the nodes it touches (their ids' subtrees) and so dirties them and their ancestors; a
///   state write dirties the nodes whose resolution or computations read it (a resolved argument's value changes
///   with it). Dirtiness climbs to every ancestor, since a container's answers depend on its subviews'.
/// - A clean layer asked a proposal it answered in the previous pass replays that answer: the calls the
///   computation made to its subviews are logged on them again, in order, and each is answered the same way
///   (this pass's answer, a replay, or a computation). No algorithm runs; the records come out as a fresh pass
///   would make them, since a layer's records are the calls made to it and the answers to those.
/// - The first computation of a layer in a pass may set its memo (a stack's gaps) and then make calls and reads
///   the later ones skip; so a replay comes first only when it was first in the previous pass, and it brings the
///   memo with it.
/// - A computation that reported a problem or evaluated an expression is computed again (its diagnostics belong
///   to every pass); nodes whose algorithms read outside their subtree while sizing (custom layouts, container-
///   relative frames, safe-area modifiers) and nodes waiting for a preference value are never clean.
/// - The tree-wide inputs (environment overrides, alignment guide declarations, frame-guide and safe-area flags)
///   must be equal, else nothing is reused.
///
/// Status: answers, spacing, priority and explicit alignments are reused; placement and preference collection
/// still visit every layer (they run no layer's sizing).
extension LayoutGraph {
  /// Notes that `ref` starts computing `computation` (the first one this pass sets its memo).
  func began(_ computation: Computation, on ref: ResolvedLayerIndex) {
    if states[ref.node][ref.layer].first == nil { states[ref.node][ref.layer].first = computation }
  }

  /// The previous pass's states of a clean layer's node, and the layer's index in them. The states are read in
  /// place, never copied: a copy of a layer's state retains everything it holds.
  private func previousStates(of ref: ResolvedLayerIndex) -> [LayerState]? {
    guard let previous, previousNodes.indices.contains(ref.node), let index = previousNodes[ref.node],
      previous.states.indices.contains(index), previous.states[index].indices.contains(ref.layer)
    else { return nil }
    return previous.states[index]
  }

  /// Whether `computation` may be replayed on `ref` now: it is replayable, and the layer computed something this
  /// pass already or it was the layer's first computation in the previous pass (`old`, its node's states then).
  /// Brings the memo with a first replay.
  private func mayReplay(
    _ computation: Computation, replayable: Bool, on ref: ResolvedLayerIndex, from old: [LayerState]
  ) -> Bool {
    guard replayable else { return false }
    if states[ref.node][ref.layer].first == nil {
      guard old[ref.layer].first == computation else { return false }
      states[ref.node][ref.layer].first = computation
      states[ref.node][ref.layer].memo = old[ref.layer].memo
    }
    return true
  }

  /// The previous pass's answer of a clean layer to `proposal`, replayed; nil when it must be computed.
  func reusedAnswer(_ ref: ResolvedLayerIndex, _ proposal: ProposedViewSize) -> Answer? {
    guard let old = previousStates(of: ref),
      let found = old[ref.layer].answers.firstIndex(where: { $0.proposal == proposal }),
      mayReplay(.size(proposal), replayable: old[ref.layer].answers[found].replayable, on: ref, from: old)
    else { return nil }
    var reused = old[ref.layer].answers[found]
    reused.calls = replay(reused.calls, of: ref)
    reusedCount += 1
    return reused
  }

  /// The previous pass's spacing, priority or explicit alignment of a clean layer, replayed; nil when it must be
  /// computed.
  func reusedValue<Value>(
    _ ref: ResolvedLayerIndex, _ computation: Computation, _ value: (LayerState) -> Valued<Value>?
  ) -> Valued<Value>? {
    guard let old = previousStates(of: ref), let valued = value(old[ref.layer]),
      mayReplay(computation, replayable: valued.replayable, on: ref, from: old)
    else { return nil }
    var reused = valued
    reused.calls = replay(valued.calls, of: ref)
    reusedCount += 1
    return reused
  }

  /// Makes a replayed computation's calls again, as `ref` sizing; returns them as logged now.
  private func replay(_ calls: [SubviewCall], of ref: ResolvedLayerIndex) -> [SubviewCall] {
    let (_, call) = tracing(ref, .sizing) {
      for made in calls {
        guard let node = resolved.indexByID[made.subview.node] else { continue }
        let subview = ResolvedLayerIndex(node: node, layer: made.subview.layer)
        guard states.indices.contains(node), states[node].indices.contains(subview.layer) else { continue }
        log(made.call, on: subview)
        switch made.call {
        case .size(let proposal, _): answer(subview, proposal)
        case .spacing: _ = spacingValue(subview)
        case .priority: _ = priorityValue(subview)
        case .explicit(let key): _ = explicitValue(subview, key)
        }
      }
    }
    return call.calls
  }

  // MARK: - Clean nodes

  /// Decides which of the nodes resolved at `indices` (a node's children after it) are clean, children first.
  func markCleanNodes(_ indices: Range<Int>) {
    guard let previous else { return }
    for index in indices.reversed() where previousNodes.indices.contains(index) {
      previousNodes[index] = cleanPrevious(of: index, in: previous)
    }
  }

  /// The index of the node's previous version when the node is clean.
  private func cleanPrevious(of index: Int, in previous: PassMemory) -> Int? {
    let node = resolved.nodes[index]
    guard let old = previous.resolved.indexByID[node.id], node.pendingPreferenceContent.isEmpty else { return nil }
    let before = previous.resolved.nodes[old]
    guard node.view == before.view, !Self.readsOutsideSubtree(node.view), node.environment == before.environment,
      node.stackAxis == before.stackAxis, node.isImplicitContainer == before.isImplicitContainer,
      node.hostLayer == before.hostLayer, node.sectionRole == before.sectionRole,
      node.modifiers.count == before.modifiers.count, Self.sameBindings(node.scope, before.scope)
    else { return nil }
    for (modifier, earlier) in zip(node.modifiers, before.modifiers) {
      guard sameKind(modifier.kind, earlier.kind, previous: previous),
        Self.sameBindings(modifier.scope, earlier.scope)
      else { return nil }
    }
    // A GeometryReader's content is resolved when it is placed; its size never depends on it.
    if case .geometryReader = node.view {
    } else {
      guard sameClean(node.children, before.children, previous: previous) else { return nil }
    }
    guard !readChangedState(previous.states[old]) else { return nil }
    return old
  }

  /// Whether two lists of nodes are the same ids, each clean now.
  private func sameClean(_ nodes: [Int], _ earlier: [Int], previous: PassMemory) -> Bool {
    guard nodes.count == earlier.count else { return false }
    for (node, before) in zip(nodes, earlier) {
      guard previousNodes.indices.contains(node), previousNodes[node] != nil,
        resolved.nodes[node].id == previous.resolved.nodes[before].id
      else { return false }
    }
    return true
  }

  /// Whether two resolved modifier kinds lay out the same: equal, with the views they hold the same clean nodes;
  /// never for the modifiers that read outside their subtree while sizing.
  private func sameKind(_ kind: ResolvedModifierKind, _ earlier: ResolvedModifierKind, previous: PassMemory) -> Bool {
    switch (kind, earlier) {
    case (.secondary(let alignment, let content, let isOverlay), .secondary(let before, let held, let wasOverlay)):
      return alignment == before && isOverlay == wasOverlay && sameClean(content, held, previous: previous)
    case (.containerRelativeFrame, _), (.ignoresSafeArea, _), (.safeAreaInset, _), (.safeAreaPadding, _):
      return false
    default:
      return kind == earlier
    }
  }

  /// Whether a view's algorithm reads outside its subtree while sizing (a custom layout's body, its budget and the
  /// custom layouts around it).
  private static func readsOutsideSubtree(_ view: ResolvedView) -> Bool {
    if case .customLayout = view { return true }
    return false
  }

  /// Whether a previous computation of the node's layers read a `@State` variable whose value is not the same now.
  private func readChangedState(_ layers: [LayerState]) -> Bool {
    for layer in layers {
      for answer in layer.answers where changed(answer.reads) { return true }
      for valued in layer.explicitCache.values where changed(valued.reads) { return true }
      if let spacing = layer.spacing, changed(spacing.reads) { return true }
      if let priority = layer.priority, changed(priority.reads) { return true }
    }
    return false
  }

  private func changed(_ reads: [InputRead]) -> Bool {
    for read in reads {
      if case .state(let name, let value, _, _) = read, stateValue(name) != value { return true }
    }
    return false
  }

  /// Whether two scopes bind the same names to the same values, innermost first.
  static func sameBindings(_ scope: EvaluationScope, _ other: EvaluationScope) -> Bool {
    var left: EvaluationScope? = scope
    var right: EvaluationScope? = other
    while let l = left, let r = right {
      if l === r { return true }
      guard l.name == r.name, l.value == r.value else { return false }
      left = l.parent
      right = r.parent
    }
    return left == nil && right == nil
  }
}
