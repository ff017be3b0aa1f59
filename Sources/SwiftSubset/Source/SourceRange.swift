/// A half-open range of UTF-8 offsets into a `SourceText`.
public struct SourceRange: Hashable, Sendable {
  /// The offset of the first byte.
  public var start: Int
  /// The offset just past the last byte.
  public var end: Int

  /// Creates a range; `end` is raised to `start` when it is smaller.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = Swift.max(start, end)
  }

  /// The smallest range that covers both ranges.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: Swift.min(start, other.start), end: Swift.max(end, other.end))
  }
}
