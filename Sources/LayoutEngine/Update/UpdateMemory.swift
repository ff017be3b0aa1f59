import JSONCore
import SwiftSubset

/// What SwiftUI keeps between updates for the actions of a live tree: the last value delivered to each
/// `onPreferenceChange` binder, the last value each `onChange(of:)` saw, and the binders whose cycle-guard
/// warning was already logged (SwiftUI logs it once).
///
/// Binders are identified by node id, layer and key, which survive passes and edits; entries of binders that
/// are gone after an update are forgotten, so the memory stays as large as the tree.
///
/// It also keeps what later passes may reuse (the answers of clean layers, `LayoutGraph+Reuse.swift`): the latest
/// pass's layout graph (`graph`), and the graphs of the latest update's first passes with the state that update
/// started from (`updateGraphs`), so that an update starting from that state again (a fresh preview of an edited
/// document starts from the declared state every time) reuses in pass k the answers of the earlier pass k, which
/// read the same state but for the edit's consequences, not those of the latest pass.
struct UpdateMemory: Sendable {
  var graph: PassMemory?
  var updateGraphs = UpdateGraphs()
  var delivered: [PreferenceBinder: Value] = [:]
  var observed: [LayerID: Value] = [:]
  var warned: Set<PreferenceBinder> = []
  var warnedObservers: Set<LayerID> = []

  /// Forgets what the actions saw (a fresh preview's views are new: each action's first value is delivered), keeping
  /// the layout graphs, whose answers depend on nothing the actions saw.
  mutating func forgetActions() {
    delivered = [:]
    observed = [:]
    warned = []
    warnedObservers = []
  }

  /// Forgets binders and observers the pass no longer has.
  mutating func keepOnly(_ preferences: PreferenceValues) {
    let binders = Set(preferences.readers.map(\.binder))
    delivered = delivered.filter { binders.contains($0.key) }
    warned = warned.intersection(binders)
    let observers = Set(preferences.observations.map { LayerID(node: $0.node, layer: $0.layer) })
    observed = observed.filter { observers.contains($0.key) }
    warnedObservers = warnedObservers.intersection(observers)
  }
}

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
