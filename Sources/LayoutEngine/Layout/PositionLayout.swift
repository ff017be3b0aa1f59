/// `position(x:y:)`.
///
/// - Preferred size: the whole proposal; a nil dimension falls back to the child's length for that proposal.
/// - Child proposal (placement): the layer's own size.
/// - Placement: the child's centre at (x, y) in the layer's coordinates.
/// - Spacing: from v3 an ordinary view's.
///
/// Reference: `swiftui-semantics.md` §5.7 (OpenSwiftUI `PositionLayout.swift`).
/// Semantics: v3+ spacing. Status: complete; fixtures `modifiers/*`.
struct PositionLayout: UnaryLayout {
  let x: Double
  let y: Double

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    if let width = proposal.width, let height = proposal.height {
      return SizeDecision(Size(width: width, height: height)) { .positionGreedy($0) }
    }
    let childSize = subviews.first?.size(proposal, context.proposer(.unchanged)) ?? .zero
    let size = Size(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    return SizeDecision(
      size, width: proposal.width.map { .positionGreedy($0) } ?? .positionChild(childSize.width),
      height: proposal.height.map { .positionGreedy($0) } ?? .positionChild(childSize.height))
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    let childProposal = ProposedViewSize(size)
    let reason = ProposalReason.positionSize(size)
    let childSize = child.size(childProposal, context.proposer(reason))
    return SubviewPlacement(
      subview: 0, origin: Point(x: x - childSize.width / 2, y: y - childSize.height / 2), proposal: childProposal,
      reason: reason)
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    context.environment.semantics >= .v3 ? .ordinary : (subviews.first?.spacing ?? .ordinary)
  }
}
