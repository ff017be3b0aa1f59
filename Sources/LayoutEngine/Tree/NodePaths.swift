import JSONCore

/// Every declared node's id with the path of its declaration (`ViewTree.nodePaths`), looked up by id.
///
/// A table of its own, where a `[String: JSONPath]` took 24 bytes a bucket and at most 3/4 of its buckets (a power of
/// two): the 50,001 ids of the 10,000-row form took 131,072 buckets, 3.0 MiB, which the live tree keeps. Here the ids
/// and paths are two arrays in the order registered (24 bytes an id) and the lookup a power-of-two array of 8-byte
/// slots filled up to 4/5 (65,536 for the form: 2.0 MiB in all with the arrays grown by doubling, 1.6 when
/// `TreeDecoder.reserveIDs` sized them). Slots are probed linearly; each holds its entry's position and 32 bits of its
/// id's hash, so a probe compares ids only when those bits match.
public struct NodePaths: Equatable, Sendable {
  /// The ids, in the order registered; a removed id's place is taken by the last.
  private var ids: [String] = []
  /// Where each of `ids` was declared.
  private var paths: [JSONPath] = []
  /// 0 for an empty slot, else the entry's position + 1 in the low 32 bits and the low 32 bits of its id's hash above
  /// (the slot it belongs in is those bits masked).
  private var slots: [UInt64] = []

  /// An empty table.
  public init() {}

  /// The number of ids.
  public var count: Int { ids.count }

  /// The ids, in no particular order.
  public var keys: [String] { ids }

  /// The path of `id`'s declaration; setting nil removes the id.
  public subscript(id: String) -> JSONPath? {
    get { slot(of: id).map { paths[Self.entry(slots[$0])] } }
    set {
      if let newValue {
        updateValue(newValue, forKey: id)
      } else {
        remove(id)
      }
    }
  }

  /// Makes room for `capacity` ids without growing.
  public mutating func reserveCapacity(_ capacity: Int) {
    ids.reserveCapacity(capacity)
    paths.reserveCapacity(capacity)
    if Self.slotCount(for: capacity) > slots.count { rehash(slotCount: Self.slotCount(for: capacity)) }
  }

  /// Sets `id`'s path, returning the one it replaces.
  @discardableResult
  public mutating func updateValue(_ path: JSONPath, forKey id: String) -> JSONPath? {
    let hash = Self.hash(id)
    if let slot = slot(of: id, hash: hash) {
      let entry = Self.entry(slots[slot])
      defer { paths[entry] = path }
      return paths[entry]
    }
    if (ids.count + 1) * 5 > slots.count * 4 { rehash(slotCount: max(8, slots.count * 2)) }
    ids.append(id)
    paths.append(path)
    slots[emptySlot(for: hash)] = Self.slotValue(hash: hash, entry: ids.count - 1)
    return nil
  }

  /// Whether both hold the same ids with the same paths, in whatever order.
  public static func == (lhs: NodePaths, rhs: NodePaths) -> Bool {
    lhs.count == rhs.count && lhs.ids.indices.allSatisfy { rhs[lhs.ids[$0]] == lhs.paths[$0] }
  }

  /// Removes `id`, if it is here: its slot is emptied and the slots after it moved back as linear probing needs (no
  /// slot left between a slot and the one it belongs in is empty), and the last entry moved to its place.
  private mutating func remove(_ id: String) {
    guard var hole = slot(of: id) else { return }
    let entry = Self.entry(slots[hole])
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
      paths.swapAt(entry, last)
    }
    ids.removeLast()
    paths.removeLast()
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
