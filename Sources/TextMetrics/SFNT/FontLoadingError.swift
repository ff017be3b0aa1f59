/// Why a font file could not be read: the table (or container header) that was wrong, the absolute byte offset
/// in the file where the problem was found, and what was wrong there.
///
/// Font files are untrusted input. Every bounds, count and structure problem the reader meets becomes one of
/// these errors; the reader never traps and never reads outside the bytes it was given.
public struct FontLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The table tag (`cmap`, `GPOS`, …), or a container part such as `sfnt header`, `ttcf header`,
  /// `table directory` or `file`.
  public var table: String
  /// The absolute byte offset in the file at which the problem was found.
  public var offset: Int
  /// What was wrong, in a sentence fragment such as "needs 12 bytes but only 4 remain".
  public var reason: String

  /// Creates an error.
  public init(table: String, offset: Int, reason: String) {
    self.table = table
    self.offset = offset
    self.reason = reason
  }

  /// "cmap at byte offset 1234: format 4 segment count is odd".
  public var description: String { "\(table) at byte offset \(offset): \(reason)" }
}
