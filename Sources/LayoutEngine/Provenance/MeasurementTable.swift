/// The measurements of one node record's layers in one allocation: each layer record keeps the range of its own
/// (`MeasurementRows`), so a retained pass holds one allocation of measurements a node instead of one a layer (an
/// array's header and the allocator's rounding each), and freeing the node's records frees one.
///
/// A table belongs to the layers of one node, which passes share as a whole (`LayerRecord.sameValues`), so it lives
/// exactly as long as they do: a table of the whole pass would outlive the layers that later passes record again.
/// Rows are appended only while the pass records the node's layers (`PassRecorder.records`), into room reserved for
/// every answer of its layers (a layer records each answer at most once); once the node's record is made, nothing
/// changes the table, so passes share it across threads like the rest of their records (`MeasurementRows`).
final class MeasurementTable: ManagedBuffer<MeasurementTable.Header, Measurement> {
  /// How many rows the table holds, and has room for (kept: `ManagedBuffer.capacity` asks the allocator). 32 bits
  /// each, as `MeasurementRows` keeps its range (a node's rows are far fewer than 2^31): the rows then start 24 bytes
  /// into the table where two `Int`s put them at 32 (a table a recorded node).
  struct Header {
    var count: Int32 = 0
    let room: Int32
  }

  /// A table with room for `capacity` rows.
  static func make(capacity: Int) -> MeasurementTable {
    unsafeDowncast(
      create(minimumCapacity: capacity) { _ in Header(room: Int32(clamping: capacity)) }, to: MeasurementTable.self)
  }

  deinit {
    _ = withUnsafeMutablePointers { header, rows in rows.deinitialize(count: Int(header.pointee.count)) }
  }

  /// How many rows it holds (read through the header's pointer: `header` is checked for exclusivity on every read, and
  /// every layer record reads it).
  var count: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

  /// Appends a row; the table's room was reserved for it.
  func append(_ row: Measurement) {
    withUnsafeMutablePointers { header, rows in
      precondition(
        header.pointee.count < header.pointee.room, "a measurement table holds a row per answer of its layers")
      (rows + Int(header.pointee.count)).initialize(to: row)
      header.pointee.count += 1
    }
  }

  /// Calls `body` with the rows in `range`, read in place.
  func withRows<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<Measurement>) -> Result) -> Result {
    withUnsafeMutablePointerToElements { rows in
      body(UnsafeBufferPointer(start: rows + range.lowerBound, count: range.count))
    }
  }

  /// Calls `body` with the rows in `range`, changed in place: only while the node's layers are recorded, before any
  /// record holds them, to swap a row's values for equal ones (`PassRecorder.GraphCopies`).
  func changeRows(_ range: Range<Int>, _ body: (UnsafeMutableBufferPointer<Measurement>) -> Void) {
    withUnsafeMutablePointers { header, rows in
      precondition(range.upperBound <= Int(header.pointee.count), "only rows appended are changed")
      body(UnsafeMutableBufferPointer(start: rows + range.lowerBound, count: range.count))
    }
  }
}

/// A layer record's measurements: a range of rows in its node's `MeasurementTable` (none when the node's layers
/// measured nothing), compared and hashed as the measurements they hold. Sendable: the table is not changed once the
/// record is made.
struct MeasurementRows: Hashable, @unchecked Sendable {
  private let table: MeasurementTable?
  private let start: Int32
  /// How many measurements.
  let count: Int32

  /// The rows of `table` from `start` to its end (a layer's, just appended). A node's rows are far fewer than 2^31.
  init(_ table: MeasurementTable?, from start: Int) {
    self.table = table
    self.start = Int32(truncatingIfNeeded: start)
    count = Int32(truncatingIfNeeded: (table?.count ?? 0) - start)
  }

  /// `measurements` in a table of their own.
  init(_ measurements: [Measurement]) {
    let table = measurements.isEmpty ? nil : MeasurementTable.make(capacity: measurements.count)
    for measurement in measurements { table?.append(measurement) }
    self.init(table, from: 0)
  }

  /// The measurements, copied into an array.
  var elements: [Measurement] { withRows { Array($0) } }

  /// Calls `body` with the measurements, read in place.
  func withRows<Result>(_ body: (UnsafeBufferPointer<Measurement>) -> Result) -> Result {
    guard let table else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return table.withRows(Int(start)..<Int(start) + Int(count), body)
  }

  /// Whether both hold equal measurements in the same order (`Measurement.==`: provenance left out).
  static func == (lhs: MeasurementRows, rhs: MeasurementRows) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.table === rhs.table, lhs.start == rhs.start { return true }
    return lhs.withRows { left in rhs.withRows { right in left.elementsEqual(right) } }
  }

  /// Hashes as an array of the measurements does: the count, then each.
  func hash(into hasher: inout Hasher) {
    hasher.combine(Int(count))
    withRows { rows in
      for row in rows { hasher.combine(row) }
    }
  }
}
