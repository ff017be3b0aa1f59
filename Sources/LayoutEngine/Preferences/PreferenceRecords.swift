import SwiftSubset

/// Every preference record of a pass, by `PreferenceRecord.ID`: runs of immutable record arrays, each made by this
/// pass or shared with the earlier pass that made it (the values of a subtree taken whole,
/// `TakenPreferenceValues`), whose ids are shifted when a record is read. A record read here is the record a
/// computation would have made at its id; how the runs lie is not observable.
///
/// A shared run shorter than `shortestSharedRun` records is copied when the pass is sealed (`sealed()`), so that a few
/// records kept from an earlier pass do not keep that pass's whole array (its other records included) alive.
public struct PreferenceRecords: RandomAccessCollection, CustomStringConvertible, Sendable {
  /// Records as a pass made them, with that pass's ids; never mutated.
  final class Block: Sendable {
    let records: [PreferenceRecord]

    init(_ records: [PreferenceRecord]) {
      self.records = records
    }
  }

  /// Consecutive ids `first..<first + count`: the records at `start...` of `block` (nil: this pass's own records, not
  /// sealed yet), their stored ids plus `shift`.
  private struct Run: Sendable {
    var first: Int
    var count: Int
    var block: Block?
    var start: Int
    var shift: Int
  }

  /// Shared runs shorter than this are copied when the pass is sealed.
  static let shortestSharedRun = 64

  private var runs: [Run] = []
  /// The records this pass made (and, once sealed, copied), with their ids in this pass, until `sealed()`.
  private var own: [PreferenceRecord] = []
  /// The number of records.
  public private(set) var count = 0

  /// The block `sealed()` made of this pass's own records (nil before).
  private var ownBlock: Block?

  /// How many of the records are held in arrays this pass made (its own records and the short runs it copied), not
  /// shared with an earlier pass.
  var ownCount: Int {
    runs.reduce(0) { $0 + ($1.block == nil || $1.block === ownBlock ? $1.count : 0) }
  }

  init() {}

  /// The first id, 0.
  public var startIndex: Int { 0 }
  /// One past the last id.
  public var endIndex: Int { count }

  /// The records as an array describes them.
  public var description: String { Array(self).description }

  /// The record with `id` (one of `indices`).
  public subscript(id: PreferenceRecord.ID) -> PreferenceRecord {
    let (block, position, shift) = location(of: id)
    guard let block else { return own[position] }
    var record = block.records[position]
    if shift != 0 { record.shiftIDs(by: shift) }
    return record
  }

  /// The contributions of the record with `id` as stored, with the shift to add to the records they point at: the
  /// subscript's without the copy of the record, and without the contributions it rewrites when that shift is not 0.
  func storedContributions(of id: PreferenceRecord.ID) -> (contributions: PreferenceRecord.Contributions, shift: Int) {
    let (block, position, shift) = location(of: id)
    guard let block else { return (own[position].contributions, 0) }
    return (block.records[position].contributions, shift)
  }

  /// The node and the layer of the record with `id`, without copying the rest of it.
  func place(of id: PreferenceRecord.ID) -> (node: String, layer: Int) {
    let (block, position, _) = location(of: id)
    guard let block else { return (own[position].node, own[position].layer) }
    return (block.records[position].node, block.records[position].layer)
  }

  /// The value of the record with `id`, without copying the rest of it.
  func value(_ id: PreferenceRecord.ID) -> Value {
    let (block, position, _) = location(of: id)
    return block.map { $0.records[position].value } ?? own[position].value
  }

  /// Where the record with `id` (one of `indices`) is stored: the block of its run and its position there, or no
  /// block and its position in `own`; and the shift to add to the ids it holds (0 in `own`).
  private func location(of id: PreferenceRecord.ID) -> (block: Block?, position: Int, shift: Int) {
    let run = runs[run(containing: id)]
    return (run.block, run.start + id - run.first, run.shift)
  }

