/// `Form` and `List` on iOS (inset grouped): a documented approximation of UIKit-hosted rows.
///
/// - Preferred size: the proposal (greedy, like the scroll view it is); proposed nil, the rows' extent.
/// - Child proposal: each row's content is proposed (content width, nil), the content width being the
///   container's width less the cell inset and the content inset on both sides (20 + 20 on phone-width
///   containers up to iOS 18, 16 + 16 below 375 pt and on iOS 26: 310 of 390).
/// - Placement: rows stack from `topInset` with no gaps; each row is `max(minRowHeight, content + 2 ×
///   verticalInset)` tall (44 up to iOS 18, 52 on iOS 26) with its content vertically centred and at x = cell
///   inset + content inset.
/// - All numbers are the `listRowMetrics` behaviour. Preferences pass out of rows as out of a VStack
///   (unverified for iOS 16+).
///
/// Reference: `control-sizes.md` §2, §9.4–9.5 (measured dumps and snapshots). Semantics: v2–v6, v7.
/// Status: approximation (no sections, headers or separators); fixtures `controls/*`.
/// Verification: measured control-sizes 2.1–2.4.
struct ListRowsLayout: LayoutAlgorithm {
  struct Metrics {
    var rowMetrics: ListRowMetrics
    var inset: Double
  }

  func metrics(width: Double?, context: LayoutContext) -> Metrics {
    context.readBehavior("listRowMetrics")
    let rows =
      context.environment.behaviors.listRowMetrics ?? ListRowMetrics.forSemantics(context.environment.semantics)
    var inset = rows.cellInset + rows.contentInset
    if let width, width < rows.narrowWidth { inset = 32 }
    return Metrics(rowMetrics: rows, inset: inset)
  }

  struct Row {
    var origin: Point
    var proposal: ProposedViewSize
    var height: Double
  }

  func rows(width: Double?, subviews: [LayoutSubview], context: LayoutContext) -> (
    rows: [Row], contentWidth: Double, height: Double
  ) {
    let metrics = metrics(width: width, context: context)
    var contentWidth: Double? = width.map { Swift.max(0, $0 - 2 * metrics.inset) }
    if contentWidth == nil {
      // Proposed nil: rows take their ideal widths.
      contentWidth = nil
    }
    var y = metrics.rowMetrics.topInset
    var result: [Row] = []
    var widest = 0.0
    for subview in subviews {
      let proposal = ProposedViewSize(width: contentWidth, height: nil)
      let size = subview.size(proposal, context.proposer(.listRow(width: contentWidth ?? 0)))
      let rowHeight = Swift.max(metrics.rowMetrics.minRowHeight, size.height + 2 * metrics.rowMetrics.verticalInset)
      result.append(
        Row(
          origin: Point(x: metrics.inset, y: y + (rowHeight - size.height) / 2), proposal: proposal, height: rowHeight))
      widest = Swift.max(widest, size.width)
      y += rowHeight
    }
    return (result, contentWidth ?? widest, y)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    if let width = proposal.width, let height = proposal.height {
      return SizeDecision(Size(width: width, height: height)) { .listGreedy($0) }
    }
    let layout = rows(width: proposal.width, subviews: subviews, context: context)
    let inset = metrics(width: proposal.width, context: context).inset
    let width = proposal.width ?? (layout.contentWidth + 2 * inset)
    let height = proposal.height ?? layout.height
    return SizeDecision(
      Size(width: width, height: height),
      width: proposal.width.map { .listGreedy($0) } ?? .listContent(width),
      height: proposal.height.map { .listGreedy($0) } ?? .listContent(height))
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let layout = rows(width: size.width, subviews: subviews, context: context)
    return layout.rows.enumerated().map { index, row in
      SubviewPlacement(
        subview: index, origin: row.origin, proposal: row.proposal, reason: .listRow(width: row.proposal.width ?? 0))
    }
  }
}
