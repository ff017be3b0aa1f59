/// The node records of a pass, in tree order, kept in chunks of `chunkSize` that passes share.
///
/// Contract: immutable once built. A pass that keeps a whole chunk of the previous pass's records at the same positions
/// (the rows an edit did not touch, `PassRecorder.records`) holds that pass's chunk: one reference a chunk, where an
/// array of records held one a record. Retaining each kept record touched its storage, a cache miss a node at 10,000
/// rows, and freeing a pass released each again.
///
/// Reading a record is two array reads: its chunk, then the record in it.
public struct NodeRecords: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
  /// Records per chunk, a power of two: `chunkShift` bits of a position are its place in its chunk.
  static let chunkShift = 6
  static let chunkSize = 1 << chunkShift

  /// The chunks, each full (`chunkSize` records) but the last.
  private let chunks: [[NodeRecord]]
  /// How many records there are.
  public let count: Int

  /// Records kept as given, in chunks of their own.
  public init(_ records: [NodeRecord]) {
    var builder = Builder()
    for record in records { builder.append(record) }
    self = builder.finish()
  }

  /// Records kept as listed, in chunks of their own.
  public init(arrayLiteral records: NodeRecord...) {
    self.init(records)
  }

  private init(chunks: [[NodeRecord]], count: Int) {
    self.chunks = chunks
    self.count = count
  }

  /// The first record's position: 0.
  public var startIndex: Int { 0 }
  /// The position after the last record: `count`.
  public var endIndex: Int { count }

  /// The record at `position`: its chunk, then its place in the chunk.
  public subscript(position: Int) -> NodeRecord {
    chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
  }

  /// Calls `body` with each position whose record may differ from `other`'s at the same position, in order, until it
  /// returns false: every position but those of the chunks both hold (the same storage, so the same records), which
  /// are not read. Both hold as many records.
  func forEachPosition(notSharedWith other: NodeRecords, _ body: (Int) -> Bool) {
    for chunk in chunks.indices {
      let shared = other.chunks.indices.contains(chunk) && chunks[chunk].sharesStorage(with: other.chunks[chunk])
      guard !shared else { continue }
      let start = chunk << Self.chunkShift
      for position in start..<(start + chunks[chunk].count) where !body(position) { return }
    }
  }

  /// Builds records in order. A record kept from `earlier` at its own position (`appendKept`) is not read: a run of
  /// them filling a whole chunk takes `earlier`'s chunk, and any other run is copied from `earlier` when the chunk is
  /// known not to be all kept.
  struct Builder {
    private let earlier: NodeRecords?
    private var chunks: [[NodeRecord]] = []
    /// The records of the chunk being filled, after its `pending` first ones.
    private var current: [NodeRecord] = []
    /// How many records at the start of the chunk being filled are `earlier`'s at the same positions, not copied
    /// yet (only while `current` is empty).
    private var pending = 0
    private(set) var count = 0

    init(sharingWith earlier: NodeRecords? = nil) {
      self.earlier = earlier
    }

    /// Makes room for `count` records (in chunks).
    mutating func reserveCapacity(_ count: Int) {
      chunks.reserveCapacity((count + NodeRecords.chunkSize - 1) >> NodeRecords.chunkShift)
    }

    /// Appends `earlier`'s record at `position`: kept unread when `position` is the next one and every record of
    /// the chunk so far is kept so, else copied.
    mutating func appendKept(_ position: Int) {
      guard let earlier, position >= 0, position < earlier.count else { return }
      guard position == count, current.isEmpty else { return append(earlier[position]) }
      pending += 1
      count += 1
      if count & (NodeRecords.chunkSize - 1) == 0 {
        chunks.append(earlier.chunks[(count - 1) >> NodeRecords.chunkShift])
        pending = 0
      }
    }

    /// Appends `record`.
    mutating func append(_ record: NodeRecord) {
      if current.isEmpty { startChunk() }
      current.append(record)
      count += 1
      if current.count == NodeRecords.chunkSize {
        chunks.append(current)
        current = []
      }
    }

    /// The records appended.
    consuming func finish() -> NodeRecords {
      if pending > 0, let earlier, count == earlier.count {
        // The last chunk is `earlier`'s last, whole.
        chunks.append(earlier.chunks[(count - 1) >> NodeRecords.chunkShift])
      } else {
        if current.isEmpty, pending > 0 { startChunk() }
        if !current.isEmpty { chunks.append(current) }
      }
      return NodeRecords(chunks: chunks, count: count)
    }

    /// Starts filling a chunk of its own: room for a whole one, and the records kept unread so far copied in.
    private mutating func startChunk() {
      current.reserveCapacity(NodeRecords.chunkSize)
      guard pending > 0, let earlier else { return }
      let start = count - pending
      for position in start..<count { current.append(earlier[position]) }
      pending = 0
    }
  }
}
