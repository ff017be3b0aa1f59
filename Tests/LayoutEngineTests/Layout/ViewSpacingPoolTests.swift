import Testing

@testable import LayoutEngine

/// `ViewSpacing.Pool`: the tables a pass's layers compute are kept once, and only identical tables are shared.
struct ViewSpacingPoolTests {
  typealias Key = ViewSpacing.Key

  @Test func identicalTablesShareOneStorage() {
    var pool = ViewSpacing.Pool()
    let first = pool.shared(Self.table(top: 0, bottom: 4))
    let second = pool.shared(Self.table(top: 0, bottom: 4))
    #expect(first == second)
    #expect(Self.storage(of: first) == Self.storage(of: second))
  }

  /// Tables that `==` calls equal but that differ in a zero's sign or in their order are not shared: a gap
  /// read from either must stay what its own layer computed.
  @Test func tablesEqualOnlyUpToSignsOrOrderAreKeptApart() {
    var pool = ViewSpacing.Pool()
    let positive = pool.shared(Self.table(top: 0, bottom: 4))
    let negative = pool.shared(Self.table(top: -0.0, bottom: 4))
    #expect(positive == negative)
    #expect(Self.storage(of: positive) != Self.storage(of: negative))
    let reversed = pool.shared(
      ViewSpacing(minima: [
        Key(category: .edgeAboveText, edge: .bottom): .distance(4),
        Key(category: .edgeBelowText, edge: .top): .distance(0),
      ]))
    #expect(reversed == positive)
    #expect(Self.storage(of: reversed) != Self.storage(of: positive))
    #expect(Array(reversed.minima).map(\.key.edge) == [.bottom, .top])
  }

  /// A table is shared with one kept before however many others were kept since: those the pool compares first
  /// (the most recent) and those it hashes.
  @Test func aTableKeptLongAgoIsStillShared() {
    var pool = ViewSpacing.Pool()
    let first = pool.shared(Self.table(top: 0, bottom: 4))
    let others = (1...20).map { pool.shared(Self.table(top: Double($0), bottom: 4)) }
    let again = pool.shared(Self.table(top: 0, bottom: 4))
    #expect(Self.storage(of: again) == Self.storage(of: first))
    for (index, other) in others.enumerated() {
      let repeated = pool.shared(Self.table(top: Double(index + 1), bottom: 4))
      #expect(Self.storage(of: repeated) == Self.storage(of: other))
    }
    #expect(Self.storage(of: pool.shared(Self.table(top: 0, bottom: 4))) == Self.storage(of: first))
  }

  private static func table(top: Double, bottom: Double) -> ViewSpacing {
    ViewSpacing(minima: [
      Key(category: .edgeBelowText, edge: .top): .distance(top),
      Key(category: .edgeAboveText, edge: .bottom): .distance(bottom),
    ])
  }

  /// Where a table's entries are stored: a `ViewSpacing` is its table, whose one stored property is its entries'
  /// array, one reference to its buffer; tells a shared table from an equal copy.
  private static func storage(of spacing: ViewSpacing) -> UInt {
    withUnsafeBytes(of: spacing) { $0.load(as: UInt.self) }
  }
}
