import JSONCore
import SwiftSubset

/// Every preference value of one pass: the records (each value where it is made, with its contributions), the
/// value each node reports to its parent per key, the `onPreferenceChange` readers with the values they saw,
/// and the `onChange` observations.
///
/// Built by the pass (`LayoutPass.preferences`); empty when layout runs without the update loop.
public struct PreferenceValues: Sendable {
  /// The declared keys, in document order.
  public let keyNames: [String]
  /// Every record, by `PreferenceRecord.ID`.
  public let records: [PreferenceRecord]
  /// The `onPreferenceChange` modifiers in tree order (a node, then its content; a node's modifiers innermost
  /// first): the order their actions run in.
  public let readers: [PreferenceReader]
  /// The `onChange(of:)` modifiers in tree order.
  public let observations: [ChangeObservation]
  /// Per node id and key, the record of what the node reports to its parent.
  private let outputs: [NodeKey: PreferenceRecord.ID]
  /// Per layer and key, the record of the value at that layer's output.
  private let layerOutputs: [LayerKey: PreferenceRecord.ID]

  struct NodeKey: Hashable {
    var node: String
    var key: String
  }

  struct LayerKey: Hashable {
    var node: String
    var layer: Int
    var key: String
  }

  /// No values (plain layout).
  public static let empty = PreferenceValues(
    keyNames: [], records: [], readers: [], observations: [], outputs: [:], layerOutputs: [:])

  init(
    keyNames: [String], records: [PreferenceRecord], readers: [PreferenceReader], observations: [ChangeObservation],
    outputs: [NodeKey: PreferenceRecord.ID], layerOutputs: [LayerKey: PreferenceRecord.ID]
  ) {
    self.keyNames = keyNames
    self.records = records
    self.readers = readers
    self.observations = observations
    self.outputs = outputs
    self.layerOutputs = layerOutputs
  }

  /// The record with `id`.
  public func record(_ id: PreferenceRecord.ID) -> PreferenceRecord? {
    records.indices.contains(id) ? records[id] : nil
  }

  /// What the node with id `node` reports to its parent for `key` (its outermost layer's value); nil when
  /// nothing in it produces the key.
  public func value(of key: String, at node: String) -> PreferenceRecord? {
    outputs[NodeKey(node: node, key: key)].flatMap { record($0) }
  }

  /// The value of `key` at the output of one layer (what the next layer out sees); nil when nothing produces it
  /// there.
  public func value(of key: String, at layer: LayerID) -> PreferenceRecord? {
    layerOutputs[LayerKey(node: layer.node, layer: layer.layer, key: key)].flatMap { record($0) }
  }

  /// Every key the node reports to its parent, in key order.
  public func values(at node: String) -> [PreferenceRecord] {
    keyNames.compactMap { value(of: $0, at: node) }
  }

  /// The values the modifiers wrote that flow into the record, in reduce order, each with the fate it met on the
  /// way (a value discarded or hidden at any level is reported with that fate). Walks the records down without
  /// recursion.
  public func writers(of id: PreferenceRecord.ID) -> [PreferenceWriter] {
    enum Step {
      /// A record to expand, with the fate met on the way down to it (nil: none lost yet).
      case expand(PreferenceRecord.ID, PreferenceRecord.Contribution.Fate?)
      case emit(PreferenceWriter)
    }
    var result: [PreferenceWriter] = []
    var stack: [Step] = [.expand(id, nil)]
    var expanded = 0
    while let step = stack.popLast() {
      switch step {
      case .emit(let writer):
        result.append(writer)
      case .expand(let current, let inherited):
        expanded += 1
        guard expanded <= records.count, let record = record(current) else { continue }
        var steps: [Step] = []
        for contribution in record.contributions {
          let fate = inherited ?? (contribution.fate.isLost ? contribution.fate : nil)
          switch contribution.source {
          case .written:
            steps.append(
              .emit(
                PreferenceWriter(
                  node: record.node, layer: record.layer, value: contribution.value, fate: fate ?? .reduced,
                  record: record.id)))
          case .node, .layer:
            if let child = contribution.record { steps.append(.expand(child, fate)) }
          case .defaultValue:
            continue
          }
        }
        // The stack pops the last pushed first: push in reverse to keep reduce order.
        stack.append(contentsOf: steps.reversed())
      }
    }
    return result
  }
}

/// A value written by a `preference` or `anchorPreference` modifier, as it flows into an ancestor's value.
public struct PreferenceWriter: Hashable, Sendable {
  /// The node the writing modifier is on.
  public var node: String
  /// The writing modifier's layer.
  public var layer: Int
  /// The value written.
  public var value: Value
  /// `reduced` when it reached the ancestor's value; otherwise how it was lost on the way.
  public var fate: PreferenceRecord.Contribution.Fate
  /// The writer's record.
  public var record: PreferenceRecord.ID
}
