/// `Button`: the size of its label (automatic style outside a List: borderless, no padding). `Link`, `Menu` and
/// `NavigationLink` are laid out as such buttons (their label; a `Menu`'s items and a `NavigationLink`'s
/// destination are not on screen). A `NavigationLink` in a `List` row shows a disclosure chevron that is not laid
/// out here: unmeasured, so the row's content is proposed the whole row width.
///
/// - Preferred size: a title label is a `Text` of the title; a content label is its single view, or several
///   views in an implicit VStack; plus the `buttonLabelPadding` behaviour (0) on every edge.
/// - Spacing, alignment: the label's.
///
/// Reference: `control-sizes.md` §5, §9.8. Semantics: all. Status: approximation; fixtures `controls/*`.
/// Verification: measured control-sizes 5.1 (label size only).
struct ButtonLayout: LayoutAlgorithm {
  let title: String?

  private var label: any LayoutAlgorithm {
    if let title { return TextLayout(text: title) }
    return ImplicitContainerLayout()
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let padding = context.environment.behaviors.buttonLabelPadding
    guard padding != 0 else { return label.sizeThatFits(proposal, subviews: subviews, context: context) }
    context.readBehavior("buttonLabelPadding")
    let insets = EdgeInsets(padding)
    let inner = label.sizeThatFits(proposal.inset(by: insets), subviews: subviews, context: context)
    let size = Size(width: inner.size.width + 2 * padding, height: inner.size.height + 2 * padding)
    return SizeDecision(
      size, width: .paddingChildPlusInsets(child: inner.size.width, insets: 2 * padding, result: size.width),
      height: .paddingChildPlusInsets(child: inner.size.height, insets: 2 * padding, result: size.height))
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    label.lengthThatFits(proposal, axis: axis, subviews: subviews, context: context)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let padding = context.environment.behaviors.buttonLabelPadding
    let inner = Size(width: size.width - 2 * padding, height: size.height - 2 * padding)
    return label.placeSubviews(
      in: inner, proposal: proposal.inset(by: EdgeInsets(padding)), subviews: subviews, context: context
    )
    .map { placement in
      var moved = placement
      moved.origin = Point(x: placement.origin.x + padding, y: placement.origin.y + padding)
      return moved
    }
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    label.spacing(subviews: subviews, context: context)
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    let padding = context.environment.behaviors.buttonLabelPadding
    let inner = Size(width: size.width - 2 * padding, height: size.height - 2 * padding)
    return label.explicitAlignment(
      key, in: inner, proposal: proposal.inset(by: EdgeInsets(padding)), subviews: subviews, context: context
    ).map { $0 + padding }
  }
}
