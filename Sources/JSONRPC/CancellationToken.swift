import Synchronization

/// Whether a request has been cancelled by the client (`$/cancelRequest`).
///
/// A long handler polls `isCancelled` (or calls `RequestContext.checkCancellation()`) and stops early by
/// throwing `ResponseError.requestCancelled`. Cancellation is advisory: a handler that finishes anyway
/// answers with its result. Thread-safe.
public final class CancellationToken: Sendable {
  private let cancelled = Atomic(false)

  /// Creates a token that is not cancelled.
  public init() {}

  /// Whether the request has been cancelled.
  public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Marks the request cancelled.
  public func cancel() {
    cancelled.store(true, ordering: .releasing)
  }
}
