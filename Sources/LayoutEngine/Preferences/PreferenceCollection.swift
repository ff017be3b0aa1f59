import SwiftSubset

/// The preference values of a pass while it runs: records made so far and, per key, node and layer, the record
/// at that layer's output. Values are computed on demand (a `backgroundPreferenceValue` needs its primary's
/// value during placement) and each at most once; `PreferenceCombiner` fills it.
struct PreferenceCollection {
  /// What computing a layer's output left: its record (nil: nothing is produced there) and the records the
  /// computation made, in order, the record's own among them unless it came from elsewhere.
  struct Output {
    var record: PreferenceRecord.ID?
    var made: Range<PreferenceRecord.ID>
    /// Whether every contribution of the records in `made` that points at a record points at one of them, known
    /// without reading them: the output was copied from the pass before, which knew it (`TakenPreferenceValues`).
    var refersWithin = false
  }

  /// The declared keys, in document order.
  let keyNames: [String]
  /// The records made so far, and those shared with the previous pass.
  var records = PreferenceRecords()
  /// The output of each layer computed so far.
  var outputs: PreferenceOutputs
  /// The `onPreferenceChange` readers, once collected.
  var readers: [PreferenceReader] = []
  /// The `onChange` observations, once collected.
  var observations: [ChangeObservation] = []
  /// Records where a `reduce` discarded or ignored values, with the node index, in record order; reported once
  /// readers are known.
  var discards: [(record: PreferenceRecord.ID, node: Int)] = []
  /// Records preference-value layers built their views from.
  var contentReads: [PreferenceRecord.ID] = []

  init(keyNames: [String]) {
    self.keyNames = keyNames
    self.outputs = PreferenceOutputs(keyCount: keyNames.count)
  }

  /// Appends a record and returns its id.
  mutating func append(
    key: Int, node: String, layer: Int, operation: PreferenceRecord.Operation, value: Value,
    contributions: PreferenceRecord.Contributions
  ) -> PreferenceRecord.ID {
    let id = records.count
    records.append(
      PreferenceRecord(
        id: id, key: keyNames[key], node: node, layer: layer, operation: operation, value: value,
        contributions: contributions))
    return id
  }
}
