import Testing

@testable import LayoutEngine

/// `ChunkedArray`: an array's values, whatever its chunks; the chunks a copy covers whole shared, and a write to a
/// shared chunk copying it first.
struct ChunkedArrayTests {
  static let size = ChunkedArray<Int>.chunkSize

  /// Plain values come in chunks of about 4 KiB, references in chunks of 64 (`ChunkedArray.chunkShift`).
  @Test func plainValuesFillAboutFourKibibytesAChunkAndReferencesSixtyFour() {
    #expect(ChunkedArray<UInt32>.chunkSize * MemoryLayout<UInt32>.stride == 4096)
    #expect(ChunkedArray<Int>.chunkSize * MemoryLayout<Int>.stride == 4096)
    #expect(ChunkedArray<String>.chunkSize == 64)
    #expect(ChunkedArray<[Int]>.chunkSize == 64)
  }

  @Test func readsAndWritesAsAnArray() {
    var array = ChunkedArray(0..<(Self.size * 2 + 3))
    #expect(Array(array) == Array(0..<(Self.size * 2 + 3)))
    array[Self.size + 1] = -1
    #expect(array[Self.size + 1] == -1)
    #expect(array.read(Self.size * 2 + 2) { $0 } == Self.size * 2 + 2)
  }

  @Test func elementsMadeByOffsetAreAppendedAcrossChunks() {
    var array = ChunkedArray(0..<3)
    array.append(count: Self.size * 2) { 3 + $0 }
    #expect(Array(array) == Array(0..<(Self.size * 2 + 3)))
  }

  @Test func aCopiedRunSharesTheChunksItCoversWhole() {
    let earlier = ChunkedArray(0..<(Self.size * 3))
    var copy = ChunkedArray(0..<3)
    copy.appendCopies(of: 3..<(Self.size * 3 - 1), from: earlier)
    #expect(Array(copy) == Array(0..<(Self.size * 3 - 1)))
    // The first chunk was begun with elements of its own, the last is not covered whole.
    #expect(!copy.sharesChunk(at: 0, with: earlier))
    #expect(copy.sharesChunk(at: Self.size, with: earlier))
    #expect(!copy.sharesChunk(at: Self.size * 2, with: earlier))
    // A write copies the shared chunk first: the earlier array keeps its elements.
    copy[Self.size] = -1
    #expect(earlier[Self.size] == Self.size)
    #expect(!copy.sharesChunk(at: Self.size, with: earlier))
  }

  @Test func aCopiedRunWithinOneChunkCopiesItsElements() {
    let earlier = ChunkedArray(0..<(Self.size * 2))
    var copy = ChunkedArray(0..<3)
    copy.appendCopies(of: 3..<10, from: earlier)
    copy.appendCopies(of: 10..<(Self.size + 4), from: earlier)
    #expect(Array(copy) == Array(0..<(Self.size + 4)))
    #expect(!copy.sharesChunk(at: 0, with: earlier) && !copy.sharesChunk(at: Self.size, with: earlier))
    // Appended to after it, the copy's last chunk takes the next element.
    copy.append(-1)
    #expect(copy[Self.size + 4] == -1)
    #expect(earlier[Self.size + 4] == Self.size + 4)
  }

  @Test func aRangeAssignedSharesTheChunksItCoversWholeAndCopiesTheRest() {
    let earlier = ChunkedArray((0..<(Self.size * 3 + 5)).map { -$0 })
    var assigned = ChunkedArray<Int>()
    assigned.append(count: Self.size * 3 + 5) { _ in 7 }
    var replaced: [ChunkedArray<Int>.ReplacedChunk] = []
    assigned.assign(2..<(Self.size * 2 + 1), from: earlier, keepingReplacedIn: &replaced)
    let expected = (0..<(Self.size * 3 + 5)).map { (2..<(Self.size * 2 + 1)).contains($0) ? -$0 : 7 }
    #expect(Array(assigned) == expected)
    // Only the chunk the range covers whole is shared, the chunk it replaced kept for the caller; the first and third
    // were written in part, each part as one slice.
    #expect(!assigned.sharesChunk(at: 0, with: earlier))
    #expect(assigned.sharesChunk(at: Self.size, with: earlier))
    #expect(!assigned.sharesChunk(at: Self.size * 2, with: earlier))
    #expect(replaced.map(\.elements) == [Array(repeating: 7, count: Self.size)])
    #expect(replaced.map(\.index) == [1])
    // The last chunk, not full, is shared when the range covers it whole.
    assigned.assign((Self.size * 3)..<(Self.size * 3 + 5), from: earlier, keepingReplacedIn: &replaced)
    #expect(assigned.sharesChunk(at: Self.size * 3, with: earlier))
    #expect(replaced.last?.elements == Array(repeating: 7, count: 5))
    #expect(replaced.last?.index == 3)
    // A range past either array's end assigns nothing.
    assigned.assign(0..<(Self.size * 4), from: earlier, keepingReplacedIn: &replaced)
    #expect(assigned[0] == 7)
    #expect(replaced.count == 2)
  }

  @Test func chunksAppendedWholeAreShared() {
    let earlier = ChunkedArray((0..<(Self.size + 2)).map { -$0 })
    var appended = ChunkedArray<Int>()
    appended.appendChunk(0, of: earlier)
    // The last chunk, not full, is shared too.
    appended.appendChunk(1, of: earlier)
    #expect(Array(appended) == Array(earlier))
    #expect(appended.sharesChunk(at: 0, with: earlier) && appended.sharesChunk(at: Self.size, with: earlier))
    // Appended after an element of its own, a chunk is copied element by element.
    var copied = ChunkedArray([7])
    copied.appendChunk(0, of: earlier)
    #expect(Array(copied) == [7] + Array(earlier.prefix(Self.size)))
    var positions: [Int] = []
    copied.forEachPosition(notSharedWith: earlier) {
      positions.append($0)
      return $0 < 2
    }
    #expect(positions == [0, 1, 2])
  }

  @Test func aChunkOfItsOwnIsAppendedWholeOnlyAtAChunksEnd() {
    var array = ChunkedArray<Int>()
    let chunk = Array(0..<Self.size)
    let whole = array.appendChunk(chunk)
    #expect(whole)
    #expect(Array(array) == chunk)
    // Not a whole chunk, or not at a chunk's end: nothing appended.
    let part = array.appendChunk(Array(chunk.prefix(3)))
    array.append(-1)
    let afterAnElement = array.appendChunk(chunk)
    #expect(!part && !afterAnElement)
    #expect(Array(array) == chunk + [-1])
  }

  @Test func aWholeChunkIsReadInPlaceAndPositionsAreFoundAcrossChunks() {
    let array = ChunkedArray(0..<(Self.size * 2 + 3))
    #expect(array.readChunk(Self.size..<(Self.size * 2)) { $0.first } == Self.size)
    // Only a whole chunk, from its start.
    #expect(array.readChunk(1..<(Self.size + 1)) { $0.count } == nil)
    #expect(array.readChunk((Self.size * 2)..<(Self.size * 2 + 3)) { $0.count } == nil)
    let even = array.positions(in: (Self.size - 2)..<(Self.size * 2 + 10)) { $0 % 2 == 0 }
    #expect(even == Array(stride(from: Self.size - 2, to: Self.size * 2 + 3, by: 2)))
    #expect(array.positions(in: 5..<5) { _ in true }.isEmpty)
  }
}
