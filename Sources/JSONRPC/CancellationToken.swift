import Synchronization

/// Whether a request has been cancelled by the client (`$/cancelRequest`).
///
/// A long handler polls `isCancelled` (or calls `RequestContext.checkCancellation()`) and stops early by
/// throwing `ResponseError.requestCancelled`. Cancellation is advisory: a handler that finishes anyway
/// answers with its result. Thread-safe.
public final class CancellationToken: Sendable {
  private let cancelled = Atomic(false)
  /// Whether `cancel()` marks the token; false for `neverCancelled`.
  private let cancellable: Bool

  /// Creates a token that is not cancelled.
  public init() {
    cancellable = true
  }

  private init(cancellable: Bool) {
    self.cancellable = cancellable
  }

  /// The token of every message nothing can cancel (a notification, a request run on the reader thread, which reads
  /// no `$/cancelRequest` while it runs): one shared token, never cancelled, which `cancel()` leaves as it is.
  static let neverCancelled = CancellationToken(cancellable: false)

  /// Whether the request has been cancelled.
  public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Marks the request cancelled; a token of a message nothing can cancel stays as it is.
  public func cancel() {
    guard cancellable else { return }
    cancelled.store(true, ordering: .releasing)
  }
}
