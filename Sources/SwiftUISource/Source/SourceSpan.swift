/// A half-open range of a Swift file: from `start` up to, not including, `end`.
package struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
  /// The file's uri, as given in `SwiftSourceFile.uri`.
  package var uri: String
  /// The first character's position.
  package var start: SourcePosition
  /// The position just past the last character.
  package var end: SourcePosition

  /// Creates a span.
  package init(uri: String, start: SourcePosition, end: SourcePosition) {
    self.uri = uri
    self.start = start
    self.end = end
  }

  /// Whether the span contains the UTF-8 offset (an empty span contains its start).
  package func contains(offset: Int) -> Bool {
    offset >= start.offset && (offset < end.offset || (offset == start.offset && start.offset == end.offset))
  }

  /// Whether the span lies inside `other` (same file).
  package func isInside(_ other: SourceSpan) -> Bool {
    uri == other.uri && start.offset >= other.start.offset && end.offset <= other.end.offset
  }

  /// `uri:line:column`.
  package var description: String { "\(uri):\(start)" }
}
