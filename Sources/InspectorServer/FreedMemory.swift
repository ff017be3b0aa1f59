import JSONRPC
import Synchronization

/// Returns the pages of freed heap memory to the system once the daemon's trees have been quiet for a moment after
/// an update replaced or dropped a tree's history.
///
/// glibc's allocator keeps freed memory for reuse (by default all but the top of each arena; in the daemon the tops
/// too, `keepUntilQuiet`). An update of a big tree frees most of the previous pass's graph and records in the middle
/// of the heap, so without this the daemon's resident memory stays at the update's peak (issue 15: about 100 MiB more
/// after ten edits of the 1,000-row form).
/// `malloc_trim` gives back every whole free page of every arena; memory still in use is untouched.
/// It is looked up at run time: the C library's module does not declare it, and where the allocator has no such
/// function (not glibc) this does nothing.
///
/// A trim is not free (Benchmarks/memory.md, 2026-12-02: 23–126 ms at 1,000 rows with the machine loaded, holding
/// each arena's lock in turn, and the next update faults the given-back pages in again), so it waits for a quiet
/// spell: one trim, `quietSpell` after the last of a run of updates closer together than that, and none while an
/// update runs. The trim waits on a thread of its own (`DelayedWork`), not a Dispatch queue, whose first use would
/// wake the process every second from then on.
///
/// Between trims the allocator keeps what a pass frees for the next pass (`keepUntilQuiet`, at process start): by
/// default glibc gives the top of the heap back as soon as a free leaves more than its trim threshold there (which
/// it raises only up to 64 MiB) and maps every block above its mmap threshold (up to 32 MiB) on its own, so each pass
/// of the 10,000-row form faulted about 84 MiB of fresh, kernel-zeroed pages back in (Benchmarks/layout.md,
/// 2026-12-03). `malloc_trim` gives back the free pages of every arena whatever the thresholds, top chunks included.
package enum FreedMemory {
  private typealias Trim = @convention(c) (Int) -> Int32
  private typealias Option = @convention(c) (Int32, Int32) -> Int32

  /// How long the trees must go without an update before the freed pages go back.
  static let quietSpell = Duration.milliseconds(500)

  /// The thread that trims.
  private static let trimming = DelayedWork(name: "memory-trim")

  private static let trim = POSIX.libraryFunction("malloc_trim", as: Trim.self)
  private static let option = POSIX.libraryFunction("mallopt", as: Option.self)

  /// Makes glibc keep freed memory for reuse until a trim: no automatic trim of the heap's top below 2 GiB free
  /// (`M_TRIM_THRESHOLD`, -1 in `malloc.h`), and blocks up to 32 MiB from the heap rather than mapped on their own
  /// (`M_MMAP_THRESHOLD`, -3; 32 MiB is the ceiling of the threshold glibc moves by itself on 64 bits, which older
  /// versions also impose on this setting, and a pass of the 10,000-row form faults no more pages with it than with
  /// no limit). Setting either stops glibc moving both, so both are set. And no fast bins (`M_MXFAST`, 1, set to 0):
  /// small chunks freed beyond the thread's cache go to the ordinary bins, so the next request of a larger size does
  /// not first merge every fast-bin chunk (`malloc_consolidate`, about 2 % of a full pass of the 1,000-row form; the
  /// pass took 0.967 of its time without them, 0.962 at 10,000 rows, `farm-bench`, Benchmarks/update.md, session 27).
  /// And one arena for every thread (`M_ARENA_MAX`, -8, set to 1): by default each of the daemon's threads that
  /// allocates while another holds an arena's lock gets an arena of its own, so the request reader's and the second
  /// layout worker's chunks sat in arenas of their own, pages partly used beside the layout arena's holes; in one
  /// arena they fill those holes (10,000-row form, `inspector-bench suite --only=memory`: daemon RSS after 100 edits
  /// 264.5 -> 251.7 MiB, medians of three; one arena mapped 372 MB where nine had mapped 417, the same 232 MB in use).
  /// Each thread's cache (`tcache`) still serves most small allocations without the arena's lock.
  /// For the daemon's and the benchmarks' processes, at start, before any thread of theirs allocates; a process that
  /// embeds the server (a test suite) keeps its own settings.
  package static func keepUntilQuiet() {
    _ = option?(-1, Int32.max)
    _ = option?(-3, 32 << 20)
    _ = option?(1, 0)
    _ = option?(-8, 1)
  }

  /// The updates running now: a trim never runs during one (an update of a big tree under load outlasts the quiet
  /// spell).
  private static let running = Atomic<Int>(0)
  /// When the last update ended, in nanoseconds after `epoch`: the trim waits for `quietSpell` after it.
  private static let lastEnd = Atomic<Int64>(0)
  private static let epoch = ContinuousClock.now
  /// Whether a trim is waiting on `trimming`. At most one is: an update that ends while one waits moves its deadline
  /// on (`trimWhenQuiet`) instead of queuing another. Each update queued a trim of its own before, so edits sent one
  /// after another kept about a quiet spell's worth of them waiting (500 at a millisecond an edit), and each new one
  /// woke the trimming thread to look through them all: an eighth of the daemon's time in the 1,000-row form's edits
  /// (`inspector-bench suite --only=pipes`, `rtt.editKeepingMax`; Benchmarks/daemon.md, session 46).
  private static let trimWaits = Atomic<Bool>(false)

  /// Runs the update `body` (an open, an edit or a close), then gives the free pages of the heap back to the system
  /// once `quietSpell` has passed with no update running since the last one ended.
  static func returnToSystemWhenQuiet<Result, Failure: Error>(
    after body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    running.add(1, ordering: .sequentiallyConsistent)
    defer {
      lastEnd.store(nanoseconds(since: epoch), ordering: .sequentiallyConsistent)
      running.subtract(1, ordering: .sequentiallyConsistent)
      if trimWaits.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged {
        trimming.run(after: quietSpell, trimWhenQuiet)
      }
    }
    return try body()
  }

  /// The waiting trim, on `trimming`'s thread: waits again while an update runs or until `quietSpell` after the last
  /// one ended, else trims. `running` is read before `lastEnd`, so an update seen ended is seen with its end.
  private static func trimWhenQuiet() {
    if running.load(ordering: .sequentiallyConsistent) > 0 { return trimming.run(after: quietSpell, trimWhenQuiet) }
    let ended = epoch + .nanoseconds(lastEnd.load(ordering: .sequentiallyConsistent))
    let left = ContinuousClock.now.duration(to: ended) + quietSpell
    if left > .zero { return trimming.run(after: left, trimWhenQuiet) }
    // An update that ends from here on queues a trim of its own.
    trimWaits.store(false, ordering: .sequentiallyConsistent)
    _ = trim?(0)
  }

  /// The time since `instant`, in nanoseconds.
  private static func nanoseconds(since instant: ContinuousClock.Instant) -> Int64 {
    let elapsed = instant.duration(to: .now).components
    return elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
  }
}
