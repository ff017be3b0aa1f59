import Foundation
import InspectorTestSupport
import Synchronization
import Testing

@testable import JSONRPC

/// Tests of the `OrderingClass` rules as `MessageScheduler` applies them (sourcekit-lsp's dependency
/// tracker; protocol-anchors.md §3 and §6 item 6).
struct MessageSchedulerTests {
  /// Records when each item starts and ends, and lets a test hold items until it releases them.
  final class Trace: Sendable {
    private let events = Mutex<[String]>([])
    private let gates = Mutex<[String: Gate]>([:])

    func gate(_ name: String) -> Gate {
      gates.withLock { gates in
        if let gate = gates[name] { return gate }
        let gate = Gate()
        gates[name] = gate
        return gate
      }
    }

    /// Work that records its start, waits for its gate when `held`, and records its end.
    func work(_ name: String, held: Bool = false) -> @Sendable () -> Void {
      { [self] in
        events.withLock { $0.append("start \(name)") }
        if held { gate(name).wait() }
        events.withLock { $0.append("end \(name)") }
      }
    }

    var all: [String] { events.withLock { $0 } }

    func index(_ event: String) -> Int? { all.firstIndex(of: event) }

    /// Waits until `event` has been recorded. Generous: under a full suite on 2 cores a thread may wait long
    /// for a core.
    @discardableResult
    func wait(for event: String, timeout: TimeInterval = 60) -> Bool {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while true {
        if all.contains(event) { return true }
        guard Date() < deadline else { return false }
        usleep(500)
      }
    }

    func happensBefore(_ first: String, _ second: String) -> Bool {
      guard let a = index(first), let b = index(second) else { return false }
      return a < b
    }
  }

  /// Threads of the tests' own, started whenever none is idle. Held items block their threads; on Dispatch's
  /// pool, with the whole suite running on 2 cores, the next item once waited over 10 s for a thread, longer
  /// than a gate's timeout (CI, session 30), so the order these tests check did not hold.
  private static let pool = HandlerPool(threadCount: 64, stackSize: 1 << 20)

  private let scheduler = MessageScheduler(pool: Self.pool)

  @Test func updatesOfOneDocumentRunInOrder() {
    let trace = Trace()
    scheduler.submit(.documentUpdate("a"), work: trace.work("u1", held: true))
    scheduler.submit(.documentUpdate("a"), work: trace.work("u2"))
    #expect(trace.wait(for: "start u1"))
    usleep(20_000)
    #expect(!trace.all.contains("start u2"))
    trace.gate("u1").open()
    #expect(trace.wait(for: "end u2"))
    #expect(trace.happensBefore("end u1", "start u2"))
  }

  @Test func aQueryWaitsForTheUpdatesBeforeIt() {
    let trace = Trace()
    scheduler.submit(.documentUpdate("a"), work: trace.work("u1", held: true))
    scheduler.submit(.documentQuery("a"), work: trace.work("q1"))
    scheduler.submit(.documentQuery("b"), work: trace.work("other"))
    #expect(trace.wait(for: "end other"))
    #expect(!trace.all.contains("start q1"))
    trace.gate("u1").open()
    #expect(trace.wait(for: "end q1"))
    #expect(trace.happensBefore("end u1", "start q1"))
  }

  @Test func queriesOfOneDocumentRunConcurrently() {
    let trace = Trace()
    scheduler.submit(.documentQuery("a"), work: trace.work("q1", held: true))
    scheduler.submit(.documentQuery("a"), work: trace.work("q2", held: true))
    #expect(trace.wait(for: "start q1"))
    #expect(trace.wait(for: "start q2"))
    trace.gate("q1").open()
    trace.gate("q2").open()
    #expect(trace.wait(for: "end q1"))
    #expect(trace.wait(for: "end q2"))
  }

