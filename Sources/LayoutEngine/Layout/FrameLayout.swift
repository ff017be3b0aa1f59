/// `frame(width:height:alignment:)`: a fixed frame.
///
/// - Child proposal: the frame's width and height where given, the frame's own proposal elsewhere (sizing and
///   placement alike).
/// - Preferred size: both given: exactly (width, height), without asking the child; otherwise the given
///   dimensions and the child's answer for the others.
/// - Placement: the child's alignment guides on the frame's (default `.center`); the child may overflow.
/// - Spacing: from semantics v3 the frame resets its child's spacing on the axes it fixes.
/// - Invalid dimensions (negative, non-finite) are dropped with "Invalid frame dimension (negative or
///   non-finite)." when resolved.
///
/// Reference: `swiftui-semantics.md` §5.1 (OpenSwiftUI `FrameLayout.swift`, `_FrameLayout`).
/// Semantics: v2+ (invalid-dimension rule), v3+ (spacing reset). Status: complete; fixtures `frame/*`.
/// Verification: measured M5; derived D3.
struct FrameLayout: UnaryLayout {
  let width: Double?
  let height: Double?
  let alignment: Alignment

  /// Why the child is proposed what it is, for every call.
  private var reason: ProposalReason { .fixedFrame(width: width, height: height) }

  /// The proposer of a call to the child: the graph's one object for the layer and the reason, which is the same for
  /// every call (`LayoutPartialTree.proposer(of:_:)`).
  private func proposer(_ context: LayoutContext) -> Proposer {
    context.proposer(reason)
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    if let width, let height {
      return SizeDecision(Size(width: width, height: height), width: .fixedFrame(width), height: .fixedFrame(height))
    }
    let childSize =
      subviews.first?.size(childProposal(proposal), proposer(context)) ?? .zero
    let size = Size(width: width ?? childSize.width, height: height ?? childSize.height)
    return SizeDecision(
      size, width: width.map { .fixedFrame($0) } ?? .childPassthrough(childSize.width),
      height: height.map { .fixedFrame($0) } ?? .childPassthrough(childSize.height))
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    let childProposal = childProposal(proposal)
    let childSize = child.size(childProposal, proposer(context))
    let origin = aligned(
      child, childSize: childSize, childProposal: childProposal, in: size, alignment: alignment, context: context)
    return SubviewPlacement(subview: 0, origin: origin, proposal: childProposal, reason: reason)
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    guard let child = subviews.first else { return .ordinary }
    var spacing = child.spacing
    guard context.environment.semantics >= .v3, !child.requiresSpacingProjection else { return spacing }
    var edges: Edge.Set = []
    if height != nil { edges.formUnion(.vertical) }
    if width != nil { edges.formUnion(.horizontal) }
    spacing.reset(ViewSpacing.absoluteEdges(edges, direction: context.environment.layoutDirection))
    return spacing
  }
}
