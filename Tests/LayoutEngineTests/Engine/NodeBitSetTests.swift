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

  /// A range holds a node of the set when one of its nodes is one, or reaches beyond the set's room.
  @Test func findsANodeOfTheSetInARange() {
    var set = NodeBitSet(room: 300)
    for node in [5, 63, 64, 130, 255] { set.insert(node) }
    let members = Set([5, 63, 64, 130, 255])
    set.withBuffer { buffer in
      for lower in stride(from: 0, through: 300, by: 7) {
        for upper in stride(from: lower, through: 330, by: 5) {
          let expected = (lower..<upper).contains { members.contains($0) } || (upper > 320 && upper > lower)
          #expect(buffer.containsAny(of: lower..<upper) == expected, "\(lower)..<\(upper)")
        }
      }
      #expect(buffer.containsAny(of: -1..<3))
      #expect(!buffer.containsAny(of: 6..<63) && buffer.containsAny(of: 6..<64) && !buffer.containsAny(of: 65..<130))
    }
  }

  /// A range lies within the set when each of its nodes is one (an empty range always), never when it reaches
  /// beyond the set's room.
  @Test func findsARangeWhollyInTheSet() {
    var set = NodeBitSet(room: 300)
    set.withMutableBuffer { buffer in
      buffer.insert(3..<140)
      buffer.insert(192..<256)
      buffer.insert(290..<320)
    }
    set.withBuffer { buffer in
      for lower in stride(from: 0, through: 300, by: 3) {
        for upper in stride(from: lower, through: 330, by: 7) {
          let expected = (lower..<upper).allSatisfy { set.contains($0) } && (upper <= 320 || upper == lower)
          #expect(buffer.containsAll(of: lower..<upper) == expected, "\(lower)..<\(upper)")
        }
      }
      #expect(!buffer.containsAll(of: -1..<3) && buffer.containsAll(of: 5..<5) && buffer.containsAll(of: 64..<128))
    }
  }

  /// A range marked through the buffer marks its nodes within the room, and no others.
  @Test func marksARangeWithinItsRoomOnly() {
    for (lower, upper) in [(0, 0), (3, 4), (3, 64), (60, 70), (64, 128), (5, 300), (-4, 2), (250, 400)] {
      var set = NodeBitSet(room: 256)
      set.withMutableBuffer { $0.insert(lower..<upper) }
      let expected = (0..<320).filter { $0 >= lower && $0 < upper && $0 < 256 }
      #expect((0..<320).filter { set.contains($0) } == expected, "\(lower)..<\(upper)")
    }
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
