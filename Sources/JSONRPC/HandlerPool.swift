#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The threads that run handlers by default: a bounded set with large stacks, shared by every `Endpoint` in
/// the process, taking work in submission order. A thread starts when work arrives and no thread is idle, up to
/// the bound, so a process that is never busy does not pay for threads it does not need.
///
/// Handlers decode and encode `Codable` values, which recurses once per JSON level (measured on this
/// toolchain with `JSONValueDecoder`: about 2 KiB of stack per level in a release build, 4 KiB in a debug
/// build), so the default limit of 512 levels needs up to 2 MiB. Dispatch's worker threads have 512 KiB stacks
/// on macOS, so handlers run here, on threads whose stack size is set explicitly. The fixed size also bounds
/// how many handlers run at once, which on a two-core machine is a feature.
///
/// - Important: `queue`, `head`, `threads` and `idle` are only touched with `condition` locked; that is what
///   makes the unchecked `Sendable` conformance sound. Each submission wakes one thread (`signal`), not all of
///   them.
final class HandlerPool: @unchecked Sendable {
  private let condition = ConditionLock()
  private var queue: [@Sendable () -> Void] = []
  private var head = 0
  /// The threads started so far, and how many of them wait for work.
  private var threads = 0
  private var idle = 0
  private let maxThreads: Int
  private let stackSize: Int

  /// The pool every `Endpoint` uses unless given a queue: up to four threads per processor (at least 8), with 16 MiB
  /// stacks (address space; only the pages used are resident): a handler may drop the last reference to a value
  /// nested as deep as its JSON limit allows, and Swift frees nested values one inside the other. The threads live as long as the process.
  static let shared = HandlerPool(
    threadCount: max(8, 4 * sysconf(Int32(_SC_NPROCESSORS_ONLN))), stackSize: 16 << 20)

  /// A pool of at most `threadCount` threads with `stackSize`-byte stacks, started as work needs them.
  init(threadCount: Int, stackSize: Int) {
    self.maxThreads = max(1, threadCount)
    self.stackSize = stackSize
  }

  /// Queues `work` to run on one of the pool's threads, starting a thread when none is idle.
  func async(_ work: @escaping @Sendable () -> Void) {
    condition.lock()
    queue.append(work)
    let starts = idle == 0 && threads < maxThreads
    if starts { threads += 1 }
    let name = "rpc-handler-\(threads)"
    condition.signal()
    condition.unlock()
    guard starts else { return }
    do {
      try POSIXThread.start(name: name, stackSize: stackSize) { [self] in
        while true { next()() }
      }
    } catch {
      // Out of threads: the work waits for one already running; with none, it runs here rather than never.
      condition.lock()
      threads -= 1
      let runsHere = threads == 0
      condition.unlock()
      if runsHere { next()() }
    }
  }

  /// What stands in the queue for work already taken.
  private static let taken: @Sendable () -> Void = {}

  /// Waits for and takes the oldest queued work.
  private func next() -> @Sendable () -> Void {
    condition.lock()
    defer { condition.unlock() }
    while head >= queue.count {
      idle += 1
      condition.wait()
      idle -= 1
    }
    let work = queue[head]
    // Dropped from the queue as it is taken: kept there until the next compaction, a handler's closure kept its
    // request alive for up to 1,024 requests more (a `tree/open`'s whole document, 15.5 MiB at 10,000 rows).
    queue[head] = Self.taken
    head += 1
    // Compact now and then so the queue does not grow without bound.
    if head >= 1024, head * 2 >= queue.count {
      queue.removeFirst(head)
      head = 0
    }
    return work
  }
}
