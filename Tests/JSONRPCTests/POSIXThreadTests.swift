import Foundation
import Synchronization
import Testing

@testable import JSONRPC

/// Threads the daemon starts carry names, so `top -H`, `ps -L` and debuggers tell the reader, the writer, the
/// handlers and the layout workers apart.
struct POSIXThreadTests {
  #if os(Linux)
    @Test func aStartedThreadRunsUnderItsNameCutToFifteenBytes() throws {
      let seen = Mutex<String?>(nil)
      let done = DispatchSemaphore(value: 0)
      try POSIXThread.start(name: "a-name-longer-than-fifteen", stackSize: 1 << 20) {
        let name = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
        seen.withLock { $0 = name?.trimmingCharacters(in: .newlines) }
        done.signal()
      }
      done.wait()
      #expect(seen.withLock { $0 } == "a-name-longer-t")
    }
  #endif
}
