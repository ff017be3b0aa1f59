import Foundation
import Synchronization
import Testing

@testable import JSONRPC

/// `DelayedWork` runs work after its delay on its own thread, earliest deadline first, including work added while
/// the thread sleeps towards a later deadline (FreedMemory's trims run on it).
struct DelayedWorkTests {
  @Test func runsWorkInDeadlineOrderOnItsThread() async {
    let work = DelayedWork(name: "delayed-test")
    let order = Mutex<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    // Added first with the latest deadline: the thread sleeps towards it when the others arrive.
    work.run(after: .milliseconds(300)) {
      order.withLock { $0.append(3) }
      done.signal()
    }
    work.run(after: .milliseconds(100)) { order.withLock { $0.append(2) } }
    work.run(after: .zero) { order.withLock { $0.append(1) } }
    // Up to a minute: a wait for the work to run, not a timing claim (two loaded cores).
    let ran = await offThePool { done.wait(timeout: .now() + 60) == .success }
    #expect(ran)
    #expect(order.withLock { $0 } == [1, 2, 3])
  }

  #if os(Linux)
    @Test func theWorkRunsOnTheNamedThread() async {
      let work = DelayedWork(name: "delayed-name")
      let name = Mutex<String?>(nil)
      let done = DispatchSemaphore(value: 0)
      work.run(after: .zero) {
        let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
        name.withLock { $0 = comm?.trimmingCharacters(in: .newlines) }
        done.signal()
      }
      _ = await offThePool { done.wait(timeout: .now() + 60) }
      #expect(name.withLock { $0 } == "delayed-name")
    }
  #endif
}
