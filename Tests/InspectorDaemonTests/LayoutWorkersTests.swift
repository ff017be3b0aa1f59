import Dispatch
import Synchronization
import Testing

@testable import InspectorServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the layout threads run a key's work: one job of a key at a time, in the order given, on one thread, while
/// other keys' work runs beside it.
struct LayoutWorkersTests {
  private struct Trace {
    var order: [Int] = []
    var threads: Set<String> = []
    var running = 0
    var mostRunning = 0
  }

  @Test func aKeysJobsRunInOrderOneAtATimeOnOneThread() {
    let workers = LayoutWorkers(count: 2)
    defer { workers.stop() }
    let trace = Mutex(Trace())
    for index in 0..<50 {
      workers.start(for: "file:///a.json") {
        trace.withLock { trace in
          trace.running += 1
          trace.mostRunning = max(trace.mostRunning, trace.running)
          trace.threads.insert(String(describing: pthread_self()))
        }
        trace.withLock { trace in
          trace.order.append(index)
          trace.running -= 1
        }
      }
    }
    workers.run(for: "file:///a.json") {}
    let seen = trace.withLock { $0 }
    #expect(seen.order == Array(0..<50))
    #expect(seen.mostRunning == 1)
    #expect(seen.threads.count == 1)
  }

  @Test func anotherKeysJobRunsWhileTheFirstKeysThreadIsBusy() {
    let workers = LayoutWorkers(count: 2)
    defer { workers.stop() }
    let other = DispatchSemaphore(value: 0)
    // The first key's job waits for the second key's: on one thread they would wait for each other until the timeout.
    workers.start(for: "file:///a.json") { _ = other.wait(timeout: .now() + .seconds(60)) }
    let ran = DispatchSemaphore(value: 0)
    workers.start(for: "file:///b.json") {
      other.signal()
      ran.signal()
    }
    #expect(ran.wait(timeout: .now() + .seconds(30)) == .success)
    workers.run(for: "file:///a.json") {}
  }

  @Test func runOnALayoutThreadRunsThereAtOnce() {
    let workers = LayoutWorkers(count: 1)
    defer { workers.stop() }
    // An update's handler runs as its key's job (`UpdateExecutor`) and hands its layout to `run` for the same key:
    // queued behind itself on the one thread, it would wait forever.
    let inner = workers.run(for: "file:///a.json") {
      let outer = String(describing: pthread_self())
      return workers.run(for: "file:///a.json") { String(describing: pthread_self()) == outer }
    }
    #expect(inner)
  }

  @Test func afterStopWorkRunsOnTheCaller() {
    let workers = LayoutWorkers(count: 1)
    workers.stop()
    #expect(workers.run(for: "file:///a.json") { 42 } == 42)
  }
}
