/// Measuring: a layer's answer to a proposal, from its answers this pass, replayed from the previous pass's when
/// the layer is clean (`PassReuse`), kept from there when its subviews answer as then
/// (`AnswerValidation`), or computed once through its algorithm, and the other questions
/// a parent asks of its subviews. Every question is logged on the layer as its parent's (or the pass's) call;
/// every computation keeps the inputs it read and the calls it made to its subviews with the value.
extension LayoutGraph {
  /// A subview's answer to `proposal`: one it gave before, or computed now.
  func measure(_ subview: LayoutSubview, _ proposal: ProposedViewSize, requester: Proposer) -> Measurement {
    measure(subview.ref, proposal, requester: requester, passActivity: .sizing, asSubview: subview.position)
  }

  /// The layer's answer to `proposal`; when the pass itself asks (the root), `passActivity` says in which phase.
  /// `position` is the layer's among the subviews of the layer sizing now, when that layer asks (`log`).
  func measure(
    _ ref: ResolvedLayerIndex, _ proposal: ProposedViewSize, requester: Proposer, passActivity: Activity,
    asSubview position: Int32? = nil
  ) -> Measurement {
    let proposal = Self.sanitized(proposal)
    log(.size(proposal, requester: requester), on: ref, asSubview: position, passActivity: passActivity)
    return measurement(of: ref, proposal, requester: requester)
  }

  /// The size of a subview's answer to `proposal`, asked as `measure` asks it.
  func size(of subview: LayoutSubview, _ proposal: ProposedViewSize, requester: Proposer) -> Size {
    size(of: subview.ref, proposal, requester: requester, passActivity: .sizing, asSubview: subview.position)
  }

  /// The size of the layer's answer to `proposal`; when the pass itself asks (the root), `passActivity` says in which
  /// phase, and `position` is as `measure`'s. Most questions read only the size: a measurement made for them copied
  /// the answer's rules and the requester and dropped them again (75,000 measurements a pass of the 1,000-row form).
  func size(
    of ref: ResolvedLayerIndex, _ proposal: ProposedViewSize, requester: Proposer, passActivity: Activity,
    asSubview position: Int32? = nil
  ) -> Size {
    let proposal = Self.sanitized(proposal)
    log(.size(proposal, requester: requester), on: ref, asSubview: position, passActivity: passActivity)
    if followed.isFollowed(ref.node),
      let measurement = followed.measurement(of: ref, proposal, requester: requester, in: self)
    {
      return measurement.size
    }
    let index = answer(ref, proposal)
    // Read in place: a copy of the answer would retain its reads and calls.
    return states[ref.node].withUnsafeBufferPointer { layers in
      layers[ref.layer].answers.withUnsafeBufferPointer { $0[index].size }
    }
  }

  /// The layer's answer to the proposal its placer places it with, asked while placing (`placeSubviews`). Logged
  /// only when the layer was asked something else while placing: otherwise its placement implies the call
  /// (`LayerState.placingCalls(of:_:are:)`), and an array made for it alone would be made for most layers.
  func measureToPlace(_ ref: ResolvedLayerIndex, _ proposal: ProposedViewSize, requester: Proposer) -> Measurement {
    guard placingCallCount(ref) == 0 else { return measure(ref, proposal, requester: requester, passActivity: .sizing) }
    return measurement(of: ref, Self.sanitized(proposal), requester: requester)
  }

  /// How many placing calls the layer was asked this pass (counted, while it follows the previous pass's calls).
  private func placingCallCount(_ ref: ResolvedLayerIndex) -> Int {
    if followed.isFollowed(ref.node) { return followed.placingCallCount(ref.node) }
    return states[ref.node][ref.layer].placingCalls.count
  }

  /// The layer's answer to a sanitized proposal, as its measurement by `requester`.
  private func measurement(of ref: ResolvedLayerIndex, _ proposal: ProposedViewSize, requester: Proposer)
    -> Measurement
  {
    // Fields are read in place: a copy of the answer would retain its reads and calls.
    // A layer following the previous pass's calls answers from there (`FollowedLayers`).
    if followed.isFollowed(ref.node),
      let measurement = followed.measurement(of: ref, proposal, requester: requester, in: self)
    {
      return measurement
    }
    let index = answer(ref, proposal)
    return states[ref.node].withUnsafeBufferPointer { layers in
      layers[ref.layer].answers.withUnsafeBufferPointer { answers in
        Measurement(
          proposal: proposal, size: answers[index].size, widthRule: answers[index].widthRule,
          heightRule: answers[index].heightRule, requestedBy: requester, computedAt: answers[index].computedAt)
      }
    }
  }

