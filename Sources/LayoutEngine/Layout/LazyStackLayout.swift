/// `LazyVStack` and `LazyHStack`: stacks that size each child on its own, at its ideal length along the axis,
/// and take their whole proposal across it.
///
/// - Child proposal: nil along the stack's axis (each child's ideal length: a lazy stack does not share a length
///   among its children, so `layoutPriority` and the flexibility order play no part and a `Spacer` is its minimum
///   length) and the stack's own proposal across it; placed with the stack's final cross length.
/// - Preferred size: along the axis, the children's lengths plus the gaps (the stack's `spacing`, else each
///   pair's spacing preferences as a `VStack`'s); across it, the proposal when there is one (the flexible cross
///   axis: a `LazyVStack` is as wide as it is offered), else the widest child.
/// - Placement: children one after another from the leading/top edge, each aligned across the stack by the
///   stack's alignment guide within the stack's cross length (as a frame aligns its child).
/// - Pinned section headers (`pinnedViews`) stay where they are at the scroll offset the inspector lays out (0);
///   sections are laid out as their header, rows and footer in order.
///
/// Reference: Apple documentation of `LazyVStack`/`LazyHStack` ("the stack is lazy … creates items only as
/// needed"); the flexible cross axis and ideal-length children as the issue and common observation describe
/// them (Spacer and layoutPriority without effect inside lazy stacks). Semantics: v2+ (iOS 14). Status:
/// documented approximation; fixtures `lazy/*`.
struct LazyStackLayout: LayoutAlgorithm {
  /// The stacking axis.
  let axis: Axis
  /// The guide children are aligned by across the axis.
  let alignment: AlignmentKey
  /// Uniform spacing, or nil for pairwise preferences.
  let spacing: Double?

  private var minor: Axis { axis.other }

  /// The gaps before each child: the same rule as `HStack`/`VStack`.
  private func gaps(_ subviews: [LayoutSubview], context: LayoutContext) -> [Double] {
    HVStack(axis: axis, alignment: alignment, spacing: spacing).gaps(subviews, context: context)
  }

  private func reason(_ crossLength: Double?) -> ProposalReason {
    .layout(
      name: axis == .vertical ? "LazyVStack" : "LazyHStack",
      detail: "ideal \(axis == .vertical ? "height" : "width"), \(LayoutNumber.format(crossLength)) across")
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    guard !subviews.isEmpty else {
      let cross = proposal[minor] ?? 0
      let size = axis == .vertical ? Size(width: cross, height: 0) : Size(width: 0, height: cross)
      return SizeDecision(size, width: .empty, height: .empty)
    }
    let gaps = gaps(subviews, context: context)
    let childProposal = ProposedViewSize(nil, along: axis, by: proposal[minor])
    var lengths = 0.0
    var widest = 0.0
    for subview in subviews {
      let size = subview.size(childProposal, context.proposer(reason(proposal[minor])))
      lengths += size[axis]
      widest = Swift.max(widest, size[minor])
    }
    let gapTotal = gaps.reduce(0, +)
    let major = lengths + gapTotal
    let cross = proposal[minor] ?? widest
    let majorRule = SizeRule.stackSum(children: lengths, gaps: gapTotal, count: subviews.count, result: major)
    let crossRule: SizeRule = proposal[minor] == nil ? .stackUnion(cross) : .proposalAccepted(cross)
    return axis == .vertical
      ? SizeDecision(Size(width: cross, height: major), width: crossRule, height: majorRule)
      : SizeDecision(Size(width: major, height: cross), width: majorRule, height: crossRule)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let gaps = gaps(subviews, context: context)
    let childProposal = ProposedViewSize(nil, along: axis, by: size[minor])
    var position = 0.0
    var placements: [SubviewPlacement] = []
    for (index, subview) in subviews.enumerated() {
      let childSize = subview.size(childProposal, context.proposer(reason(size[minor])))
      position += gaps[index]
      var origin = Point.zero
      origin[axis] = position
      origin[minor] =
        context.defaultAlignment(alignment, in: size)
        - subview.alignment(alignment, size: childSize, proposal: childProposal)
      placements.append(
        SubviewPlacement(subview: index, origin: origin, proposal: childProposal, reason: reason(size[minor])))
      position += childSize[axis]
    }
    return placements
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    HVStack(axis: axis, alignment: alignment, spacing: spacing).spacing(subviews: subviews, context: context)
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    mergedExplicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
  }
}
