/// A `Range<Int>` (`0..<3`) or `ClosedRange<Int>` (`1...5`), as `ForEach` data uses them.
public struct RangeValue: Hashable, Sendable {
  /// The lower bound.
  public var lowerBound: Int
  /// The upper bound: excluded for a half-open range, included for a closed one.
  public var upperBound: Int
  /// Whether the upper bound is included.
  public var isClosed: Bool

  /// Creates a range; the caller guarantees `lowerBound <= upperBound`.
  public init(lowerBound: Int, upperBound: Int, isClosed: Bool) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.isClosed = isClosed
  }

  /// The number of elements, or nil when it does not fit in `Int` (`Int.min...Int.max`).
  public var count: Int? {
    let (difference, overflow) = upperBound.subtractingReportingOverflow(lowerBound)
    if overflow { return nil }
    if !isClosed { return difference }
    let (closed, closedOverflow) = difference.addingReportingOverflow(1)
    return closedOverflow ? nil : closed
  }

  /// Whether the range contains a value.
  public func contains(_ value: Int) -> Bool {
    value >= lowerBound && (isClosed ? value <= upperBound : value < upperBound)
  }

  /// The element at an offset from the lower bound; the caller guarantees `offset < count`.
  func element(at offset: Int) -> Int {
    lowerBound.addingReportingOverflow(offset).partialValue
  }
}
