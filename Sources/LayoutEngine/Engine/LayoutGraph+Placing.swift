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

    // The size alone goes in: the closure's capture of the measurement copied it, retaining its requester and rules.
    let size = measurement.size
    let (_, reads) = computing(ref, .placing) {
      placeContent(
        of: ref, size: size, proposal: proposal, frameInRoot: frameInRoot, namedSpaces: namedSpaces,
        transform: transform)
    }
    states[ref.node][ref.layer].setPlacingReads(reads)
  }

  /// The transform a layer placed at `frameInRoot` is drawn through: `parent`'s (the one around it), then its own
  /// render transform when the layer below it is one. Inlined, as it was written in `place`.
  @inline(__always)
  private func drawnTransform(of ref: ResolvedLayerIndex, frameInRoot: Rect, around parent: AffineTransform?)
    -> AffineTransform?
  {
    let own = modifier(of: ref) { kind -> RenderTransform? in
      guard case .renderTransform(let effect) = kind else { return nil }
      return effect
    }
    guard let effect = own else { return parent }
    let local = effect.affine(in: frameInRoot)
    return parent.map { $0.concatenating(after: local) } ?? local
  }

  /// What `part` finds in the kind of the layer's modifier (nil for a view's layer), read in place (as
  /// `isGeometryReader` reads the view): a copy of the kind or of the view (`ResolvedTree.modifierKind(of:at:)`,
  /// `view(of:)`) retained and released what it holds, for every layer placed.
  private func modifier<Part>(of ref: ResolvedLayerIndex, _ part: (ResolvedModifierKind) -> Part?) -> Part? {
    guard ref.layer > 0 else { return nil }
    return resolved.nodes.read(ref.node) { node in
      node.modifiers.indices.contains(ref.layer - 1) ? part(node.modifiers[ref.layer - 1].kind) : nil
    }
  }

  /// Whether the node's view is a `GeometryReader`.
  private func isGeometryReader(_ node: Int) -> Bool {
    resolved.nodes.read(node) { node in
      guard case .geometryReader = node.view else { return false }
      return true
    }
  }

  /// Places what a placed layer holds: resolves a `GeometryReader`'s content and a preference-value layer's views
  /// when their geometry or value is known, then places its subviews.
  private func placeContent(
    of ref: ResolvedLayerIndex, size: Size, proposal: ProposedViewSize, frameInRoot: Rect,
    namedSpaces: [GeometryProxy.NamedSpace], transform: AffineTransform?
  ) {
    var spaces = namedSpaces
    let declared = modifier(of: ref) { kind -> String? in
      guard case .coordinateSpace(let name) = kind else { return nil }
      return name
    }
    if let name = declared {
      spaces.insert(GeometryProxy.NamedSpace(name: name, frameInRoot: frameInRoot), at: 0)
    }
    if ref.layer == 0, isGeometryReader(ref.node), !resolved.pendingContent(of: ref.node).isEmpty {
      let insets = safeAreaInsets(of: frameInRoot, regions: .all, around: ref)
      let proxy = GeometryProxy(
        size: size, frameInRoot: frameInRoot, namedSpaces: spaces, safeAreaInsets: insets,
        reader: resolved.id(of: ref.node))
      resolver?.resolvePendingContent(of: ref.node, proxy: proxy)
    }

    var placedPrimary = false
    if ref.layer > 0, let pending = resolved.takePendingPreferenceContent(layer: ref.layer, of: ref.node) {
      // A preference-value layer: place the primary first, so its subtree's value is final, then build the views
      // from that value and place them in the same pass (`swiftui-semantics.md` §6.3.2).
      placeSubviews(
        of: ref, size: size, proposal: proposal, frameInRoot: frameInRoot, spaces: spaces,
        transform: transform, only: .primary)
      resolver?.resolvePreferenceContent(pending, node: ref.node, layer: ref.layer)
      placedPrimary = true
    }
    placeSubviews(
      of: ref, size: size, proposal: proposal, frameInRoot: frameInRoot, spaces: spaces,
      transform: transform, only: placedPrimary ? .allButPrimary : .all)
  }

  /// Which of a layer's subviews `placeSubviews` places: all of them, or its primary (the first) or all but it (a
  /// preference-value layer places its primary first). Told apart in place: a closure was called a subview, a run's
  /// rows too.
  private enum PlacedSubviews {
    case all, primary, allButPrimary

    /// Whether the subview at `index` is one of them.
    @inline(__always)
    func includes(_ index: Int) -> Bool {
      switch self {
      case .all: true
      case .primary: index == 0
      case .allButPrimary: index != 0
      }
    }

    /// The indices of them among `count` subviews.
    func indices(among count: Int) -> Range<Int> {
      switch self {
      case .all: 0..<count
      case .primary: 0..<Swift.min(1, count)
      case .allButPrimary: Swift.min(1, count)..<count
      }
    }
  }

  /// Places the subviews of a placed layer that `only` includes. A run of them the previous pass took whole one
  /// after the other (`PassReuse.TakenRow`) is taken again as a run while each is placed as then (`takesRun`); the
  /// subviews taken whole one after the other are noted as a run for the next pass (`PassReuse.noteRun`).
  private func placeSubviews(
    of ref: ResolvedLayerIndex, size: Size, proposal: ProposedViewSize, frameInRoot: Rect,
    spaces: [GeometryProxy.NamedSpace],
    transform: AffineTransform?, only placed: PlacedSubviews
  ) {
    let subviews = subviews(for: ref)
    guard !subviews.isEmpty else { return }
    let context = context(for: ref)
    let placements = algorithm(for: ref).placeSubviews(
      in: size, proposal: proposal, subviews: subviews, context: context)
    let mirrored = environment.layoutDirection == .rightToLeft
    // The placing layer's address, made once for all its subviews (a node's id retained and released each time).
    let parent = address(of: ref)
    // What this layer places its subviews in, as a run notes it: made only for a run noted or met.
    func runPlacing() -> PassReuse.RunPlacing {
      PassReuse.RunPlacing(
        size: size, frameInRoot: frameInRoot, parent: parent, spaces: spaces, transform: transform, mirrored: mirrored)
    }
    var runs = reuse.previousRuns
    // The rows of the previous pass's run met last that are still to come, with the placements that run was noted
    // with and the position of its first row's there (only those: the run itself copied was about 1.2 M instructions
    // of a full pass of the 1,000-row form); the rows taken one after the other, and the position of the first one's
    // placement.
    var runLeft: ArraySlice<PassReuse.TakenRow> = []
    var runPlacements: [SubviewPlacement] = []
    var runFirstPlacement = 0
    var taken: [PassReuse.TakenRow] = []
    var takenFirst = 0
    // The index of the placement to read next: a run taken passes over its rows' placements unread (iterated, each
    // was copied, its rule retained and released: about 30 instructions a row of the 1,000-row form's runs).
    var position = 0
    while position < placements.count {
      let next = position
      position += 1
      let placement = placements[next]
      guard subviews.indices.contains(placement.subview), placed.includes(placement.subview) else {
        reuse.noteRun(&taken, placing: runPlacing(), placements: placements, firstPlacement: takenFirst)
        continue
      }
      let child = subviews[placement.subview]
      if let known = runs {
        if runLeft.first?.ref != child.ref {
          runLeft = []
          runPlacements = []
          if let run = known[child.ref.node],
            run.placing == runPlacing()
          {
            runLeft = run.rows[...]
            (runPlacements, runFirstPlacement) = (run.placements, run.firstPlacement)
          }
        }
        // The run's rows still to come placed by the placements it was noted with, from the same position.
        let placedAsNoted =
          placements.sharesStorage(with: runPlacements) && next == runFirstPlacement + runLeft.startIndex
        let count =
          runLeft.isEmpty
          ? 0
          : takesRun(
            runLeft, placements: placements, from: next, subviews: subviews, only: placed, placedAsNoted: placedAsNoted)
        if let count, count > 0 {
          if taken.isEmpty { takenFirst = next }
          if taken.isEmpty, count == runLeft.count, runLeft.startIndex == 0 {
            // The whole run taken again, as the next pass notes it: its rows shared, not copied (59,000 instructions
            // of the keeping-max edit at 1,000 rows, whose two runs are taken whole pass after pass).
            taken = Array(runLeft)
          } else {
            taken.append(contentsOf: runLeft.prefix(count))
          }
          runLeft = runLeft.dropFirst(count)
          position = next + count
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
      if let take = reuse.lastCopiedTake, take.ref == child.ref,
        let row = placedRow(take, placement, in: runPlacing())
      {
        if taken.isEmpty { takenFirst = next }
        taken.append(row)
      } else {
        reuse.noteRun(&taken, placing: runPlacing(), placements: placements, firstPlacement: takenFirst)
      }
    }
    reuse.noteRun(&taken, placing: runPlacing(), placements: placements, firstPlacement: takenFirst)
  }

  /// Takes whole the first rows of `rows` (the rest of a run the previous pass took whole, placed in what this layer
  /// places its subviews in now: the run's `RunPlacing`), each placed as then, as far as `PassReuse.takeRun` takes
  /// them; returns how many it took, nil when it may take none of the run (see there). A row is placed as then when
  /// the next placement is its row's and the one it was placed by then (the same origin and proposal, the rule the
  /// same bits), and its outermost layer follows the previous pass's calls with every call its state was asked
  /// counted and no placing call (`FollowedLayers.hasCountedEveryCall`): its placement, made by the ordinary path
  /// from its answer to that proposal (the one the row's `PlacedRow` names, counted), is then the one the row took.
  /// `placedAsNoted`: `placements` are the run's noted ones and `next` its rows' position there (`PassReuse.takeRun`).
  /// Not inlined into `placeSubviews`: `takeRun` is inlined into it (measured so).
  @inline(never)
  private func takesRun(
    _ rows: ArraySlice<PassReuse.TakenRow>, placements: [SubviewPlacement], from next: Int, subviews: [LayoutSubview],
    only placed: PlacedSubviews, placedAsNoted: Bool
  ) -> Int? {
    placements.withUnsafeBufferPointer { placements in
      subviews.withUnsafeBufferPointer { subviews in
        reuse.takeRun(
          rows, placements: placements, from: next, subviews: subviews, placed: placed.indices(among: subviews.count),
          placedAsNoted: placedAsNoted, in: self)
      }
    }
  }

  /// The row `take`, the subtree of a clean layer this pass took whole after placing it by `placement` in `placing`,
  /// with what its state (the previous pass's, taken) says of that placement (`PassReuse.PlacedRow`): nil unless the
  /// ordinary path would take it again placed so while its outermost layer follows the previous pass's calls (its
  /// state's placement is the one its answer to the proposal makes, proposed by this layer for the same rule, the rule
  /// the same bits; a following counting every call of its state may count them: `FollowedLayers.everyCall`).
  private func placedRow(
    _ take: PassReuse.CopiedTake, _ placement: SubviewPlacement, in placing: PassReuse.RunPlacing
  ) -> PassReuse.TakenRow? {
    let child = take.ref
    guard states.indices.contains(child.node) else { return nil }
    let proposal = Self.sanitized(placement.proposal)
    // Read in place: a copy of a layer's state, an answer or a placement retains everything it holds.
    return states[child.node].withUnsafeBufferPointer { layers -> PassReuse.TakenRow? in
      guard layers.indices.contains(child.layer),
        let calls = FollowedLayers.everyCall(of: layers, child.layer, node: child.node),
        let previous = layers[child.layer].placement,
        Self.sameBits(previous.proposer.reason, placement.reason), previous.proposer.parent == placing.parent
      else { return nil }
      return layers[child.layer].answers.withUnsafeBufferPointer { answers -> PassReuse.TakenRow? in
        guard let answer = answers.indices.first(where: { answers[$0].proposal == proposal }) else { return nil }
        let size = answers[answer].size
        var origin = placement.origin
        if placing.mirrored { origin.x = placing.size.width - origin.x - size.width }
        let frame = Rect(origin: origin, size: size).offsetBy(placing.frameInRoot.origin)
        guard
          previous.isSame(
            proposal: proposal, size: size, originInParent: origin, originInRoot: frame.origin,
            proposer: previous.proposer, widthRule: answers[answer].widthRule, heightRule: answers[answer].heightRule,
            transform: drawnTransform(of: child, frameInRoot: frame, around: placing.transform),
            namedSpaces: placing.spaces)
        else { return nil }
        return PassReuse.TakenRow(
          take: take,
          placed: PassReuse.PlacedRow(
            placement: placement, answer: Int32(truncatingIfNeeded: answer), calls: calls))
      }
    }
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
  static func sameBits(_ one: ProposalReason, _ other: ProposalReason) -> Bool {
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
