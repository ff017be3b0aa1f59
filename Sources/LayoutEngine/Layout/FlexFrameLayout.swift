/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a flexible frame.
///
/// Bounds are normalised when resolved (min < 0 → 0, ideal raised to min, max raised to ideal), with
/// SwiftUI's warnings "Contradictory frame constraints specified." and "Invalid frame dimension (negative or
/// non-finite).".
///
/// - Child proposal (sizing): per axis, the frame's proposal, or its ideal when the proposal is nil, clamped
///   to [min, max]; nil stays nil.
/// - Preferred size, per axis: proposed a length with both min and max given (min ≤ max): the proposal
///   clamped to [min, max] without asking the child; proposed nil with an ideal: the ideal; otherwise the
///   child's length l for the child proposal c: with only min, `max(min, min(c ?? ∞, l))`; with only max,
///   `min(max, max(c ?? −∞, l))`; with both, l clamped; with neither, l.
/// - Child proposal (placement): before v5 the frame's final size; from v5 (`FlexFrameIdealSizing`) the same,
///   except an axis becomes nil when it has no ideal, the frame was proposed nil there and its size lies
///   strictly between min and max.
/// - Placement: the child's alignment guides on the frame's (default `.center`).
/// - Spacing: from v3 the frame resets its child's spacing on each axis that has a bound.
///
/// Reference: `swiftui-semantics.md` §5.2 (OpenSwiftUI `FrameLayout.swift` `_FlexFrameLayout`; the
/// normalisation verified against the real binary by OpenSwiftUI's dual tests).
/// Semantics: v5+ placement rule by default. Status: complete; fixtures `frame/*`. Verification: verified
/// V1–V4; measured M2; derived D4, D5, D8.
struct FlexFrameLayout: UnaryLayout {
  let bounds: FlexFrameValues

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    func dimension(_ axis: Axis) -> Double? {
      guard let value = proposal[axis] ?? bounds.ideal(axis) else { return nil }
      return Swift.min(Swift.max(value, bounds.min(axis) ?? -.infinity), bounds.max(axis) ?? .infinity)
    }
    return ProposedViewSize(width: dimension(.horizontal), height: dimension(.vertical))
  }

  /// The frame's length on `axis` when it does not need its child; nil otherwise.
  private func ownLength(_ axis: Axis, _ proposal: ProposedViewSize) -> (Double, SizeRule)? {
    if let proposed = proposal[axis] {
      guard let low = bounds.min(axis), let high = bounds.max(axis), low <= high else { return nil }
      let value = Swift.min(Swift.max(proposed, low), high)
      return (value, .flexibleFrameClampedProposal(proposal: proposed, min: low, max: high, result: value))
    }
    return bounds.ideal(axis).map { ($0, .flexibleFrameIdeal($0)) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let width = ownLength(.horizontal, proposal)
    let height = ownLength(.vertical, proposal)
    if let width, let height {
      return SizeDecision(Size(width: width.0, height: height.0), width: width.1, height: height.1)
    }
    let childProposal = childProposal(proposal)
    let childSize = subviews.first?.size(childProposal, context.proposer(.flexibleFrame)) ?? .zero
    func resolved(_ axis: Axis) -> (Double, SizeRule) {
      if let own = axis == .horizontal ? width : height { return own }
      let length = childSize[axis]
      let low = bounds.min(axis)
      let high = bounds.max(axis)
      let value: Double
      switch (low, high) {
      case (let low?, let high?) where low <= high:
        value = Swift.min(Swift.max(low, length), high)
      case (let low?, nil):
        value = Swift.max(Swift.min(childProposal[axis] ?? .infinity, length), low)
      case (nil, let high?):
        value = Swift.min(Swift.max(childProposal[axis] ?? -.infinity, length), high)
      default:
        value = length
      }
      return (
        value, .flexibleFrameChild(child: length, min: low, max: high, proposal: childProposal[axis], result: value)
      )
    }
    let w = resolved(.horizontal)
    let h = resolved(.vertical)
    return SizeDecision(Size(width: w.0, height: h.0), width: w.1, height: h.1)
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    var childProposal = ProposedViewSize(size)
    if context.environment.semantics >= .v5 {
      for axis in Axis.allCases {
        let value = size[axis]
        if bounds.ideal(axis) == nil, proposal[axis] == nil, (bounds.min(axis) ?? -.infinity) < value,
          value < (bounds.max(axis) ?? .infinity)
        {
          childProposal[axis] = nil
        }
      }
    }
    let childSize = child.size(childProposal, context.proposer(.flexibleFramePlacement))
    let origin = aligned(
      child, childSize: childSize, childProposal: childProposal, in: size, alignment: bounds.alignment,
      context: context)
    return SubviewPlacement(subview: 0, origin: origin, proposal: childProposal, reason: .flexibleFramePlacement)
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    guard let child = subviews.first else { return .ordinary }
    var spacing = child.spacing
    guard context.environment.semantics >= .v3, !child.requiresSpacingProjection else { return spacing }
    var edges: Edge.Set = []
    if bounds.minHeight != nil || bounds.idealHeight != nil || bounds.maxHeight != nil { edges.formUnion(.vertical) }
    if bounds.minWidth != nil || bounds.idealWidth != nil || bounds.maxWidth != nil { edges.formUnion(.horizontal) }
    spacing.reset(ViewSpacing.absoluteEdges(edges, direction: context.environment.layoutDirection))
    return spacing
  }
}
