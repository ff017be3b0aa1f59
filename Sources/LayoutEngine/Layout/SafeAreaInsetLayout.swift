/// `safeAreaInset(edge:alignment:spacing:content:)`: a bar (the content) beside the view on one edge, the view
/// inset by the bar's length and its safe area grown by the same amount.
///
/// - Child proposal, along the edge's axis (vertical for `.top`/`.bottom`): with `p` the layer's proposal
///   (unspecified: everyone gets `p`) and `s` the spacing, the bar is proposed
///   `max(0, max(0, p − s) − m)`, `m` being the view's length for a zero proposal on that axis (its minimum); the
///   view is proposed `max(0, p − (bar + s))`. Across, both get the layer's proposal.
/// - Spacing `s`: the given one, else the distance between the view's and the bar's spacing preferences, as
///   between two views in a stack.
/// - Preferred size: along the axis, bar + spacing + view; across, the larger of the two.
/// - Placement: across the axis the layer's proposal is its size where it was unspecified. The view sits
///   against the opposite edge (centred across), the bar against `edge`; across, the bar's `alignment` guide on
///   the view's.
/// - Safe area: the view's region grows by bar + spacing on `edge` (a `SafeAreaElement` over the layer's frame),
///   so a view inside that ignores the safe area extends under the bar.
/// - Several content views form a ZStack (centred), as SwiftUI's implicit root for the content.
///
/// Reference: OpenSwiftUI `InsetViewModifier.swift` (`InsetViewLayout`: `secondaryProposal`, `primaryProposal`,
/// `childGeometry`, `primarySafeAreaInsets`; audited for 6.5.4); Apple: "The modified view is inset by the height
/// of content, from edge, with its safe area increased by the same amount". Status: complete; fixtures
/// `safearea/inset_*`. Verification: derived from the reference.
struct SafeAreaInsetLayout: LayoutAlgorithm {
  let edge: Edge
  /// The guide across the edge's axis the bar aligns by (horizontal for `.top`/`.bottom`).
  let alignment: AlignmentKey
  let spacing: Double?

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  /// The geometry of one proposal: the bar's and the view's proposals and sizes, and the spacing.
  struct Geometry {
    var spacing: Double
    var barProposal: ProposedViewSize
    var barSize: Size
    var viewProposal: ProposedViewSize
    var viewSize: Size
  }

