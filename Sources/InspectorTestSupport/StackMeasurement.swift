import Foundation

/// Runs work on a thread with a given stack, and reports how much of the stack it used.
///
/// Tests that hand the engine trees nested thousands of levels deep run it here: Swift Testing's and Dispatch's
/// threads have stacks of 512 KiB to 8 MiB, and decoding, laying out and releasing such a tree recurse once per
/// level (`TreeLimits.stackBytes`).
package enum StackMeasurement {
  private final class Box<T>: @unchecked Sendable {
    var value: T?
    var used = 0
  }

  /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for its result; nil only if the thread
  /// did not finish.
  package static func onThread<T>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    run(stackSize: stackSize, measuring: 0, body).result
  }

  /// Runs `body` on a new thread with `stackSize` bytes of stack; returns its result and the deepest extent of the
  /// stack it touched below the point where it started, up to `measuring` bytes (its high-water mark: that much of
  /// the thread's unused stack is filled with a pattern first, and the lowest byte that changed is found
  /// afterwards; a body that went deeper reports `measuring`). Only the measured bytes become resident, so a
  /// thread may have a stack of hundreds of MiB and measure the few it needs. `stackSize` must exceed `measuring`
  /// by at least 320 KiB; the result is nil only if the thread did not finish.
  package static func run<T>(stackSize: Int, measuring: Int, _ body: @escaping @Sendable () -> T) -> (
    result: T?, used: Int
  ) {
    let box = Box<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var marker = 0
      let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
      let pattern: UInt8 = 0xA5
      // Keep clear of the frames above this one and of the guard page at the bottom of the stack.
      let high = top - 64 * 1024
      let measured = UInt(max(0, min(measuring, stackSize - 320 * 1024)))
      let low = high - measured
      if measured > 0, let start = UnsafeMutableRawPointer(bitPattern: low) {
        memset(start, Int32(pattern), Int(measured))
      }
      box.value = body()
      var deepest = high
      if measured > 0, let start = UnsafeRawPointer(bitPattern: low) {
        // Whole words first (the region is page-aligned at neither end, so words are read unaligned), then bytes.
        let length = Int(measured)
        let word = UInt64(pattern) &* 0x0101_0101_0101_0101
        var offset = 0
        while offset + 8 <= length, start.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == word {
          offset += 8
        }
        while offset < length, start.load(fromByteOffset: offset, as: UInt8.self) == pattern { offset += 1 }
        deepest = low + UInt(offset)
      }
      box.used = Int(top - deepest)
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return (box.value, box.used)
  }
}
