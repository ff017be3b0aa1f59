/// `padding(_:_:)` and `padding(_ insets:)`.
///
/// - Child proposal: the proposal shrunk by the insets, each specified dimension `max(0, p − insets)`; nil
///   stays nil (sizing and placement alike).
/// - Preferred size: the child's size plus the insets (negative insets subtract).
/// - Placement: the child at (leading, top).
/// - Spacing: from v2 the edges with a non-zero inset are reset to an ordinary view's.
/// - `padding()` without a length uses the platform default: 16 on iOS.
/// - `safeAreaPadding` is laid out by this layout too; its insets also grow the safe area inside
///   (`SafeAreaGeometry.swift`).
///
/// Reference: `swiftui-semantics.md` §5.3 (OpenSwiftUI `PaddingLayout.swift`, audited for 6.5.4).
/// Semantics: v2+ spacing reset. Status: complete; fixtures `padding/*`. Verification: derived D3.
struct PaddingLayout: UnaryLayout {
  let insets: EdgeInsets

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let childSize = subviews.first?.size(proposal.inset(by: insets), context.proposer(.padding(insets))) ?? .zero
    let size = Size(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical)
    return SizeDecision(
      size,
      width: .paddingChildPlusInsets(child: childSize.width, insets: insets.horizontal, result: size.width),
      height: .paddingChildPlusInsets(child: childSize.height, insets: insets.vertical, result: size.height))
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    SubviewPlacement(
      subview: 0, origin: Point(x: insets.leading, y: insets.top), proposal: proposal.inset(by: insets),
      reason: .padding(insets))
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    guard let child = subviews.first else { return .ordinary }
    var spacing = child.spacing
    guard context.environment.semantics >= .v2 else { return spacing }
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    spacing.reset(ViewSpacing.absoluteEdges(edges, direction: context.environment.layoutDirection))
    return spacing
  }
}
