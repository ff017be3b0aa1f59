/// Placing: the root centred in its proposal, then every layer top-down at the place its parent's algorithm gives
/// it; a `GeometryReader`'s content and a preference-value layer's views are resolved when their layer is placed.
/// A clean node asked and placed as in the previous pass takes its whole subtree from there instead
/// (`PassReuse.takesSubtree`).
extension LayoutGraph {
  /// Lays out the resolved root under `proposal`: measured, then centred in the proposal (the hosting view
  /// centres its content, `swiftui-semantics.md` §1.5), then placed recursively. The proposal is the safe area:
  /// with the environment's `safeAreaInsets`, the root is placed inside them and frames are in the coordinates
  /// of the screen around it. Clean layers follow the previous pass's calls when they may (`beginFollowing`).
  func layOutRoot(_ root: Int, proposal: ProposedViewSize) -> Size {
    reuse.beginFollowing(in: self)
    if resolved.isTransparent(root) {
      resolved.nodes[root].isImplicitContainer = true
      states[root] = [LayerState()]
    }
    let ref = ResolvedLayerIndex(node: root, layer: resolved.layerCount(of: root) - 1)
    let proposer = Proposer(parent: nil, reason: .root)
    let size = self.size(of: ref, proposal, requester: proposer, passActivity: .sizing)
    func offset(_ available: Double?, _ length: Double) -> Double {
      guard let available, available.isFinite, length.isFinite else { return 0 }
      return (available - length) / 2
    }
    var origin = Point(x: offset(proposal.width, size.width), y: offset(proposal.height, size.height))
    let insets = environment.safeAreaInsets
    if insets != .zero {
      origin.x += environment.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
      origin.y += insets.top
      record(.environment(name: "safeAreaInsets", value: "\(insets)"), for: ref)
    }
    // The pass asks the root again while placing it, as a parent asks each subview it places.
    let measurement = measure(ref, proposal, requester: proposer, passActivity: .placing)
    place(
      ref, proposal: proposal, measurement, frameInParent: Rect(origin: origin, size: size), parentOrigin: .zero,
      proposer: proposer, namedSpaces: [])
    return size
  }

  /// Places a layer with its answer to `proposal` (`measurement`, asked by whoever places it, while placing), then
  /// its subviews, recursively.
  func place(
    _ ref: ResolvedLayerIndex, proposal: ProposedViewSize, _ measurement: Measurement, frameInParent: Rect,
    parentOrigin: Point, proposer: Proposer, namedSpaces: [GeometryProxy.NamedSpace],
    transform parentTransform: AffineTransform? = nil
  ) {
    let frameInRoot = frameInParent.offsetBy(parentOrigin)
    let transform = drawnTransform(of: ref, frameInRoot: frameInRoot, around: parentTransform)
    // The frames' size is the measurement's: every caller makes `frameInParent` of it. A placement equal to the
    // layer's previous one is that object (a clean row placed as then allocates none, and its state shares it).
    let placement = Placement.reusing(
      reuse.previousPlacement(of: ref), proposal: Self.sanitized(proposal), size: measurement.size,
      originInParent: frameInParent.origin, originInRoot: frameInRoot.origin, proposer: proposer,
      widthRule: measurement.widthRule, heightRule: measurement.heightRule, transform: transform,
      namedSpaces: namedSpaces)
    if reuse.takesSubtree(of: ref, placedAt: placement, in: self) {
      followed.end(ref.node)
      return
    }
    followed.materialize(ref.node, in: self)
    reuse.makeDeferredReplays(of: ref, in: self)
    placedCount += 1
    states[ref.node][ref.layer].placement = placement

    let (_, reads) = computing(ref, .placing) {
      placeContent(
        of: ref, measurement: measurement, proposal: proposal, frameInRoot: frameInRoot, namedSpaces: namedSpaces,
        transform: transform)
    }
    states[ref.node][ref.layer].placingReads = reads
  }

