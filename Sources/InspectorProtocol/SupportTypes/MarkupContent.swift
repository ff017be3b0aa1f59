/// Text for the editor to show: Markdown or plain text.
public struct MarkupContent: Codable, Hashable, Sendable {
  /// `markdown` or `plaintext`.
  public var kind: String
  /// The text.
  public var value: String

  /// Creates content.
  public init(kind: String, value: String) {
    self.kind = kind
    self.value = value
  }
}
