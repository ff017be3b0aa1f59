/// `GroupBox`: its label above its content, inside a drawn box. The default style on iOS is laid out as
/// `VStack(alignment: .leading) { label; content }.padding(groupBoxPadding)`, the box drawn behind the padded stack.
///
/// - Subviews: the label (the decoder makes its title a `Text` in the `.headline` font, or sets a `label`'s views
///   in a `VStack(alignment: .leading)` with that font), then the content's views.
/// - Preferred size: the stack's size plus the `controlMetrics` behaviour's `groupBoxPadding` (16) on every edge.
/// - Child proposal: the proposal shrunk by the padding, as `padding` shrinks it.
/// - Placement: the stack at (padding, padding); spacing between label and content the stack's default.
/// - Spacing: the stack's, every edge reset to an ordinary view's from v2, as `padding` does.
///
/// Reference: Apple's documentation of `GroupBox` and `DefaultGroupBoxStyle` (a styled box around a label and
/// content; the label in a bold text style). Semantics: iOS 14+. Status: documented approximation; the inset, the
/// label font and the gap between label and content are unmeasured; fixture `controls/group_box`.
struct GroupBoxLayout: LayoutAlgorithm {
  private let stack = HVStack(axis: .vertical, alignment: .horizontal(.leading), spacing: nil)

  private func insets(_ context: LayoutContext) -> EdgeInsets {
    EdgeInsets(context.environment.behaviors.controlMetrics.groupBoxPadding)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    context.readBehavior("controlMetrics")
    let insets = insets(context)
    let inner = stack.sizeThatFits(proposal.inset(by: insets), subviews: subviews, context: context)
    let size = Size(width: inner.size.width + insets.horizontal, height: inner.size.height + insets.vertical)
    return SizeDecision(
      size, width: .paddingChildPlusInsets(child: inner.size.width, insets: insets.horizontal, result: size.width),
      height: .paddingChildPlusInsets(child: inner.size.height, insets: insets.vertical, result: size.height))
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    let insets = insets(context)
    let length = stack.lengthThatFits(proposal.inset(by: insets), axis: axis, subviews: subviews, context: context)
    return length + (axis == .horizontal ? insets.horizontal : insets.vertical)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let insets = insets(context)
    let inner = Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)
    return stack.placeSubviews(in: inner, proposal: proposal.inset(by: insets), subviews: subviews, context: context)
      .map { placement in
        var moved = placement
        moved.origin = Point(x: placement.origin.x + insets.leading, y: placement.origin.y + insets.top)
        return moved
      }
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    var spacing = stack.spacing(subviews: subviews, context: context)
    let environment = context.environment
    if environment.semantics >= .v2 {
      spacing.reset(ViewSpacing.absoluteEdges(.all, direction: environment.layoutDirection))
    }
    return spacing
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    let insets = insets(context)
    let inner = Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)
    return stack.explicitAlignment(
      key, in: inner, proposal: proposal.inset(by: insets), subviews: subviews, context: context
    ).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
  }
}