  /// The transform a layer placed at `frameInRoot` is drawn through: `parent`'s (the one around it), then its own
  /// render transform when the layer below it is one. Inlined, as it was written in `place`.
  @inline(__always)
  private func drawnTransform(of ref: ResolvedLayerIndex, frameInRoot: Rect, around parent: AffineTransform?)
    -> AffineTransform?
  {
    guard ref.layer > 0, case .renderTransform(let effect) = resolved.modifierKind(of: ref.node, at: ref.layer - 1)
    else { return parent }
    let local = effect.affine(in: frameInRoot)
    return parent.map { $0.concatenating(after: local) } ?? local
  }

  /// Places what a placed layer holds: resolves a `GeometryReader`'s content and a preference-value layer's views
  /// when their geometry or value is known, then places its subviews.
  private func placeContent(
    of ref: ResolvedLayerIndex, measurement: Measurement, proposal: ProposedViewSize, frameInRoot: Rect,
    namedSpaces: [GeometryProxy.NamedSpace], transform: AffineTransform?
  ) {
    var spaces = namedSpaces
    if ref.layer > 0, case .coordinateSpace(let name) = resolved.modifierKind(of: ref.node, at: ref.layer - 1) {
      spaces.insert(GeometryProxy.NamedSpace(name: name, frameInRoot: frameInRoot), at: 0)
    }
    if ref.layer == 0, case .geometryReader = resolved.view(of: ref.node),
      !resolved.pendingContent(of: ref.node).isEmpty
    {
      let insets = safeAreaInsets(of: frameInRoot, regions: .all, around: ref)
      let proxy = GeometryProxy(
        size: measurement.size, frameInRoot: frameInRoot, namedSpaces: spaces, safeAreaInsets: insets,
        reader: resolved.id(of: ref.node))
      resolver?.resolvePendingContent(of: ref.node, proxy: proxy)
    }

    var placedPrimary = false
    if ref.layer > 0, let pending = resolved.takePendingPreferenceContent(layer: ref.layer, of: ref.node) {
      // A preference-value layer: place the primary first, so its subtree's value is final, then build the views
      // from that value and place them in the same pass (`swiftui-semantics.md` §6.3.2).
      placeSubviews(
        of: ref, size: measurement.size, proposal: proposal, frameInRoot: frameInRoot, spaces: spaces,
        transform: transform
      ) {
        $0 == 0
      }
      resolver?.resolvePreferenceContent(pending, node: ref.node, layer: ref.layer)
      placedPrimary = true
    }
    placeSubviews(
      of: ref, size: measurement.size, proposal: proposal, frameInRoot: frameInRoot, spaces: spaces,
      transform: transform
    ) {
      !placedPrimary || $0 != 0
    }
  }

