/// The output of each layer of each node, per key, as a pass computes them: what each computation left (its record
/// and the records it made), in one flat table indexed by node index, layer and key, so that a look-up is two array
/// reads, not a hash (`PreferenceCombiner.preferenceOutput`, and the next pass's copies of taken subtrees,
/// `TakenPreferenceValues`).
///
/// A node's block (a slot per layer, its bare view or items then one per modifier, times the keys) is made when the
/// first of its outputs is stored; nodes appended during layout (a preference-value layer's views) get theirs then.
struct PreferenceOutputs {
  /// One layer's output for one key: the record (-1: nothing produced) and the records the computation made
  /// (`lower..<upper`); `lower` is -1 while the output is not computed.
  private struct Slot {
    var record: Int32
    var lower: Int32
    var upper: Int32
    /// `PreferenceCollection.Output.refersWithin`.
    var refersWithin: Bool

    static let unknown = Slot(record: -1, lower: -1, upper: -1, refersWithin: false)

    /// What the computation left; nil while it is not computed.
    var output: PreferenceCollection.Output? {
      guard lower >= 0 else { return nil }
      return PreferenceCollection.Output(
        record: record >= 0 ? Int(record) : nil, made: Int(lower)..<Int(upper), refersWithin: refersWithin)
    }
  }

  /// The number of declared keys: slots per layer.
  let keyCount: Int
  /// Per node index, where its block starts in `slots` and how many layers it has (-1, 0: no block yet).
  private var blocks: [(start: Int32, layers: Int32)] = []
  private var slots: [Slot] = []
  /// The layers of every block made so far: where the next block starts (`slots.count / keyCount`, kept so that
  /// making a block divides nothing).
  private var blockedLayers = 0

  init(keyCount: Int) {
    self.keyCount = keyCount
  }

  /// The number of slots, for reserving room in a pass that reuses this one.
  var capacityNeeded: (nodes: Int, slots: Int) { (blocks.count, slots.count) }

  mutating func reserveCapacity(_ needed: (nodes: Int, slots: Int)) {
    blocks.reserveCapacity(needed.nodes)
    slots.reserveCapacity(needed.slots)
  }

  /// The slot of `layer` of node `index` for `key`, when the node has a block holding it.
  private func slot(_ key: Int, node index: Int, layer: Int) -> Int? {
    guard index >= 0, index < blocks.count, layer >= 0, key >= 0, key < keyCount else { return nil }
    let block = blocks[index]
    guard layer < Int(block.layers) else { return nil }
    return (Int(block.start) + layer) * keyCount + key
  }

  /// What computing `layer` of node `index` for `key` left; nil while it is not computed.
  func output(_ key: Int, node index: Int, layer: Int) -> PreferenceCollection.Output? {
    guard let position = slot(key, node: index, layer: layer) else { return nil }
    return slots[position].output
  }

  /// Whether the outputs `previous` holds for `key` of the layers `0...top` of its node `was` may be copied to node
  /// `index` here (`copy`): each was made within `made`, its record one of them or none, and the same layer of `index`
  /// holds no output for `key` yet. Read slot by slot, each node's block looked up once (a taken row's outputs are
  /// copied so, `TakenPreferenceValues`).
  func mayCopy(
    _ key: Int, to index: Int, from previous: PreferenceOutputs, node was: Int, through top: Int,
    within made: Range<PreferenceRecord.ID>
  ) -> Bool {
    guard key >= 0, key < keyCount, previous.keyCount == keyCount else { return false }
    guard was >= 0, was < previous.blocks.count else { return true }
    let block = previous.blocks[was]
    let last = Swift.min(top, Int(block.layers) - 1)
    guard block.start >= 0, last >= 0 else { return true }
    let mine = index >= 0 && index < blocks.count && blocks[index].start >= 0 ? blocks[index] : nil
    return previous.slots.withUnsafeBufferPointer { theirs in
      for layer in 0...last {
        let slot = theirs[(Int(block.start) + layer) * keyCount + key]
        guard slot.lower >= 0 else { continue }
        guard Int(slot.lower) >= made.lowerBound, Int(slot.upper) <= made.upperBound,
          slot.record < 0 || made.contains(Int(slot.record))
        else { return false }
        if let mine, layer < Int(mine.layers), slots[(Int(mine.start) + layer) * keyCount + key].lower >= 0 {
          return false
        }
      }
      return true
    }
  }

  /// Copies the outputs `previous` holds for `key` of the layers `0...top` of its node `was` to node `index` (which
  /// has `layers` layers), their record ids moved by `offset`; `mayCopy` said they may be.
  mutating func copy(
    _ key: Int, to index: Int, layers: Int, from previous: PreferenceOutputs, node was: Int, through top: Int,
    offset: Int
  ) {
    guard key >= 0, key < keyCount, previous.keyCount == keyCount, was >= 0, was < previous.blocks.count,
      let shift = Int32(exactly: offset)
    else { return }
    let block = previous.blocks[was]
    let last = Swift.min(top, Int(block.layers) - 1)
    guard block.start >= 0, last >= 0 else { return }
    for layer in 0...last {
      let slot = previous.slots[(Int(block.start) + layer) * keyCount + key]
      guard slot.lower >= 0 else { continue }
      let (lower, lowerOverflow) = slot.lower.addingReportingOverflow(shift)
      let (upper, upperOverflow) = slot.upper.addingReportingOverflow(shift)
      let (record, recordOverflow) = slot.record < 0 ? (slot.record, false) : slot.record.addingReportingOverflow(shift)
      guard !lowerOverflow, !upperOverflow, !recordOverflow,
        let position = makeSlot(key, node: index, layer: layer, layers: layers)
      else { continue }
      slots[position] = Slot(record: record, lower: lower, upper: upper, refersWithin: slot.refersWithin)
    }
  }

  /// Stores what computing `layer` of node `index` (which has `layers` layers) for `key` left. An output outside the
  /// node's layers, or with ids beyond 32 bits, is not stored (computed again when asked; no pass makes either).
  mutating func store(_ output: PreferenceCollection.Output, _ key: Int, node index: Int, layer: Int, layers: Int) {
    guard let lower = Int32(exactly: output.made.lowerBound), let upper = Int32(exactly: output.made.upperBound),
      let record = Int32(exactly: output.record ?? -1),
      let position = makeSlot(key, node: index, layer: layer, layers: layers)
    else { return }
    slots[position] = Slot(record: record, lower: lower, upper: upper, refersWithin: output.refersWithin)
  }

  /// The slot of `layer` of node `index` (which has `layers` layers) for `key`, the node's block made if it has none;
  /// nil outside the node's layers or the keys, or past 32 bits.
  private mutating func makeSlot(_ key: Int, node index: Int, layer: Int, layers: Int) -> Int? {
    guard index >= 0, layer >= 0, layer < layers, key >= 0, key < keyCount else { return nil }
    if index >= blocks.count {
      blocks.append(contentsOf: repeatElement((start: -1, layers: 0), count: index + 1 - blocks.count))
    }
    if blocks[index].start < 0 {
      guard let start = Int32(exactly: blockedLayers), let count = Int32(exactly: layers) else { return nil }
      blocks[index] = (start, count)
      blockedLayers += layers
      // One by one: a node has a few slots, which a generic append of a repeated element cost more.
      for _ in 0..<(layers * keyCount) { slots.append(.unknown) }
    }
    return slot(key, node: index, layer: layer)
  }
}
