/// `GeometryReader { proxy in … }`.
///
/// - Preferred size: the proposal (greedy); a nil dimension becomes the `geometryReaderUnspecifiedSize`
///   behaviour (0 by default, from iOS 14; one report says 10).
/// - Child proposal: the reader's size; every child is placed at the reader's top-leading corner.
/// - The content is resolved when the reader is placed, with `proxy` bound to its size and frames
///   (`frame(in: .local / .global / .named(_))`), so expressions inside can read them.
///
/// Reference: `swiftui-semantics.md` §5.8; `control-sizes.md` §3, §9.6 (OpenSwiftUI `GeometryReader.swift`).
/// Semantics: v2+. Status: complete; fixtures `geometry/*`. Verification: measured M7; derived D6 (disputed).
struct GeometryReaderLayout: LayoutAlgorithm {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let unspecified = context.environment.behaviors.geometryReaderUnspecifiedSize
    if proposal.width == nil || proposal.height == nil { context.readBehavior("geometryReaderUnspecifiedSize") }
    let size = Size(width: proposal.width ?? unspecified, height: proposal.height ?? unspecified)
    return SizeDecision(
      size,
      width: proposal.width == nil ? .geometryReaderUnspecified(size.width) : .geometryReaderGreedy(size.width),
      height: proposal.height == nil ? .geometryReaderUnspecified(size.height) : .geometryReaderGreedy(size.height))
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    subviews.indices.map {
      SubviewPlacement(subview: $0, origin: .zero, proposal: ProposedViewSize(size), reason: .geometryReaderSize(size))
    }
  }
}
