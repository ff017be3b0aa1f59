#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex with one condition variable (POSIX `pthread_mutex_t` and `pthread_cond_t`), for the daemon's modules,
/// which do not link Foundation and its `NSCondition`.
///
/// Timed waits measure the deadline on the monotonic clock, so a change of the wall clock neither ends a wait
/// early nor stretches it.
///
/// - Important: `wait` and `wait(timeout:)` must be called with the lock held, and `signal`/`broadcast` should be;
///   the mutex and the condition live in memory allocated once and never moved, as POSIX requires.
package final class ConditionLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// Creates an unlocked lock.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    #if canImport(Glibc)
      pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    #endif
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Takes the lock, waiting for it.
  package func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Releases the lock.
  package func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Wakes one waiting thread.
  package func signal() {
    pthread_cond_signal(condition)
  }

  /// Wakes every waiting thread.
  package func broadcast() {
    pthread_cond_broadcast(condition)
  }

  /// Releases the lock, waits to be woken, and takes the lock again (a wake-up may be spurious: callers loop).
  package func wait() {
    pthread_cond_wait(condition, mutex)
  }

  /// Like `wait()`, but for at most `timeout`; false when the time ran out.
  @discardableResult
  package func wait(timeout: Duration) -> Bool {
    var deadline = timespec()
    #if canImport(Glibc)
      clock_gettime(CLOCK_MONOTONIC, &deadline)
    #else
      clock_gettime(CLOCK_REALTIME, &deadline)
    #endif
    let (seconds, attoseconds) = max(timeout, .zero).components
    let nanoseconds = Int(deadline.tv_nsec) + Int(attoseconds / 1_000_000_000)
    deadline.tv_sec += Int(min(seconds, Int64(Int32.max))) + nanoseconds / 1_000_000_000
    deadline.tv_nsec = nanoseconds % 1_000_000_000
    return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
  }
}