  func geometry(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> Geometry {
    let view = subviews[0]
    let bars = Array(subviews.dropFirst())
    let gap = spacing ?? defaultSpacing(view: view, bars: bars, context: context)
    var barProposal = proposal
    if let length = proposal[axis] {
      let withoutSpacing = max(length - gap, 0)
      var minimumProposal = proposal
      minimumProposal[axis] = 0
      let minimum = view.size(minimumProposal, context.proposer(.layout(name: "safeAreaInset", detail: "minimum")))[
        axis]
      barProposal[axis] = max(withoutSpacing - minimum, 0)
    }
    let barSize = Self.stackSize(bars, barProposal, context: context)
    var viewProposal = proposal
    if let length = proposal[axis] {
      viewProposal[axis] = max(length - (barSize[axis] + gap), 0)
    }
    let viewSize = view.size(viewProposal, context.proposer(viewReason(barSize[axis] + gap)))
    return Geometry(
      spacing: gap, barProposal: barProposal, barSize: barSize, viewProposal: viewProposal, viewSize: viewSize)
  }

  private func viewReason(_ inset: Double) -> ProposalReason {
    .layout(name: "safeAreaInset", detail: "inset by the bar and spacing, \(LayoutNumber.format(inset)), from \(edge)")
  }

  private var barReason: ProposalReason {
    .layout(name: "safeAreaInset", detail: "the bar: what the view's minimum leaves")
  }

  private func defaultSpacing(view: LayoutSubview, bars: [LayoutSubview], context: LayoutContext) -> Double {
    guard let bar = bars.first else { return context.environment.defaultSpacing }
    let (first, second) = edge == .top || edge == .leading ? (bar.spacing, view.spacing) : (view.spacing, bar.spacing)
    return first.distance(
      to: second, along: axis, direction: context.environment.layoutDirection,
      defaultSpacing: context.environment.defaultSpacing, textSpacingEnabled: context.environment.semantics >= .v5,
      textToTextIsStandard: context.environment.behaviors.textToTextSpacing == .standard
    ).gap
  }

  /// The size of the content views for `proposal`: one view's, or the ZStack of several.
  private static func stackSize(_ bars: [LayoutSubview], _ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    var size = Size.zero
    for bar in bars {
      let barSize = bar.size(proposal, context.proposer(.layout(name: "safeAreaInset", detail: "the bar")))
      size.width = max(size.width, barSize.width)
      size.height = max(size.height, barSize.height)
    }
    return size
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    guard !subviews.isEmpty else { return SizeDecision(.zero, width: .empty, height: .empty) }
    let parts = geometry(proposal, subviews: subviews, context: context)
    var size = Size.zero
    size[axis] = parts.barSize[axis] + parts.spacing + parts.viewSize[axis]
    size[axis.other] = max(parts.barSize[axis.other], parts.viewSize[axis.other])
    let along = SizeRule.stackSum(
      children: parts.barSize[axis] + parts.viewSize[axis], gaps: parts.spacing, count: 2, result: size[axis])
    let across = SizeRule.stackUnion(size[axis.other])
    return axis == .vertical
      ? SizeDecision(size, width: across, height: along) : SizeDecision(size, width: along, height: across)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    guard !subviews.isEmpty else { return [] }
    var parent = proposal
    if parent[axis.other] == nil { parent[axis.other] = size[axis.other] }
    let parts = geometry(parent, subviews: subviews, context: context)
    let view = subviews[0]
    // The view against the opposite edge, centred across.
    var viewOrigin = Point.zero
    viewOrigin[axis] = edge == .top || edge == .leading ? size[axis] - parts.viewSize[axis] : 0
    viewOrigin[axis.other] = (size[axis.other] - parts.viewSize[axis.other]) / 2
    var result = [
      SubviewPlacement(
        subview: 0, origin: viewOrigin, proposal: parts.viewProposal,
        reason: viewReason(parts.barSize[axis] + parts.spacing))
    ]
    // The bar against the edge; across, its guide on the view's.
    let viewGuide = view.alignment(alignment, size: parts.viewSize, proposal: parts.viewProposal)
    var barOrigin = Point.zero
    barOrigin[axis] = edge == .top || edge == .leading ? 0 : size[axis] - parts.barSize[axis]
    let bars = subviews.dropFirst()
    if bars.count == 1, let bar = bars.first {
      barOrigin[axis.other] =
        viewOrigin[axis.other] + viewGuide - bar.alignment(alignment, size: parts.barSize, proposal: parts.barProposal)
      result.append(SubviewPlacement(subview: 1, origin: barOrigin, proposal: parts.barProposal, reason: barReason))
      return result
    }
    barOrigin[axis.other] = viewOrigin[axis.other] + viewGuide - context.defaultAlignment(alignment, in: parts.barSize)
    for (index, bar) in bars.enumerated() {
      let barSize = bar.size(parts.barProposal, context.proposer(barReason))
      var origin = barOrigin
      origin.x += (parts.barSize.width - barSize.width) / 2
      origin.y += (parts.barSize.height - barSize.height) / 2
      result.append(
        SubviewPlacement(subview: index + 1, origin: origin, proposal: parts.barProposal, reason: barReason))
    }
    return result
  }

  /// The region the bar and spacing take from the view's safe area, over the layer's frame of `size`.
  func safeAreaInsets(in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext)
    -> EdgeInsets
  {
    guard !subviews.isEmpty else { return .zero }
    let parts = geometry(ProposedViewSize(size), subviews: subviews, context: context)
    return EdgeInsets(parts.spacing + parts.barSize[axis], on: Edge.Set(edge))
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    subviews.first?.spacing ?? .ordinary
  }
}
