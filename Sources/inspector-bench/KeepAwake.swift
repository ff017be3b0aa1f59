import Foundation
import Synchronization

/// One spinning thread per core at Linux's lowest priority (`SCHED_IDLE`), so that no core of the machine ever
/// idles while a benchmark runs, and nothing else waits for them: the scheduler runs a `SCHED_IDLE` thread only on a
/// core that has nothing else to run, and preempts it at once when a thread wakes there.
///
/// Why: on this VM (cpuidle driver `haltpoll` with `guest_halt_poll_ns` 0) a core whose threads all sleep halts
/// and leaves the host, and the next wake-up on it costs tens of microseconds. A round trip over pipes between two
/// processes that each sleep in `read` pays that once or twice on an idle machine and not at all on a busy one, so
/// the same server measured 5 µs under load and 69 µs idle (Benchmarks/daemon.md, 2026-12-02). With every core
/// kept awake, a round trip costs what the two processes do, whatever else the machine does.
final class KeepAwake: Sendable {
  /// Linux's `SCHED_IDLE` policy (<sched.h>; Glibc's Swift module does not import the macro).
  private static let idlePolicy: Int32 = 5

  private let stopping = Atomic<Bool>(false)
  private let running = Atomic<Int>(0)

  /// Starts `count` spinners (one per core by default).
  init(count: Int = ProcessInfo.processInfo.activeProcessorCount) {
    for _ in 0..<count {
      let thread = Thread { [self] in spin() }
      thread.start()
    }
  }

  /// Stops the spinners and waits until they have ended.
  func end() {
    stopping.store(true, ordering: .relaxed)
    while running.load(ordering: .relaxed) > 0 { usleep(1_000) }
  }

  private func spin() {
    running.add(1, ordering: .relaxed)
    defer { running.subtract(1, ordering: .relaxed) }
    var parameters = sched_param()
    parameters.sched_priority = 0
    // On Linux the policy of thread 0 is the calling thread's. A spinner that cannot lower itself must not run:
    // at normal priority it would take the cores from the servers it is meant to keep awake.
    guard sched_setscheduler(0, Self.idlePolicy, &parameters) == 0 else { return }
    while !stopping.load(ordering: .relaxed) {}
  }
}
