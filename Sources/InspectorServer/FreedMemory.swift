import JSONRPC
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Returns the pages of freed heap memory to the system once the daemon's trees have been quiet for a moment after
/// an update replaced or dropped a tree's history.
///
/// glibc's allocator keeps freed memory for reuse: only the top of each arena shrinks by itself. An update of a big
/// tree frees most of the previous pass's graph and records in the middle of the heap, so without this the daemon's
/// resident memory stays at the update's peak (issue 15: about 100 MiB more after ten edits of the 1,000-row form).
/// `malloc_trim` gives back every whole free page of every arena; memory still in use is untouched.
/// It is looked up at run time: the C library's module does not declare it, and where the allocator has no such
/// function (not glibc) this does nothing.
///
/// A trim is not free (Benchmarks/memory.md, 2026-12-02: 23–126 ms at 1,000 rows with the machine loaded, holding
/// each arena's lock in turn, and the next update faults the given-back pages in again), so it waits for a quiet
/// spell: only the last of a run of updates closer together than `quietSpell` trims, `quietSpell` after it. The trim
/// waits on a thread of its own (`DelayedWork`), not a Dispatch queue, whose first use would wake the process every
/// second from then on.
enum FreedMemory {
  private typealias Trim = @convention(c) (Int) -> Int32

  /// How long the trees must go without an update before the freed pages go back.
  static let quietSpell = Duration.milliseconds(500)

  /// The thread that trims.
  private static let trimming = DelayedWork(name: "memory-trim")

  private static let trim: Trim? = {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
      return unsafeBitCast(symbol, to: Trim.self)
    #else
      return nil
    #endif
  }()

  /// The updates asked for so far: a waiting trim runs only if no update came after the one that queued it.
  private static let updates = Atomic<Int>(0)

  /// Gives the free pages of the heap back to the system `quietSpell` after this call, unless another call comes
  /// before then (that one trims instead).
  static func returnToSystemWhenQuiet() {
    let update = updates.add(1, ordering: .relaxed).newValue
    trimming.run(after: quietSpell) {
      guard updates.load(ordering: .relaxed) == update else { return }
      _ = trim?(0)
    }
  }
}
