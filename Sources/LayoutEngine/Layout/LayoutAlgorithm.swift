/// The one protocol every layout algorithm conforms to, in the shape of SwiftUI's `Layout`: the size that
/// fits a proposal, where to place the subviews, the spacing preferences the view reports, its explicit
/// alignment values and its layout priority.
///
/// Each layer (a bare view or a modifier) is computed by one algorithm value made for it by the pass; the
/// algorithm sees its subviews only through `LayoutSubview`, which measures through the pass's cache and
/// records every request in the event log. Algorithms are pure: the same proposal, subviews' answers and
/// context give the same result.
protocol LayoutAlgorithm {
  /// The size the layer chooses for `proposal`, with the rule that decided each axis.
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision

  /// The layer's length on `axis` for `proposal`, as stacks probe flexibility. Defaults to the size's.
  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double

  /// Where each subview goes in a layer of `size` placed with `proposal`: its origin (top-left, in the layer's
  /// coordinates) and the proposal it is placed with.
  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement]

  /// The spacing preferences the layer reports to a stack around it.
  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing

  /// The layer's own value for an alignment guide, or nil to use the guide's default.
  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double?

  /// The layer's priority in a stack.
  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double
}

extension LayoutAlgorithm {
  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    sizeThatFits(proposal, subviews: subviews, context: context).size[axis]
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing { .ordinary }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? { nil }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double { 0 }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] { [] }

  /// SwiftUI's default merge of subviews' explicit alignment values (`Layout`'s default
  /// `explicitAlignment`): each placed subview's origin plus its own value, combined by the guide's rule.
  func mergedExplicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard key.combination != .none, size.width.isFinite, size.height.isFinite else { return nil }
    let placements = placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    var values: [Double?] = []
    for placement in placements where subviews.indices.contains(placement.subview) {
      let subview = subviews[placement.subview]
      let childSize = subview.size(placement.proposal, context.proposer(placement.reason))
      values.append(
        subview.explicitAlignment(key, size: childSize, proposal: placement.proposal).map {
          placement.origin[key.axis] + $0
        })
    }
    return context.combine(values, for: key)
  }
}