  @Test func anUpdateWaitsForTheQueriesBeforeIt() {
    let trace = Trace()
    scheduler.submit(.documentQuery("a"), work: trace.work("q1", held: true))
    scheduler.submit(.documentQuery("a"), work: trace.work("q2", held: true))
    scheduler.submit(.documentUpdate("a"), work: trace.work("u1"))
    scheduler.submit(.documentQuery("a"), work: trace.work("q3"))
    #expect(trace.wait(for: "start q2"))
    trace.gate("q1").open()
    #expect(trace.wait(for: "end q1"))
    usleep(20_000)
    #expect(!trace.all.contains("start u1"))
    trace.gate("q2").open()
    #expect(trace.wait(for: "end q3"))
    #expect(trace.happensBefore("end q2", "start u1"))
    #expect(trace.happensBefore("end u1", "start q3"))
  }

  @Test func differentDocumentsDoNotWaitForEachOther() {
    let trace = Trace()
    scheduler.submit(.documentUpdate("a"), work: trace.work("a", held: true))
    scheduler.submit(.documentUpdate("b"), work: trace.work("b"))
    #expect(trace.wait(for: "end b"))
    trace.gate("a").open()
    #expect(trace.wait(for: "end a"))
  }

  /// Records the keys it was given and runs their work on the tests' pool.
  private final class RecordingExecutor: UpdateExecutor {
    let keys = Mutex<[String]>([])

    func execute(key: String, _ work: @escaping @Sendable () -> Void) {
      keys.withLock { $0.append(key) }
      MessageSchedulerTests.pool.async(work)
    }
  }

  @Test func updatesRunOnTheUpdateExecutorInOrderAndQueriesStillWaitForThem() {
    let executor = RecordingExecutor()
    let scheduler = MessageScheduler(queue: nil, updates: executor)
    let trace = Trace()
    scheduler.submit(.documentUpdate("a"), work: trace.work("u1", held: true))
    scheduler.submit(.documentUpdate("a"), work: trace.work("u2"))
    scheduler.submit(.documentQuery("a"), work: trace.work("q1"))
    #expect(trace.wait(for: "start u1"))
    usleep(20_000)
    // The second update is not given to the executor before the first has finished.
    #expect(executor.keys.withLock { $0 } == ["a"])
    trace.gate("u1").open()
    #expect(trace.wait(for: "end q1"))
    #expect(trace.happensBefore("end u1", "start u2"))
    #expect(trace.happensBefore("end u2", "start q1"))
    #expect(executor.keys.withLock { $0 } == ["a", "a"])
  }

  @Test func globalIsABarrierBothWays() {
    let trace = Trace()
    scheduler.submit(.documentQuery("a"), work: trace.work("before", held: true))
    scheduler.submit(.global, work: trace.work("global", held: true))
    scheduler.submit(.documentUpdate("b"), work: trace.work("after"))
    scheduler.submit(.freestanding, work: trace.work("free"))
    usleep(20_000)
    #expect(!trace.all.contains("start global"))
    trace.gate("before").open()
    #expect(trace.wait(for: "start global"))
    usleep(20_000)
    #expect(!trace.all.contains("start after"))
    // A freestanding message after a barrier waits for it too: nothing overtakes `initialize`.
    #expect(!trace.all.contains("start free"))
    trace.gate("global").open()
    #expect(trace.wait(for: "end after"))
    #expect(trace.wait(for: "end free"))
    #expect(trace.happensBefore("end before", "start global"))
    #expect(trace.happensBefore("end global", "start after"))
    #expect(trace.happensBefore("end global", "start free"))
  }

  @Test func immediateWorkRunsOnArrivalWhateverIsRunning() {
    // An LSP server's `didChange` must reach its text while an update and a barrier are still running.
    let trace = Trace()
    scheduler.submit(.documentUpdate("a"), work: trace.work("update", held: true))
    scheduler.submit(.global, work: trace.work("global", held: true))
    scheduler.submit(.immediate, work: trace.work("immediate"))
    // It ran before `submit` returned, on this thread.
    #expect(trace.all.contains("end immediate"))
    #expect(!trace.all.contains("start global"))
    trace.gate("update").open()
    #expect(trace.wait(for: "start global"))
    trace.gate("global").open()
    #expect(trace.wait(for: "end global"))
  }

