import Testing

@testable import LayoutEngine

/// `OptionalIndexArray`: the values of an `[Int?]` of indices, whichever way they were appended or set.
struct OptionalIndexArrayTests {
  /// The same values as an `[Int?]`, read by subscript, through `element(at:)` and through a buffer.
  private static func values(_ array: OptionalIndexArray) -> [Int?] {
    let read = array.indices.map { array[$0] }
    #expect(read == array.indices.map { array.element(at: $0) })
    #expect(read == array.withBuffer { buffer in (0..<buffer.count).map { buffer.element(at: $0) } })
    #expect(
      read.map { $0 != nil } == array.withBuffer { buffer in (0..<buffer.count).map { buffer.holdsIndex(at: $0) } })
    return read
  }

  @Test func holdsWhatWasAppendedAndSet() {
    var array = OptionalIndexArray()
    array.append(7)
    array.append(nil)
    // More nones than one block holds.
    array.appendNone(count: 2_500)
    array.append(2_502..<2_505, shiftedBy: 2)
    array.padWithNone(to: 2_510)
    array.padWithNone(to: 3)
    var expected: [Int?] = [7, nil] + [Int?](repeating: nil, count: 2_500) + [2_500, 2_501, 2_502]
    expected += [Int?](repeating: nil, count: 5)
    #expect(Self.values(array) == expected)
    array.set(100..<103, shiftedBy: -1)
    array[0] = nil
    expected[100...102] = [101, 102, 103]
    expected[0] = nil
    #expect(Self.values(array) == expected)
  }

  @Test func readsPastEitherEndAsNone() {
    var array = OptionalIndexArray()
    array.append(0)
    #expect(array.element(at: -1) == nil)
    #expect(array.element(at: 1) == nil)
    #expect(array.withBuffer { $0.element(at: 1) } == nil)
    #expect(array.withBuffer { $0.holdsIndex(at: -1) } == false)
    #expect(array.element(at: 0) == 0)
  }

  /// A range holds its own positions when each of its elements is its position, the empty range always, a range past
  /// either end never.
  @Test func tellsWhetherARangeHoldsItsOwnPositions() {
    var array = OptionalIndexArray()
    array.appendNone(count: 10)
    array.set(2..<8, shiftedBy: 0)
    array[5] = 4
    let own = array.withBuffer { buffer in
      (0...10).flatMap { lower in (lower...10).map { (lower..<$0, buffer.holdsOwnPositions(lower..<$0)) } }
    }
    for (range, holds) in own {
      #expect(holds == range.allSatisfy { array.element(at: $0) == $0 }, "\(range)")
    }
    #expect(array.withBuffer { !$0.holdsOwnPositions(8..<11) && !$0.holdsOwnPositions(-1..<3) })
  }

  @Test func holdsNoNegativeIndexNorOneBeyondThirtyTwoBits() {
    var array = OptionalIndexArray()
    array.append(-5)
    array.append(Int(Int32.max))
    array.append(Int(Int32.max) + 1)
    #expect(Self.values(array) == [nil, Int(Int32.max), nil])
  }
}
