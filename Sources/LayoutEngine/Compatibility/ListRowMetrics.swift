import JSONCore

/// Row metrics of an inset-grouped `Form`/`List` on iOS (`control-sizes.md` §2, §9.4).
public struct ListRowMetrics: Hashable, Sendable {
  /// The minimum row height (44 up to iOS 18, 52 on iOS 26).
  public var minRowHeight: Double
  /// The cell's inset from the list's edges (20 on phone-width containers up to iOS 18, else 16).
  public var cellInset: Double
  /// The content's inset inside the cell (20 or 16, like `cellInset`).
  public var contentInset: Double
  /// The space above and below row content before the row grows past its minimum height (11, UIKit's
  /// default cell margin; a row of 20.333-tall text is 44 with its text 11.833 from the top).
  public var verticalInset: Double
  /// The space above the first row of a section without a header (35.333, the measured headerless
  /// section gap). Low.
  public var topInset: Double
  /// Containers narrower than this use 16/16 insets instead of `cellInset`/`contentInset` (375).
  public var narrowWidth: Double
  /// The space above a `Section`'s header content in its header cell (17: footnote text at +17 in a 38.667
  /// cell). Medium-high (`control-sizes.md` 2.1–2.3).
  public var headerTopInset: Double = 17
  /// The space between a header's content and the section's first row (6). Medium-high (2.1–2.3).
  public var headerBottomInset: Double = 6
  /// The space between a section's last row (or footer) and the next section's header cell (17.667).
  /// Medium-high (2.2–2.4).
  public var sectionGap: Double = 17 + 2.0 / 3
  /// The space between a section's last row and its footer's content (6, assumed equal to the header's
  /// bottom inset). Unmeasured; low.
  public var footerTopInset: Double = 6

  /// Creates metrics.
  public init(
    minRowHeight: Double, cellInset: Double, contentInset: Double, verticalInset: Double, topInset: Double,
    narrowWidth: Double
  ) {
    self.minRowHeight = minRowHeight
    self.cellInset = cellInset
    self.contentInset = contentInset
    self.verticalInset = verticalInset
    self.topInset = topInset
    self.narrowWidth = narrowWidth
  }

  /// The measured metrics for `semantics`: iOS 16–18 rows 44 with 20 + 20 insets; iOS 26 rows 52 with
  /// 16 + 16 (`control-sizes.md` 2.1–2.4).
  public static func forSemantics(_ semantics: Semantics) -> ListRowMetrics {
    if semantics >= .v7 {
      return ListRowMetrics(
        minRowHeight: 52, cellInset: 16, contentInset: 16, verticalInset: 11, topInset: 35 + 1.0 / 3,
        narrowWidth: 0)
    }
    return ListRowMetrics(
      minRowHeight: 44, cellInset: 20, contentInset: 20, verticalInset: 11, topInset: 35 + 1.0 / 3,
      narrowWidth: 375)
  }
}
