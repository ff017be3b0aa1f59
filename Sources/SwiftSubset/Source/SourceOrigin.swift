/// Where a piece of source text sits in a larger document, so that diagnostics can point into it.
///
/// Expressions usually live inside a JSON tree (`"width": "labelWidth"`), so the name is typically the JSON path
/// of the string (`root.content[0].modifiers[1].frame.width`) and the line and column are those of the string's
/// first character in the document, when the host knows them.
public struct SourceOrigin: Hashable, Sendable {
  /// A name for the text, such as a JSON path or a file name; nil when the text stands alone.
  public var name: String?
  /// The line of the text's first character in the enclosing document, counted from 1.
  public var line: Int
  /// The column of the text's first character in the enclosing document, counted from 1 in Unicode scalars.
  public var column: Int

  /// Creates an origin; the defaults describe a text that stands alone.
  public init(name: String? = nil, line: Int = 1, column: Int = 1) {
    self.name = name
    self.line = line
    self.column = column
  }
}
