/// `HStack` and `VStack`: one algorithm, with the axes named "major" (the stacking axis) and "minor".
///
/// - Child proposal: with a nil major proposal, (nil, minor proposal) to every child (their ideal lengths).
///   Otherwise children are visited in fitting order (layout priority descending, then flexibility ascending,
///   flexibility being the major length proposed ∞ minus the length proposed 0, the minor proposal kept);
///   the minimum lengths of lower-priority groups are reserved first; each child is offered an equal share of
///   what is left, `max(remaining / k, 0)` with k children of its group still unsized, and what it takes is
///   subtracted (the remainder may go negative: children overflow).
/// - Preferred size: major = sum of the children's lengths plus the gaps; minor = the union of the
///   children's aligned extents and 0.
/// - Gaps: the stack's `spacing` when given, else each adjacent pair's preference distance (8 between ordinary
///   views, 0 beside a Spacer, font-derived around Text); see `ViewSpacing`.
/// - Placement: the sizing is re-run with the placement proposal, in which a nil minor component is replaced
///   by the stack's own minor size; children are placed from the leading/top edge, aligned on the minor axis
///   by the stack's alignment guide. The run of the stack's first sizing is kept (`FirstRun`) and placement reuses
///   it when the placement proposal is that one, as SwiftUI's stack keeps its children's sizes from sizing to
///   placement (OpenSwiftUI `StackLayout`, its cache of the last proposal): the children's answers to it are the
///   ones asked then, so the run would repeat those calls and come out the same. A stack of at least
///   `keepsPlacementsFrom` subviews keeps the placements it made of that run beside it, and a later placement of the
///   same run returns them, the same array (which a pass taking the stack's rows again as a run finds by identity).
///
/// Reference: `swiftui-semantics.md` §3.1–3.3 (OpenSwiftUI `StackLayout.swift`, audited for 6.5.4).
/// Semantics: v6 (iOS 18); text-to-text gaps depend on v5.
/// Status: complete for HStack/VStack; fixtures `stack/*`. Verification: measured M1, M2; derived D1, D2, D7, D8.
struct HVStack: LayoutAlgorithm {
  /// The stacking axis.
  let axis: Axis
  /// The guide children are aligned by on the minor axis.
  let alignment: AlignmentKey
  /// Uniform spacing, or nil for pairwise preferences.
  let spacing: Double?
  /// Whether this is an implicit stack around several views (the root, a Button label).
  var isImplicit = false

  var minor: Axis { axis.other }

  /// One child's geometry from a sizing run.
  ///
  /// The proposal's proposer is the one the run asked the child with (its rule is the placement's reason), kept as the
  /// shared object where the rule inline took 40 bytes: a stack's first run stays in its memo (`FirstRun`), and the
  /// root stack of the 10,000-row form kept 88 bytes a row in each kept pass where it keeps 56 (Benchmarks/memory.md,
  /// session 46).
  struct ChildGeometry {
    var proposal: ProposedViewSize
    var proposer: Proposer
    var size: Size
    /// Origin in the stack's coordinates (minor already shifted by the union's lower bound).
    var origin: Point
  }

  struct Run {
    var children: [ChildGeometry]
    var size: Size
    var majorRule: SizeRule
    var minorRule: SizeRule
  }

  /// The run of the stack's first size or explicit alignment computation, with the proposal it ran under: kept in the
  /// layer's memo, which that computation sets, so a replay of it brings the run too.
  struct FirstRun {
    var proposal: ProposedViewSize
    var run: Run
    /// The placements made of `run` when the stack was placed under `proposal` with at least `keepsPlacementsFrom`
    /// subviews (nil before): a later placement of the same run returns this array.
    var placements: [SubviewPlacement]? = nil
  }

  /// How many subviews a stack has at least when it keeps its placements (`FirstRun.placements`): as many as the
  /// shortest run of rows a pass notes to take again, which is what finds them by identity (an array a stack of a
  /// few subviews kept would only be memory).
  static let keepsPlacementsFrom = 16

  // MARK: - Gaps

  /// The distance before each child (0 for the first).
  func gaps(_ subviews: [LayoutSubview], context: LayoutContext) -> [Double] {
    gapsNotingComputed(subviews, context: context).values
  }

  /// The gaps, and whether they were computed now (the memo held none for these subviews).
  private func gapsNotingComputed(
    _ subviews: [LayoutSubview], context: LayoutContext
  ) -> (values: [Double], computed: Bool) {
    // The gaps depend only on the subviews' spacing and the environment, so a stack asked again (each distinct
    // proposal, then placement) reuses them; the reads were recorded the first time.
    if case .stack(let refs, let values, _)? = context.memo, Self.areRefs(refs, of: subviews) {
      return (values, false)
    }
    let values = computeGaps(subviews, context: context)
    context.remember(.stack(subviews: subviews.map(\.ref), gaps: values, firstRun: nil))
    return (values, true)
  }

