/// The node records of a pass, in tree order, kept in chunks of `chunkSize` that passes share.
///
/// Contract: immutable once built. A pass that keeps a whole chunk of the previous pass's records at the same positions
/// (the rows an edit did not touch, `PassRecorder.records`) holds that pass's chunk: one reference a chunk, where an
/// array of records held one a record. Retaining each kept record touched its storage, a cache miss a node at 10,000
/// rows, and freeing a pass released each again.
///
/// Reading a record is two array reads: its chunk, then the record in it.
public struct NodeRecords: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
  /// Records per chunk (`ChunkedArray.chunkSize`).
  static var chunkSize: Int { ChunkedArray<NodeRecord>.chunkSize }

  /// The records, in chunks.
  private let records: ChunkedArray<NodeRecord>

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

  private init(records: ChunkedArray<NodeRecord>) {
    self.records = records
  }

  /// The first record's position: 0.
  public var startIndex: Int { 0 }
  /// The position after the last record: `count`.
  public var endIndex: Int { records.count }

  /// The record at `position`: its chunk, then its place in the chunk.
  public subscript(position: Int) -> NodeRecord {
    records[position]
  }

  /// Calls `body` with each position whose record may differ from `other`'s at the same position, in order, until it
  /// returns false: every position but those of the chunks both hold (the same storage, so the same records), which
  /// are not read. Both hold as many records.
  func forEachPosition(notSharedWith other: NodeRecords, _ body: (Int) -> Bool) {
    records.forEachPosition(notSharedWith: other.records, body)
  }

  /// Builds records in order. A record kept from `earlier` at its own position (`appendKept`) is not read: a run of
  /// them filling a whole chunk takes `earlier`'s chunk, and any other run is copied from `earlier` when the chunk is
  /// known not to be all kept.
  struct Builder {
    private let earlier: NodeRecords?
    private var records = ChunkedArray<NodeRecord>()
    /// How many records after `records` are `earlier`'s at the same positions, not copied yet (a run that started at
    /// a chunk's start).
    private var pending = 0
    /// How many records are appended, `pending` ones included.
    var count: Int { records.count + pending }

    init(sharingWith earlier: NodeRecords? = nil) {
      self.earlier = earlier
    }

    /// Makes room for `count` records (in chunks).
    mutating func reserveCapacity(_ count: Int) {
      records.reserveCapacity(count)
    }

    /// Appends `earlier`'s record at `position`: kept unread when `position` is the next one and every record of
    /// the chunk so far is kept so, else copied.
    mutating func appendKept(_ position: Int) {
      guard let earlier, position >= 0, position < earlier.count else { return }
      guard position == count else { return append(earlier[position]) }
      appendKept(next: 1)
    }

    /// Appends `earlier`'s records at the next `count` positions: kept unread while every record of their chunk so far
    /// is kept so (a chunk filled so is `earlier`'s, shared), else copied.
    mutating func appendKept(next count: Int) {
      guard let earlier, count > 0, self.count + count <= earlier.count else { return }
      var left = count
      while left > 0 {
        guard pending > 0 || records.count & (NodeRecords.chunkSize - 1) == 0 else {
          records.append(earlier[records.count])
          left -= 1
          continue
        }
        let kept = Swift.min(left, NodeRecords.chunkSize - pending)
        pending += kept
        left -= kept
        if pending == NodeRecords.chunkSize {
          records.appendChunk(records.count / NodeRecords.chunkSize, of: earlier.records)
          pending = 0
        }
      }
    }

    /// Appends `record`.
    mutating func append(_ record: NodeRecord) {
      copyPending()
      records.append(record)
    }

    /// The records appended.
    consuming func finish() -> NodeRecords {
      if pending > 0, let earlier, count == earlier.count {
        // The last chunk is `earlier`'s last, whole.
        records.appendChunk((count - 1) / NodeRecords.chunkSize, of: earlier.records)
        pending = 0
      }
      copyPending()
      return NodeRecords(records: records)
    }

    /// Copies the records kept unread so far from `earlier`, one by one: their chunk is not all kept.
    private mutating func copyPending() {
      guard pending > 0, let earlier else { return }
      let kept = records.count..<(records.count + pending)
      pending = 0
      for position in kept { records.append(earlier[position]) }
    }
  }
}
