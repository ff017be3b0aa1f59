import Testing

@testable import LayoutEngine

/// `NodeBitSet`: a set of node indices, read and marked alike through the set and through its buffers.
struct NodeBitSetTests {
  @Test func holdsTheNodesInsertedAndNoneOutsideItsRoom() {
    var set = NodeBitSet(room: 70)
    set.insert(0)
    set.insert(69)
    // Room is made for a node past it; a negative node is not held.
    set.insert(200)
    set.insert(-1)
    #expect((0..<256).filter { set.contains($0) } == [0, 69, 200])
    #expect(!set.contains(-1))
    #expect(!set.contains(Int.max))
    #expect(set.withBuffer { buffer in (0..<256).filter { buffer.contains($0) } } == [0, 69, 200])
    #expect(set.withBuffer { $0.hasRoom(for: 255) && !$0.hasRoom(for: 256) && !$0.hasRoom(for: -1) })
  }

  @Test func marksThroughItsBufferWithinItsRoomOnly() {
    var set = NodeBitSet()
    set.makeRoom(for: 10)
    set.withMutableBuffer { buffer in
      buffer.insert(3)
      buffer.insert(64)
      buffer.insert(-5)
    }
    #expect((0..<128).filter { set.contains($0) } == [3])
  }
}
