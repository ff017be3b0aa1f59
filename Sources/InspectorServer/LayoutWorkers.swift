import Dispatch
import JSONRPC
import LayoutEngine
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Threads with a big stack for everything that recurses over a client's tree: decoding a document, applying
/// edits, laying out, and releasing old versions.
///
/// Layout recurses once per layer, and a tree at the depth limit needs `TreeLimits.stackBytes` of stack
/// (`TreeLimits.stackBytesPerLayer` per layer, twice what a debug build measures; `ARCHITECTURE.md`,
/// LayoutEngine); the handler threads' stacks are sized for JSON, so handlers hand that work to these threads and
/// wait for it. The stack is address space: only the pages a tree's depth touches become resident.
/// The handler threads only convert records, which is flat.
///
/// Work comes with a key (the uri of the tree or document it is for), and a key's work stays on one thread while
/// any of it is queued or running, so it runs in the order it was given, one job at a time: an edit waits for the
/// release of the version the edit before it replaced, rather than running beside it on the other thread. Beside
/// it, both competed for the allocator's one arena (`FreedMemory.keepUntilQuiet`) and each edit ran where the
/// previous one's memory was not in the cache: the keeping-max edit of the 1,000-row form spent about a sixth more
/// time in `LiveTree.apply` in the daemon than in process (Benchmarks/daemon.md, session 47). A key with nothing
/// queued goes to the thread with the least work, and among equals to the key's own thread (its hash), so one
/// tree's updates keep to one thread while the others are free, and two trees' updates run at once.
///
/// The daemon's endpoint runs its `documentUpdate` handlers (`tree/open`, `tree/edit`, `tree/close`) here as their
/// key's jobs (`UpdateExecutor`), so an update's handler does its work where it runs, and `run` called on a worker
/// thread runs its body there at once: the thread has the stack, and waiting for a job queued behind the caller
/// would wait forever.
final class LayoutWorkers: UpdateExecutor {
  /// The stack every worker thread gets: enough for a tree at the highest depth limit the daemon accepts.
  static let stackSize = TreeLimits.default.stackBytes

  private final class Job: @unchecked Sendable {
    // `body` is written once before the job is queued and `finished` is signalled after it has run, so the
    // semaphore orders every access.
    let body: () -> Void
    let key: String
    let finished = DispatchSemaphore(value: 0)

    init(key: String, _ body: @escaping () -> Void) {
      self.key = key
      self.body = body
    }
  }

  /// One thread's queue.
  private struct Worker {
    var jobs: [Job] = []
    /// Jobs queued or running: what choosing the least busy thread compares.
    var unfinished = 0
    /// False once the thread could not be started: it takes no work.
    var alive = true
    /// The thread, once it runs.
    var thread: pthread_t?
  }

  private struct State {
    var workers: [Worker]
    /// The thread of each key with unfinished jobs, and how many it has there.
    var placed: [String: (worker: Int, unfinished: Int)] = [:]
    var stopping = false
    /// Whether the threads have been started (by the first job).
    var started = false
  }

  private let state: Mutex<State>
  private let signals: [DispatchSemaphore]

  /// Workers on `count` threads (at least one), started with the first job, so a daemon that lays nothing out
  /// reserves no stacks. They run until `stop()`.
  init(count: Int) {
    let count = max(1, count)
    state = Mutex(State(workers: Array(repeating: Worker(), count: count)))
    signals = (0..<count).map { _ in DispatchSemaphore(value: 0) }
  }

  /// Queues `job` on its key's thread, starting the threads if it is the first; false after `stop()`, when no
  /// thread could be started, or (`unlessOnWorker`) when the caller is a worker thread: the caller then runs it.
  private func queue(_ job: Job, unlessOnWorker: Bool = false) -> Bool {
    let (worker, starts) = state.withLock { state -> (Int?, Bool) in
      guard !state.stopping else { return (nil, false) }
      if unlessOnWorker {
        let caller = pthread_self()
        if state.workers.contains(where: { $0.thread.map { pthread_equal($0, caller) != 0 } ?? false }) {
          return (nil, false)
        }
      }
      defer { state.started = true }
      return (Self.place(job, in: &state), !state.started)
    }
    if starts { startThreads() }
    guard let worker else { return false }
    signals[worker].signal()
    return true
  }

