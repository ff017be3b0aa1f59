/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on the constrained axes.
///
/// - Child proposal: while choosing, each child but the last is asked its ideal length on the constrained axes
///   (nil there, the proposal on the other axis); the chosen child is then proposed the layer's proposal.
/// - Choice: the first child whose ideal length is at most the proposed length on every constrained axis that
///   is proposed (an unproposed axis always fits); the last child when none fits.
/// - Preferred size: the chosen child's answer to the proposal.
/// - Placement: the chosen child at the layer's origin; the others are not shown: placed at the origin with a
///   zero proposal (as Apple's `Layout`-based reimplementations hide them), so they take no space.
///
/// Reference: Apple documentation of `ViewThatFits` ("selects the first child whose ideal size on the
/// constrained axes fits within the proposed size"; the UploadProgressView example); fatbobman's
/// `_MyViewThatFitsLayout` (OpenSwiftUI's example, from his ViewThatFits article). Semantics: v4+ (iOS 16).
/// Status: complete; fixtures `fits/*`.
struct ViewThatFitsLayout: LayoutAlgorithm {
  /// The axes the children must fit along.
  let axes: AxisSet

  /// The index of the chosen child for `proposal`.
  func choice(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> Int {
    for index in subviews.indices.dropLast() {
      let probe = ProposedViewSize(
        width: axes.horizontal ? nil : proposal.width, height: axes.vertical ? nil : proposal.height)
      let reason = ProposalReason.layout(name: "ViewThatFits", detail: "ideal size of candidate \(index + 1)")
      let ideal = subviews[index].size(probe, context.proposer(reason))
      if fits(ideal, proposal) { return index }
    }
    return subviews.count - 1
  }

  private func fits(_ ideal: Size, _ proposal: ProposedViewSize) -> Bool {
    for axis in Axis.allCases where axes.contains(axis) {
      guard let available = proposal[axis] else { continue }
      if ideal[axis] > available + 1e-9 * Swift.max(1, Swift.abs(available)) { return false }
    }
    return true
  }

  private func chosenReason(_ index: Int, count: Int) -> ProposalReason {
    .layout(name: "ViewThatFits", detail: "candidate \(index + 1) of \(count) fits; proposed the layer's proposal")
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    guard !subviews.isEmpty else { return SizeDecision(.zero, width: .empty, height: .empty) }
    let index = choice(proposal, subviews: subviews, context: context)
    let size = subviews[index].size(proposal, context.proposer(chosenReason(index, count: subviews.count)))
    return SizeDecision(size) { .childPassthrough($0) }
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    guard !subviews.isEmpty else { return [] }
    let chosen = choice(proposal, subviews: subviews, context: context)
    return subviews.indices.map { index in
      index == chosen
        ? SubviewPlacement(
          subview: index, origin: .zero, proposal: proposal, reason: chosenReason(index, count: subviews.count))
        : SubviewPlacement(
          subview: index, origin: .zero, proposal: .zero,
          reason: .layout(name: "ViewThatFits", detail: "candidate \(index + 1) not chosen; not shown"))
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard !subviews.isEmpty else { return nil }
    let chosen = choice(proposal, subviews: subviews, context: context)
    return subviews[chosen].explicitAlignment(key, size: size, proposal: proposal)
  }
}
