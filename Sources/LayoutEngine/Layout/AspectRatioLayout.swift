/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: the child proposed a size of the given
/// ratio that fits or fills the proposal.
///
/// - Child proposal: a nil × nil proposal is passed on unchanged. Otherwise a size of the ratio (the given one,
///   or the child's ideal size's when none is given; a square when the two sides are equal) scaled by the
///   smaller (`.fit`) or larger (`.fill`) of proposal ÷ side over the proposed axes; an unproposed axis scales by
///   ∞, so `.fit` follows the proposed axis and `.fill` proposes ∞ × ∞.
/// - Preferred size: the child's answer to that proposal (a resizable view takes it exactly).
/// - Placement: the child, proposed the same, centred in the layer.
///
/// Reference: Apple documentation of `aspectRatio(_:contentMode:)` (the 3:4 ellipse in a 200 × 200 frame),
/// `scaledToFit()`; OpenSwiftUI `AspectRatioLayout.swift` (`_AspectRatioLayout`, status complete).
/// Semantics: all. Status: complete; fixtures `aspect/*`.
struct AspectRatioLayout: UnaryLayout {
  /// Width ÷ height, or nil for the child's ideal aspect ratio.
  let ratio: Double?
  /// Fill (larger scale) rather than fit.
  let fills: Bool

  /// The proposal the child gets for `proposal`.
  func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext) -> ProposedViewSize {
    guard proposal.width != nil || proposal.height != nil else { return proposal }
    var side: Size
    if let ratio {
      side = Size(width: ratio, height: 1)
    } else {
      side = child.size(
        .unspecified, context.proposer(.layout(name: "aspectRatio", detail: "ideal size for the ratio")))
    }
    if side.width == side.height { side = Size(width: 1, height: 1) }
    func scale(_ target: Double?, _ length: Double) -> Double {
      guard let target, length != 0 || target != 0 else { return .infinity }
      return target / length
    }
    let horizontal = scale(proposal.width, side.width)
    let vertical = scale(proposal.height, side.height)
    let factor = fills ? Swift.max(horizontal, vertical) : Swift.min(horizontal, vertical)
    return ProposedViewSize(width: side.width * factor, height: side.height * factor)
  }

  private func reason(_ proposal: ProposedViewSize) -> ProposalReason {
    let ratioText = ratio.map { LayoutNumber.format($0) } ?? "the ideal size's"
    return .layout(
      name: "aspectRatio",
      detail: "ratio \(ratioText) \(fills ? "filling" : "fitting") \(LayoutNumber.format(proposal.width)) × "
        + LayoutNumber.format(proposal.height))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    guard let child = subviews.first else { return SizeDecision(.zero, width: .empty, height: .empty) }
    let size = child.size(childProposal(proposal, child: child, context: context), context.proposer(reason(proposal)))
    return SizeDecision(size) { .childPassthrough($0) }
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    let offered = childProposal(proposal, child: child, context: context)
    let childSize = child.size(offered, context.proposer(reason(proposal)))
    return SubviewPlacement(
      subview: 0,
      origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
      proposal: offered, reason: reason(proposal))
  }
}
