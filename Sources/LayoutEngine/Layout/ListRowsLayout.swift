/// `Form` and `List` on iOS (inset grouped): a documented approximation of UIKit-hosted rows.
///
/// - Styles: a `Form`'s `formStyle` `automatic` and `grouped` are these rows (an iPhone's automatic form is
///   grouped); `columns` is laid out as `grouped`, with a warning (unmeasured on iOS). `listStyle` `automatic`,
///   `insetGrouped`, `inset` and `sidebar` inset each cell from the list's edges (an iPhone's `automatic` is inset
///   grouped); `plain` and `grouped` run their cells from edge to edge, so a
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
/// - Row insets: a row written with `listRowInsets(_:)` (a layout value its modifiers carry) has its content inset
///   by those insets inside its cell instead of the content inset and the vertical inset: it is proposed the cell's
///   width less its leading and trailing insets, sits at x = cell inset + leading, and its row is `max(minRowHeight,
///   content + top + bottom)` tall with the content centred between the top and bottom insets. `listRowInsets(nil)`
///   keeps the list's own. Headers and footers ignore it. Apple: "Applies an inset to the rows in a list"; that the
///   minimum row height still applies follows `defaultMinListRowHeight`'s documentation; unmeasured.
/// - All numbers are the `listRowMetrics` behaviour. Preferences pass out of rows as out of a VStack
///   (unverified for iOS 16+).
///
/// Reference: `control-sizes.md` §2, §9.4–9.5 (measured dumps and snapshots). Semantics: v2–v6, v7.
/// Status: approximation (no separators, no text case, footers unmeasured); fixtures `controls/*`.
/// Verification: measured control-sizes 2.1–2.4.
struct ListRowsLayout: LayoutAlgorithm {
  /// A `Form`, which reads `formStyle`; else a `List`.
  var isForm: Bool

  /// The list styles whose cells run from edge to edge.
  private static let edgeToEdgeStyles: Set<String> = ["plain", "grouped"]

  struct Metrics {
    var rowMetrics: ListRowMetrics
    /// The cell's inset from the list's edges.
    var cellInset: Double
    /// The content's inset from the list's edges: the cell inset and the content inset.
    var inset: Double
  }

  func metrics(width: Double?, context: LayoutContext) -> Metrics {
    context.readBehavior("listRowMetrics")
    let rows =
      context.environment.behaviors.listRowMetrics ?? ListRowMetrics.forSemantics(context.environment.semantics)
    let style = context.environment.controlStyles.listStyle
    if style != "automatic" { context.readEnvironment("listStyle", "." + style) }
    let formStyle = context.environment.controlStyles.formStyle
    if isForm, formStyle != "automatic" {
      context.readEnvironment("formStyle", "." + formStyle)
      if formStyle == "columns" {
        context.report("formStyle(.columns) is laid out as .grouped: the columns style on iOS is unmeasured", path: nil)
      }
    }
    var cellInset = Self.edgeToEdgeStyles.contains(style) ? 0 : rows.cellInset
    var inset = cellInset + rows.contentInset
    if let width, width < rows.narrowWidth {
      cellInset = cellInset == 0 ? 0 : 16
      inset = cellInset + 16
    }
    return Metrics(rowMetrics: rows, cellInset: cellInset, inset: inset)
  }

  /// The insets a row's `listRowInsets(_:)` writes, nil where the list's own apply.
  func rowInsets(of subview: LayoutSubview) -> EdgeInsets? {
    guard let insets = subview.layoutValue(LayoutValueKeys.listRowInsets)?.objectValue else { return nil }
    func edge(_ key: String) -> Double { insets[key]?.doubleValue ?? 0 }
    return EdgeInsets(top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing"))
  }

  struct Row {
    var origin: Point
    var proposal: ProposedViewSize
    var height: Double
  }

  /// The rows' places, the list's height, and its width when proposed nil (the widest cell's and the cell insets).
  func rows(width: Double?, subviews: [LayoutSubview], context: LayoutContext) -> (
    rows: [Row], idealWidth: Double, height: Double
  ) {
    let metrics = metrics(width: width, context: context)
    let rowMetrics = metrics.rowMetrics
    let contentInset = metrics.inset - metrics.cellInset
    // Proposed nil, rows take their ideal widths.
    let contentWidth: Double? = width.map { Swift.max(0, $0 - 2 * metrics.inset) }
    let proposal = ProposedViewSize(width: contentWidth, height: nil)
    let proposer = context.proposer(.listRow(width: contentWidth ?? 0))
    var y = 0.0
    var result: [Row] = []
    // The widest cell: its content and the content's insets.
    var widest = 0.0
    // Consecutive subviews of one Section (or loose rows, `nil`) form a group; each group starts with its header or
    // with the headerless top inset.
    var group: Int??
    var previousRole: SectionRole?
    for subview in subviews {
      let section = context.listSection(of: subview)
      let role = section?.role ?? .row
      let insets = role == .row ? rowInsets(of: subview) : nil
      var rowProposal = proposal
      var rowProposer = proposer
      if let insets {
        let width = width.map { Swift.max(0, $0 - 2 * metrics.cellInset - insets.leading - insets.trailing) }
        rowProposal = ProposedViewSize(width: width, height: nil)
        rowProposer = context.proposer(.listRow(width: width ?? 0))
      }
      let size = subview.size(rowProposal, rowProposer)
      widest = Swift.max(
        widest, size.width + (insets.map { $0.leading + $0.trailing } ?? 2 * contentInset))
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
        let top = insets?.top ?? rowMetrics.verticalInset
        let bottom = insets?.bottom ?? rowMetrics.verticalInset
        let rowHeight = Swift.max(rowMetrics.minRowHeight, size.height + top + bottom)
        let x = metrics.cellInset + (insets?.leading ?? contentInset)
        result.append(
          Row(
            origin: Point(x: x, y: y + top + (rowHeight - top - bottom - size.height) / 2), proposal: rowProposal,
            height: rowHeight))
        y += rowHeight
      }
      previousRole = role
    }
    if previousRole == .header { y += rowMetrics.headerBottomInset }
    return (result, widest + 2 * metrics.cellInset, y)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    if let width = proposal.width, let height = proposal.height {
      return SizeDecision(Size(width: width, height: height)) { .listGreedy($0) }
    }
    let layout = rows(width: proposal.width, subviews: subviews, context: context)
    let width = proposal.width ?? layout.idealWidth
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
