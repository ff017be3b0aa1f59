/// `Divider`: a line one pixel thick.
///
/// - Preferred size: along the line, the proposal (nil → 10, like a shape); across it, `pixelLength`. The
///   line is vertical in an HStack and horizontal elsewhere.
/// - Spacing: an ordinary view's (two Dividers in a VStack are 8 apart).
///
/// Reference: `swiftui-semantics.md` §4 "Divider"; `control-sizes.md` §6, §9.9 (OpenSwiftUI `Divider.swift`).
/// Semantics: all. Status: complete; fixtures `shapes/*`. Verification: measured control-sizes 4.4 / 6.1.
struct DividerLayout: LayoutAlgorithm {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let thickness = context.pixelGrid.pixelLength
    if context.stackAxis == .horizontal {
      let height = proposal.height ?? 10
      return SizeDecision(
        Size(width: thickness, height: height), width: .dividerThickness(thickness),
        height: proposal.height == nil ? .idealDefault(height) : .proposalAccepted(height))
    }
    let width = proposal.width ?? 10
    return SizeDecision(
      Size(width: width, height: thickness),
      width: proposal.width == nil ? .idealDefault(width) : .proposalAccepted(width),
      height: .dividerThickness(thickness))
  }
}
