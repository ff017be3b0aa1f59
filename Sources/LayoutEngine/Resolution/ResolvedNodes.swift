/// The resolved nodes of a pass (`ResolvedTree.nodes`), by index, kept in chunks of `chunkSize` that passes share.
///
/// Contract: a value with the semantics of an array of nodes. Writing a node copies its chunk first when another value
/// holds that chunk (copy-on-write, chunk by chunk). A pass that copies a run of the previous pass's nodes to the indices
/// they had (`appendCopies(of:from:)`) holds the previous pass's chunks the run covers whole, one reference a chunk:
/// copied node by node, each node retained its resolution, modifiers and children (a cache miss each at 10,000 rows),
/// and freeing the pass released each again. So a node of a shared chunk is written only when it changes.
///
/// Reading a node is two array reads: its chunk, then the node in it.
struct ResolvedNodes: RandomAccessCollection, MutableCollection {
  /// Nodes per chunk, a power of two: `chunkShift` bits of an index are its place in its chunk.
  static let chunkShift = 6
  static let chunkSize = 1 << chunkShift
  private static let chunkMask = chunkSize - 1

  /// The chunks, each full (`chunkSize` nodes) but the last.
  private var chunks: [[ResolvedNode]] = []
  /// How many nodes there are.
  private(set) var count = 0

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// The node at `position`, read and written in place in its chunk.
  subscript(position: Int) -> ResolvedNode {
    _read { yield chunks[position >> Self.chunkShift][position & Self.chunkMask] }
    _modify { yield &chunks[position >> Self.chunkShift][position & Self.chunkMask] }
  }

  /// `body` given the node at `position` borrowed in place. A field read through `ResolvedTree.nodes` (a class's
  /// property unchecked for exclusivity) copied the whole node first, retaining all it holds.
  func read<Result>(_ position: Int, _ body: (ResolvedNode) -> Result) -> Result {
    chunks.withUnsafeBufferPointer { chunks in
      chunks[position >> Self.chunkShift].withUnsafeBufferPointer { body($0[position & Self.chunkMask]) }
    }
  }

  /// Appends `node`, moved in.
  mutating func append(_ node: consuming ResolvedNode) {
    if count & Self.chunkMask == 0 {
      var chunk: [ResolvedNode] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(node)
    count += 1
  }

  /// Appends copies of `other`'s nodes at `range`, which starts at `count` (the nodes go to the indices they have
  /// there): each chunk of `other` the range covers whole is shared, the other nodes copied one by one.
  mutating func appendCopies(of range: Range<Int>, from other: ResolvedNodes) {
    guard range.lowerBound == count, range.upperBound <= other.count else {
      for position in range where other.indices.contains(position) { append(other[position]) }
      return
    }
    var position = range.lowerBound
    while position < range.upperBound {
      if position & Self.chunkMask == 0, position + Self.chunkSize <= range.upperBound {
        chunks.append(other.chunks[position >> Self.chunkShift])
        count += Self.chunkSize
        position += Self.chunkSize
      } else {
        append(other[position])
        position += 1
      }
    }
  }

  /// How many nodes the chunks made so far have room for.
  var capacity: Int { chunks.capacity << Self.chunkShift }

  /// Makes room for `count` nodes (in chunks).
  mutating func reserveCapacity(_ count: Int) {
    chunks.reserveCapacity((count + Self.chunkMask) >> Self.chunkShift)
  }

  /// Whether the chunk holding `position` is `other`'s chunk there, the same storage: then the nodes of that chunk
  /// are `other`'s, unread.
  func sharesChunk(at position: Int, with other: ResolvedNodes) -> Bool {
    let chunk = position >> Self.chunkShift
    guard chunks.indices.contains(chunk), other.chunks.indices.contains(chunk) else { return false }
    return chunks[chunk].sharesStorage(with: other.chunks[chunk])
  }
}