  /// Places the subviews of a placed layer whose index passes `filter`. A run of them the previous pass took whole one
  /// after the other (`PassReuse.TakenRow`) is taken again as a run while each is placed as then (`takesRun`); the
  /// subviews taken whole one after the other are noted as a run for the next pass (`PassReuse.noteRun`).
  private func placeSubviews(
    of ref: ResolvedLayerIndex, size: Size, proposal: ProposedViewSize, frameInRoot: Rect,
    spaces: [GeometryProxy.NamedSpace],
    transform: AffineTransform?, where filter: (Int) -> Bool
  ) {
    let subviews = subviews(for: ref)
    guard !subviews.isEmpty else { return }
    let context = context(for: ref)
    let placements = algorithm(for: ref).placeSubviews(
      in: size, proposal: proposal, subviews: subviews, context: context)
    let mirrored = environment.layoutDirection == .rightToLeft
    // The placing layer's address, made once for all its subviews (a node's id retained and released each time).
    let parent = address(of: ref)
    var runs = reuse.previousRuns
    // The rows of the previous pass's run met last that are still to come, and the rows taken one after the other.
    var runLeft: ArraySlice<PassReuse.TakenRow> = []
    var taken: [PassReuse.TakenRow] = []
    // The index of the placement at hand, and how many after it a run took (passed over). Iterated in order, not read
    // by index: the placement read by index was copied (its value witness called), about 70 instructions each.
    var next = -1
    var passedOver = 0
    for placement in placements {
      next += 1
      if passedOver > 0 {
        passedOver -= 1
        continue
      }
      guard subviews.indices.contains(placement.subview), filter(placement.subview) else {
        reuse.noteRun(&taken)
        continue
      }
      let child = subviews[placement.subview]
      if let known = runs {
        if runLeft.first?.ref != child.ref { runLeft = known[child.ref.node].map { $0[...] } ?? [] }
        let count =
          runLeft.isEmpty
          ? 0
          : takesRun(
            runLeft, placements: placements, from: next, subviews: subviews, size: size, frameInRoot: frameInRoot,
            parent: parent, spaces: spaces, transform: transform, mirrored: mirrored, where: filter)
        if let count, count > 0 {
          taken.append(contentsOf: runLeft.prefix(count))
          runLeft = runLeft.dropFirst(count)
          passedOver = count - 1
          continue
        }
        // None of the run may be taken: its rows are placed through the ordinary path.
        if count == nil { runs = nil }
        runLeft = count == nil ? [] : runLeft.dropFirst()
      }
      reuse.lastCopiedTake = nil
      let childProposer =
        sizingRequester(of: child.ref, asked: placement.proposal, by: parent, for: placement.reason)
        ?? previousProposer(of: child.ref, by: parent, for: placement.reason)
        ?? context.proposer(placement.reason)
      let childMeasurement = measureToPlace(child.ref, placement.proposal, requester: childProposer)
      let childSize = childMeasurement.size
      var origin = placement.origin
      if mirrored {
        // Right-to-left: mirror the child's position inside this layer, as SwiftUI finalises geometry.
        origin.x = size.width - origin.x - childSize.width
      }
      place(
        child.ref, proposal: placement.proposal, childMeasurement, frameInParent: Rect(origin: origin, size: childSize),
        parentOrigin: frameInRoot.origin, proposer: childProposer, namedSpaces: spaces, transform: transform)
      if let row = reuse.lastCopiedTake, row.ref == child.ref {
        taken.append(row)
      } else {
        reuse.noteRun(&taken)
      }
    }
    reuse.noteRun(&taken)
  }

  /// Takes whole the subviews placed from `placements[next]` on that are the first rows of `rows` (a run the previous
  /// pass took whole), each placed as then (`placesAsBefore`), as far as `PassReuse.takeRun` takes them; returns how
  /// many it took, nothing changed for the others (placed then through the ordinary path); nil when it may take none
  /// of the run's rows.
  private func takesRun(
    _ rows: ArraySlice<PassReuse.TakenRow>, placements: [SubviewPlacement], from next: Int, subviews: [LayoutSubview],
    size: Size, frameInRoot: Rect, parent: LayerID, spaces: [GeometryProxy.NamedSpace], transform: AffineTransform?,
    mirrored: Bool, where filter: (Int) -> Bool
  ) -> Int? {
    reuse.takeRun(rows, in: self) { row, offset in
      guard next + offset < placements.count else { return false }
      let placement = placements[next + offset]
      return subviews.indices.contains(placement.subview) && filter(placement.subview)
        && subviews[placement.subview].ref == row.ref
        && placesAsBefore(
          row.ref, placement, in: size, frameInRoot: frameInRoot, parent: parent, spaces: spaces,
          transform: transform, mirrored: mirrored)
    }
  }

