/// Bounded pieces of long texts: what a pass keeps of a text past its byte budget, and what records and
/// summaries quote of a text however long it is, so that a 10 MB `Text` is not repeated in every rule of a reply.
public enum TextExcerpt {
  /// The most bytes of a text that a record's rule, summary or description quotes.
  public static let quotedBytes = 256

  /// The longest prefix of `text` that fits in `maxBytes` bytes of UTF-8 and ends at a character boundary.
  public static func prefix(_ text: String, maxBytes: Int) -> String {
    guard text.utf8.count > maxBytes else { return text }
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let length = text[index].utf8.count
      guard used + length <= maxBytes else { break }
      used += length
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// `text` as rules and summaries quote it: whole when short, else its first `quotedBytes` bytes and `…`.
  public static func excerpt(_ text: String) -> String {
    text.utf8.count > quotedBytes ? prefix(text, maxBytes: quotedBytes) + "…" : text
  }

  /// What follows an excerpt that was cut: ` (N bytes)`, the whole text's length; empty for a short text.
  public static func lengthNote(_ text: String) -> String {
    let length = text.utf8.count
    return length > quotedBytes ? " (\(length) bytes)" : ""
  }
}
