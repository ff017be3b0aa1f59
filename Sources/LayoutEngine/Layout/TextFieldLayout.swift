/// `TextField` and `SecureField` (automatic style, and `.roundedBorder`): a documented approximation.
///
/// - Preferred size: the proposed width (greedy: in an HStack it is the most flexible child and gets the
///   remainder); proposed nil, the width of its text, or of its title when the text is empty (behaviour
///   `textFieldIdealWidth`). Height: one text line plus the style's insets (behaviour `textFieldHeight`): up to
///   semantics v6 `floor_to_pixel(lineHeight + 2)` (22.0 at body @3x), on v7 `floor_to_pixel(lineHeight ×
///   19.667 / 20.287)` (19.667 at body); `.roundedBorder` adds `roundedBorderExtraHeight` (12, giving 34).
/// - Spacing: an ordinary view's (control pairs in a VStack are 8 apart).
///
/// Reference: `control-sizes.md` §1, §9.1–9.3 (measured printouts and snapshots); `swiftui-semantics.md` §4.
/// Semantics: v2–v6 and v7 heights. Status: approximation; fixtures `controls/*`. Verification: measured
/// control-sizes 1.1–1.4 (heights), 4.2 (gaps).
struct TextFieldLayout: LayoutAlgorithm {
  let title: String
  let text: String
  let isRoundedBorder: Bool

  /// SwiftUI's iOS 26 field height at body (19.667) over the body line height (20.287).
  static let iOS26HeightRatio = (59.0 / 3.0) / (17.0 * 2444.0 / 2048.0)

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let environment = context.environment
    let grid = context.pixelGrid
    let font = environment.font
    context.readEnvironment("font", font.description)
    context.readBehavior("textFieldHeight")
    let lineHeight = context.computation.lineHeight(font, context: context)
    var height =
      environment.behaviors.textFieldHeight
      ?? (environment.semantics >= .v7 ? grid.floor(lineHeight * Self.iOS26HeightRatio) : grid.floor(lineHeight + 2))
    if isRoundedBorder {
      context.readBehavior("roundedBorderExtraHeight")
      height += environment.behaviors.roundedBorderExtraHeight
    }
    let widthRule: SizeRule
    let width: Double
    if let proposed = proposal.width {
      width = proposed
      widthRule = .textFieldGreedy(proposed)
    } else {
      context.readBehavior("textFieldIdealWidth")
      let shown = text.isEmpty ? title : text
      if let fixed = environment.behaviors.textFieldIdealWidth {
        width = fixed
      } else {
        let measurement = context.computation.measureText(.init(text: shown, font: font), context: context)
        width = grid.ceil(measurement.width)
      }
      widthRule = .textFieldIdealWidth(text: shown, result: width)
    }
    return SizeDecision(
      Size(width: width, height: height), width: widthRule,
      height: .textFieldHeight(lineHeight: lineHeight, result: height))
  }
}

/// `Button`: the size of its label (automatic style outside a List: borderless, no padding).
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
