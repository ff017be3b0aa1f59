/// Bounds the native stack a recursive walk may use, measured from where the walk started.
///
/// The parser, the interpreter and the type checker recurse over syntax trees whose height `ParseLimits`
/// bounds, but how many bytes each level takes depends on the build (debug frames are several times larger
/// than optimized ones) and the thread's stack size is not known. So each walk also checks the distance
/// between its starting point and the current frame against a byte budget, and reports "nests too deeply"
/// instead of overflowing.
package struct StackGuard {
  private let base: UInt
  private let budget: UInt

  /// Starts measuring from the caller's frame.
  package init(budget: Int) {
    self.base = Self.currentAddress()
    self.budget = UInt(Swift.max(0, budget))
  }

  /// Whether the walk has used more than its budget.
  package var isExhausted: Bool {
    let here = Self.currentAddress()
    // Stacks grow down on every platform Swift supports; the distance is taken either way to be safe.
    let used = base > here ? base - here : here - base
    return used > budget
  }

  /// The address of a local in a frame of its own: an approximation of the current stack pointer.
  @inline(never)
  private static func currentAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }
}
