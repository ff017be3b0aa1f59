/// A position in source text as people read it: line and column, both counted from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The UTF-8 offset in the source text.
  public var offset: Int
  /// The line, counted from 1 and shifted by the text's origin.
  public var line: Int
  /// The column in Unicode scalars, counted from 1 and shifted by the text's origin on its first line.
  public var column: Int

  /// Creates a location.
  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
