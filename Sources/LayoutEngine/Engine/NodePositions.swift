/// Each node's position among a pass's records (`LayoutPass.nodes`), by id: an index of ids to positions, or the
/// resolved tree's index of ids to node indices read through each node's position in tree order
/// (`TreeShape.positions`). The second is the resolved tree's index itself, shared: the live graph keeps that tree,
/// and a pass mapping it into a dictionary of its own kept the same ids again (50,001 at 10,000 rows: 3 MiB, half of
/// its buckets empty, Benchmarks/memory.md, session 41).
struct NodePositions: Sendable {
  /// The index of ids: to positions when `through` is nil, else to the resolved tree's node indices.
  private let index: IDTable<Int>
  /// Per resolved node index, the node's position (-1 for a node the records do not reach); nil when `index` gives
  /// positions.
  private let through: [Int]?

  /// No node.
  init() {
    index = IDTable()
    through = nil
  }

  /// Positions given by id.
  init(_ positions: IDTable<Int>) {
    index = positions
    through = nil
  }

  /// The position of the node `index` names, read through `positions` (indexed by what `index` gives).
  init(_ index: IDTable<Int>, through positions: [Int]) {
    self.index = index
    through = positions
  }

  /// The position of the node with `id`, if there is one.
  subscript(id: String) -> Int? {
    guard let value = index[id] else { return nil }
    guard let through else { return value }
    guard through.indices.contains(value), through[value] >= 0 else { return nil }
    return through[value]
  }
}
