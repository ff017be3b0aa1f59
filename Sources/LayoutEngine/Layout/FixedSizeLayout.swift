/// `fixedSize()` / `fixedSize(horizontal:vertical:)`.
///
/// - Child proposal: nil on the fixed axes, the layer's own proposal on the others.
/// - Preferred size: the child's answer.
/// - Placement: the child centred in the layer, with the same proposal.
/// - Priority: the child's (forwarded).
///
/// Reference: `swiftui-semantics.md` §5.5 (OpenSwiftUI `FixedSizeLayout.swift`).
/// Semantics: all. Status: complete; fixtures `fixedsize/*`. Verification: measured M8.
struct FixedSizeLayout: UnaryLayout {
  let horizontal: Bool
  let vertical: Bool

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let reason = ProposalReason.fixedSize(horizontal: horizontal, vertical: vertical)
    let size = subviews.first?.size(childProposal(proposal), context.proposer(reason)) ?? .zero
    return SizeDecision(
      size, width: horizontal ? .idealOfChild(size.width) : .childPassthrough(size.width),
      height: vertical ? .idealOfChild(size.height) : .childPassthrough(size.height))
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    let reason = ProposalReason.fixedSize(horizontal: horizontal, vertical: vertical)
    let childProposal = childProposal(proposal)
    let childSize = child.size(childProposal, context.proposer(reason))
    let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    return SubviewPlacement(subview: 0, origin: origin, proposal: childProposal, reason: reason)
  }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    subviews.first?.priority ?? 0
  }
}
