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
  /// Every record, by `PreferenceRecord.ID` (sealed: shared with earlier passes where they made them).
  public let records: PreferenceRecords
  /// The `onPreferenceChange` modifiers in tree order (a node, then its content; a node's modifiers innermost
  /// first): the order their actions run in.
  public let readers: [PreferenceReader]
  /// The `onChange(of:)` modifiers in tree order.
  public let observations: [ChangeObservation]
  /// The position of each node in the pass's tree order (`LayoutPass.nodes`), by id: the pass's own index, whose
  /// storage `LayoutPass.init` shares here (`positioned(by:)`), so that the values build no index of their own.
  private var positions = NodePositions()
  /// Per node position and key (`keyNames.count` entries a node), the record of what the node reports to its parent,
  /// as its id + 1 (0: nothing produced). In chunks (`ChunkedArray`), as is `layerOutputs`: the next pass whose nodes
  /// are in the same order starts from both, sharing their chunks, and writes those of the nodes it rewrote, copying
  /// those chunks alone (copied whole, the tables cost about 50 instructions a row of the keeping-max edit at 1,000
  /// rows).
  private let outputs: ChunkedArray<UInt32>
  /// Where each node position's layers start in `layerOutputs`, in layers (one more entry than nodes).
  private let layerStarts: [UInt32]
  /// Per layer (the nodes' layers in tree order, each node's bare view then its modifiers) and key, the record of the
  /// value at that layer's output, as its id + 1 (0: nothing produced).
  private let layerOutputs: ChunkedArray<UInt32>

  /// No values (plain layout).
  public static let empty = PreferenceValues(
    keyNames: [], records: PreferenceRecords(), readers: [], observations: [], outputs: ChunkedArray(),
    layerStarts: [0], layerOutputs: ChunkedArray())

  init(
    keyNames: [String], records: PreferenceRecords, readers: [PreferenceReader], observations: [ChangeObservation],
    outputs: ChunkedArray<UInt32>, layerStarts: [UInt32], layerOutputs: ChunkedArray<UInt32>
  ) {
    self.keyNames = keyNames
    self.records = records
    self.readers = readers
    self.observations = observations
    self.outputs = outputs
    self.layerStarts = layerStarts
    self.layerOutputs = layerOutputs
  }

  /// The tables of each node position's and each layer's output (`outputs`, `layerStarts`, `layerOutputs`), for the
  /// next pass to start from when its nodes are in the same order (`PreferenceCombiner.preferenceValues`).
  var outputTables: (outputs: ChunkedArray<UInt32>, layerStarts: [UInt32], layerOutputs: ChunkedArray<UInt32>) {
    (outputs, layerStarts, layerOutputs)
  }

  /// The values with the pass's index of node positions by id.
  func positioned(by positions: NodePositions) -> PreferenceValues {
    var result = self
    result.positions = positions
    return result
  }

  /// The record stored as id + 1 at `slot` of `table`, when there is one.
  private func stored(_ table: ChunkedArray<UInt32>, _ slot: Int) -> PreferenceRecord? {
    guard table.indices.contains(slot), table[slot] > 0 else { return nil }
    return record(Int(table[slot]) - 1)
  }

  /// The record with `id`.
  public func record(_ id: PreferenceRecord.ID) -> PreferenceRecord? {
    records.indices.contains(id) ? records[id] : nil
  }

  /// What the node with id `node` reports to its parent for `key` (its outermost layer's value); nil when
  /// nothing in it produces the key.
  public func value(of key: String, at node: String) -> PreferenceRecord? {
    guard let position = positions[node], let key = keyNames.firstIndex(of: key) else { return nil }
    return stored(outputs, position * keyNames.count + key)
  }

  /// The value of `key` at the output of one layer (what the next layer out sees); nil when nothing produces it
  /// there.
  public func value(of key: String, at layer: LayerID) -> PreferenceRecord? {
    guard let position = positions[layer.node], layerStarts.indices.contains(position + 1),
      let key = keyNames.firstIndex(of: key)
    else { return nil }
    let start = Int(layerStarts[position])
    guard layer.layer >= 0, layer.layer < Int(layerStarts[position + 1]) - start else { return nil }
    return stored(layerOutputs, (start + layer.layer) * keyNames.count + key)
  }

  /// Every key the node reports to its parent, in key order.
  public func values(at node: String) -> [PreferenceRecord] {
    keyNames.compactMap { value(of: $0, at: node) }
  }

  /// The values the modifiers wrote that flow into the record, in reduce order, each with the fate it met on the
  /// way (a value discarded or hidden at any level is reported with that fate). Walks the records down without
  /// recursion, reading each record's contributions where they are stored (not a copy of the record, with its
  /// contributions rewritten when its ids are shifted) and in place, so that a value made from a thousand rows costs
  /// no array of steps a record; at most `records.count` records are expanded.
  public func writers(of id: PreferenceRecord.ID) -> [PreferenceWriter] {
    /// A record being read: the contribution to read next, and the fate met on the way down to it (nil: none lost
    /// yet).
    struct Frame {
      var record: PreferenceRecord.ID
      var next: Int
      var inherited: PreferenceRecord.Contribution.Fate?
    }
    var result: [PreferenceWriter] = []
    guard records.indices.contains(id) else { return result }
    var frames = [Frame(record: id, next: 0, inherited: nil)]
    var expanded = 1
    while var frame = frames.popLast() {
      let (contributions, shift) = records.storedContributions(of: frame.record)
      var child: Frame?
      while child == nil, frame.next < contributions.count {
        let contribution = contributions[frame.next]
        frame.next += 1
        let fate = frame.inherited ?? (contribution.fate.isLost ? contribution.fate : nil)
        switch contribution.source {
        case .written:
          let place = records.place(of: frame.record)
          result.append(
            PreferenceWriter(
              node: place.node, layer: place.layer, value: contribution.value, fate: fate ?? .reduced,
              record: frame.record))
        case .node, .layer:
          guard let stored = contribution.record else { continue }
          expanded += 1
          guard expanded <= records.count, records.indices.contains(stored + shift) else { continue }
          // Its writers come before the rest of this record's, in reduce order.
          child = Frame(record: stored + shift, next: 0, inherited: fate)
        case .defaultValue:
          continue
        }
      }
      if let child {
        frames.append(frame)
        frames.append(child)
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
