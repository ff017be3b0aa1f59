/// Where the handlers of one key's `documentUpdate` messages run, when not on the endpoint's handler threads
/// (`Endpoint.Options.updateExecutor`).
///
/// A server whose updates do their work on threads of its own (big stacks, one thread per document) gives its
/// updates to those threads directly: the handler then runs there, not on a handler thread that waits for them,
/// which costs two thread hand-offs a message.
/// The ordering rules are unchanged: an update is given to `execute` only once every message it waits for has
/// finished, and the messages that wait for it start once `work` has returned.
public protocol UpdateExecutor: Sendable {
  /// Runs `work`, the whole handling of one update of `key`, reply included, exactly once (on the caller's thread
  /// when it has nowhere else to run it).
  func execute(key: String, _ work: @escaping @Sendable () -> Void)
}
