extension Array {
  /// `count` copies of `value`, as `Array(repeating:count:)` makes them, allocated through the specialized growth
  /// path: `Array(repeating:count:)` allocates through an unspecialized entry point of the standard library that
  /// looks up the storage's generic metadata at run time on every call (about 1,000 instructions a call; a pass at
  /// 1,000 rows made 8,000 such arrays for its nodes' layer states and its stacks' probes).
  init(filledWith value: Element, count: Int) {
    self.init()
    reserveCapacity(count)
    for _ in 0..<count { append(value) }
  }
}
