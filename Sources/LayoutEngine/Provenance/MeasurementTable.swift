/// The measurements of one node record's layers in one allocation, as `Row`s (`MeasurementRows` says which): each
/// layer record keeps the range of its own (`MeasurementRows`), so a retained pass holds one allocation of measurements
/// a node instead of one a layer (an array's header and the allocator's rounding each), and freeing the node's records
/// frees one.
///
/// A table belongs to the layers of one node, which passes share as a whole (`LayerRecord.sameValues`), so it lives
/// exactly as long as they do: a table of the whole pass would outlive the layers that later passes record again.
/// Rows are appended only while the pass records the node's layers (`PassRecorder.records`), into room reserved for
/// every answer of its layers (a layer records each answer at most once); once the node's record is made, nothing
/// changes the table, so passes share it across threads like the rest of their records (`MeasurementRows`).
final class MeasurementTable<Row>: ManagedBuffer<MeasurementTableHeader, Row> {
  /// A table with room for `capacity` rows.
  static func make(capacity: Int) -> MeasurementTable {
    unsafeDowncast(
      create(minimumCapacity: capacity) { _ in MeasurementTableHeader(room: Int32(clamping: capacity)) },
      to: MeasurementTable.self)
  }

  deinit {
    _ = withUnsafeMutablePointers { header, rows in rows.deinitialize(count: Int(header.pointee.count)) }
  }

  /// How many rows it holds (read through the header's pointer: `header` is checked for exclusivity on every read, and
  /// every layer record reads it).
  var count: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

  /// Appends a row; the table's room was reserved for it.
  func append(_ row: Row) {
    withUnsafeMutablePointers { header, rows in
      precondition(
        header.pointee.count < header.pointee.room, "a measurement table holds a row per answer of its layers")
      (rows + Int(header.pointee.count)).initialize(to: row)
      header.pointee.count += 1
    }
  }

  /// Calls `body` with the rows in `range`, read in place.
  func withRows<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<Row>) -> Result) -> Result {
    withUnsafeMutablePointerToElements { rows in
      body(UnsafeBufferPointer(start: rows + range.lowerBound, count: range.count))
    }
  }

  /// Calls `body` with the rows in `range`, changed in place: only while the node's layers are recorded, before any
  /// record holds them, to swap a row's values for equal ones (`PassRecorder.GraphCopies`).
  func changeRows(_ range: Range<Int>, _ body: (UnsafeMutableBufferPointer<Row>) -> Void) {
    withUnsafeMutablePointers { header, rows in
      precondition(range.upperBound <= Int(header.pointee.count), "only rows appended are changed")
      body(UnsafeMutableBufferPointer(start: rows + range.lowerBound, count: range.count))
    }
  }
}

/// How many rows a `MeasurementTable` holds, and has room for (kept: `ManagedBuffer.capacity` asks the allocator). 32
/// bits each, as `MeasurementRows` keeps its range (a node's rows are far fewer than 2^31): the rows then start 24
/// bytes into the table where two `Int`s put them at 32 (a table a recorded node).
struct MeasurementTableHeader {
  var count: Int32 = 0
  let room: Int32
}

/// A layer record's measurements: a range of rows in its node's `MeasurementTable` (none when the node's layers
/// measured nothing), compared and hashed as the measurements they hold. A row is a whole `Measurement` (in a pass
/// that copies its graph's objects, `PassRecorder.copiesGraphObjects`), or, in every other pass
/// (`PassRecorder.sharesAnswers`), the requester and the index of the layer's answer
/// it measured, in the layer's answers, which the record then shares with the graph's state: a 16-byte row where a
/// measurement took 72, and the graph kept the same proposal, size, rules and point in its answer (210,003 rows after
/// the open of the 10,000-row form, Benchmarks/memory.md). A record outliving its graph keeps those answers, their
/// reads and calls too. Sendable: the table is not changed once the record is made, nor are the answers.
struct MeasurementRows: Hashable, @unchecked Sendable, CustomReflectable {
  private let rows: Rows
  private let start: Int32
  /// How many measurements.
  let count: Int32