  /// The first run kept in the memo when it ran under `proposal` (the same bits) for these subviews.
  private func firstRun(
    under proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Run? {
    keptFirstRun(under: proposal, subviews: subviews, context: context)?.first.run
  }

  /// The memo's subviews, gaps and first run, when that run ran under `proposal` (the same bits) for these subviews.
  private func keptFirstRun(
    under proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> (refs: [ResolvedLayerIndex], gaps: [Double], first: FirstRun)? {
    guard case .stack(let refs, let gaps, let first?)? = context.memo, first.proposal.isIdentical(to: proposal),
      Self.areRefs(refs, of: subviews)
    else { return nil }
    return (refs, gaps, first)
  }

  /// Whether `refs` are the layers of `subviews`, in order. Read through buffers: `elementsEqual` with a closure cost
  /// about 23 instructions a subview (the 1,000-row form's stack, at each placement).
  private static func areRefs(_ refs: [ResolvedLayerIndex], of subviews: [LayoutSubview]) -> Bool {
    refs.count == subviews.count
      && refs.withUnsafeBufferPointer { refs in
        subviews.withUnsafeBufferPointer { subviews in
          for index in refs.indices where refs[index] != subviews[index].ref { return false }
          return true
        }
      }
  }

  /// Runs the stack under `proposal` for a size or an explicit alignment: the first such run (the one that computed
  /// the gaps) is kept in the memo with them.
  private func computingRun(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> Run {
    let (result, computedGaps) = runAndGaps(proposal, subviews: subviews, context: context)
    if computedGaps, case .stack(let refs, let values, nil)? = context.memo {
      context.remember(.stack(subviews: refs, gaps: values, firstRun: FirstRun(proposal: proposal, run: result)))
    }
    return result
  }

  private func computeGaps(_ subviews: [LayoutSubview], context: LayoutContext) -> [Double] {
    guard !subviews.isEmpty else { return [] }
    if let spacing { return [0.0] + [Double](filledWith: spacing, count: subviews.count - 1) }
    // Room for every gap at once: grown from the first, the array was reallocated on the second (a form row's).
    var result: [Double] = []
    result.reserveCapacity(subviews.count)
    result.append(0)
    let textSpacing = context.environment.semantics >= .v5
    let standard = context.environment.behaviors.textToTextSpacing == .standard
    if axis == .vertical { context.readBehavior("textToTextSpacing") }
    var previous = subviews[0].spacing
    for subview in subviews.dropFirst() {
      let next = subview.spacing
      let gap = previous.distance(
        to: next, along: axis, direction: context.environment.layoutDirection,
        defaultSpacing: context.environment.defaultSpacing, textSpacingEnabled: textSpacing,
        textToTextIsStandard: standard)
      result.append(gap.gap)
      previous = next
    }
    return result
  }

  // MARK: - Sizing

  /// Sizes and positions the children under `proposal`.
  func run(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> Run {
    runAndGaps(proposal, subviews: subviews, context: context).run
  }

  /// `run`, and whether it computed the gaps (the memo held none for these subviews).
  private func runAndGaps(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> (run: Run, computedGaps: Bool) {
    guard !subviews.isEmpty else {
      return (Run(children: [], size: .zero, majorRule: .empty, minorRule: .empty), false)
    }
    let (gaps, computedGaps) = gapsNotingComputed(subviews, context: context)
    let internalSpacing = gaps.reduce(0, +)
    var children: [ChildGeometry]
    if let majorProposal = proposal[axis] {
      children = sizeGenerally(
        majorProposal: majorProposal, minorProposal: proposal[minor], internalSpacing: internalSpacing,
        subviews: subviews, context: context)
    } else {
      let childProposal = ProposedViewSize(nil, along: axis, by: proposal[minor])
      let reason = isImplicit ? ProposalReason.implicitStack : .stackIdeal(axis: axis)
      // One proposer for every child: the same parent and rule (a proposer is immutable and shared by its copies).
      let proposer = context.proposer(reason)
      children = subviews.map { subview in
        let size = subview.size(childProposal, proposer)
        return ChildGeometry(proposal: childProposal, proposer: proposer, size: size, origin: .zero)
      }
    }
    // Minor axis: line up every child's alignment guide at 0, then shift by the union's lower bound.
    var lower = 0.0
    var upper = 0.0
    // Children are read in place: a copy of a child's geometry retains and releases its proposer.
    for index in children.indices {
      let size = children[index].size
      let value = subviews[index].alignment(alignment, size: size, proposal: children[index].proposal)
      let origin = value.isNaN ? 0 : -value
      children[index].origin[minor] = origin
      lower = Swift.min(lower, origin)
      upper = Swift.max(upper, origin + size[minor])
    }
    var majorPosition = 0.0
    var lengths = 0.0
    for index in children.indices {
      children[index].origin[minor] -= lower
      let start = majorPosition + gaps[index]
      children[index].origin[axis] = start
      majorPosition = start + children[index].size[axis]
      lengths += children[index].size[axis]
    }
    let size = Size(majorPosition, along: axis, by: upper - lower)
    let run = Run(
      children: children, size: size,
      majorRule: isImplicit
        ? .implicitStack(majorPosition)
        : .stackSum(children: lengths, gaps: internalSpacing, count: children.count, result: majorPosition),
      minorRule: isImplicit ? .implicitStack(upper - lower) : .stackUnion(upper - lower))
    return (run, computedGaps)
  }

  /// Sizes children under a concrete major proposal: priority groups, flexibility order, reserved minimums,
  /// equal shares (§3.2 B).
  private func sizeGenerally(
    majorProposal: Double, minorProposal: Double?, internalSpacing: Double, subviews: [LayoutSubview],
    context: LayoutContext
  ) -> [ChildGeometry] {
    let count = subviews.count
    // What the fitting reads of each child, in one buffer on the stack for the computation (its own arrays were three
    // allocations a run, about 6,000 a pass of the 1,000-row form); and the two probes' proposers, made once for all
    // children (the same parent and rule: a proposer is immutable and shared by its copies).
    return withUnsafeTemporaryAllocation(of: Fitting.self, capacity: count) { fitting in
      for index in 0..<count {
        fitting.initializeElement(at: index, to: Fitting(priority: subviews[index].priority, fitted: index))
      }
      defer { fitting.deinitialize() }
      var minimumProber: Proposer?
      var maximumProber: Proposer?
      func minimum(_ index: Int) -> Double {
        if let value = fitting[index].minimum { return value }
        let probe = ProposedViewSize(0, along: axis, by: minorProposal)
        let proposer = minimumProber ?? context.proposer(.stackFlexibilityProbe(axis: axis, length: 0))
        minimumProber = proposer
        let value = subviews[index].lengthThatFits(probe, axis: axis, proposer)
        fitting[index].minimum = value
        return value
      }
      func maximum(_ index: Int) -> Double {
        if let value = fitting[index].maximum { return value }
        let probe = ProposedViewSize(.infinity, along: axis, by: minorProposal)
        let proposer = maximumProber ?? context.proposer(.stackFlexibilityProbe(axis: axis, length: .infinity))
        maximumProber = proposer
        let value = subviews[index].lengthThatFits(probe, axis: axis, proposer)
        fitting[index].maximum = value
        return value
      }
      /// Whether `a` is fitted before `b`: higher priority first, then less flexible first; among infinitely
      /// flexible children the one with the larger minimum first.
      func fitsBefore(_ a: Int, _ b: Int) -> Bool {
        if fitting[a].priority != fitting[b].priority { return fitting[a].priority > fitting[b].priority }
        // Probed in OpenSwiftUI's order: a's minimum and maximum, then b's.
        let aMin = minimum(a)
        let aRange = maximum(a) - aMin
        let bMin = minimum(b)
        let bRange = maximum(b) - bMin
        if aRange == bRange {
          let aKey = aRange == .infinity ? -aMin : 0
          let bKey = bRange == .infinity ? -bMin : 0
          return aKey < bKey
        }
        return aRange < bRange
      }
      // A stable insertion sort, as SwiftUI uses for up to 32 children (and here for all, to stay deterministic).
      if count > 1 {
        for i in 1..<count {
          var j = i
          while j > 0, fitsBefore(fitting[j].fitted, fitting[j - 1].fitted) {
            (fitting[j].fitted, fitting[j - 1].fitted) = (fitting[j - 1].fitted, fitting[j].fitted)
            j -= 1
          }
        }
      }
      var available = majorProposal - internalSpacing
      var children = [ChildGeometry](filledWith: Self.unsizedChild, count: count)
      var position = 0
      var isFirstGroup = true
      while position < count {
        let groupPriority = fitting[fitting[position].fitted].priority
        var end = position + 1
        while end < count, fitting[fitting[end].fitted].priority == groupPriority { end += 1 }
        if isFirstGroup {
          // Reserve the minimum lengths of every lower-priority child.
          for later in end..<count { available -= minimum(fitting[later].fitted) }
          isFirstGroup = false
        } else {
          // This group's minimums were reserved; hand them back.
          for member in position..<end { available += minimum(fitting[member].fitted) }
        }
        var remaining = end - position
        for place in position..<end {
          let member = fitting[place].fitted
          let share = Swift.max(available / Double(remaining), 0)
          let reason =
            isImplicit
            ? ProposalReason.implicitStack
            : .stackEqualShare(axis: axis, share: share, remaining: available, count: remaining)
          let childProposal = ProposedViewSize(share, along: axis, by: minorProposal)
          let proposer = context.proposer(reason)
          let size = subviews[member].size(childProposal, proposer)
          children[member] = ChildGeometry(proposal: childProposal, proposer: proposer, size: size, origin: .zero)
          let left = available - size[axis]
          if !left.isNaN { available = left }
          remaining -= 1
        }
        position = end
      }
      return children
    }
  }

  /// What `sizeGenerally`'s children are until it fits each: every one is written before the run is read.
  private static let unsizedChild = ChildGeometry(
    proposal: .unspecified, proposer: Proposer(parent: nil, reason: .root), size: .zero, origin: .zero)

  /// What `sizeGenerally` reads of one child while it fits them, and the child fitted at this place in the fitting
  /// order (`fitted`: the places are sorted, the children's own fields stay at their index).
  private struct Fitting {
    var priority: Double
    var minimum: Double?
    var maximum: Double?
    var fitted: Int

    init(priority: Double, fitted: Int) {
      self.priority = priority
      self.fitted = fitted
    }
  }

  /// The proposal the stack places its children with: a nil minor component becomes the stack's minor size.
  func placementProposal(size: Size, proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    if result[minor] == nil { result[minor] = size[minor] }
    return result
  }

  // MARK: - LayoutAlgorithm

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let result = computingRun(proposal, subviews: subviews, context: context)
    return axis == .horizontal
      ? SizeDecision(result.size, width: result.majorRule, height: result.minorRule)
      : SizeDecision(result.size, width: result.minorRule, height: result.majorRule)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let placing = placementProposal(size: size, proposal: proposal)
    guard case (let refs, let gaps, var first)? = keptFirstRun(under: placing, subviews: subviews, context: context)
    else {
      return Self.placements(of: run(placing, subviews: subviews, context: context))
    }
    if let placements = first.placements { return placements }
    let placements = Self.placements(of: first.run)
    if subviews.count >= Self.keepsPlacementsFrom {
      first.placements = placements
      context.remember(.stack(subviews: refs, gaps: gaps, firstRun: first))
    }
    return placements
  }

  /// The placements of a run's children, in order.
  private static func placements(of result: Run) -> [SubviewPlacement] {
    // Each child's fields read in place: mapped, each child was copied whole, its proposal's reason retained and
    // released on the way (about 60 instructions a row of the form's stack).
    result.children.withUnsafeBufferPointer { children in
      var placements: [SubviewPlacement] = []
      placements.reserveCapacity(children.count)
      for index in children.indices {
        placements.append(
          SubviewPlacement(
            subview: index, origin: children[index].origin, proposal: children[index].proposal,
            reason: children[index].proposer.reason))
      }
      return placements
    }
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    let direction = context.environment.layoutDirection
    let leadingEdge: ViewSpacing.AbsoluteEdge = axis == .vertical ? .top : (direction == .leftToRight ? .left : .right)
    let trailingEdge: ViewSpacing.AbsoluteEdge =
      axis == .vertical ? .bottom : (direction == .leftToRight ? .right : .left)
    let crossEdges: ViewSpacing.Edges = axis == .vertical ? [.left, .right] : [.top, .bottom]
    var result = ViewSpacing.empty
    // Room for a usual union (a row's label and field: about ten of the 36 keys), so that it grows at most once.
    result.minima.reserveCapacity(12)
    for (index, subview) in subviews.enumerated() {
      var edges = crossEdges
      if index == 0 { edges.insert(leadingEdge) }
      if index == subviews.count - 1 { edges.insert(trailingEdge) }
      result.incorporate(edges, of: subview.spacing)
    }
    return result
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard key.combination != .none, !subviews.isEmpty else { return nil }
    let placing = placementProposal(size: size, proposal: proposal)
    let result =
      firstRun(under: placing, subviews: subviews, context: context)
      ?? computingRun(placing, subviews: subviews, context: context)
    let includeOrigin = context.environment.behaviors.stackAlignmentOrigin == .childOriginPlusValue
    context.readBehavior("stackAlignmentOrigin")
    let values = result.children.enumerated().map { index, child -> Double? in
      subviews[index].explicitAlignment(key, size: child.size, proposal: child.proposal).map {
        includeOrigin ? child.origin[key.axis] + $0 : $0
      }
    }
    return context.combine(values, for: key)
  }
}
