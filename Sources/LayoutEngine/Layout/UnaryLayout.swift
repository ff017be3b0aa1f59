/// A layout with exactly one child (every modifier layer): it places its child once, and its explicit
/// alignment values are the child's, moved by where it placed the child (OpenSwiftUI `UnaryLayoutEngine`).
protocol UnaryLayout: LayoutAlgorithm {
  /// Where the child goes in a layer of `size` placed with `proposal`.
  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
}

extension UnaryLayout {
  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    guard let child = subviews.first else { return [] }
    return [placement(in: size, proposal: proposal, child: child, context: context)]
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard let child = subviews.first else { return nil }
    let placement = placement(in: size, proposal: proposal, child: child, context: context)
    let childSize = child.size(placement.proposal, context.proposer(placement.reason))
    return child.explicitAlignment(key, size: childSize, proposal: placement.proposal).map {
      placement.origin[key.axis] + $0
    }
  }

  /// A layout modifier reports its child's spacing unless it says otherwise.
  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    subviews.first?.spacing ?? .ordinary
  }

  /// The priority of a layout modifier: 0, unless the `layoutPriorityPropagation` behaviour forwards the
  /// child's.
  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    guard context.environment.behaviors.layoutPriorityPropagation == .throughAllModifiers else { return 0 }
    return subviews.first?.priority ?? 0
  }

  /// The origin that puts the child's `alignment` guides on the same guides of a frame of `size`
  /// (the frame's own guides are the defaults) (OpenSwiftUI `FrameLayoutCommon`).
  func aligned(
    _ child: LayoutSubview, childSize: Size, childProposal: ProposedViewSize, in size: Size, alignment: Alignment
  ) -> Point {
    let horizontal = AlignmentKey.horizontal(alignment.horizontal)
    let vertical = AlignmentKey.vertical(alignment.vertical)
    return Point(
      x: horizontal.defaultValue(in: size) - child.alignment(horizontal, size: childSize, proposal: childProposal),
      y: vertical.defaultValue(in: size) - child.alignment(vertical, size: childSize, proposal: childProposal))
  }
}
