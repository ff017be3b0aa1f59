/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`: views flowing through columns (rows) sized by `GridItem`s.
///
/// Described for `LazyVGrid`; `LazyHGrid` swaps the axes (its items are rows, views flow top to bottom, then to
/// the next column).
/// - Columns for a width W: W less the items' spacing (each item's but the last's; nil is 8) is shared among the
///   items in order, the fixed items first: each is offered what is left divided by the items not yet sized; a
///   fixed item takes its length, a flexible one the offer clamped to its minimum and maximum, an adaptive one the
///   offer (at least 0). Then each adaptive item becomes as many columns as fit its width at its minimum and its
///   spacing, `max(1, ⌊(w + s) / (min + s)⌋)`, sharing the width (at most its maximum each).
/// - Rows: views fill the columns row by row; a row is as tall as its tallest view, each view proposed its
///   column's width and a nil height; rows are `spacing` apart (nil: 8).
/// - Preferred size: the columns' widths and spacing (which may exceed W: minimums are kept); the rows' heights
///   and spacing. With a nil width the columns are laid out for the items' minimum widths.
/// - Placement: the columns are laid out again for the grid's own width (so a grid wider than its proposal lays
///   out again, as published), each view aligned in its cell by its item's alignment, else the grid's, and
///   vertically centred.
///
/// Reference: objc.io's Thinking in SwiftUI (the grid's column algorithm, as summarised in public notes such as
/// blog.jiyi27's "SwiftUI Containers"); published measurements in "预判 LazyVGrid 布局" (juejin.cn, 2022, the
/// Flexible and Adaptive articles: default spacing 8; flexible(min 100) + flexible(min 180) at 300 computes 334
/// then renders 163 + 8 + 180; adaptive(min 50) at 300 gives five 53.6 columns). Semantics: v2+ (iOS 14).
/// Status: documented approximation; fixtures `lazy/*grid*`.
struct LazyGridLayout: LayoutAlgorithm {
  /// The axis views flow along: vertical for `LazyVGrid` (items are columns), horizontal for `LazyHGrid`.
  let axis: Axis
  /// The columns (rows).
  let items: [GridItem]
  /// The default alignment of views in their cells (the grid's `alignment`).
  let alignment: Alignment
  /// The spacing between rows (columns of a `LazyHGrid`); nil is 8.
  let spacing: Double?

  /// The axis across the flow: the columns' widths for a `LazyVGrid`.
  private var cross: Axis { axis.other }

  /// One laid-out column: its length, the spacing after it, and the item it came from.
  struct Track {
    var length: Double
    var spacingAfter: Double
    var item: Int
  }

  /// The columns for a cross length (nil: each item at its minimum).
  func tracks(for length: Double?, defaultSpacing: Double) -> [Track] {
    guard !items.isEmpty else { return [] }
    let spacings = items.map { $0.spacing ?? defaultSpacing }
    var widths = [Double](repeating: 0, count: items.count)
    if let length {
      var remaining = length - spacings.dropLast().reduce(0, +)
      let order =
        items.indices.filter { if case .fixed = items[$0].size { return true } else { return false } }
        + items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }
      for (position, index) in order.enumerated() {
        let offer = remaining / Double(items.count - position)
        switch items[index].size {
        case .fixed(let value): widths[index] = value
        case .flexible(let minimum, let maximum): widths[index] = Swift.min(Swift.max(offer, minimum), maximum)
        case .adaptive: widths[index] = Swift.max(offer, 0)
        }
        remaining -= widths[index]
      }
    } else {
      for (index, item) in items.enumerated() {
        switch item.size {
        case .fixed(let value): widths[index] = value
        case .flexible(let minimum, _), .adaptive(let minimum, _): widths[index] = minimum
        }
      }
    }
    var result: [Track] = []
    for (index, item) in items.enumerated() {
      guard case .adaptive(let minimum, let maximum) = item.size else {
        result.append(Track(length: widths[index], spacingAfter: spacings[index], item: index))
        continue
      }
      let spacing = spacings[index]
      let fitting = ((widths[index] + spacing) / (minimum + spacing)).rounded(.down)
      let count = fitting.isFinite && fitting >= 1 ? Int(Swift.min(fitting, 10_000)) : 1
      let each = Swift.min(maximum, (widths[index] - spacing * Double(count - 1)) / Double(count))
      for _ in 0..<count { result.append(Track(length: Swift.max(0, each), spacingAfter: spacing, item: index)) }
    }
    return result
  }

  /// The cells' rows: for each row, its views' indices.
  private func rows(_ count: Int, columns: Int) -> [[Int]] {
    guard columns > 0 else { return [] }
    return stride(from: 0, to: count, by: columns).map { Array($0..<Swift.min(count, $0 + columns)) }
  }

  private func extent(_ tracks: [Track]) -> Double {
    tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
  }

  private func name() -> String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

  private func cellProposal(_ track: Track) -> ProposedViewSize {
    ProposedViewSize(nil, along: axis, by: track.length)
  }

  /// The rows' lengths along the flow for the given columns.
  private func rowLengths(_ tracks: [Track], subviews: [LayoutSubview], context: LayoutContext) -> [Double] {
    rows(subviews.count, columns: tracks.count).map { row in
      row.enumerated().reduce(0) { tallest, entry in
        let track = tracks[entry.offset]
        let reason = ProposalReason.layout(
          name: name(), detail: "cell of a \(LayoutNumber.format(track.length))-long column, ideal along the flow")
        return Swift.max(tallest, subviews[entry.element].size(cellProposal(track), context.proposer(reason))[axis])
      }
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let defaultSpacing = context.environment.defaultSpacing
    let tracks = tracks(for: proposal[cross], defaultSpacing: defaultSpacing)
    let lengths = rowLengths(tracks, subviews: subviews, context: context)
    let rowGap = spacing ?? defaultSpacing
    let crossLength = extent(tracks)
    let flowLength = lengths.reduce(0, +) + rowGap * Double(Swift.max(0, lengths.count - 1))
    let crossRule = SizeRule.gridSum(
      tracks: tracks.reduce(0) { $0 + $1.length }, gaps: crossLength - tracks.reduce(0) { $0 + $1.length },
      count: tracks.count, result: crossLength)
    let flowRule = SizeRule.gridSum(
      tracks: lengths.reduce(0, +), gaps: flowLength - lengths.reduce(0, +), count: lengths.count, result: flowLength)
    return axis == .vertical
      ? SizeDecision(Size(width: crossLength, height: flowLength), width: crossRule, height: flowRule)
      : SizeDecision(Size(width: flowLength, height: crossLength), width: flowRule, height: crossRule)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let defaultSpacing = context.environment.defaultSpacing
    // The columns again, for the grid's own length (published: a grid wider than its proposal lays out again).
    let tracks = tracks(for: size[cross], defaultSpacing: defaultSpacing)
    let lengths = rowLengths(tracks, subviews: subviews, context: context)
    let rowGap = spacing ?? defaultSpacing
    var placements: [SubviewPlacement] = []
    var flowPosition = 0.0
    for (rowIndex, row) in rows(subviews.count, columns: tracks.count).enumerated() {
      var crossPosition = 0.0
      for (column, subviewIndex) in row.enumerated() {
        let track = tracks[column]
        let proposal = cellProposal(track)
        let reason = ProposalReason.layout(
          name: name(), detail: "row \(rowIndex + 1), column \(column + 1) of \(LayoutNumber.format(track.length))")
        let subview = subviews[subviewIndex]
        let childSize = subview.size(proposal, context.proposer(reason))
        let cell =
          axis == .vertical
          ? Size(width: track.length, height: lengths[rowIndex]) : Size(width: lengths[rowIndex], height: track.length)
        let guides = items[track.item].alignment ?? alignment
        let horizontal = AlignmentKey.horizontal(guides.horizontal)
        let vertical = AlignmentKey.vertical(guides.vertical)
        var origin = Point(
          x: context.defaultAlignment(horizontal, in: cell)
            - subview.alignment(horizontal, size: childSize, proposal: proposal),
          y: context.defaultAlignment(vertical, in: cell)
            - subview.alignment(vertical, size: childSize, proposal: proposal))
        origin[axis] += flowPosition
        origin[cross] += crossPosition
        placements.append(SubviewPlacement(subview: subviewIndex, origin: origin, proposal: proposal, reason: reason))
        crossPosition += track.length + track.spacingAfter
      }
      flowPosition += lengths[rowIndex] + rowGap
    }
    return placements
  }
}