  /// The position in `runs` of the run holding `id` (one of `indices`).
  private func run(containing id: PreferenceRecord.ID) -> Int {
    if let last = runs.last, id >= last.first { return runs.count - 1 }
    var (low, high) = (0, runs.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].first <= id { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Appends a record this pass made, with the next id.
  mutating func append(_ record: PreferenceRecord) {
    if let last = runs.last, last.block == nil {
      runs[runs.count - 1].count += 1
    } else {
      runs.append(Run(first: count, count: 1, block: nil, start: own.count, shift: 0))
    }
    own.append(record)
    count += 1
  }

  /// Appends the sealed records `range` of `other`, their ids (and the ids their contributions point at) shifted by
  /// `count - range.lowerBound`: shared, not copied.
  mutating func append(_ range: Range<PreferenceRecord.ID>, of other: PreferenceRecords) {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= other.count else { return }
    let offset = count - range.lowerBound
    var index = other.run(containing: range.lowerBound)
    while index < other.runs.count, other.runs[index].first < range.upperBound {
      let source = other.runs[index]
      index += 1
      let lower = Swift.max(range.lowerBound, source.first)
      let upper = Swift.min(range.upperBound, source.first + source.count)
      guard let block = source.block else {
        // Records `other` has not sealed: copied.
        for position in (source.start + lower - source.first)..<(source.start + upper - source.first) {
          var record = other.own[position]
          record.shiftIDs(by: offset)
          append(record)
        }
        continue
      }
      let piece = Run(
        first: lower + offset, count: upper - lower, block: block, start: source.start + lower - source.first,
        shift: source.shift + offset)
      if let last = runs.last, last.block === block, last.start + last.count == piece.start, last.shift == piece.shift {
        runs[runs.count - 1].count += piece.count
      } else {
        runs.append(piece)
      }
      count += piece.count
    }
  }

  /// Whether every contribution of the records in `range` that points at a record points at one in `range`.
  func refer(within range: Range<PreferenceRecord.ID>) -> Bool {
    guard !range.isEmpty else { return true }
    var index = run(containing: range.lowerBound)
    while index < runs.count, runs[index].first < range.upperBound {
      let run = runs[index]
      index += 1
      let lower = Swift.max(range.lowerBound, run.first)
      let upper = Swift.min(range.upperBound, run.first + run.count)
      for position in (run.start + lower - run.first)..<(run.start + upper - run.first) {
        let contributions = run.block.map { $0.records[position].contributions } ?? own[position].contributions
        for contribution in contributions {
          guard let id = contribution.record else { continue }
          guard range.contains(id + run.shift) else { return false }
        }
      }
    }
    return true
  }

  /// Spare room of the pass's own records below which `sealed()` keeps their array as it is: an edit's pass makes a
  /// few records (its edited row's path), and copying them away from the room their appends grew cost about 3,000
  /// instructions an edit, for at most this many records' room a version kept.
  static let keptSpareRoom = 16

  /// The records made final: this pass's own, and the shared runs shorter than `shortestSharedRun` copied, in one
  /// block of their own, with no room to spare (the pass's records keep it; grown by appends, it had up to as much
  /// room again as records). When nothing shared is to be copied and the own records' array has less than
  /// `keptSpareRoom` records' room to spare, the block is that array, shared, not copied.
  func sealed() -> PreferenceRecords {
    var result = PreferenceRecords()
    if own.capacity - own.count < Self.keptSpareRoom,
      runs.allSatisfy({ $0.block == nil || $0.count >= Self.shortestSharedRun })
    {
      // The own runs lie in `own` in order (`append` starts a run at its end), each apart from the others only by a
      // shared run kept as it is: the copy would have been `own` itself, each run at its own start.
      assert(
        runs.reduce(0) { start, run in run.block != nil ? start : run.start == start ? start + run.count : -1 }
          == own.count)
      let block = Block(own)
      result.runs = runs.map { run in
        var sealed = run
        if sealed.block == nil { sealed.block = block }
        return sealed
      }
      result.ownBlock = block
      result.count = count
      return result
    }
    var own: [PreferenceRecord] = []
    own.reserveCapacity(runs.reduce(0) { $0 + ($1.block != nil && $1.count >= Self.shortestSharedRun ? 0 : $1.count) })
    var ownRuns: [Int] = []
    for run in runs {
      if run.block != nil, run.count >= Self.shortestSharedRun {
        result.runs.append(run)
        continue
      }
      if let last = result.runs.last, last.block == nil {
        result.runs[result.runs.count - 1].count += run.count
      } else {
        ownRuns.append(result.runs.count)
        result.runs.append(Run(first: run.first, count: run.count, block: nil, start: own.count, shift: 0))
      }
      for position in run.start..<(run.start + run.count) {
        guard let block = run.block else {
          own.append(self.own[position])
          continue
        }
        var record = block.records[position]
        if run.shift != 0 { record.shiftIDs(by: run.shift) }
        own.append(record)
      }
    }
    let block = Block(own)
    for index in ownRuns { result.runs[index].block = block }
    result.ownBlock = block
    result.count = count
    return result
  }
}

extension PreferenceRecord {
  /// Moves the record and the records its contributions point at by `shift` ids.
  mutating func shiftIDs(by shift: Int) {
    id += shift
    contributions.shiftRecords(by: shift)
  }
}
