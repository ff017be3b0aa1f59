/// The layout graphs of one update's passes, pass k at index k - 1, and the state the update started from.
///
/// Bounded like the passes of a version: while the update runs, the graphs of the first passes only, while there are
/// fewer than the version keeps and they hold no more resolved nodes than its node records (later passes keep none);
/// once it is over, the graphs besides the latest pass's (which the next update holds anyway) weigh in resolved nodes
/// no more than the node records leave (`maxRecordedNodes` less the version's own), so a tree whose passes fill the
/// history keeps no more graphs than before.
struct UpdateGraphs: Sendable {
  /// The `@State` the update's pass 1 read.
  var start = StateValues()
  /// The passes' graphs, from pass 1.
  var passes: [PassMemory] = []

  /// The graph pass `index` (from 1) may reuse of this update when an update starts from `state`: the same pass's,
  /// if kept and this update started from `state` too.
  func graph(forPass index: Int, startingFrom state: StateValues) -> PassMemory? {
    guard state == start, passes.indices.contains(index - 1) else { return nil }
    return passes[index - 1]
  }

  /// Keeps `graph` as pass `index`'s when every earlier pass's is kept and fewer than `count` graphs, holding no
  /// more than `nodes` resolved nodes with it, are.
  mutating func keep(_ graph: PassMemory, ofPass index: Int, count: Int, nodes: Int) {
    guard passes.count == index - 1, passes.count < count,
      passes.reduce(graph.resolved.nodes.count, { $0 + $1.resolved.nodes.count }) <= nodes
    else { return }
    passes.append(graph)
  }

  /// Drops the latest graphs while those besides `latest` hold more than `budget` resolved nodes.
  mutating func drop(toWeigh budget: Int, besides latest: PassMemory?) {
    var weight = passes.reduce(0) { $0 + ($1 === latest ? 0 : $1.resolved.nodes.count) }
    while weight > budget, let last = passes.popLast() {
      if last !== latest { weight -= last.resolved.nodes.count }
    }
  }
}