  /// The index of the layer's answer to `proposal` in its state: replayed from the previous pass when the layer is
  /// clean, kept from there when its subviews answer its calls as then, else computed through its algorithm the
  /// first time it is asked.
  @discardableResult
  func answer(_ ref: ResolvedLayerIndex, _ proposal: ProposedViewSize) -> Int {
    if followed.isFollowed(ref.node) { followed.materialize(ref.node, in: self) }
    if let known = knownAnswer(ref, proposal) { return known }
    // A pass without a previous one (a plain layout pass, an open) has nothing to replay, keep or defer: asked for
    // each of its answers, the three returned nil (about 120 instructions an answer, 27,000 answers a pass of the
    // 1,000-row form).
    if reuse.previous != nil {
      if let reused = reuse.answer(ref, proposal, in: self) { return keep(reused, for: ref) }
      if let validated = validation.answer(ref, proposal, in: self) { return keep(validated, for: ref) }
      reuse.makeDeferredReplays(of: ref, in: self)
    }
    began(.size(proposal), on: ref)
    inFlight.append((ref, proposal))
    let (decision, call) = tracing(ref, .sizing) {
      algorithm(for: ref).sizeThatFits(proposal, subviews: subviews(for: ref), context: context(for: ref))
    }
    inFlight.removeLast()
    // The decision is consumed: passed as a value still in use, its two rules were copied into the answer and then
    // destroyed (about 200 instructions of each of the 27,000 answers computed a pass of the 1,000-row form).
    let answer = Answer(
      proposal: proposal, decision: consume decision, reads: call.reads, calls: call.calls,
      replayable: call.isReplayable, computedAt: point)
    measurementCount += 1
    return keep(answer, for: ref, computed: true)
  }

  /// The index of the layer's answer to `proposal` this pass, if it has one, compared in place through the arrays'
  /// buffers.
  @inline(__always)
  private func knownAnswer(_ ref: ResolvedLayerIndex, _ proposal: ProposedViewSize) -> Int? {
    states[ref.node].withUnsafeBufferPointer { layers in
      guard layers.indices.contains(ref.layer) else { return nil }
      return layers[ref.layer].answers.withUnsafeBufferPointer { answers in
        for index in answers.indices where answers[index].proposal == proposal { return index }
        return nil
      }
    }
  }

  /// Appends `answer` to the layer's answers and returns its index. The first makes room for as many as the layer at
  /// its place answered in the previous pass (`previousCount(of:_:)`), else, for an answer its algorithm `computed`,
  /// for as many as a layer with an algorithm of that type computed this pass (`answerRoom(for:)`), else for
  /// `answerRoom`: grown one by one, the array would be reallocated on the way as often as it doubles.
  private func keep(_ answer: consuming Answer, for ref: ResolvedLayerIndex, computed: Bool = false) -> Int {
    let index = Self.append(answer, to: &states[ref.node][ref.layer].answers) {
      previousCount(of: ref, .answers) ?? (computed ? answerRoom(for: ref) : Self.answerRoom)
    }
    if computed, index >= Self.answerRoom { noteAnswerCount(index + 1, of: ref) }
    return index
  }

  /// Computes, finds or replays what `call` asks of `ref`.
  func compute(_ call: LayerCall, on ref: ResolvedLayerIndex) {
    switch call {
    case .size(let proposal, _): answer(ref, proposal)
    case .spacing: _ = spacingValue(ref)
    case .priority: _ = priorityValue(ref)
    case .explicit(let key): _ = explicitValue(ref, key)
    }
  }

  /// A subview's length on `axis` for `proposal`, as a stack's flexibility probe asks it.
  func lengthThatFits(_ subview: LayoutSubview, _ proposal: ProposedViewSize, axis: Axis, requester: Proposer)
    -> Double
  {
    let ref = subview.ref
    // The node is read last: most probes are not a zero width.
    if ref.layer == 0, axis == .horizontal, proposal.width == 0, resolved.view(of: ref.node).typeName == "Text" {
      // Text answers zero to a zero-width probe without measuring (OpenSwiftUI StyledTextLayoutEngine).
      return 0
    }
    return size(of: subview, proposal, requester: requester)[axis]
  }

