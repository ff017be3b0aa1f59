/// `NavigationStack`, `NavigationView` and `TabView`: containers that fill their proposal and give their content
/// the area their bars leave.
///
/// - Preferred size: the proposal (nil as 10 × 10, as any greedy view).
/// - Child proposal: the layer's width and its height less the bar: a navigation bar at the top (44 with an
///   inline title or none, 96 with a large title: `ControlMetrics`; the title and its display mode are read from
///   the content's `navigationTitle` and `navigationBarTitleDisplayMode`), a tab bar of 49 at the bottom. A
///   `TabView` shows its first tab; the others are placed with a zero proposal (not shown).
/// - Placement: the content below the navigation bar (above the tab bar), at the layer's leading edge.
///
/// The root proposal is already the safe area (`swiftui-semantics.md` §1.5), so the bars are taken from it; the
/// status bar and home indicator are outside it.
///
/// Reference: Apple's documentation of `NavigationStack`, `TabView` and `containerRelativeFrame` (both are
/// containers whose content area is the container less its bars); UIKit's published bar heights
/// (`UINavigationBar` 44, large titles 52 more, `UITabBar` 49). Semantics: iOS 16–18. Status: documented
/// approximation (toolbars, search fields and hidden bars not modelled); fixtures `navigation/*`.
struct BarContainerLayout: LayoutAlgorithm {
  /// The container's name (`NavigationStack`, `NavigationView`, `TabView`).
  let name: String
  /// A tab view (a bar at the bottom, one tab shown) rather than a navigation container.
  let isTabView: Bool

  /// The bar's height and whether it is at the top. A navigation bar is large when the content sets a
  /// `navigationTitle` and does not ask for `.inline` (`navigationBarTitleDisplayMode`); otherwise inline.
  private func bar(_ subviews: [LayoutSubview], _ context: LayoutContext) -> (height: Double, atTop: Bool) {
    context.readBehavior("controlMetrics")
    let metrics = context.environment.behaviors.controlMetrics
    if isTabView { return (metrics.tabBarHeight, false) }
    let content = subviews.first
    let hasTitle = content?.layoutValue(LayoutValueKeys.navigationTitle) != nil
    let mode = content?.layoutValue(LayoutValueKeys.navigationTitleDisplayMode)?.stringValue ?? "automatic"
    let large = hasTitle && mode != "inline"
    return (large ? metrics.largeNavigationBarHeight : metrics.inlineNavigationBarHeight, true)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let size = proposal.replacingUnspecifiedDimensions()
    return SizeDecision(
      size, width: proposal.width == nil ? .idealDefault(size.width) : .proposalAccepted(size.width),
      height: proposal.height == nil ? .idealDefault(size.height) : .proposalAccepted(size.height))
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let (barHeight, atTop) = bar(subviews, context)
    let content = ProposedViewSize(width: size.width, height: Swift.max(0, size.height - barHeight))
    let reason = ProposalReason.layout(
      name: name,
      detail: "the content area: \(LayoutNumber.format(size.height)) less the bar's \(LayoutNumber.format(barHeight))")
    return subviews.indices.map { index in
      guard index == 0 || !isTabView else {
        return SubviewPlacement(
          subview: index, origin: .zero, proposal: .zero,
          reason: .layout(name: name, detail: "tab \(index + 1) is not selected; not shown"))
      }
      return SubviewPlacement(
        subview: index, origin: Point(x: 0, y: atTop ? barHeight : 0), proposal: content, reason: reason)
    }
  }
}
