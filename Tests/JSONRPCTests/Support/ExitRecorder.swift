import Foundation
import JSONRPC

/// Stands in for the process exit in lifecycle tests: records the code and lets the test wait for it.
final class ExitRecorder: @unchecked Sendable {
  // `code` is only touched with `condition` locked.
  private let condition = NSCondition()
  private var code: Int32?

  /// A lifecycle whose exit is recorded here; `processIsAlive` stands in for `kill(pid, 0)`.
  func lifecycle(processIsAlive: (@Sendable (Int32) -> Bool)? = nil) -> ServerLifecycle {
    ServerLifecycle(
      exit: { code in self.record(code) }, processIsAlive: processIsAlive, parentPollInterval: .milliseconds(20))
  }

  private func record(_ newCode: Int32) {
    condition.lock()
    if code == nil { code = newCode }
    condition.broadcast()
    condition.unlock()
  }

  /// The exit code, waiting up to `timeout` for it.
  func wait(timeout: TimeInterval = 10) -> Int32? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while code == nil {
      guard condition.wait(until: deadline) else { return nil }
    }
    return code
  }
}
