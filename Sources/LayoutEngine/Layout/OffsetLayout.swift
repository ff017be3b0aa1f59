/// `offset(x:y:)`: a render-time shift.
///
/// - Child proposal: the layer's own.
/// - Preferred size: the child's; the parent's layout is unaffected.
/// - Placement: the child moved by (x, y) inside the layer (mirrored in right-to-left layouts), so a
///   `GeometryReader` inside sees the shifted global frame. Alignment values are the child's, unshifted.
///
/// Reference: `swiftui-semantics.md` §5.6 (OpenSwiftUI `OffsetEffect.swift`).
/// Semantics: all. Status: complete; fixtures `modifiers/*`.
struct OffsetLayout: ChildSizedLayout {
  let x: Double
  let y: Double

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    SubviewPlacement(subview: 0, origin: Point(x: x, y: y), proposal: proposal, reason: .unchanged)
  }
}
