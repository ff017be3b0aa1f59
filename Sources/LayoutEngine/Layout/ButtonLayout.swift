/// `Button`: the size of its label, plus the padding of its style. The automatic style outside a List is
/// borderless: no padding. `Link`, `Menu` and `NavigationLink` are laid out as such buttons (their label; a
/// `Menu`'s items and a `NavigationLink`'s destination are not on screen), and take `buttonStyle` as a `Button`
/// does (assumed for `Menu`, unverified). A `NavigationLink` in a `List` row shows a disclosure chevron that is
/// not laid out here: unmeasured, so the row's content is proposed the whole row width.
///
/// - Preferred size: a title label is a `Text` of the title; a content label is its single view, or several
///   views in an implicit VStack; plus the `buttonLabelPadding` behaviour (0) on every edge, plus, for the
///   `bordered`, `borderedProminent`, `glass` and `glassProminent` styles, the `borderedButtonPadding`
///   behaviour (12 a side, 7 above and below: unmeasured) at the regular control size, and `controlMetrics`'
///   `smallButtonPadding` (`controlSize(.small)`, `.mini`: 10 and 5) or `largeButtonPadding` (`.large`,
///   `.extraLarge`: 20 and 14) at the others, chosen and unmeasured; the smaller font of small and mini buttons is
///   not modelled. `plain` and `borderless` add nothing, at any control size.
/// - Child proposal: the proposal shrunk by the padding, as `padding` shrinks it.
/// - Spacing, alignment: the label's; a bordered style resets its edges to an ordinary view's from v2, as
///   `padding` does.
///
/// Reference: `control-sizes.md` §5, §9.8; Apple's documentation of `PrimitiveButtonStyle`'s built-in styles.
/// Semantics: all. Status: approximation; fixtures `controls/*`. Verification: measured control-sizes 5.1 (a
/// borderless button's label size only); the bordered padding is not measured.
struct ButtonLayout: LayoutAlgorithm {
  let title: String?

  private var label: any LayoutAlgorithm {
    if let title { return TextLayout(text: title) }
    return ImplicitContainerLayout()
  }

  /// The styles that draw a shape around the label, and so pad it.
  private static let borderedStyles: Set<String> = ["bordered", "borderedProminent", "glass", "glassProminent"]

  /// The padding between the button's edges and its label's, from the environment's style and behaviours.
  private func insets(_ context: LayoutContext) -> EdgeInsets {
    let environment = context.environment
    let padding = environment.behaviors.buttonLabelPadding
    guard Self.borderedStyles.contains(environment.controlStyles.buttonStyle) else { return EdgeInsets(padding) }
    let bordered = Self.borderedPadding(environment)
    return EdgeInsets(
      top: padding + bordered.vertical, leading: padding + bordered.horizontal, bottom: padding + bordered.vertical,
      trailing: padding + bordered.horizontal)
  }

  /// A bordered style's padding at the environment's control size: `borderedButtonPadding` at the regular size,
  /// `ControlMetrics`' small or large padding at the others.
  private static func borderedPadding(_ environment: LayoutEnvironment) -> LayoutBehaviors.BorderedButtonPadding {
    switch environment.controlStyles.controlSizeClass {
    case .small: return environment.behaviors.controlMetrics.smallButtonPadding
    case .large: return environment.behaviors.controlMetrics.largeButtonPadding
    case .regular: return environment.behaviors.borderedButtonPadding
    }
  }

  /// The label inside the style's padding.
  private func padded(_ context: LayoutContext) -> InsetContent {
    InsetContent(insets: insets(context), content: label)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let style = context.environment.controlStyles.buttonStyle
    if style != "automatic" { context.readEnvironment("buttonStyle", "." + style) }
    let insets = insets(context)
    guard insets != EdgeInsets() else { return label.sizeThatFits(proposal, subviews: subviews, context: context) }
    if context.environment.behaviors.buttonLabelPadding != 0 { context.readBehavior("buttonLabelPadding") }
    if Self.borderedStyles.contains(style) {
      let styles = context.environment.controlStyles
      if styles.controlSizeClass == .regular {
        context.readBehavior("borderedButtonPadding")
      } else {
        context.readEnvironment("controlSize", "." + styles.controlSize)
        context.readBehavior("controlMetrics")
      }
    }
    return InsetContent(insets: insets, content: label).sizeThatFits(proposal, subviews: subviews, context: context)
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
    var spacing = label.spacing(subviews: subviews, context: context)
    let environment = context.environment
    if environment.semantics >= .v2, Self.borderedStyles.contains(environment.controlStyles.buttonStyle) {
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
