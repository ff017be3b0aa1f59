/// A position in a Swift file: the UTF-8 byte offset, and the line and column as editors and compilers count
/// them.
///
/// Lines and columns count from 1, as compilers print them (`SignInForm.swift:12:5`); an LSP position is
/// `(line - 1, utf16Column - 1)`. Columns are given in UTF-8 bytes and in UTF-16 code units, which differ after
/// any non-ASCII character on the line (`"名前"` is 6 bytes but 2 UTF-16 units; `"😀"` 4 bytes, 2 units).
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The UTF-8 byte offset from the start of the file, from 0.
  package var offset: Int
  /// The line, from 1.
  package var line: Int
  /// The column in UTF-8 bytes, from 1.
  package var utf8Column: Int
  /// The column in UTF-16 code units, from 1 (what LSP clients count by default).
  package var utf16Column: Int

  /// Creates a position.
  package init(offset: Int, line: Int, utf8Column: Int, utf16Column: Int) {
    self.offset = offset
    self.line = line
    self.utf8Column = utf8Column
    self.utf16Column = utf16Column
  }

  /// Orders positions by offset.
  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }

  /// `line:column`, the column in UTF-16 units as editors show it.
  package var description: String { "\(line):\(utf16Column)" }
}
