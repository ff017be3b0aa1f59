/// `ScrollView(axes) { content }`.
///
/// - Child proposal: nil (unspecified) along each scroll axis, the scroll view's own proposal on the other
///   axis; several views stack in an implicit VStack whatever the axes (as at the root).
/// - Preferred size: along a scroll axis the proposal (greedy), or the content's length when proposed nil;
///   across the scroll axes the content's length.
/// - Placement: the content is placed with the same proposal, centred across the scroll axes (where it is as
///   long as the scroll view) and at the leading/top edge along them (scrolled to the start). Content shorter
///   than the viewport along a scroll axis sits at its start by default; the `scrollViewContentAlignment`
///   behaviour can centre it.
/// - Preferences pass through (`swiftui-semantics.md` §6.3.3).
///
/// Reference: `swiftui-semantics.md` §5.8, §6.3.3, §8.1 D6; SwiftUI Field Guide "ScrollView" [fg-scroll] (the
/// scroll view accepts the proposal along its axis, becomes its content's size across it, and proposes nil
/// along the scroll axes); UIKit `UIScrollView.contentAlignmentPoint` (default (0, 0): small content at the
/// top-leading corner). Semantics: v2+. Status: complete for sizes; no scrolling offsets, no indicators (they
/// take no space). Verification: derived (fixtures `scroll/*`).
struct ScrollViewLayout: LayoutAlgorithm {
  let axes: AxisSet

  private var stack: HVStack {
    HVStack(axis: .vertical, alignment: .horizontal(.center), spacing: nil, isImplicit: true)
  }

  /// The content's proposal: nil along the scroll axes, the scroll view's elsewhere.
  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.horizontal ? nil : proposal.width, height: axes.vertical ? nil : proposal.height)
  }

  private var reason: ProposalReason { .scrollViewContent(axes: axes) }

  /// The content's size for the scroll view's `proposal`, with the rule per axis of a content-sized length.
  private func content(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext)
    -> SizeDecision
  {
    let inner = contentProposal(proposal)
    if subviews.count == 1, let only = subviews.first {
      let size = only.size(inner, context.proposer(reason))
      return SizeDecision(size) { .childPassthrough($0) }
    }
    return stack.sizeThatFits(inner, subviews: subviews, context: context)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    guard !subviews.isEmpty else {
      let size = Size(
        width: axes.horizontal ? proposal.width ?? 0 : 0, height: axes.vertical ? proposal.height ?? 0 : 0)
      return SizeDecision(
        size, width: Self.rule(size.width, greedy: axes.horizontal && proposal.width != nil, otherwise: .empty),
        height: Self.rule(size.height, greedy: axes.vertical && proposal.height != nil, otherwise: .empty))
    }
    let content = content(proposal, subviews: subviews, context: context)
    var size = content.size
    var widthRule = content.widthRule
    var heightRule = content.heightRule
    if axes.horizontal, let width = proposal.width {
      size.width = width
      widthRule = .scrollViewGreedy(width)
    }
    if axes.vertical, let height = proposal.height {
      size.height = height
      heightRule = .scrollViewGreedy(height)
    }
    return SizeDecision(size, width: widthRule, height: heightRule)
  }

  private static func rule(_ length: Double, greedy: Bool, otherwise: SizeRule) -> SizeRule {
    greedy ? .scrollViewGreedy(length) : otherwise
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    guard !subviews.isEmpty else { return [] }
    let inner = contentProposal(proposal)
    let contentSize = content(proposal, subviews: subviews, context: context).size
    let centresSmallContent = context.environment.behaviors.scrollViewContentAlignment == .center
    if axes.horizontal || axes.vertical { context.readBehavior("scrollViewContentAlignment") }
    var origin = Point.zero
    for axis in [Axis.horizontal, .vertical] {
      let room = size[axis] - contentSize[axis]
      if axes.contains(axis) {
        // Scrolled to the start: content longer than the viewport begins at its leading/top edge.
        origin[axis] = centresSmallContent && room > 0 ? room / 2 : 0
      } else {
        origin[axis] = room / 2
      }
    }
    if subviews.count == 1 {
      return [SubviewPlacement(subview: 0, origin: origin, proposal: inner, reason: reason)]
    }
    let stackSize = contentSize
    return stack.placeSubviews(in: stackSize, proposal: inner, subviews: subviews, context: context).map {
      var placement = $0
      placement.origin = Point(x: placement.origin.x + origin.x, y: placement.origin.y + origin.y)
      return placement
    }
  }
}
