import Foundation

/// A one-shot gate for tests: handlers wait on it, the test opens it.
final class Gate: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)

  /// Opens the gate for every waiter, present and future.
  func open() {
    for _ in 0..<64 { semaphore.signal() }
  }

  /// Waits until the gate opens, at most `timeout` seconds; false on timeout.
  @discardableResult
  func wait(timeout: TimeInterval = 10) -> Bool {
    semaphore.wait(timeout: .now() + timeout) == .success
  }
}
