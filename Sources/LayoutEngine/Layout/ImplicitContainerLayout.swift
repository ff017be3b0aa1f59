/// Several views where SwiftUI expects one (a Button's label, the root of a tree): one view passes
/// through; several stack in an implicit VStack with default spacing and centre alignment.
///
/// Reference: `swiftui-semantics.md` §5.4.3 (implicit root type). Status: complete.
struct ImplicitContainerLayout: LayoutAlgorithm {
  private var stack: HVStack {
    HVStack(axis: .vertical, alignment: .horizontal(.center), spacing: nil, isImplicit: true)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    if subviews.count == 1, let only = subviews.first {
      let measurement = only.measure(proposal, context.proposer(.unchanged))
      return SizeDecision(measurement.size) { .childPassthrough($0) }
    }
    return stack.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    if subviews.count == 1 {
      return [SubviewPlacement(subview: 0, origin: .zero, proposal: proposal, reason: .unchanged)]
    }
    return stack.placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    subviews.count == 1 ? subviews[0].spacing : stack.spacing(subviews: subviews, context: context)
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    if subviews.count == 1 { return subviews[0].explicitAlignment(key, size: size, proposal: proposal) }
    return stack.explicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
  }
}