  /// Adds `job` to the queue of its key's thread (choosing one when the key has none) and returns that thread;
  /// nil when no thread is alive.
  private static func place(_ job: Job, in state: inout State) -> Int? {
    let index: Int
    if let placed = state.placed[job.key], state.workers[placed.worker].alive {
      index = placed.worker
      state.placed[job.key] = (index, placed.unfinished + 1)
    } else {
      let alive = state.workers.indices.filter { state.workers[$0].alive }
      let own = Int(UInt(bitPattern: job.key.hashValue) % UInt(state.workers.count))
      guard
        let chosen = alive.min(by: { left, right in
          let (a, b) = (state.workers[left].unfinished, state.workers[right].unfinished)
          return a != b ? a < b : (left == own && right != own)
        })
      else { return nil }
      index = chosen
      state.placed[job.key] = (index, 1)
    }
    state.workers[index].jobs.append(job)
    state.workers[index].unfinished += 1
    return index
  }

  /// Starts every thread. A thread that cannot start hands its queue to the others; with none left, the jobs run
  /// here (the caller's thread) rather than never.
  private func startThreads() {
    for index in signals.indices {
      do {
        try POSIXThread.start(name: "layout-\(index)", stackSize: Self.stackSize) { [self] in work(index) }
      } catch {
        let homeless = state.withLock { state -> [Job] in
          state.workers[index].alive = false
          let orphans = state.workers[index].jobs
          state.workers[index].jobs = []
          state.workers[index].unfinished = 0
          for job in orphans { state.placed[job.key] = nil }
          var homeless: [Job] = []
          for job in orphans {
            if let worker = Self.place(job, in: &state) { signals[worker].signal() } else { homeless.append(job) }
          }
          return homeless
        }
        for job in homeless {
          job.body()
          job.finished.signal()
        }
      }
    }
  }

  /// Runs `body` on the worker thread of `key` and waits for its result; on a worker thread, runs it there.
  func run<T>(for key: String, _ body: @escaping () -> T) -> T {
    let box = ResultBox<T>()
    let job = Job(key: key) { box.value = body() }
    // On a worker, or after `stop()` (there are no workers then): run here rather than wait forever.
    guard queue(job, unlessOnWorker: true) else { return body() }
    job.finished.wait()
    guard let value = box.value else {
      // A job always runs to completion before it signals, so this cannot happen; if it did, running the body
      // here is the only answer that is not a trap.
      return body()
    }
    return value
  }

  /// Queues `body` for the worker thread of `key` and returns at once (an editor document's update runs so, while
  /// the reader goes on reading changes that may make it stale; so does the release of what an edit replaced).
  /// After `stop()` the body is dropped.
  func start(for key: String, _ body: @escaping () -> Void) {
    _ = queue(Job(key: key, body))
  }

  /// Runs an update's handling on the worker thread of its key; after `stop()`, here.
  func execute(key: String, _ work: @escaping @Sendable () -> Void) {
    guard queue(Job(key: key, work)) else { return work() }
  }

  /// Runs `body` on the worker thread of `key`, rethrowing its typed error.
  func run<T, E: Error>(for key: String, throwing body: @escaping () throws(E) -> T) throws(E) -> T {
    let result: Result<T, E> = run(for: key) {
      do throws(E) {
        return .success(try body())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Ends the worker threads once the jobs already queued have run (for tests, which make many daemons).
  func stop() {
    state.withLock { $0.stopping = true }
    for signal in signals { signal.signal() }
  }

  private func work(_ index: Int) {
    state.withLock { $0.workers[index].thread = pthread_self() }
    while true {
      signals[index].wait()
      let (job, stopping) = state.withLock { state in
        (state.workers[index].jobs.isEmpty ? nil : state.workers[index].jobs.removeFirst(), state.stopping)
      }
      guard let job else {
        if stopping { return }
        continue
      }
      job.body()
      state.withLock { state in
        state.workers[index].unfinished -= 1
        if let placed = state.placed[job.key] {
          state.placed[job.key] = placed.unfinished > 1 ? (placed.worker, placed.unfinished - 1) : nil
        }
      }
      job.finished.signal()
    }
  }
}

/// The result of one job: written by the worker before the job's semaphore is signalled, read by the waiting
/// caller after, so the semaphore orders every access.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
