/// A half-open range of a Swift file: from `start` up to, not including, `end`.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
  /// The file's uri, as given in `SwiftSourceFile.uri`.
  public var uri: String
  /// The first character's position.
  public var start: SourcePosition
  /// The position just past the last character.
  public var end: SourcePosition

  /// Creates a span.
  public init(uri: String, start: SourcePosition, end: SourcePosition) {
    self.uri = uri
    self.start = start
    self.end = end
  }

  /// Whether the span contains the UTF-8 offset (an empty span contains its start).
  public func contains(offset: Int) -> Bool {
    offset >= start.offset && (offset < end.offset || (offset == start.offset && start.offset == end.offset))
  }

  /// Whether the span lies inside `other` (same file).
  public func isInside(_ other: SourceSpan) -> Bool {
    uri == other.uri && start.offset >= other.start.offset && end.offset <= other.end.offset
  }

  /// `uri:line:column`.
  public var description: String { "\(uri):\(start)" }
}
