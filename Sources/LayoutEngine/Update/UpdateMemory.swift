import JSONCore
import SwiftSubset

/// What SwiftUI keeps between updates for the actions of a live tree: the last value delivered to each
/// `onPreferenceChange` binder, the last value each `onChange(of:)` saw, and the binders whose cycle-guard
/// warning was already logged (SwiftUI logs it once).
///
/// Binders are identified by node id, layer and key, which survive passes and edits; entries of binders that
/// are gone after an update are forgotten, so the memory stays as large as the tree.
///
/// It also keeps what later passes may reuse (the answers of clean layers, `PassReuse`): the latest
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
