/// `ignoresSafeArea(_:edges:)` (and the older `edgesIgnoringSafeArea(_:)`): the view extends into the safe
/// area on the edges where it touches it.
///
/// - Child proposal: while measuring, the layer's own. When placed, the layer's proposal grown by the view's
///   safe-area insets on `edges` (`SafeAreaElement.insets`: how far the safe area reaches beyond each edge of the
///   layer's placed frame that lies on it); unchanged where the view does not touch the safe area.
/// - Preferred size: the child's for the layer's own proposal: the parent lays the view out as if it kept to
///   the safe area.
/// - Placement: the child at minus the leading and top insets, so that it covers the safe area it was grown
///   by; the child's frame (not the layer's) reaches the screen's edge.
/// - Regions: every modelled region is a container region, so `.keyboard` alone extends nothing.
///
/// Reference: OpenSwiftUI `_SafeAreaRegionsIgnoringLayout` (`placement(of:in:)` proposes
/// `proposedSize.inset(by: -insets)` at `-insets.originOffset`). Apple: "By default, the SwiftUI layout system
/// sizes and positions views to avoid certain safe areas"; `ignoresSafeArea` "expands the safe area of a view".
/// Status: complete for the root's and the modifiers' regions (see `SafeAreaGeometry.swift`); fixtures
/// `safearea/*`. Verification: published (the status-bar and home-indicator insets of a phone).
struct SafeAreaIgnoringLayout: ChildSizedLayout {
  let regions: SafeAreaRegions
  let edges: Edge.Set

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    let unchanged = SubviewPlacement(subview: 0, origin: .zero, proposal: proposal, reason: .unchanged)
    guard let frame = context.placedFrame else { return unchanged }
    let all = context.safeAreaInsets(of: Rect(origin: frame.origin, size: size), regions: regions)
    let insets = EdgeInsets(
      top: edges.contains(.top) ? all.top : 0, leading: edges.contains(.leading) ? all.leading : 0,
      bottom: edges.contains(.bottom) ? all.bottom : 0, trailing: edges.contains(.trailing) ? all.trailing : 0)
    guard insets != .zero else { return unchanged }
    let grown = ProposedViewSize(
      width: proposal.width.map { $0 + insets.horizontal }, height: proposal.height.map { $0 + insets.vertical })
    return SubviewPlacement(
      subview: 0, origin: Point(x: -insets.leading, y: -insets.top), proposal: grown,
      reason: .layout(name: "ignoresSafeArea", detail: "the proposal grown by the safe area it touches, \(insets)"))
  }

  /// A layout modifier in SwiftUI (`_SafeAreaRegionsIgnoringLayout`): its priority follows the behaviour.
  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double {
    layoutModifierPriority(subviews: subviews, context: context)
  }
}