  /// Where the rows are.
  private enum Rows {
    case none
    case measurements(MeasurementTable<Measurement>)
    case answers(MeasurementTable<AnswerRow>, [LayoutGraph.Answer])
  }

  /// A measurement named by the requester and the index of the answer it measured among its layer's answers.
  struct AnswerRow {
    let requestedBy: Proposer
    let answer: Int32
  }

  /// The rows of `table` from `start` to its end (a layer's, just appended). A node's rows are far fewer than 2^31.
  init(_ table: MeasurementTable<Measurement>?, from start: Int) {
    let count = Int32(truncatingIfNeeded: (table?.count ?? 0) - start)
    self.start = Int32(truncatingIfNeeded: start)
    self.count = count
    rows = table.map { count > 0 ? .measurements($0) : .none } ?? .none
  }

  /// The rows of `table` from `start` to its end (a layer's, just appended), naming the layer's `answers` (kept only
  /// when there is a row).
  init(_ table: MeasurementTable<AnswerRow>, from start: Int, answers: [LayoutGraph.Answer]) {
    self.start = Int32(truncatingIfNeeded: start)
    count = Int32(truncatingIfNeeded: table.count - start)
    rows = count > 0 ? .answers(table, answers) : .none
  }

  /// No rows.
  static let none = MeasurementRows(nil, from: 0)

  /// `measurements` in a table of their own.
  init(_ measurements: [Measurement]) {
    let table = measurements.isEmpty ? nil : MeasurementTable<Measurement>.make(capacity: measurements.count)
    for measurement in measurements { table?.append(measurement) }
    self.init(table, from: 0)
  }

  /// The measurements, copied into an array.
  var elements: [Measurement] { (0..<Int(count)).map(measurement) }

  /// The last measurement, if any.
  var last: Measurement? { count == 0 ? nil : measurement(at: Int(count) - 1) }

  /// The measurement at `offset` among the rows.
  func measurement(at offset: Int) -> Measurement {
    let row = Int(start) + offset
    switch rows {
    case .none: preconditionFailure("no measurement at \(offset)")
    case .measurements(let table): return table.withRows(row..<row + 1) { $0[0] }
    case .answers(let table, let answers):
      let named = table.withRows(row..<row + 1) { $0[0] }
      return answers.withUnsafeBufferPointer { answers in
        let answer = Int(named.answer)
        return Measurement(
          proposal: answers[answer].proposal, size: answers[answer].size, widthRule: answers[answer].widthRule,
          heightRule: answers[answer].heightRule, requestedBy: named.requestedBy,
          computedAt: answers[answer].computedAt)
      }
    }
  }

  /// Whether both hold equal measurements in the same order (`Measurement.==`: provenance left out).
  static func == (lhs: MeasurementRows, rhs: MeasurementRows) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.start == rhs.start, lhs.isSameTable(as: rhs) { return true }
    return (0..<Int(lhs.count)).allSatisfy { lhs.measurement(at: $0) == rhs.measurement(at: $0) }
  }

  /// Whether both are rows of the same table (so of the same layer's answers).
  private func isSameTable(as other: MeasurementRows) -> Bool {
    switch (rows, other.rows) {
    case (.measurements(let table), .measurements(let otherTable)): table === otherTable
    case (.answers(let table, _), .answers(let otherTable, _)): table === otherTable
    case (.none, .none): true
    default: false
    }
  }

  /// Hashes as an array of the measurements does: the count, then each.
  func hash(into hasher: inout Hasher) {
    hasher.combine(Int(count))
    for offset in 0..<Int(count) { hasher.combine(measurement(at: offset)) }
  }

  /// The range of rows, as a record prints it (`LayerRecord.customMirror`): the answers are the table's layer's.
  var customMirror: Mirror {
    let table: AnyObject? =
      switch rows {
      case .none: nil
      case .measurements(let table): table
      case .answers(let table, _): table
      }
    return Mirror(self, children: ["table": table as Any, "start": start, "count": count], displayStyle: .struct)
  }
}
