/// The result of `textDocument/hover`: what to show about the view or modifier under the cursor, and the
/// range it is about. (No result, `null`, when the cursor is on nothing laid out.)
public struct HoverResult: Codable, Hashable, Sendable {
  /// Markdown (or plain text for a client that reads no Markdown).
  public var contents: MarkupContent
  /// The expression the hover is about.
  public var range: TextRange?

  /// Creates the result.
  public init(contents: MarkupContent, range: TextRange?) {
    self.contents = contents
    self.range = range
  }
}
