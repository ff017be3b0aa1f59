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

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    layoutModifierPriority(subviews: subviews, context: context)
  }

  /// The priority of a layout modifier: 0, unless the `layoutPriorityPropagation` behaviour forwards the
  /// child's.
  func layoutModifierPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    guard context.environment.behaviors.layoutPriorityPropagation == .throughAllModifiers else { return 0 }
    return subviews.first?.priority ?? 0
  }

  /// The origin that puts the child's `alignment` guides on the same guides of a frame of `size`
  /// (the frame's own guides are the defaults) (OpenSwiftUI `FrameLayoutCommon`).
  func aligned(
    _ child: LayoutSubview, childSize: Size, childProposal: ProposedViewSize, in size: Size, alignment: Alignment,
    context: LayoutContext
  ) -> Point {
    let horizontal = AlignmentKey.horizontal(alignment.horizontal)
    let vertical = AlignmentKey.vertical(alignment.vertical)
    return Point(
      x: context.defaultAlignment(horizontal, in: size)
        - child.alignment(horizontal, size: childSize, proposal: childProposal),
      y: context.defaultAlignment(vertical, in: size)
        - child.alignment(vertical, size: childSize, proposal: childProposal))
  }
}

/// A modifier layer whose size is its child's for the same proposal and that places its child at its own
/// origin with that proposal (most modifiers without a layout of their own). By default it is transparent: its
/// flexibility probes, explicit alignment values (unmoved by any render-time shift of its placement) and
/// priority are its child's.
protocol ChildSizedLayout: UnaryLayout {}

extension ChildSizedLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    passThroughDecision(proposal, subviews: subviews, context: context)
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    passThroughLength(proposal, axis: axis, subviews: subviews, context: context)
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    subviews.first?.explicitAlignment(key, size: size, proposal: proposal)
  }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    subviews.first?.priority ?? 0
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    SubviewPlacement(subview: 0, origin: .zero, proposal: proposal, reason: .unchanged)
  }
}

extension LayoutAlgorithm {
  /// The first subview's answer to the same proposal, passed through.
  func passThroughDecision(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext)
    -> SizeDecision
  {
    guard let child = subviews.first else { return SizeDecision(.zero, width: .empty, height: .empty) }
    let size = child.size(proposal, context.proposer(.unchanged))
    return SizeDecision(size) { .childPassthrough($0) }
  }

  /// The first subview's length for the same proposal (layers without a layout of their own forward
  /// flexibility probes, so a Text under them still answers 0 to a zero-width probe).
  func passThroughLength(
    _ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double {
    subviews.first?.lengthThatFits(proposal, axis: axis, context.proposer(.unchanged)) ?? 0
  }
}
