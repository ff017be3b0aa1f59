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

  /// The stack inside the box's inset.
  private func padded(_ context: LayoutContext) -> InsetContent {
    InsetContent(insets: EdgeInsets(context.environment.behaviors.controlMetrics.groupBoxPadding), content: stack)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    context.readBehavior("controlMetrics")
    return padded(context).sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    padded(context).lengthThatFits(proposal, axis: axis, subviews: subviews, context: context)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    padded(context).placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
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
    padded(context).explicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
  }
}
