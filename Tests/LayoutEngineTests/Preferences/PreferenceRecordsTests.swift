import SwiftSubset
import Testing

@testable import LayoutEngine

/// A pass's preference records as runs shared with the passes that made them (`PreferenceRecords`): every record read
/// is the one a plain array of the same records, ids shifted, holds; long runs are shared, short ones copied.
struct PreferenceRecordsTests {
  /// A record whose contributions point at the two records before it (when there are).
  static func record(_ id: Int) -> PreferenceRecord {
    let contributions = [id - 2, id - 1].filter { $0 >= 0 }.map {
      PreferenceRecord.Contribution(source: .node("n\($0)"), value: .int($0), record: $0, fate: .reduced)
    }
    return PreferenceRecord(
      id: id, key: "K", node: "n\(id)", layer: 0, operation: .combined(dynamic: false), value: .int(id),
      contributions: PreferenceRecord.Contributions(contributions))
  }

  /// `range` of `records` as a pass appending them at `id` makes them: ids and contributions' ids shifted.
  static func moved(_ records: [PreferenceRecord], _ range: Range<Int>, to id: Int) -> [PreferenceRecord] {
    records[range].map { record in
      var record = record
      record.shiftIDs(by: id - range.lowerBound)
      return record
    }
  }

  @Test func sharedRunsReadAsTheRecordsTheyStandFor() {
    var first = PreferenceRecords()
    for id in 0..<300 { first.append(Self.record(id)) }
    let earlier = first.sealed()
    let plain = (0..<300).map(Self.record)
    #expect(Array(earlier) == plain)
    #expect(earlier.ownCount == 300)

    // A later pass: two records of its own, a long run shared, one of its own, a short run, one of its own and a
    // long run.
    var second = PreferenceRecords()
    second.append(Self.record(0))
    second.append(Self.record(1))
    second.append(10..<150, of: earlier)
    second.append(Self.record(142))
    second.append(150..<155, of: earlier)
    second.append(Self.record(148))
    second.append(155..<300, of: earlier)
    var expected = [Self.record(0), Self.record(1)] + Self.moved(plain, 10..<150, to: 2) + [Self.record(142)]
    expected += Self.moved(plain, 150..<155, to: 143) + [Self.record(148)] + Self.moved(plain, 155..<300, to: 149)
    #expect(second.count == expected.count)
    #expect(Array(second) == expected)
    #expect(second.indices.map { second.value($0) } == expected.map(\.value))
    let sealed = second.sealed()
    #expect(Array(sealed) == expected)
    #expect(sealed.description == expected.description)
    // Only the runs of at least `shortestSharedRun` records stay shared: 140 and 145 here (a shared run continuing the
    // one before it in the same block, ids moved alike, extends it).
    #expect(sealed.ownCount == expected.count - 140 - 145)
    #expect(sealed.refer(within: 0..<sealed.count))
    #expect(!sealed.refer(within: 3..<sealed.count), "record 3 points at record 2")

    // A third pass sharing across the second's runs: one run per block it crosses, ids shifted twice.
    var third = PreferenceRecords()
    third.append(Self.record(0))
    third.append(1..<sealed.count, of: sealed)
    #expect(Array(third.sealed()) == [Self.record(0)] + Self.moved(expected, 1..<expected.count, to: 1))
  }

  /// A pass with a few records of its own between long shared runs seals them where they are (`keptSpareRoom`): the
  /// same records, the long runs still shared, and a later pass shares the sealed pass's runs alike.
  @Test func aFewOwnRecordsSealWhereTheyAre() {
    var first = PreferenceRecords()
    for id in 0..<300 { first.append(Self.record(id)) }
    let earlier = first.sealed()
    var second = PreferenceRecords()
    second.append(Self.record(0))
    second.append(1..<150, of: earlier)
    second.append(Self.record(150))
    second.append(151..<300, of: earlier)
    let sealed = second.sealed()
    let plain = (0..<300).map(Self.record)
    #expect(Array(sealed) == plain)
    #expect(sealed.indices.map { sealed.value($0) } == plain.map(\.value))
    #expect(sealed.ownCount == 2)
    #expect(sealed.refer(within: 0..<sealed.count))
    var third = PreferenceRecords()
    third.append(0..<300, of: sealed)
    #expect(Array(third.sealed()) == plain)
  }

  /// The keeping-max edit of the 64-row form shares the taken rows' records with the previous pass: the records the
  /// pass holds of its own are the edited row's and the form's (and a run of taken rows too short to share, none
  /// here), not every row's; a fresh open's first pass holds all of its own.
  @Test func aOneLabelEditKeepingTheMaximumSharesTheTakenRowsRecords() throws {
    let rows = EditCostTests.rows
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    let opened = try #require(live.current.passes.first?.layout.preferences.records)
    #expect(opened.ownCount == opened.count)
    try live.apply([.setText(node: "label-40", text: "Row 40a:")])
    let records = try #require(live.current.lastPass?.layout.preferences.records)
    #expect(records.count == opened.count)
    // The rows before and after the edited one are longer runs than `shortestSharedRun` here.
    let perRow = opened.count / rows
    #expect(40 * perRow >= PreferenceRecords.shortestSharedRun && 23 * perRow >= PreferenceRecords.shortestSharedRun)
    #expect(
      records.ownCount < 2 * perRow,
      "\(records.ownCount) of \(records.count) records not shared (\(perRow) records a row)")
  }
}
