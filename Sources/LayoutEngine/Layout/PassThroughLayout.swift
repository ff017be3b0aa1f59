/// A modifier without a layout of its own (`font`, `lineLimit`, `hidden`, `border`, `clipped`,
/// `coordinateSpace`, the preference modifiers, `onChange`): the child's size, spacing, alignment and
/// priority pass through, and the child is placed at its origin with the same proposal.
///
/// - Child proposal: the layer's own.
/// - Preferred size: the child's.
///
/// Reference: `swiftui-semantics.md` §5.4.5 (border), §6 (preferences: no layout effect).
/// Semantics: all. Status: complete; fixtures `modifiers/*`.
struct PassThroughLayout: UnaryLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    guard let child = subviews.first else { return SizeDecision(.zero, width: .empty, height: .empty) }
    let measurement = child.measure(proposal, context.proposer(.unchanged))
    return SizeDecision(measurement.size) { .childPassthrough($0) }
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    subviews.first?.lengthThatFits(proposal, axis: axis, context.proposer(.unchanged)) ?? 0
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    SubviewPlacement(subview: 0, origin: .zero, proposal: proposal, reason: .unchanged)
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    subviews.first?.spacing ?? .ordinary
  }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    subviews.first?.priority ?? 0
  }
}