  /// A proposal without NaN (a NaN share becomes 0), so cache lookups compare equal.
  static func sanitized(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { $0.isNaN ? 0 : $0 }, height: proposal.height.map { $0.isNaN ? 0 : $0 })
  }

  /// A subview's explicit value for a guide at a size it chose for `proposal`.
  func explicitAlignment(_ subview: LayoutSubview, _ key: AlignmentKey, size: Size, proposal: ProposedViewSize)
    -> Double?
  {
    if key.combination == .none, !resolved.hasFrameGuideOverrides { return nil }
    let cacheKey = ExplicitKey(key: key, size: size, proposal: proposal)
    log(.explicit(cacheKey), on: subview.ref, asSubview: subview.position)
    return explicitValue(subview.ref, cacheKey).value
  }

  /// The layer's explicit value for a guide, computed the first time it is asked.
  func explicitValue(_ ref: ResolvedLayerIndex, _ key: ExplicitKey) -> Valued<Double?> {
    if followed.isFollowed(ref.node), let value = followed.explicitValue(ref, key, in: self) { return value }
    if let known = states[ref.node][ref.layer].explicitCache[key] { return known }
    if let kept = reuse.value(ref, .explicit(key), { $0.explicitCache[key] }, in: self)
      ?? validation.value(ref, .explicit(key), { $0.explicitCache[key] }, in: self)
    {
      states[ref.node][ref.layer].explicitCache[key] = kept
      return kept
    }
    reuse.makeDeferredReplays(of: ref, in: self)
    began(.explicit(key), on: ref)
    let (value, call) = tracing(ref, .sizing) {
      algorithm(for: ref).explicitAlignment(
        key.key, in: key.size, proposal: key.proposal, subviews: subviews(for: ref), context: context(for: ref))
    }
    let valued = Valued(value: value, reads: call.reads, calls: call.calls, replayable: call.isReplayable)
    states[ref.node][ref.layer].explicitCache[key] = valued
    return valued
  }

  /// A subview's spacing preferences.
  func spacing(_ subview: LayoutSubview) -> ViewSpacing {
    log(.spacing, on: subview.ref, asSubview: subview.position)
    return spacingValue(subview.ref).value
  }

  /// The layer's spacing preferences, computed the first time they are asked.
  func spacingValue(_ ref: ResolvedLayerIndex) -> Valued<ViewSpacing> {
    if followed.isFollowed(ref.node), let value = followed.spacingValue(ref, in: self) { return value }
    if let known = states[ref.node][ref.layer].spacing { return known }
    return memoized(
      ref, .spacing, from: { $0.spacing }, store: { $0.spacing = $1 },
      compute: {
        spacingPool.shared(algorithm(for: ref).spacing(subviews: subviews(for: ref), context: context(for: ref)))
      })
  }

  /// A subview's priority in a stack.
  func priority(_ subview: LayoutSubview) -> Double {
    log(.priority, on: subview.ref, asSubview: subview.position)
    return priorityValue(subview.ref).value
  }

  /// The layer's priority, computed the first time it is asked.
  func priorityValue(_ ref: ResolvedLayerIndex) -> Valued<Double> {
    if followed.isFollowed(ref.node), let value = followed.priorityValue(ref, in: self) { return value }
    if let known = states[ref.node][ref.layer].priority { return known }
    return memoized(
      ref, .priority, from: { $0.priority }, store: { $0.priority = $1 },
      compute: { algorithm(for: ref).layoutPriority(subviews: subviews(for: ref), context: context(for: ref)) })
  }

  /// A value the layer's state keeps once per pass, not kept yet: reused or validated from the previous pass (`old`
  /// reads it there), else computed by `compute` while `ref` is traced as sizing (its reads and calls recorded with
  /// it); `store` keeps it in the layer's state. The state is read and written in place (a key path into it would copy
  /// the whole state, which retains everything it holds).
  private func memoized<Value>(
    _ ref: ResolvedLayerIndex, _ computation: Computation, from old: (LayerState) -> Valued<Value>?,
    store: (inout LayerState, Valued<Value>) -> Void, compute: () -> Value
  ) -> Valued<Value> {
    if let kept = reuse.value(ref, computation, old, in: self) ?? validation.value(ref, computation, old, in: self) {
      store(&states[ref.node][ref.layer], kept)
      return kept
    }
    reuse.makeDeferredReplays(of: ref, in: self)
    let (value, call) = tracing(ref, .sizing, compute)
    let valued = Valued(value: value, reads: call.reads, calls: call.calls, replayable: call.isReplayable)
    store(&states[ref.node][ref.layer], valued)
    return valued
  }

  /// Notes that `ref` starts computing `computation`, a size or an explicit alignment (the first one this pass sets
  /// its memo).
  func began(_ computation: Computation, on ref: ResolvedLayerIndex) {
    guard states[ref.node][ref.layer].first == nil else { return }
    ownStates(of: ref.node)
    states[ref.node][ref.layer].first = computation
  }
}
