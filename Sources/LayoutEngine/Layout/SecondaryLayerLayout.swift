/// `background` and `overlay` (and the preference-value layers): a primary view with secondary views drawn
/// behind or in front of it.
///
/// - Child proposal: the primary gets the layer's own proposal; the secondary views are proposed exactly the
///   primary's final size (several secondary views stack like a ZStack, from v3: each is then proposed the
///   ZStack's size, the largest of their answers).
/// - Preferred size: the primary's; the secondary views never affect layout.
/// - Placement: the primary at the origin; each secondary view's alignment point on the primary's (default
///   `.center`, the primary's explicit guides such as text baselines included). Secondary views may be
///   larger than the primary.
/// - Spacing, priority, alignment values: the primary's.
///
/// Reference: `swiftui-semantics.md` §5.4 (OpenSwiftUI `OverlayModifier.swift`, `SecondaryLayerGeometryQuery`).
/// Semantics: v3+ (depth-wise secondary layers). Status: complete; fixtures `background/*`. Verification:
/// derived D3.
struct SecondaryLayerLayout: LayoutAlgorithm {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    passThroughDecision(proposal, subviews: subviews, context: context)
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    passThroughLength(proposal, axis: axis, subviews: subviews, context: context)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    guard let primary = subviews.first else { return [] }
    var result = [SubviewPlacement(subview: 0, origin: .zero, proposal: proposal, reason: .unchanged)]
    let secondaries = subviews.dropFirst()
    guard !secondaries.isEmpty else { return result }
    let horizontal = AlignmentKey.horizontal(alignment.horizontal)
    let vertical = AlignmentKey.vertical(alignment.vertical)
    let primaryGuide = Point(
      x: primary.alignment(horizontal, size: size, proposal: proposal),
      y: primary.alignment(vertical, size: size, proposal: proposal))
    let reason = ProposalReason.secondaryPrimarySize(size)
    var secondaryProposal = ProposedViewSize(size)
    if secondaries.count > 1 {
      // Several views form a ZStack proposed the primary's size; each is then proposed the ZStack's size.
      let top = secondaries.map(\.priority).max() ?? 0
      var stackSize = Size.zero
      for secondary in secondaries where secondary.priority == top {
        let childSize = secondary.size(ProposedViewSize(size), context.proposer(reason))
        stackSize.width = Swift.max(stackSize.width, childSize.width)
        stackSize.height = Swift.max(stackSize.height, childSize.height)
      }
      secondaryProposal = ProposedViewSize(stackSize)
    }
    for (index, secondary) in secondaries.enumerated() {
      let childSize = secondary.size(secondaryProposal, context.proposer(reason))
      let origin = Point(
        x: primaryGuide.x - secondary.alignment(horizontal, size: childSize, proposal: secondaryProposal),
        y: primaryGuide.y - secondary.alignment(vertical, size: childSize, proposal: secondaryProposal))
      result.append(
        SubviewPlacement(subview: index + 1, origin: origin, proposal: secondaryProposal, reason: reason))
    }
    return result
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    subviews.first?.spacing ?? .ordinary
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    subviews.first?.explicitAlignment(key, size: size, proposal: proposal)
  }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    subviews.first?.priority ?? 0
  }
}
