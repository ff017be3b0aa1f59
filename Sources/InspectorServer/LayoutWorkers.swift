import Dispatch
import JSONRPC
import LayoutEngine
import Synchronization

/// Threads with a big stack for everything that recurses over a client's tree: decoding a document, applying
/// edits, laying out, and releasing old versions.
///
/// Layout recurses once per layer, and a tree at the depth limit needs `TreeLimits.stackBytes` of stack
/// (`TreeLimits.stackBytesPerLayer` per layer, twice what a debug build measures; `ARCHITECTURE.md`,
/// LayoutEngine); Dispatch's worker threads have no configurable stack, so handlers hand that work to these
/// threads and wait for it. The stack is address space: only the pages a tree's depth touches become resident.
/// The handler threads only convert records, which is flat.
final class LayoutWorkers: Sendable {
  /// The stack every worker thread gets: enough for a tree at the highest depth limit the daemon accepts.
  static let stackSize = TreeLimits.default.stackBytes

  private final class Job: @unchecked Sendable {
    // `body` is written once before the job is queued and `finished` is signalled after it has run, so the
    // semaphore orders every access.
    let body: () -> Void
    let finished = DispatchSemaphore(value: 0)

    init(_ body: @escaping () -> Void) {
      self.body = body
    }
  }

  private struct State {
    var jobs: [Job] = []
    var stopping = false
    /// Whether the threads have been started (by the first job).
    var started = false
  }

  private let state = Mutex(State())
  private let available = DispatchSemaphore(value: 0)
  private let count: Int

  /// Workers on `count` threads (at least one), started with the first job, so a daemon that lays nothing out
  /// reserves no stacks. They run until `stop()`.
  init(count: Int) {
    self.count = max(1, count)
  }

  /// Queues `job`, starting the threads if it is the first; false after `stop()`.
  private func queue(_ job: Job) -> Bool {
    let (accepted, starts) = state.withLock { state in
      guard !state.stopping else { return (false, false) }
      state.jobs.append(job)
      defer { state.started = true }
      return (true, !state.started)
    }
    if starts {
      for index in 0..<count {
        // A thread that cannot start leaves its jobs to the others; with none, `run` waits as it would for a
        // busy worker, so the first failure is the one that matters and it cannot be answered better here.
        try? POSIXThread.start(name: "layout-\(index)", stackSize: Self.stackSize) { [self] in work() }
      }
    }
    return accepted
  }

  /// Runs `body` on a worker thread and waits for its result.
  func run<T>(_ body: @escaping () -> T) -> T {
    let box = ResultBox<T>()
    let job = Job { box.value = body() }
    let accepted = queue(job)
    // After `stop()` there are no workers: run here rather than wait forever.
    guard accepted else { return body() }
    available.signal()
    job.finished.wait()
    guard let value = box.value else {
      // A job always runs to completion before it signals, so this cannot happen; if it did, running the body
      // here is the only answer that is not a trap.
      return body()
    }
    return value
  }

  /// Queues `body` for a worker thread and returns at once (an editor document's update runs so, while the
  /// reader goes on reading changes that may make it stale). After `stop()` the body is dropped.
  func start(_ body: @escaping () -> Void) {
    let job = Job(body)
    let accepted = queue(job)
    if accepted { available.signal() }
  }

  /// Runs `body` on a worker thread, rethrowing its typed error.
  func run<T, E: Error>(throwing body: @escaping () throws(E) -> T) throws(E) -> T {
    let result: Result<T, E> = run {
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
    for _ in 0..<count { available.signal() }
  }

  private func work() {
    while true {
      available.wait()
      let (job, stopping) = state.withLock { state in
        (state.jobs.isEmpty ? nil : state.jobs.removeFirst(), state.stopping)
      }
      guard let job else {
        if stopping { return }
        continue
      }
      job.body()
      job.finished.signal()
    }
  }
}

/// The result of one job: written by the worker before the job's semaphore is signalled, read by the waiting
/// caller after, so the semaphore orders every access.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
