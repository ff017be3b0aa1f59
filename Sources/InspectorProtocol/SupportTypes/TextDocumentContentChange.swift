/// One change of a `didChange`: a range replaced by `text` (incremental sync), or the whole text when
/// `range` is absent (full sync).
public struct TextDocumentContentChange: Codable, Hashable, Sendable {
  /// The range replaced, in the text as the changes before this one left it; absent: the whole document.
  public var range: TextRange?
  /// The length of the range (deprecated in LSP; read and ignored).
  public var rangeLength: Int?
  /// The new text.
  public var text: String

  /// Creates a change.
  public init(range: TextRange? = nil, rangeLength: Int? = nil, text: String) {
    self.range = range
    self.rangeLength = rangeLength
    self.text = text
  }
}
