/// Source text of an expression, a statement list or a declaration, with its origin.
///
/// The lexer works on the UTF-8 bytes; offsets in `SourceRange` are UTF-8 offsets into `text`.
public struct SourceText: Hashable, Sendable {
  /// The text as given.
  public let text: String
  /// Where the text sits in its enclosing document.
  public let origin: SourceOrigin
  /// The text's UTF-8 bytes, which the lexer reads.
  package let bytes: [UInt8]

  /// Creates a source text.
  public init(_ text: String, origin: SourceOrigin = SourceOrigin()) {
    self.text = text
    self.origin = origin
    self.bytes = Array(text.utf8)
  }

  /// The line and column of a UTF-8 offset, shifted by the origin.
  public func location(at offset: Int) -> SourceLocation {
    let clamped = Swift.min(Swift.max(0, offset), bytes.count)
    var line = 0
    var lineStart = 0
    var index = 0
    while index < clamped {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    let column = scalarCount(from: lineStart, to: clamped)
    return SourceLocation(
      offset: clamped,
      line: origin.line + line,
      column: (line == 0 ? origin.column : 1) + column
    )
  }

  /// The text of a range, as written.
  public func text(of range: SourceRange) -> String {
    let start = Swift.min(Swift.max(0, range.start), bytes.count)
    let end = Swift.min(Swift.max(start, range.end), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The source line holding the start of `range` followed by a caret line that marks the range on that line,
  /// like a compiler diagnostic:
  ///
  ///     value = max(value, nextValue())
  ///                 ^~~~~
  public func caretExcerpt(for range: SourceRange) -> String {
    let start = Swift.min(Swift.max(0, range.start), bytes.count)
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    var lineEnd = start
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    let indent = scalarCount(from: lineStart, to: start)
    let end = Swift.min(Swift.max(range.end, start), lineEnd)
    let width = Swift.max(1, scalarCount(from: start, to: end))
    // Tabs keep their width in the caret line so that the caret stays under the right character.
    var caret = ""
    var scalarIndex = 0
    for scalar in line.unicodeScalars {
      if scalarIndex >= indent { break }
      caret.append(scalar == "\t" ? "\t" : " ")
      scalarIndex += 1
    }
    caret += "^" + String(repeating: "~", count: width - 1)
    return line + "\n" + caret
  }

  /// The number of Unicode scalars between two UTF-8 offsets: the bytes that do not continue a sequence.
  private func scalarCount(from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }
}
