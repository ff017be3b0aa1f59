/// Work run after a delay on one thread of its own, which sleeps without a deadline while nothing is pending.
///
/// A Dispatch global queue would do the same, but its first use starts libdispatch's worker-pool monitor on Linux, a
/// timer that wakes the manager thread every second for the rest of the process (Benchmarks/daemon.md,
/// 2026-12-03); an idle `DelayedWork` wakes no thread. The thread starts with the first work and never ends.
package final class DelayedWork: Sendable {
  private struct Item: Sendable {
    var deadline: ContinuousClock.Instant
    var body: @Sendable () -> Void
  }

  private struct State: Sendable {
    var pending: [Item] = []
    /// Counts the work added, so that the thread waiting for a deadline notices an earlier one.
    var added = 0
    var started = false
  }

  private let name: String
  private let state = Guarded(State())

  /// Work run on a thread named `name` (Linux keeps its first 15 bytes).
  package init(name: String) {
    self.name = name
  }

  /// Runs `body` on this work's thread once `delay` has passed, after any work due earlier. When the thread cannot
  /// start, the work is dropped: what is run so is work that may be skipped (a trim of freed memory).
  package func run(after delay: Duration, _ body: @escaping @Sendable () -> Void) {
    var starts = false
    state.withLock { state in
      state.pending.append(Item(deadline: .now + delay, body: body))
      state.added += 1
      starts = !state.started
      state.started = true
    }
    guard starts else { return }
    do {
      try POSIXThread.start(name: name, stackSize: 256 << 10) { [self] in runPending() }
    } catch {
      state.withLock { state in
        state.pending.removeAll()
        state.started = false
      }
    }
  }

  /// The thread's loop: runs what is due, then sleeps until the earliest deadline, or without one while nothing is
  /// pending, waking early only when work is added.
  private func runPending() {
    while true {
      var due: (@Sendable () -> Void)?
      var next: ContinuousClock.Instant?
      var added = 0
      state.updateWakingWaitersIf { state in
        added = state.added
        guard let index = state.pending.indices.min(by: { state.pending[$0].deadline < state.pending[$1].deadline })
        else { return false }
        if state.pending[index].deadline <= .now {
          due = state.pending.remove(at: index).body
        } else {
          next = state.pending[index].deadline
        }
        return false
      }
      if let due {
        due()
        continue
      }
      state.wait(until: { $0.added != added }, deadline: next)
    }
  }
}
