/// `Spacer(minLength:)`.
///
/// - Preferred size: along its stack's axis, `max(proposal, minLength)` (a nil proposal gives exactly the
///   minimum), zero across it; outside a stack it expands on both axes. `minLength` nil is the platform's
///   default spacing, 8 on iOS.
/// - Priority: −∞, so it is always sized last, after everything else, with its minimum reserved.
/// - Spacing: category-less zeros on the edges of its axis, so no gap is added beside it.
///
/// Reference: `swiftui-semantics.md` §3.1, §3.2 B6, §4 "Spacer" (OpenSwiftUI `Spacer.swift`, audited for
/// 6.5.4). Semantics: all. Status: complete; fixtures `stack/*`. Verification: derived D2.
struct SpacerLayout: LayoutAlgorithm {
  let minLength: Double?

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let length = minLength ?? context.environment.defaultSpacing
    if minLength == nil {
      context.readEnvironment("defaultSpacing", LayoutNumber.format(context.environment.defaultSpacing))
    }
    func along(_ axis: Axis) -> (Double, SizeRule) {
      let value = Swift.max(proposal[axis] ?? -.infinity, length)
      return (value, .spacerLength(proposal: proposal[axis], minLength: length, result: value))
    }
    switch context.stackAxis {
    case .horizontal?:
      let width = along(.horizontal)
      return SizeDecision(Size(width: width.0, height: 0), width: width.1, height: .spacerCrossAxis)
    case .vertical?:
      let height = along(.vertical)
      return SizeDecision(Size(width: 0, height: height.0), width: .spacerCrossAxis, height: height.1)
    case nil:
      let width = along(.horizontal)
      let height = along(.vertical)
      return SizeDecision(Size(width: width.0, height: height.0), width: width.1, height: height.1)
    }
  }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double { -.infinity }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    context.stackAxis.map { ViewSpacing.zero(along: $0) } ?? .zero
  }
}