  @Test func aBriefQueryRunsOnArrivalWhenNothingItWaitsForIsPending() {
    let trace = Trace()
    scheduler.submit(.documentQuery("a"), work: trace.work("query", held: true))
    scheduler.submit(.documentUpdate("b"), work: trace.work("other update", held: true))
    scheduler.submit(.briefQuery("a"), work: trace.work("brief"))
    // It ran before `submit` returned, on this thread, beside a running query of its key and another key's update.
    #expect(trace.all.contains("end brief"))
    trace.gate("query").open()
    trace.gate("other update").open()
    #expect(trace.wait(for: "end query"))
    #expect(trace.wait(for: "end other update"))
  }

  @Test func aBriefQueryWaitsForAnUpdateOfItsKeyAndForABarrier() {
    let trace = Trace()
    scheduler.submit(.documentUpdate("a"), work: trace.work("update", held: true))
    scheduler.submit(.briefQuery("a"), work: trace.work("after update"))
    scheduler.submit(.documentUpdate("a"), work: trace.work("next update"))
    #expect(trace.wait(for: "start update"))
    usleep(20_000)
    #expect(!trace.all.contains("start after update"))
    trace.gate("update").open()
    #expect(trace.wait(for: "end next update"))
    #expect(trace.happensBefore("end update", "start after update"))
    #expect(trace.happensBefore("end after update", "start next update"))

    scheduler.submit(.global, work: trace.work("global", held: true))
    scheduler.submit(.briefQuery("b"), work: trace.work("after global"))
    #expect(trace.wait(for: "start global"))
    usleep(20_000)
    #expect(!trace.all.contains("start after global"))
    trace.gate("global").open()
    #expect(trace.wait(for: "end after global"))
    #expect(trace.happensBefore("end global", "start after global"))
  }

  @Test func globalWaitsForEarlierFreestandingWork() {
    // A freestanding request starts at once, but `shutdown` (global) must still come after its reply.
    let trace = Trace()
    scheduler.submit(.freestanding, work: trace.work("free", held: true))
    scheduler.submit(.global, work: trace.work("global"))
    #expect(trace.wait(for: "start free"))
    usleep(20_000)
    #expect(!trace.all.contains("start global"))
    trace.gate("free").open()
    #expect(trace.wait(for: "end global"))
    #expect(trace.happensBefore("end free", "start global"))
  }

  @Test func consecutiveGlobalsRunOneAfterAnother() {
    let trace = Trace()
    scheduler.submit(.global, work: trace.work("g1", held: true))
    scheduler.submit(.global, work: trace.work("g2"))
    scheduler.submit(.documentQuery("a"), work: trace.work("q"))
    #expect(trace.wait(for: "start g1"))
    usleep(20_000)
    #expect(trace.all == ["start g1"])
    trace.gate("g1").open()
    #expect(trace.wait(for: "end q"))
    #expect(trace.happensBefore("end g1", "start g2"))
    #expect(trace.happensBefore("end g2", "start q"))
  }

  @Test func aLongRandomMixKeepsEveryRule() {
    // Every update of a key records the key's version; every query checks that it sees exactly the version
    // of the updates received before it.
    let versions = Mutex<[String: Int]>([:])
    let violations = Mutex<[String]>([])
    let done = DispatchGroup()
    var generator = SeededRandomNumberGenerator(seed: 7)
    var expected: [String: Int] = [:]
    for index in 0..<2000 {
      let key = ["a", "b", "c"][Int.random(in: 0..<3, using: &generator)]
      let roll = Int.random(in: 0..<10, using: &generator)
      done.enter()
      if roll < 3 {
        let version = (expected[key] ?? 0) + 1
        expected[key] = version
        scheduler.submit(.documentUpdate(key)) {
          versions.withLock { versions in
            if versions[key, default: 0] != version - 1 { violations.withLock { $0.append("update \(index)") } }
            versions[key] = version
          }
          done.leave()
        }
      } else if roll < 9 {
        let seen = expected[key] ?? 0
        scheduler.submit(roll < 6 ? .documentQuery(key) : .briefQuery(key)) {
          if versions.withLock({ $0[key, default: 0] }) != seen { violations.withLock { $0.append("query \(index)") } }
          done.leave()
        }
      } else {
        let snapshot = expected
        scheduler.submit(.global) {
          if versions.withLock({ $0 }) != snapshot { violations.withLock { $0.append("global \(index)") } }
          done.leave()
        }
      }
    }
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(violations.withLock { $0 } == [])
  }
}
