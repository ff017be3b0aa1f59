/// A value guarded by a lock, with a condition to wait for it to change.
///
/// - Important: all access to the value goes through `withLock` / `read` / `wait`, which hold the lock; that is
///   what makes the unchecked `Sendable` conformance sound. Every `withLock` wakes the waiters when it returns,
///   except `updateWakingWaitersIf(_:)` when its body returns false; reading and waiting change nothing, so they
///   wake nobody (a woken thread that finds nothing changed costs a context switch).
final class Guarded<Value: Sendable>: @unchecked Sendable {
  private let condition = ConditionLock()
  /// The value, where the lock guards it: held through a pointer rather than a stored `var`, whose every access the
  /// runtime would check for exclusivity (`swift_beginAccess`, a few dozen instructions a lock, several locks a
  /// request), which the lock already makes.
  private let value: UnsafeMutablePointer<Value>

  init(_ value: Value) {
    self.value = .allocate(capacity: 1)
    self.value.initialize(to: value)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
  }

  /// Runs `body` with the value under the lock, then wakes every waiter.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    return try body(&value.pointee)
  }

  /// Runs `body` with the value under the lock, and wakes the waiters only when `body` says so.
  /// For hot paths where most changes cannot satisfy anyone waiting.
  func updateWakingWaitersIf(_ body: (inout Value) -> Bool) {
    condition.lock()
    defer { condition.unlock() }
    if body(&value.pointee) { condition.broadcast() }
  }

  /// Reads the value under the lock, waking nobody.
  func read<Result>(_ body: (Value) -> Result) -> Result {
    condition.lock()
    defer { condition.unlock() }
    return body(value.pointee)
  }

  /// Waits until `predicate` holds or `deadline` passes, waking nobody; returns whether it holds.
  @discardableResult
  func wait(until predicate: (Value) -> Bool, deadline: ContinuousClock.Instant? = nil) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return waitLocked(until: predicate, deadline: deadline)
  }

  /// Waits until `predicate` holds (or `deadline` passes), then runs `body` under the same lock.
  /// Returns nil when the deadline passed first.
  func wait<Result>(
    until predicate: (Value) -> Bool, deadline: ContinuousClock.Instant? = nil, then body: (inout Value) -> Result
  ) -> Result? {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    guard waitLocked(until: predicate, deadline: deadline) else { return nil }
    return body(&value.pointee)
  }

  /// Waits, with the lock held, until `predicate` holds (true) or `deadline` passes (false).
  private func waitLocked(until predicate: (Value) -> Bool, deadline: ContinuousClock.Instant?) -> Bool {
    while !predicate(value.pointee) {
      if let deadline {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { return false }
        condition.wait(timeout: remaining)
      } else {
        condition.wait()
      }
    }
    return true
  }
}
