/// `Form` and `List` on iOS (inset grouped): a documented approximation of UIKit-hosted rows.
///
/// - Styles: `listStyle` `automatic`, `insetGrouped`, `inset` and `sidebar` inset each cell from the list's edges
///   (an iPhone's `automatic` is inset grouped); `plain` and `grouped` run their cells from edge to edge, so a
///   row's content starts at the content inset alone (20, or 16 below 375 pt and on iOS 26: UIKit's layout
///   margins; unmeasured here). Every other metric is the inset-grouped one (the sections of a plain list are
///   unmeasured).
/// - Preferred size: the proposal (greedy, like the scroll view it is); proposed nil, the rows' extent.
/// - Child proposal: each row's content is proposed (content width, nil), the content width being the
///   container's width less the cell inset and the content inset on both sides (20 + 20 on phone-width
///   containers up to iOS 18, 16 + 16 below 375 pt and on iOS 26: 310 of 390).
/// - Placement: rows stack from `topInset` with no gaps; each row is `max(minRowHeight, content + 2 ×
///   verticalInset)` tall (44 up to iOS 18, 52 on iOS 26) with its content vertically centred and at x = cell
///   inset + content inset.
/// - Sections: the views of one `Section` form a group. A group with a header starts `sectionGap` (17.667)
///   below the previous group (0 for the first), its header views `headerTopInset` (17) lower, one below the
///   other at the rows' x, and its first row `headerBottomInset` (6) below them (a footnote header makes the
///   measured 38.667 header cell). A group without a header (loose rows, a headerless Section) starts
///   `topInset` (35.333) below the previous one. Footer views follow the last row after `footerTopInset` (6,
///   unmeasured). Header and footer views get the `.footnote` font; SwiftUI's upper-casing of header text up
///   to iOS 18 is not applied (write the text as it shows).
/// - All numbers are the `listRowMetrics` behaviour. Preferences pass out of rows as out of a VStack
///   (unverified for iOS 16+).
///
/// Reference: `control-sizes.md` §2, §9.4–9.5 (measured dumps and snapshots). Semantics: v2–v6, v7.
/// Status: approximation (no separators, no text case, footers unmeasured); fixtures `controls/*`.
/// Verification: measured control-sizes 2.1–2.4.
struct ListRowsLayout: LayoutAlgorithm {
  /// The list styles whose cells run from edge to edge.
  private static let edgeToEdgeStyles: Set<String> = ["plain", "grouped"]

  struct Metrics {
    var rowMetrics: ListRowMetrics
    var inset: Double
  }

  func metrics(width: Double?, context: LayoutContext) -> Metrics {
    context.readBehavior("listRowMetrics")
    let rows =
      context.environment.behaviors.listRowMetrics ?? ListRowMetrics.forSemantics(context.environment.semantics)
    let style = context.environment.controlStyles.listStyle
    if style != "automatic" { context.readEnvironment("listStyle", "." + style) }
    let cellInset = Self.edgeToEdgeStyles.contains(style) ? 0 : rows.cellInset
    var inset = cellInset + rows.contentInset
    if let width, width < rows.narrowWidth { inset = cellInset == 0 ? 16 : 32 }
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
    let rowMetrics = metrics.rowMetrics
    // Proposed nil, rows take their ideal widths.
    let contentWidth: Double? = width.map { Swift.max(0, $0 - 2 * metrics.inset) }
    let proposal = ProposedViewSize(width: contentWidth, height: nil)
    let proposer = context.proposer(.listRow(width: contentWidth ?? 0))
    var y = 0.0
    var result: [Row] = []
    var widest = 0.0
    // Consecutive subviews of one Section (or loose rows, `nil`) form a group; each group starts with its header or
    // with the headerless top inset.
    var group: Int??
    var previousRole: SectionRole?
    for subview in subviews {
      let section = context.listSection(of: subview)
      let role = section?.role ?? .row
      let size = subview.size(proposal, proposer)
      widest = Swift.max(widest, size.width)
      if group == nil || group != .some(section?.section) {
        let isFirst = group == nil
        group = .some(section?.section)
        previousRole = nil
        if role == .header {
          y += isFirst ? 0 : rowMetrics.sectionGap
        } else {
          y += rowMetrics.topInset
        }
      }
      switch role {
      case .header, .footer:
        // Header (and footer) views sit one below the other, with the header's insets above and below them.
        if previousRole != role {
          if role == .header { y += rowMetrics.headerTopInset } else { y += rowMetrics.footerTopInset }
        }
        result.append(Row(origin: Point(x: metrics.inset, y: y), proposal: proposal, height: size.height))
        y += size.height
      case .row:
        if previousRole == .header { y += rowMetrics.headerBottomInset }
        let rowHeight = Swift.max(rowMetrics.minRowHeight, size.height + 2 * rowMetrics.verticalInset)
        result.append(
          Row(
            origin: Point(x: metrics.inset, y: y + (rowHeight - size.height) / 2), proposal: proposal, height: rowHeight
          ))
        y += rowHeight
      }
      previousRole = role
    }
    if previousRole == .header { y += rowMetrics.headerBottomInset }
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
