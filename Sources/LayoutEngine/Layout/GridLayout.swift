import JSONCore

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` with `GridRow`s: cells in rows and columns whose widths
/// and heights the cells share.
///
/// - Structure: each `GridRow`'s views fill its columns in order (`gridCellColumns(n)` spans n); any other view is
///   a row of one cell spanning every column. The column count is the widest row's.
/// - Column widths: with a nil width, each column is its widest single-column cell's ideal width. Otherwise the
///   columns share the width less the spacing as an `HStack` shares its width among children: in order of
///   flexibility (the column's width proposed ∞ less proposed 0), each is offered an equal share of what is left
///   and takes the widest answer of its cells (a column of greedy cells takes its share, a column of text its
///   text's width). Spanning cells then widen the columns they span by what they need beyond them, from what
///   the columns left over (so a full-width `Divider` widens the grid to its proposal). Cells marked
///   `gridCellUnsizedAxes(.horizontal)` take no part.
/// - Row heights: the same among rows, each cell proposed its column width(s); `.vertical` unsized cells take no
///   part.
/// - Preferred size: the columns' widths plus the horizontal spacing; the rows' heights plus the vertical
///   spacing (nil spacing: 8, the platform default).
/// - Placement: each cell proposed its cell's size (columns spanned, its row's height) and aligned in it by
///   `gridColumnAlignment` (else the grid's) horizontally and by its `GridRow`'s alignment (else the grid's)
///   vertically; text baselines line up across the row.
///
/// Reference: Apple documentation of `Grid` (column widths set by the widest cell, flexible columns sharing the
/// rest equally, a `Divider` row widening the grid unless `gridCellUnsizedAxes(.horizontal)`), `GridRow`,
/// `gridCellColumns(_:)`, `gridColumnAlignment(_:)`; the sharing rule is the stacks' (`swiftui-semantics.md`
/// §3.2), our derivation. Semantics: v4+ (iOS 16). Status: documented approximation (no `gridCellAnchor`);
/// fixtures `grid/*`.
struct GridLayout: LayoutAlgorithm {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?

  /// One cell: its subview, row, first column, columns spanned and the axes it does not size.
  struct Cell {
    var subview: Int
    var row: Int
    var column: Int
    var span: Int
    var unsized: AxisSet
  }

  /// The grid's rows and columns.
  struct Structure {
    var cells: [Cell] = []
    var rowCount = 0
    var columnCount = 0
    /// Each row's vertical alignment (its `GridRow`'s, else the grid's).
    var rowAlignments: [VerticalAlignment] = []
    /// Each column's horizontal alignment (a cell's `gridColumnAlignment`, else the grid's).
    var columnAlignments: [HorizontalAlignment] = []
  }

  /// The lengths of the columns and rows, and the spacing between them.
  struct Tracks {
    var widths: [Double]
    var heights: [Double]
    var horizontalGap: Double
    var verticalGap: Double

    var size: Size {
      Size(
        width: widths.reduce(0, +) + horizontalGap * Double(Swift.max(0, widths.count - 1)),
        height: heights.reduce(0, +) + verticalGap * Double(Swift.max(0, heights.count - 1)))
    }

    func start(of index: Int, in lengths: [Double], gap: Double) -> Double {
      lengths.prefix(index).reduce(0, +) + gap * Double(index)
    }

    func width(of cell: Cell) -> Double {
      let end = Swift.min(widths.count, cell.column + cell.span)
      guard end > cell.column else { return 0 }
      return widths[cell.column..<end].reduce(0, +) + horizontalGap * Double(end - cell.column - 1)
    }
  }

  // MARK: - Structure

  func structure(_ subviews: [LayoutSubview], context: LayoutContext) -> Structure {
    var result = Structure()
    var current: (id: Int, column: Int)?
    for (index, subview) in subviews.enumerated() {
      let membership = context.gridRow(of: subview)
      let span = Swift.max(1, Int(clamping: subview.layoutValue(LayoutValueKeys.gridCellColumns)?.integerValue ?? 1))
      let unsized = subview.layoutValue(LayoutValueKeys.gridCellUnsizedAxes).map(LayoutValueKeys.axisSet) ?? .none
      if let membership {
        if current?.id != membership.row {
          current = (membership.row, 0)
          result.rowCount += 1
          result.rowAlignments.append(membership.alignment ?? alignment.vertical)
        }
        let column = current?.column ?? 0
        result.cells.append(
          Cell(subview: index, row: result.rowCount - 1, column: column, span: span, unsized: unsized))
        current?.column = column + span
        result.columnCount = Swift.max(result.columnCount, column + span)
      } else {
        current = nil
        result.rowCount += 1
        result.rowAlignments.append(alignment.vertical)
        // A view outside a row spans every column (fixed below, once the column count is known).
        result.cells.append(Cell(subview: index, row: result.rowCount - 1, column: 0, span: -1, unsized: unsized))
      }
    }
    result.columnCount = Swift.max(result.columnCount, result.cells.isEmpty ? 0 : 1)
    for index in result.cells.indices where result.cells[index].span < 0 {
      result.cells[index].span = result.columnCount
    }
    result.columnAlignments = [HorizontalAlignment](repeating: alignment.horizontal, count: result.columnCount)
    var aligned = Set<Int>()
    for cell in result.cells where cell.span == 1 && !aligned.contains(cell.column) {
      guard let value = subviews[cell.subview].layoutValue(LayoutValueKeys.gridColumnAlignment)?.stringValue,
        case .horizontal(let guide)? = AlignmentKey.named(value, customGuides: context.alignmentGuides)
      else { continue }
      result.columnAlignments[cell.column] = guide
      aligned.insert(cell.column)
    }
    return result
  }

  // MARK: - Tracks

  private func gaps(_ context: LayoutContext) -> (Double, Double) {
    (
      horizontalSpacing ?? context.environment.defaultSpacing,
      verticalSpacing ?? context.environment.defaultSpacing
    )
  }

  func tracks(
    _ proposal: ProposedViewSize, structure: Structure, subviews: [LayoutSubview], context: LayoutContext
  ) -> Tracks {
    let (horizontalGap, verticalGap) = gaps(context)
    var tracks = Tracks(
      widths: [Double](repeating: 0, count: structure.columnCount),
      heights: [Double](repeating: 0, count: structure.rowCount), horizontalGap: horizontalGap,
      verticalGap: verticalGap)
    let sizingWidth = structure.cells.filter { !$0.unsized.horizontal }
    let singles = sizingWidth.filter { $0.span == 1 }
    func widthAnswer(_ column: Int, _ offer: Double?) -> Double {
      var widest = 0.0
      for cell in singles where cell.column == column {
        let reason = ProposalReason.layout(
          name: "Grid", detail: "column \(column + 1) offered \(LayoutNumber.format(offer)) wide")
        widest = Swift.max(
          widest,
          subviews[cell.subview].size(ProposedViewSize(width: offer, height: nil), context.proposer(reason)).width)
      }
      return widest
    }
    var leftover = 0.0
    if let width = proposal.width {
      let available = width - horizontalGap * Double(Swift.max(0, structure.columnCount - 1))
      tracks.widths = share(
        available, count: structure.columnCount, answer: widthAnswer, leftover: &leftover)
    } else {
      for column in 0..<structure.columnCount { tracks.widths[column] = widthAnswer(column, nil) }
    }
    // Spanning cells widen their columns by what they need beyond them, from what is left over.
    for cell in sizingWidth where cell.span > 1 {
      let spanned = tracks.width(of: cell)
      let offer: Double? = proposal.width == nil ? nil : spanned + Swift.max(0, leftover)
      let reason = ProposalReason.layout(
        name: "Grid", detail: "cell spanning \(cell.span) columns offered \(LayoutNumber.format(offer)) wide")
      let needed =
        subviews[cell.subview].size(ProposedViewSize(width: offer, height: nil), context.proposer(reason)).width
        - spanned
      guard needed > 0 else { continue }
      let extra = proposal.width == nil ? needed : Swift.min(needed, Swift.max(0, leftover))
      leftover -= extra
      let end = Swift.min(structure.columnCount, cell.column + cell.span)
      for column in cell.column..<end { tracks.widths[column] += extra / Double(end - cell.column) }
    }
    // Rows: each cell offered its column width(s).
    let sizingHeight = structure.cells.filter { !$0.unsized.vertical }
    func heightAnswer(_ row: Int, _ offer: Double?) -> Double {
      var tallest = 0.0
      for cell in sizingHeight where cell.row == row {
        let reason = ProposalReason.layout(
          name: "Grid", detail: "row \(row + 1) offered \(LayoutNumber.format(offer)) high")
        let cellProposal = ProposedViewSize(width: tracks.width(of: cell), height: offer)
        tallest = Swift.max(tallest, subviews[cell.subview].size(cellProposal, context.proposer(reason)).height)
      }
      return tallest
    }
    if let height = proposal.height {
      var unused = 0.0
      let available = height - verticalGap * Double(Swift.max(0, structure.rowCount - 1))
      tracks.heights = share(available, count: structure.rowCount, answer: heightAnswer, leftover: &unused)
    } else {
      for row in 0..<structure.rowCount { tracks.heights[row] = heightAnswer(row, nil) }
    }
    return tracks
  }

  /// Shares `available` among `count` tracks as a stack shares its length: least flexible first, each offered an
  /// equal share of what is left, taking its answer. `leftover` is what remains.
  private func share(
    _ available: Double, count: Int, answer: (Int, Double?) -> Double, leftover: inout Double
  ) -> [Double] {
    var lengths = [Double](repeating: 0, count: count)
    let flexibility = (0..<count).map { answer($0, .infinity) - answer($0, 0) }
    let order = (0..<count).sorted {
      flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
    }
    var remaining = available
    for (position, track) in order.enumerated() {
      let offer = Swift.max(remaining / Double(count - position), 0)
      lengths[track] = answer(track, offer)
      remaining -= lengths[track]
    }
    leftover = remaining
    return lengths
  }

  // MARK: - LayoutAlgorithm

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let structure = structure(subviews, context: context)
    guard !structure.cells.isEmpty else { return SizeDecision(.zero, width: .empty, height: .empty) }
    let tracks = tracks(proposal, structure: structure, subviews: subviews, context: context)
    let size = tracks.size
    return SizeDecision(
      size,
      width: .gridSum(
        tracks: tracks.widths.reduce(0, +), gaps: size.width - tracks.widths.reduce(0, +),
        count: tracks.widths.count, result: size.width),
      height: .gridSum(
        tracks: tracks.heights.reduce(0, +), gaps: size.height - tracks.heights.reduce(0, +),
        count: tracks.heights.count, result: size.height))
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let structure = structure(subviews, context: context)
    let tracks = tracks(proposal, structure: structure, subviews: subviews, context: context)
    var placements: [SubviewPlacement] = []
    var baselineLines: [Int: Double] = [:]
    func cellFrame(_ cell: Cell) -> (Point, Size) {
      let origin = Point(
        x: tracks.start(of: cell.column, in: tracks.widths, gap: tracks.horizontalGap),
        y: tracks.start(of: cell.row, in: tracks.heights, gap: tracks.verticalGap))
      return (origin, Size(width: tracks.width(of: cell), height: tracks.heights[cell.row]))
    }
    func reason(_ cell: Cell, _ cellSize: Size) -> ProposalReason {
      .layout(
        name: "Grid",
        detail: "cell at row \(cell.row + 1), column \(cell.column + 1) proposed its cell \(cellSize)")
    }
    // Baseline-aligned rows line their cells' baselines up at the largest baseline of the row.
    for cell in structure.cells {
      let vertical = structure.rowAlignments[cell.row]
      guard vertical == .firstTextBaseline || vertical == .lastTextBaseline else { continue }
      let (_, cellSize) = cellFrame(cell)
      let childProposal = ProposedViewSize(cellSize)
      let childSize = subviews[cell.subview].size(childProposal, context.proposer(reason(cell, cellSize)))
      let value = subviews[cell.subview].alignment(.vertical(vertical), size: childSize, proposal: childProposal)
      baselineLines[cell.row] = Swift.max(baselineLines[cell.row] ?? -.infinity, value)
    }
    for cell in structure.cells {
      let (origin, cellSize) = cellFrame(cell)
      let childProposal = ProposedViewSize(cellSize)
      let subview = subviews[cell.subview]
      let childSize = subview.size(childProposal, context.proposer(reason(cell, cellSize)))
      let horizontal = cell.span == 1 ? structure.columnAlignments[cell.column] : alignment.horizontal
      let horizontalKey = AlignmentKey.horizontal(horizontal)
      let verticalKey = AlignmentKey.vertical(structure.rowAlignments[cell.row])
      let x =
        context.defaultAlignment(horizontalKey, in: cellSize)
        - subview.alignment(horizontalKey, size: childSize, proposal: childProposal)
      let line = baselineLines[cell.row] ?? context.defaultAlignment(verticalKey, in: cellSize)
      let y = line - subview.alignment(verticalKey, size: childSize, proposal: childProposal)
      placements.append(
        SubviewPlacement(
          subview: cell.subview, origin: Point(x: origin.x + x, y: origin.y + y), proposal: childProposal,
          reason: reason(cell, cellSize)))
    }
    return placements
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    mergedExplicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
  }
}
