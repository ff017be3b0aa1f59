/// `ZStack(alignment:)`: children on top of each other.
///
/// - Child proposal: the stack's own proposal while sizing; the stack's final size when placing.
/// - Preferred size: from v4 (iOS 16) the largest width and the largest height among the children with the
///   highest layout priority (lower-priority children do not affect the size); before v4 the union of their
///   aligned frames (published for iOS 15); zero with no children. Named behaviour `zStackSizing`.
/// - Placement: each child's alignment point is put on a shared line, the largest alignment value among the
///   highest-priority children.
///
/// Reference: `swiftui-semantics.md` §3.4, §9.3 (OpenSwiftUI `ZStack.swift`, audited for 6.4.41; Mark van
/// Wijnen's Z-Stack alignment article, iOS 15).
/// Semantics: v6 (iOS 18). Status: complete; fixtures `zstack/*`. Verification: derived only.
struct ZStackLayout: LayoutAlgorithm {
  let alignment: Alignment

  private func topPriority(_ subviews: [LayoutSubview]) -> Double {
    subviews.map(\.priority).max() ?? 0
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    guard !subviews.isEmpty else { return SizeDecision(.zero, width: .empty, height: .empty) }
    let top = topPriority(subviews)
    let leaders = subviews.filter { $0.priority == top }
    context.readBehavior("zStackSizing")
    if context.environment.behaviors.zStackSizing(for: context.environment.semantics) == .unionOfAlignedFrames {
      var lower = Point.zero
      var upper = Point.zero
      for (index, subview) in leaders.enumerated() {
        let size = subview.size(proposal, context.proposer(.zStack))
        let origin = Point(
          x: -subview.alignment(.horizontal(alignment.horizontal), size: size, proposal: proposal),
          y: -subview.alignment(.vertical(alignment.vertical), size: size, proposal: proposal))
        if index == 0 {
          lower = origin
          upper = Point(x: origin.x + size.width, y: origin.y + size.height)
        } else {
          lower = Point(x: Swift.min(lower.x, origin.x), y: Swift.min(lower.y, origin.y))
          upper = Point(x: Swift.max(upper.x, origin.x + size.width), y: Swift.max(upper.y, origin.y + size.height))
        }
      }
      let size = Size(width: upper.x - lower.x, height: upper.y - lower.y)
      return SizeDecision(size) { .zStackLargest($0) }
    }
    var size = Size.zero
    for subview in leaders {
      let childSize = subview.size(proposal, context.proposer(.zStack))
      size.width = Swift.max(size.width, childSize.width)
      size.height = Swift.max(size.height, childSize.height)
    }
    return SizeDecision(size) { .zStackLargest($0) }
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let childProposal = ProposedViewSize(size)
    let top = topPriority(subviews)
    let sizes = subviews.map { $0.size(childProposal, context.proposer(.zStack)) }
    let horizontalKey = AlignmentKey.horizontal(alignment.horizontal)
    let verticalKey = AlignmentKey.vertical(alignment.vertical)
    var line = Point(x: -Double.infinity, y: -Double.infinity)
    for (index, subview) in subviews.enumerated() where subview.priority == top {
      line.x = Swift.max(line.x, subview.alignment(horizontalKey, size: sizes[index], proposal: childProposal))
      line.y = Swift.max(line.y, subview.alignment(verticalKey, size: sizes[index], proposal: childProposal))
    }
    return subviews.enumerated().map { index, subview in
      let origin = Point(
        x: line.x - subview.alignment(horizontalKey, size: sizes[index], proposal: childProposal),
        y: line.y - subview.alignment(verticalKey, size: sizes[index], proposal: childProposal))
      return SubviewPlacement(subview: index, origin: origin, proposal: childProposal, reason: .zStack)
    }
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var result = ViewSpacing.empty
    for subview in subviews { result.incorporate([.top, .left, .bottom, .right], of: subview.spacing) }
    return result
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    mergedExplicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
  }
}
