/// `Image` with a given intrinsic size (not resizable).
///
/// - Preferred size: its intrinsic size, whatever the proposal (an image keeps its size inside a larger
///   frame and overflows a smaller one).
/// - Spacing: an ordinary view's.
///
/// Reference: `swiftui-semantics.md` §8 M9. Semantics: all. Status: complete for plain images; SF Symbols
/// take their size from the tree. Fixtures `shapes/*`. Verification: measured M9.
struct ImageLayout: LayoutAlgorithm {
  let size: Size

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    SizeDecision(size) { .imageIntrinsic($0) }
  }
}
