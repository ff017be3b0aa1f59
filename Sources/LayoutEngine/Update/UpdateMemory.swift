import JSONCore
import SwiftSubset

/// What SwiftUI keeps between updates for the actions of a live tree: the last value delivered to each
/// `onPreferenceChange` binder, the last value each `onChange(of:)` saw, and the binders whose cycle-guard
/// warning was already logged (SwiftUI logs it once).
///
/// Binders are identified by node id, layer and key, which survive passes and edits; entries of binders that
/// are gone after an update are forgotten, so the memory stays as large as the tree.
///
/// It also keeps what the next pass may reuse of the latest pass (`graph`, one pass's layout graph): the answers of
/// clean layers (`LayoutGraph+Reuse.swift`).
struct UpdateMemory: Sendable {
  var graph: PassMemory?
  var delivered: [PreferenceBinder: Value] = [:]
  var observed: [LayerID: Value] = [:]
  var warned: Set<PreferenceBinder> = []
  var warnedObservers: Set<LayerID> = []

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
