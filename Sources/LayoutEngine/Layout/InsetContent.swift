/// A layout's subviews laid out by `content` inside `insets`, as `padding` lays out its child: the proposal shrunk
/// by the insets, the size grown by them, placements and alignment guides moved by the leading and top ones.
/// `ButtonLayout` lays out a bordered style's label through it, `GroupBoxLayout` its stack inside the box.
struct InsetContent {
  let insets: EdgeInsets
  let content: any LayoutAlgorithm

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let inner = content.sizeThatFits(proposal.inset(by: insets), subviews: subviews, context: context)
    let size = Size(width: inner.size.width + insets.horizontal, height: inner.size.height + insets.vertical)
    return SizeDecision(
      size, width: .paddingChildPlusInsets(child: inner.size.width, insets: insets.horizontal, result: size.width),
      height: .paddingChildPlusInsets(child: inner.size.height, insets: insets.vertical, result: size.height))
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    let length = content.lengthThatFits(proposal.inset(by: insets), axis: axis, subviews: subviews, context: context)
    return length + (axis == .horizontal ? insets.horizontal : insets.vertical)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let inner = Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)
    return content.placeSubviews(in: inner, proposal: proposal.inset(by: insets), subviews: subviews, context: context)
      .map { placement in
        var moved = placement
        moved.origin = Point(x: placement.origin.x + insets.leading, y: placement.origin.y + insets.top)
        return moved
      }
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    let inner = Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)
    return content.explicitAlignment(
      key, in: inner, proposal: proposal.inset(by: insets), subviews: subviews, context: context
    ).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
  }
}
