/// Values looked up by node id: the declared tree's paths (`NodePaths`) and a resolved tree's node indices
/// (`ResolvedTree.indexByID`), both as long as the tree and kept by the live tree.
///
/// A table of its own, where a `[String: Value]` took 16 bytes and the value's a bucket, at most 3/4 of its buckets (a
/// power of two) filled: the 50,001 ids of the 10,000-row form took 131,072 buckets, 3.0 MiB with an 8-byte value.
/// Here the ids and values are two arrays in the order inserted and the lookup a power-of-two array of 8-byte slots
/// filled up to 4/5 (65,536 for the form: 1.6 MiB in all with 8-byte values and the arrays sized beforehand). Slots are
/// probed linearly; each holds its entry's position and 32 bits of its id's hash, so a probe compares ids only when
/// those bits match.
struct IDTable<Value> {
  /// The ids, in the order inserted; a removed id's place is taken by the last.
  private var ids: [String] = []
  /// The value of each of `ids`.
  private var values: [Value] = []
  /// 0 for an empty slot, else the entry's position + 1 in the low 32 bits and the low 32 bits of its id's hash above
  /// (the slot it belongs in is those bits masked).
  private var slots: [UInt64] = []

  /// The number of ids.
  var count: Int { ids.count }

  /// The ids, in no particular order.
  var keys: [String] { ids }

  /// The value of `id`; setting nil removes the id.
  subscript(id: String) -> Value? {
    get { slot(of: id).map { values[Self.entry(slots[$0])] } }
    set {
      if let newValue {
        updateValue(newValue, forKey: id)
      } else {
        removeValue(forKey: id)
      }
    }
  }

  /// Makes room for `capacity` ids without growing.
  mutating func reserveCapacity(_ capacity: Int) {
    ids.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
    if Self.slotCount(for: capacity) > slots.count { rehash(slotCount: Self.slotCount(for: capacity)) }
  }

  /// Sets `id`'s value, returning the one it replaces.
  @discardableResult
  mutating func updateValue(_ value: Value, forKey id: String) -> Value? {
    let hash = Self.hash(id)
    if let slot = slot(of: id, hash: hash) {
      let entry = Self.entry(slots[slot])
      defer { values[entry] = value }
      return values[entry]
    }
    append(id, value, hash: hash)
    return nil
  }

  /// Adds `id` with `value` unless it is here; returns whether it did. One lookup where reading and then setting took
  /// two, each hashing the id.
  mutating func insert(_ id: String, _ value: Value) -> Bool {
    let hash = Self.hash(id)
    guard slot(of: id, hash: hash) == nil else { return false }
    append(id, value, hash: hash)
    return true
  }

  /// Adds `id`, not here, with `value`.
  private mutating func append(_ id: String, _ value: Value, hash: Int) {
    if (ids.count + 1) * 5 > slots.count * 4 { rehash(slotCount: max(8, slots.count * 2)) }
    ids.append(id)
    values.append(value)
    slots[emptySlot(for: hash)] = Self.slotValue(hash: hash, entry: ids.count - 1)
  }

  /// Removes `id`, if it is here, returning its value: its slot is emptied and the slots after it moved back as linear
  /// probing needs (no slot left between a slot and the one it belongs in is empty), and the last entry moved to its
  /// place.
  @discardableResult
  mutating func removeValue(forKey id: String) -> Value? {
    guard var hole = slot(of: id) else { return nil }
    let entry = Self.entry(slots[hole])
    let removed = values[entry]
    let mask = slots.count - 1
    slots[hole] = 0
    var next = (hole + 1) & mask
    while slots[next] != 0 {
      let home = Int(slots[next] >> 32) & mask
      // The slot at `next` may move to the hole when its home is not after the hole, cyclically.
      if (next - home) & mask >= (next - hole) & mask {
        slots[hole] = slots[next]
        slots[next] = 0
        hole = next
      }
      next = (next + 1) & mask
    }
    let last = ids.count - 1
    if entry != last, let moved = slot(of: ids[last]) {
      slots[moved] = Self.slotValue(hash: Int(slots[moved] >> 32), entry: entry)
      ids.swapAt(entry, last)
      values.swapAt(entry, last)
    }
    ids.removeLast()
    values.removeLast()
    return removed
  }

  /// The slot holding `id`, if any.
  private func slot(of id: String, hash: Int? = nil) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = hash ?? Self.hash(id)
    let mask = slots.count - 1
    let tag = UInt64(UInt32(truncatingIfNeeded: hash))
    var slot = hash & mask
    while slots[slot] != 0 {
      if slots[slot] >> 32 == tag, ids[Self.entry(slots[slot])] == id { return slot }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The first empty slot from the one an id of `hash` belongs in (there is one: slots are at most 4/5 full).
  private func emptySlot(for hash: Int) -> Int {
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    return slot
  }

  /// Makes `slotCount` slots and places every entry in them.
  private mutating func rehash(slotCount: Int) {
    slots = Array(repeating: 0, count: slotCount)
    for entry in ids.indices {
      let hash = Self.hash(ids[entry])
      slots[emptySlot(for: hash)] = Self.slotValue(hash: hash, entry: entry)
    }
  }

  /// The slots for `count` ids: a power of two, at least 8, at most 4/5 full.
  private static func slotCount(for count: Int) -> Int {
    var slots = 8
    while slots * 4 < count * 5 { slots *= 2 }
    return slots
  }

  /// An id's hash: its low 32 bits are the ones stored and masked.
  private static func hash(_ id: String) -> Int { Int(UInt32(truncatingIfNeeded: id.hashValue)) }

  private static func slotValue(hash: Int, entry: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: hash)) << 32 | UInt64(UInt32(truncatingIfNeeded: entry + 1))
  }

  private static func entry(_ slot: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: slot)) - 1 }
}

extension IDTable: Sendable where Value: Sendable {}

extension IDTable: Equatable where Value: Equatable {
  /// Whether both hold the same ids with the same values, in whatever order.
  static func == (lhs: IDTable, rhs: IDTable) -> Bool {
    lhs.count == rhs.count && lhs.ids.indices.allSatisfy { rhs[lhs.ids[$0]] == lhs.values[$0] }
  }
}

extension IDTable: ExpressibleByDictionaryLiteral {
  /// A table of the ids and values given, each id once.
  init(dictionaryLiteral elements: (String, Value)...) {
    reserveCapacity(elements.count)
    for (id, value) in elements { updateValue(value, forKey: id) }
  }
}