  /// Whether placing the clean layer `child` by `placement` (in a layer of `size` at `frameInRoot`, whose address is
  /// `parent`) would give it the previous pass's placement without changing anything (the ordinary path: its
  /// measurement, `sizingRequester`, `previousProposer` and `place`): it follows the previous pass's calls, was asked
  /// no placing call, its counted calls asked the proposal, and the placement those make is the previous one
  /// (`Placement.isSame`, its proposer the previous one: `previousProposer` finds it, `sizingRequester` finds none in
  /// a state following makes none of).
  private func placesAsBefore(
    _ child: ResolvedLayerIndex, _ placement: SubviewPlacement, in size: Size, frameInRoot: Rect, parent: LayerID,
    spaces: [GeometryProxy.NamedSpace], transform: AffineTransform?, mirrored: Bool
  ) -> Bool {
    guard followed.isFollowed(child.node), followed.placingCallCount(child.node) == 0,
      let previous = reuse.previousPlacement(of: child)
    else { return false }
    let proposal = Self.sanitized(placement.proposal)
    guard let decision = followed.countedDecision(of: child, proposal),
      Self.sameBits(previous.proposer.reason, placement.reason), previous.proposer.parent == parent
    else { return false }
    var origin = placement.origin
    if mirrored { origin.x = size.width - origin.x - decision.size.width }
    let frame = Rect(origin: origin, size: decision.size).offsetBy(frameInRoot.origin)
    return previous.isSame(
      proposal: proposal, size: decision.size, originInParent: origin, originInRoot: frame.origin,
      proposer: previous.proposer, widthRule: decision.widthRule, heightRule: decision.heightRule,
      transform: drawnTransform(of: child, frameInRoot: frame, around: transform), namedSpaces: spaces)
  }

  /// The requester of a sizing call the layer at `child` was asked with `proposal` by the layer at `parent` for `reason`,
  /// when its state keeps one: its placement then keeps that object instead of an equal one of its own (a frame's
  /// child, a stack's children at their final share: 5,002 of the 1,000-row form's 8,003 placements,
  /// Benchmarks/memory.md). The rule is compared bit for bit: `==` takes a share of -0.0 for one of 0.0, which a
  /// proposer's description prints apart.
  private func sizingRequester(
    of child: ResolvedLayerIndex, asked proposal: ProposedViewSize, by parent: LayerID, for reason: ProposalReason
  ) -> Proposer? {
    guard states.indices.contains(child.node), states[child.node].indices.contains(child.layer) else { return nil }
    return states[child.node].withUnsafeBufferPointer { layers in
      layers[child.layer].sizingCalls.withUnsafeBufferPointer { calls in
        for call in calls.indices {
          guard case .size(let asked, let requester) = calls[call], asked == proposal,
            Self.sameBits(requester.reason, reason), requester.parent == parent
          else { continue }
          return requester
        }
        return nil
      }
    }
  }

  /// The proposer of the previous pass's placement of the clean layer at `child`, when the layer at `parent` placed it
  /// then for the same rule: a clean row that follows the previous pass keeps no sizing call to find its requester
  /// in (`sizingRequester`), and its placement then keeps the previous object instead of an equal one made anew,
  /// which `takesSubtree` finds the same without comparing the parents' names.
  private func previousProposer(
    of child: ResolvedLayerIndex, by parent: LayerID, for reason: ProposalReason
  ) -> Proposer? {
    guard let previous = reuse.previous, reuse.previousNodes.indices.contains(child.node),
      let old = reuse.previousNodes[child.node],
      previous.states.indices.contains(old)
    else { return nil }
    let proposer: Proposer? = previous.states[old].withUnsafeBufferPointer { layers in
      guard layers.indices.contains(child.layer) else { return nil }
      return layers[child.layer].placement?.proposer
    }
    guard let proposer, Self.sameBits(proposer.reason, reason), proposer.parent == parent else {
      return nil
    }
    return proposer
  }

  /// Whether two rules are the same bits: then they are the same case with the same numbers, spelled alike.
  /// Compared a word at a time, then byte by byte for what is left.
  private static func sameBits(_ one: ProposalReason, _ other: ProposalReason) -> Bool {
    let size = MemoryLayout<ProposalReason>.size
    let words = size / MemoryLayout<UInt>.size
    return withUnsafeBytes(of: one) { one in
      withUnsafeBytes(of: other) { other in
        for word in 0..<words {
          let offset = word * MemoryLayout<UInt>.size
          guard
            one.loadUnaligned(fromByteOffset: offset, as: UInt.self)
              == other.loadUnaligned(fromByteOffset: offset, as: UInt.self)
          else { return false }
        }
        for byte in (words * MemoryLayout<UInt>.size)..<size where one[byte] != other[byte] { return false }
        return true
      }
    }
  }
}
