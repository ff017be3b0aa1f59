/// An array kept in chunks of `chunkSize` elements that values made from one another share: a pass's resolved nodes
/// (`ResolvedNodes`), its layers' states (`LayoutGraph.NodeStates`), its node records (`NodeRecords`) and its
/// preference tables (`PreferenceOutputs`, `PreferenceValues`).
///
/// Contract: a value with the semantics of an array. Writing an element copies its chunk first when another value
/// holds that chunk (copy-on-write, chunk by chunk). A run of another array's elements copied to the positions they
/// have there (`appendCopies(of:from:)`, `appendChunk(_:of:)`, `assign(_:from:keepingReplacedIn:)`) holds the other's
/// chunks it covers whole, one reference a chunk: copied element by element, each element retained all it holds (a
/// cache miss each at 10,000 rows), and freeing the copy released each again. So an element of a shared chunk is
/// written only when it changes, and two arrays' shared chunks are the same elements, unread
/// (`sharesChunk(at:with:)`).
///
/// Reading an element is two array reads: its chunk, then the element in it.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  /// Elements per chunk, a power of two: `chunkShift` bits of a position are its place in its chunk.
  ///
  /// 64 elements that hold references (nodes, states, records: a chunk copied retains each element, so a chunk is
  /// kept small), and about 4 KiB of plain values (the preference tables' indexes and slots, `PreferenceOutputs`,
  /// `PreferenceValues`: a chunk copied is one `memcpy`). Plain values in chunks of 64 made chunks of 256 bytes to
  /// 1 KiB, and those a pass wrote, kept with the versions that made them among the heap's longer-lived chunks, left
  /// pages partly used that no trim could give back: daemon RSS after the 10,000-row form's 100 edits 215.8 MiB,
  /// 210.1 with chunks of about 4 KiB (Benchmarks/memory.md, session 46, lead).
  @inline(__always) static var chunkShift: Int {
    guard _isPOD(Element.self) else { return 6 }
    let stride = MemoryLayout<Element>.stride
    return stride <= 4 ? 10 : stride <= 8 ? 9 : stride <= 16 ? 8 : 6
  }
  @inline(__always) static var chunkSize: Int { 1 << chunkShift }
  @inline(__always) private static var chunkMask: Int { chunkSize - 1 }

  /// The chunks, each full (`chunkSize` elements) but the last.
  private var chunks: [[Element]] = []
  /// How many elements there are.
  private(set) var count = 0

  init() {}

  /// `elements`, in chunks of their own.
  init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// `elements`, a chunk's worth copied at a time (a table built whole, `PreferenceCombiner.preferenceValues`).
  init(_ elements: [Element]) {
    chunks = elements.chunks(of: Self.chunkSize)
    count = elements.count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// The element at `position`, read and written in place in its chunk.
  subscript(position: Int) -> Element {
    _read { yield chunks[position >> Self.chunkShift][position & Self.chunkMask] }
    _modify { yield &chunks[position >> Self.chunkShift][position & Self.chunkMask] }
  }

  /// `body` given the element at `position` borrowed in place. A field read through an array kept in a class's
  /// property unchecked for exclusivity (`ResolvedTree.nodes`) copied the whole element first, retaining all it holds.
  func read<Result>(_ position: Int, _ body: (Element) -> Result) -> Result {
    chunks.withUnsafeBufferPointer { chunks in
      chunks[position >> Self.chunkShift].withUnsafeBufferPointer { body($0[position & Self.chunkMask]) }
    }
  }

  /// `body` given the elements at `range` borrowed in place, when they fill one chunk (`chunkSize` of them, from a
  /// chunk's start); nil, with `body` not called, otherwise. A chunk's elements read one by one (`read`) found their
  /// chunk each.
  func readChunk<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result? {
    guard range.lowerBound & Self.chunkMask == 0, range.count == Self.chunkSize, range.upperBound <= count else {
      return nil
    }
    return chunks.withUnsafeBufferPointer { chunks in
      chunks[range.lowerBound >> Self.chunkShift].withUnsafeBufferPointer { body($0) }
    }
  }

  /// The positions of `range`, in order, whose elements satisfy `isIncluded`: each chunk found once, its elements
  /// borrowed in place (read one by one, each found its chunk).
  func positions(in range: Range<Int>, where isIncluded: (Element) -> Bool) -> [Int] {
    var found: [Int] = []
    let range = range.clamped(to: 0..<count)
    chunks.withUnsafeBufferPointer { chunks in
      var position = range.lowerBound
      while position < range.upperBound {
        let chunk = position >> Self.chunkShift
        let end = Swift.min((chunk + 1) << Self.chunkShift, range.upperBound)
        chunks[chunk].withUnsafeBufferPointer { elements in
          for offset in (position & Self.chunkMask)..<(position & Self.chunkMask + end - position)
          where isIncluded(elements[offset]) {
            found.append(chunk << Self.chunkShift + offset)
          }
        }
        position = end
      }
    }
    return found
  }

  /// Appends `element`, moved in.
  mutating func append(_ element: consuming Element) {
    if count & Self.chunkMask == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    count += 1
  }

  /// Appends copies of `other`'s elements at `range`, which starts at `count` (the elements go to the positions they
  /// have there): each chunk of `other` the range covers whole is shared, the other elements of a chunk copied as one
  /// slice (copied one by one, each element's copy was a call of its own).
  mutating func appendCopies(of range: Range<Int>, from other: Self) {
    guard range.lowerBound == count, range.upperBound <= other.count else {
      for position in range where other.indices.contains(position) { append(other[position]) }
      return
    }
    var position = range.lowerBound
    while position < range.upperBound {
      let chunk = position >> Self.chunkShift
      let offset = position & Self.chunkMask
      let end = Swift.min((chunk + 1) << Self.chunkShift, range.upperBound)
      if offset == 0, end - position == Self.chunkSize {
        chunks.append(other.chunks[chunk])
      } else {
        if offset == 0 {
          var made: [Element] = []
          made.reserveCapacity(Self.chunkSize)
          chunks.append(made)
        }
        chunks[chunks.count - 1].append(contentsOf: other.chunks[chunk][offset..<(offset + end - position)])
      }
      count += end - position
      position = end
    }
  }

  /// Appends `other`'s chunk `chunk` whole, shared, when this array ends at a chunk's end and that chunk is full or
  /// `other`'s last; else its elements one by one.
  mutating func appendChunk(_ chunk: Int, of other: Self) {
    guard other.chunks.indices.contains(chunk) else { return }
    guard count & Self.chunkMask == 0, other.chunks[chunk].count == Self.chunkSize || chunk == other.chunks.count - 1
    else {
      for element in other.chunks[chunk] { append(element) }
      return
    }
    chunks.append(other.chunks[chunk])
    count += other.chunks[chunk].count
  }

  /// Appends `elements` as a chunk of their own, shared, when this array ends at a chunk's end and they fill a chunk;
  /// returns whether it did (nothing appended otherwise).
  mutating func appendChunk(_ elements: Chunk) -> Bool {
    guard count & Self.chunkMask == 0, elements.count == Self.chunkSize else { return false }
    chunks.append(elements)
    count += Self.chunkSize
    return true
  }

  /// Appends `added` elements, `element(offset)` for each offset from 0, a chunk's worth at a time: each chunk found
  /// once, not once an element.
  mutating func append(count added: Int, _ element: (Int) -> Element) {
    var offset = 0
    while offset < added {
      if count & Self.chunkMask == 0 {
        var chunk: [Element] = []
        chunk.reserveCapacity(Self.chunkSize)
        chunks.append(chunk)
      }
      let filled = Swift.min(added - offset, Self.chunkSize - count & Self.chunkMask)
      chunks.withUnsafeMutableBufferPointer { chunks in
        let last = chunks.count - 1
        for made in offset..<(offset + filled) { chunks[last].append(element(made)) }
      }
      count += filled
      offset += filled
    }
  }

  /// A chunk's elements (`chunkSize` of them, fewer in the last chunk).
  typealias Chunk = [Element]

  /// A chunk `assign` replaced: its index among the chunks and its elements.
  struct ReplacedChunk {
    let index: Int
    let elements: Chunk
  }

  /// Writes `other`'s elements at `range` to the same positions here, both arrays holding them (see the contract):
  /// each chunk the range covers whole is shared, the chunk it replaces appended to `replaced` (for the caller to free
  /// or reuse when it chooses), the other elements of a chunk copied as one slice.
  mutating func assign(_ range: Range<Int>, from other: Self, keepingReplacedIn replaced: inout [ReplacedChunk]) {
    guard range.lowerBound >= 0, range.upperBound <= count, range.upperBound <= other.count else { return }
    var position = range.lowerBound
    while position < range.upperBound {
      let chunk = position >> Self.chunkShift
      let offset = position & Self.chunkMask
      let end = Swift.min(position - offset + chunks[chunk].count, range.upperBound)
      if offset == 0, end - position == chunks[chunk].count, chunks[chunk].count == other.chunks[chunk].count {
        var elements = other.chunks[chunk]
        swap(&chunks[chunk], &elements)
        replaced.append(ReplacedChunk(index: chunk, elements: elements))
      } else {
        let written = offset..<(offset + end - position)
        chunks[chunk].replaceSubrange(written, with: other.chunks[chunk][written])
      }
      position = end
    }
  }

  /// How many elements the chunks made so far have room for.
  var capacity: Int { chunks.capacity << Self.chunkShift }

  /// Makes room for `count` elements (in chunks).
  mutating func reserveCapacity(_ count: Int) {
    chunks.reserveCapacity((count + Self.chunkMask) >> Self.chunkShift)
  }

  /// Whether the chunk holding `position` is `other`'s chunk there, the same storage: then the elements of that chunk
  /// are `other`'s, unread.
  func sharesChunk(at position: Int, with other: Self) -> Bool {
    let chunk = position >> Self.chunkShift
    guard chunks.indices.contains(chunk), other.chunks.indices.contains(chunk) else { return false }
    return chunks[chunk].sharesStorage(with: other.chunks[chunk])
  }

  /// The chunk at `index` among the chunks (its elements from `index << chunkShift`), shared; nil past the last.
  func chunk(_ index: Int) -> Chunk? {
    chunks.indices.contains(index) ? chunks[index] : nil
  }

  /// Whether the chunk at `index` among the chunks is `chunk`, the same storage: then its elements are `chunk`'s, unread.
  func holdsChunk(_ chunk: Chunk, at index: Int) -> Bool {
    chunks.indices.contains(index) && chunks[index].sharesStorage(with: chunk)
  }

  /// Calls `body` with each position whose element may differ from `other`'s at the same position, in order, until it
  /// returns false: every position but those of the chunks both hold (the same storage, so the same elements), which
  /// are not read.
  func forEachPosition(notSharedWith other: Self, _ body: (Int) -> Bool) {
    for chunk in chunks.indices {
      let start = chunk << Self.chunkShift
      guard !sharesChunk(at: start, with: other) else { continue }
      for position in start..<(start + chunks[chunk].count) where !body(position) { return }
    }
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension Array {
  /// The elements in order, in arrays of `size` (the last holds the rest; none when there are no elements): the
  /// chunks of a chunked list made from a whole array (`ChunkedArray.init(_:)`, `ViewNodes.init(_:)`).
  func chunks(of size: Int) -> [[Element]] {
    let size = Swift.max(1, size)
    var chunks: [[Element]] = []
    chunks.reserveCapacity((count + size - 1) / size)
    var start = 0
    while start < count {
      let end = Swift.min(start + size, count)
      chunks.append(Array(self[start..<end]))
      start = end
    }
    return chunks
  }
}
