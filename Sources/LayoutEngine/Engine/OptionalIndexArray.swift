/// An array of optional indices (a node's index in another pass, a box's index in a list), kept per node of a pass:
/// `PassReuse.previousNodes` and `takenNodes`, `ResolutionCopies.copiedFrom`, `LayoutGraph`'s environment boxes.
///
/// Contract: a value with the semantics of `[Int?]` for indices from 0 to `Int32.max`, stored in 32 bits each (-1:
/// none), a quarter of an `Int?`'s 16. An index beyond 32 bits is stored as none: no tree comes near it (a node's
/// records alone take more than 100 bytes). Nones are appended a block at a time (`appendNone(count:)`), copied from a
/// block made once: a pass appends one a node it copies from the previous pass, and an `Int?` appended one by one,
/// or from a repeated element, cost about 7 instructions each (0.15 M of the keeping-max edit at 1,000 rows).
struct OptionalIndexArray {
  private var storage: [Int32] = []

  init() {}

  /// The number of elements.
  var count: Int { storage.count }
  var indices: Range<Int> { storage.indices }

  /// The index at `position`, none if it holds none. The caller checked that `position` is in `indices`.
  subscript(position: Int) -> Int? {
    get { Self.index(storage[position]) }
    set { storage[position] = Self.stored(newValue) }
  }

  /// The index at `position`, none when it holds none or is past the end.
  func element(at position: Int) -> Int? {
    position >= 0 && position < storage.count ? Self.index(storage[position]) : nil
  }

  mutating func reserveCapacity(_ count: Int) {
    storage.reserveCapacity(count)
  }

  mutating func append(_ index: Int?) {
    storage.append(Self.stored(index))
  }

  /// Appends `count` nones, copied a block at a time.
  mutating func appendNone(count: Int) {
    var left = count
    while left > 0 {
      let block = Swift.min(left, Self.noneBlock.count)
      storage.append(contentsOf: Self.noneBlock[..<block])
      left -= block
    }
  }

  /// Appends nones until the array holds `count` elements (none when it holds as many already).
  mutating func padWithNone(to count: Int) {
    if count > storage.count { appendNone(count: count - storage.count) }
  }

  /// Appends the positions `positions` themselves, each element holding its own position's index less `shift`:
  /// the caller checked that `positions` starts at `count`.
  mutating func append(_ positions: Range<Int>, shiftedBy shift: Int) {
    // Nones copied, then written through the buffer: appended as a lazily mapped sequence, each element cost about 25
    // instructions (0.12 M of the keeping-max edit at 1,000 rows).
    appendNone(count: positions.count)
    set(positions, shiftedBy: shift)
  }

  /// Sets each position of `positions` (all in `indices`) to its own index less `shift`.
  mutating func set(_ positions: Range<Int>, shiftedBy shift: Int) {
    guard let first = positions.first else { return }
    // Consecutive indices: when the first and the last fit in 32 bits, so does each one between, counted up unchecked.
    let fits = first - shift >= 0 && positions.upperBound - 1 - shift <= Int(Int32.max)
    storage.withUnsafeMutableBufferPointer { storage in
      guard fits else {
        for position in positions { storage[position] = Self.stored(position - shift) }
        return
      }
      var index = Int32(truncatingIfNeeded: first - shift)
      for position in positions {
        storage[position] = index
        index &+= 1
      }
    }
  }

  /// `body` given the elements read through a buffer (each read a load, not an array access checked for uniqueness).
  func withBuffer<Result>(_ body: (Buffer) -> Result) -> Result {
    storage.withUnsafeBufferPointer { body(Buffer(storage: $0)) }
  }

  /// The elements as a buffer, valid for the length of a `withBuffer` call.
  struct Buffer {
    fileprivate let storage: UnsafeBufferPointer<Int32>

    var count: Int { storage.count }

    /// The index at `position`, none when it holds none or is past the end.
    @inline(__always)
    func element(at position: Int) -> Int? {
      position >= 0 && position < storage.count ? OptionalIndexArray.index(storage[position]) : nil
    }

    /// The index at `position`, -1 when it holds none or is past the end: `element(at:)` without the optional, for
    /// loops comparing indices (one unsigned comparison for the bounds).
    @inline(__always)
    func storedIndex(at position: Int) -> Int {
      UInt(bitPattern: position) < UInt(bitPattern: storage.count) ? Int(storage[position]) : -1
    }

    /// Whether `position` holds an index (is in the buffer, not none).
    @inline(__always)
    func holdsIndex(at position: Int) -> Bool {
      position >= 0 && position < storage.count && storage[position] >= 0
    }

    /// Whether each position of `positions` (within the buffer) holds its own position as its index: one comparison a
    /// position, where reading each as an optional cost about 14 instructions.
    func holdsOwnPositions(_ positions: Range<Int>) -> Bool {
      guard positions.lowerBound >= 0, positions.upperBound <= storage.count else { return false }
      guard let first = positions.first else { return true }
      // Within 32 bits: each position between the first and the last is too, counted up unchecked.
      guard positions.upperBound - 1 <= Int(Int32.max) else { return false }
      var index = Int32(truncatingIfNeeded: first)
      for position in positions {
        guard storage[position] == index else { return false }
        index &+= 1
      }
      return true
    }
  }

  /// The block nones are copied from.
  private static let noneBlock = [Int32](repeating: -1, count: 1024)

  @inline(__always)
  fileprivate static func index(_ stored: Int32) -> Int? {
    stored >= 0 ? Int(stored) : nil
  }

  @inline(__always)
  private static func stored(_ index: Int?) -> Int32 {
    guard let index, let stored = Int32(exactly: index), stored >= 0 else { return -1 }
    return stored
  }
}
