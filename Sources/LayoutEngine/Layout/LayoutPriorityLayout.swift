import JSONCore

/// `layoutPriority(_:)`: sets the priority a stack sees.
///
/// - Child proposal, preferred size, placement: the child's, unchanged (centred with the same proposal).
/// - Priority: the given value.
///
/// Reference: `swiftui-semantics.md` §3.2, §5.9 (OpenSwiftUI `LayoutPriority.swift`).
/// Semantics: all. Status: complete; fixtures `stack/*`. Verification: qualitative M10, M15.
struct LayoutPriorityLayout: UnaryLayout {
  let priority: Double

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let size = subviews.first?.size(proposal, context.proposer(.unchanged)) ?? .zero
    return SizeDecision(size) { .childPassthrough($0) }
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    SubviewPlacement(subview: 0, origin: .zero, proposal: proposal, reason: .unchanged)
  }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double { priority }
}
