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

  /// Forgets binders and observers a pass no longer has: `readers` and `observations` are its preferences'.
  mutating func keepOnly(readers: [PreferenceReader], observations: [ChangeObservation]) {
    // A pass of as few readers and observers as `fewKept` whose tables hold only theirs (every update of a tree whose
    // readers stay) is checked against their lists in place: the sets and the filtered tables were made again at every
    // update (about 5,000 instructions and 8 allocations of a one-label edit).
    if readers.count <= Self.fewKept, observations.count <= Self.fewKept,
      delivered.keys.allSatisfy({ Self.isReader($0, of: readers) }),
      warned.allSatisfy({ Self.isReader($0, of: readers) }),
      observed.keys.allSatisfy({ Self.isObserver($0, of: observations) }),
      warnedObservers.allSatisfy({ Self.isObserver($0, of: observations) })
    {
      return
    }
    let binders = Set(readers.map(\.binder))
    delivered = delivered.filter { binders.contains($0.key) }
    warned = warned.intersection(binders)
    let observers = Set(observations.map { LayerID(node: $0.node, layer: $0.layer) })
    observed = observed.filter { observers.contains($0.key) }
    warnedObservers = warnedObservers.intersection(observers)
  }

  /// The most readers (and observers) `keepOnly` searches in their lists rather than in sets made of them.
  private static let fewKept = 8

  /// Whether `binder` is the binder of one of `readers`.
  private static func isReader(_ binder: PreferenceBinder, of readers: [PreferenceReader]) -> Bool {
    readers.withUnsafeBufferPointer { readers in
      for index in readers.indices
      where readers[index].layer == binder.layer && readers[index].node == binder.node
        && readers[index].key == binder.key
      {
        return true
      }
      return false
    }
  }

  /// Whether `layer` is the layer of one of `observations`.
  private static func isObserver(_ layer: LayerID, of observations: [ChangeObservation]) -> Bool {
    observations.withUnsafeBufferPointer { observations in
      for index in observations.indices
      where observations[index].layer == layer.layer && observations[index].node == layer.node {
        return true
      }
      return false
    }
  }
}
