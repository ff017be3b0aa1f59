import Testing

@testable import LayoutEngine

/// `ChunkedArray`: an array's values, whatever its chunks; the chunks a copy covers whole shared, and a write to a
/// shared chunk copying it first.
struct ChunkedArrayTests {
  static let size = ChunkedArray<Int>.chunkSize

  @Test func readsAndWritesAsAnArray() {
    var array = ChunkedArray(0..<(Self.size * 2 + 3))
    #expect(Array(array) == Array(0..<(Self.size * 2 + 3)))
    array[Self.size + 1] = -1
    #expect(array[Self.size + 1] == -1)
    #expect(array.read(Self.size * 2 + 2) { $0 } == Self.size * 2 + 2)
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

  @Test func aChunkIsSharedWholeOnlyWhenBothAreFull() {
    let earlier = ChunkedArray((0..<(Self.size + 2)).map { -$0 })
    var array = ChunkedArray(0..<(Self.size + 2))
    let sharedFull = array.shareChunk(at: 3, with: earlier)
    #expect(sharedFull)
    #expect(array[3] == -3 && array[Self.size] == Self.size)
    let sharedLast = array.shareChunk(at: Self.size, with: earlier)
    #expect(!sharedLast)
    #expect(array[Self.size] == Self.size)
    var appended = ChunkedArray<Int>()
    appended.appendChunk(0, of: earlier)
    appended.appendChunk(1, of: earlier)
    #expect(Array(appended) == Array(earlier))
    #expect(appended.sharesChunk(at: 0, with: earlier) && appended.sharesChunk(at: Self.size, with: earlier))
    var positions: [Int] = []
    array.forEachPosition(notSharedWith: earlier) {
      positions.append($0)
      return true
    }
    #expect(positions == [Self.size, Self.size + 1])
  }
}
