/// A set of node indices, a bit a node: the nodes a pass's sweeps mark and then test in their loops
/// (`PreferenceOutputs`' kept and written nodes, the nodes `PreferenceCombiner.preferenceValues` read).
///
/// Contract: `contains` is false for a node outside the room (a negative index or one past it); `insert` makes room
/// for its node. The hot loops read and mark through a buffer (`withBuffer`, `withMutableBuffer`), whose operations
/// are inlined: a test is a shift, a load and a mask.
struct NodeBitSet {
  private var words: [UInt64] = []

  init() {}

  /// An empty set with room for the nodes `0..<count`.
  init(room count: Int) {
    words = [UInt64](repeating: 0, count: Self.words(for: count))
  }

  /// Makes room for the nodes `0..<count`, the new ones not in the set.
  mutating func makeRoom(for count: Int) {
    let needed = Self.words(for: count)
    if words.count < needed { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
  }

  func contains(_ node: Int) -> Bool {
    withBuffer { $0.contains(node) }
  }

  /// Adds `node` (not negative), making room for it.
  mutating func insert(_ node: Int) {
    guard node >= 0 else { return }
    makeRoom(for: node + 1)
    words[node &>> 6] |= Self.bit(node)
  }

  /// The word of the set holding the nodes `64 * index ..< 64 * index + 64`, a bit a node (the lowest bit the first
  /// node); 0 outside the room.
  @inline(__always)
  func word(at index: Int) -> UInt64 {
    index >= 0 && index < words.count ? words[index] : 0
  }

  /// `body` given the set read through a buffer.
  func withBuffer<Result>(_ body: (Buffer) -> Result) -> Result {
    words.withUnsafeBufferPointer { body(Buffer(words: $0)) }
  }

  /// `body` given the set marked through a buffer, within the room the set has.
  mutating func withMutableBuffer<Result>(_ body: (MutableBuffer) -> Result) -> Result {
    words.withUnsafeMutableBufferPointer { body(MutableBuffer(words: $0)) }
  }

  /// The set read in place, valid for the length of a `withBuffer` call.
  struct Buffer {
    fileprivate let words: UnsafeBufferPointer<UInt64>

    /// Whether `node` is within the room the set has (`contains` is false outside it).
    @inline(__always)
    func hasRoom(for node: Int) -> Bool {
      NodeBitSet.isWithin(node, words.count)
    }

    @inline(__always)
    func contains(_ node: Int) -> Bool {
      hasRoom(for: node) && words[node &>> 6] & NodeBitSet.bit(node) != 0
    }

    /// The end of the positions of `order` from `start` below `end` whose nodes are all in the set: the first position
    /// from `start` whose node is not (or `end`). A word is read once for the nodes after one another that lie in it
    /// (a form's rows' nodes come in index order): tested each with `contains`, a node cost about 13 instructions of
    /// the keeping-max edit at 1,000 rows.
    @inline(__always)
    func endOfContained(in order: UnsafeBufferPointer<Int>, from start: Int, below end: Int) -> Int {
      var next = start
      // Within the buffer whatever `end` the caller gives.
      let stop = Swift.min(end, order.count)
      // The index of the word read last (none yet: past any word) and its bits.
      var read = UInt.max
      var bits: UInt64 = 0
      while next < stop {
        let node = order[next]
        let word = UInt(bitPattern: node) &>> 6
        if word != read {
          // A negative node's word, taken unsigned, is past any count.
          guard word < UInt(bitPattern: words.count) else { break }
          read = word
          bits = words[Int(word)]
        }
        guard bits & NodeBitSet.bit(node) != 0 else { break }
        next &+= 1
      }
      return next
    }

    /// Calls `body` with each node of `0..<count` not in the set, in order, a word at a time (a word whose nodes are
    /// all in the set is passed over in one test).
    @inline(__always)
    func forEachAbsent(below count: Int, _ body: (Int) -> Void) {
      var word = 0
      while word &<< 6 < count {
        var absent = ~(word < words.count ? words[word] : 0)
        let end = count &- word &<< 6
        if end < 64 { absent &= ~UInt64(0) &>> UInt64(64 &- end) }
        while absent != 0 {
          body(word &<< 6 &+ absent.trailingZeroBitCount)
          absent &= absent &- 1
        }
        word &+= 1
      }
    }

    /// Whether one of `nodes` is in the set or beyond its room (a range of a few thousand nodes is a few dozen words
    /// read).
    func containsAny(of nodes: Range<Int>) -> Bool {
      guard !nodes.isEmpty else { return false }
      guard nodes.lowerBound >= 0, hasRoom(for: nodes.upperBound - 1) else { return true }
      let (first, last, low, high) = NodeBitSet.words(of: nodes)
      if first == last { return words[first] & low & high != 0 }
      if words[first] & low != 0 || words[last] & high != 0 { return true }
      for word in (first + 1)..<last where words[word] != 0 { return true }
      return false
    }

    /// Whether every one of `nodes` is in the set (none is beyond its room), a word at a time.
    func containsAll(of nodes: Range<Int>) -> Bool {
      guard !nodes.isEmpty else { return true }
      guard nodes.lowerBound >= 0, hasRoom(for: nodes.upperBound - 1) else { return false }
      let (first, last, low, high) = NodeBitSet.words(of: nodes)
      if first == last { return words[first] & low & high == low & high }
      if words[first] & low != low || words[last] & high != high { return false }
      for word in (first + 1)..<last where words[word] != ~UInt64(0) { return false }
      return true
    }
  }

  /// The set marked in place, valid for the length of a `withMutableBuffer` call.
  struct MutableBuffer {
    fileprivate let words: UnsafeMutableBufferPointer<UInt64>

    /// Adds `node` when it is within the room the set has.
    @inline(__always)
    func insert(_ node: Int) {
      guard NodeBitSet.isWithin(node, words.count) else { return }
      words[node &>> 6] |= NodeBitSet.bit(node)
    }

    /// Adds the nodes of `nodes` within the room the set has, a word at a time.
    func insert(_ nodes: Range<Int>) {
      let lower = Swift.max(nodes.lowerBound, 0)
      let upper = Swift.min(nodes.upperBound, words.count &<< 6)
      guard lower < upper else { return }
      let (first, last, low, high) = NodeBitSet.words(of: lower..<upper)
      if first == last {
        words[first] |= low & high
        return
      }
      words[first] |= low
      for word in (first + 1)..<last { words[word] = ~UInt64(0) }
      words[last] |= high
    }
  }

  /// Whether `node` is within the room of `count` words, in one comparison (a negative node's word, taken unsigned, is
  /// past any count).
  @inline(__always)
  fileprivate static func isWithin(_ node: Int, _ count: Int) -> Bool {
    UInt(bitPattern: node) &>> 6 < UInt(bitPattern: count)
  }

  /// The words a non-empty range of nodes (not negative) lies in, and the bits of its first and last words within it.
  @inline(__always)
  fileprivate static func words(of nodes: Range<Int>) -> (first: Int, last: Int, low: UInt64, high: UInt64) {
    let last = nodes.upperBound - 1
    return (
      nodes.lowerBound &>> 6, last &>> 6, ~UInt64(0) &<< UInt64(nodes.lowerBound & 63),
      ~UInt64(0) &>> UInt64(63 - (last & 63))
    )
  }

  /// The bit of `node` in its word (`word(at:)`).
  @inline(__always)
  static func bit(_ node: Int) -> UInt64 {
    1 &<< UInt64(node & 63)
  }

  private static func words(for count: Int) -> Int {
    count > 0 ? (count + 63) / 64 : 0
  }
}
