/// A result handed from a worker thread to the thread waiting for it; a semaphore orders the accesses.
final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
