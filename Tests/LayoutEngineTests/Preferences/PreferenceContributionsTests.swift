import SwiftSubset
import Testing

@testable import LayoutEngine

/// A record's contributions held as runs (`PreferenceRecord.Contributions`): read, compared and written as the array
/// of the same contributions, whatever runs hold them; a run taken from another list shares its storage until written.
struct PreferenceContributionsTests {
  typealias Contribution = PreferenceRecord.Contribution

  static func contribution(_ number: Int, fate: Contribution.Fate = .reduced) -> Contribution {
    Contribution(source: .node("n\(number)"), value: .int(number), record: number, fate: fate)
  }

  /// The contributions `0..<count`, as one run.
  static func list(_ count: Int) -> PreferenceRecord.Contributions {
    PreferenceRecord.Contributions((0..<count).map { contribution($0) })
  }

  /// `list` with the contribution at `position` replaced: the runs before and after it taken from `list`, the new one
  /// appended between them.
  static func rebuilt(_ list: PreferenceRecord.Contributions, replacing position: Int)
    -> PreferenceRecord.Contributions
  {
    var result = PreferenceRecord.Contributions.Builder()
    for run in list.runs(in: 0..<position) { result.append(run: run) }
    result.append(contribution(1_000 + position))
    for run in list.runs(in: (position + 1)..<list.count) { result.append(run: run) }
    return result.makeContributions()
  }

  @Test func runsReadAsTheArrayOfTheirContributions() {
    let list = Self.list(10)
    var expected = (0..<10).map { Self.contribution($0) }
    var rebuilt = list
    for position in [3, 7, 0, 9] {
      rebuilt = Self.rebuilt(rebuilt, replacing: position)
      expected[position] = Self.contribution(1_000 + position)
      #expect(Array(rebuilt) == expected)
      #expect(rebuilt.count == expected.count)
      #expect(rebuilt.indices.map { rebuilt[$0] } == expected)
      #expect(rebuilt == PreferenceRecord.Contributions(expected))
      #expect(rebuilt.hashValue == PreferenceRecord.Contributions(expected).hashValue)
      #expect(Array(rebuilt.runs(in: 2..<8).joined()) == Array(expected[2..<8]))
    }
  }

  @Test func fatesAreWrittenWhereTheyDifferOnly() {
    let list = Self.list(6)
    var rebuilt = Self.rebuilt(list, replacing: 2)
    var fates = [Contribution.Fate](repeating: .reduced, count: 6)
    fates[0] = .first
    fates.withUnsafeBufferPointer { rebuilt.setFates($0) }
    #expect(rebuilt.map(\.fate) == fates)
    // The list the runs came from is unchanged: the run whose fate changed was copied.
    #expect(list.map(\.fate) == Array(repeating: .reduced, count: 6))
    // The last run's fates did not change: it still shares the list's storage.
    #expect(
      rebuilt.runs(in: 3..<6)[0].withUnsafeBufferPointer { $0.baseAddress }
        == list.runs(in: 3..<6)[0].withUnsafeBufferPointer { $0.baseAddress })
  }

  @Test func aListOfManyShortRunsIsMadeOneWhenFinal() {
    var list = Self.list(40)
    for position in stride(from: 1, to: 40, by: 2) { list = Self.rebuilt(list, replacing: position) }
    // Each replacement cuts a run in two: 20 of them would leave 41 runs.
    #expect(list.runs(in: 0..<40).count <= PreferenceRecord.Contributions.mostRuns(for: 40))
    #expect(list.count == 40)
    #expect(list[39] == Self.contribution(1_039))
  }

  @Test func aDefaultPutInFrontComesFirst() {
    var list = Self.rebuilt(Self.list(3), replacing: 1)
    let defaultValue = Contribution(source: .defaultValue, value: .int(0), record: nil, fate: .first)
    list.prepend(defaultValue)
    #expect(Array(list) == [defaultValue, Self.contribution(0), Self.contribution(1_001), Self.contribution(2)])
    list.shiftRecords(by: 10)
    #expect(list.map(\.record) == [nil, 10, 1_011, 12])
  }
}
