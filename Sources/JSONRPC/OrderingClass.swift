/// How a message must be ordered against the messages around it, in the manner of sourcekit-lsp's
/// `MessageHandlingDependencyTracker`.
///
/// The server computes a class for each request and notification from its method and params; the key is any
/// string it chooses (a tree id, a document URI). `Endpoint` then runs messages concurrently wherever the
/// rules allow:
/// - `global` waits for every earlier message and every later one waits for it (lifecycle, settings);
/// - `documentUpdate(key)` runs after every earlier update and query of the same key, so mutations of one
///   document apply in order and never under a running query;
/// - `documentQuery(key)` runs after the earlier updates of its key, so it sees every mutation received before
///   it and none received after; queries of one key run concurrently with each other;
/// - `briefQuery(key)` is a `documentQuery` whose handler is brief and never blocks (one record read and
///   written out): when no update of its key and no `global` is waiting or running, it runs on the reader thread
///   as it arrives, with no hand-off to a handler thread; otherwise it waits as a `documentQuery` does;
/// - `freestanding` waits only for an earlier `global` (pure functions, housekeeping), never for other
///   messages; a later `global` still waits for it to finish, so `shutdown` and `exit` come after every earlier
///   reply, and nothing overtakes `initialize`.
///
/// - `immediate` runs on the reader thread as the message arrives, before the next message is read, waiting
///   for nothing: for cheap bookkeeping that must follow arrival order exactly and must not wait behind
///   running work (an LSP server applies `textDocument/didChange` this way, so that a later request sees the
///   new text and a running one can tell it is stale). Its handler must be quick and must not block.
///
/// Messages of different keys never wait for each other except through `global`.
public enum OrderingClass: Hashable, Sendable {
  /// A barrier against everything before and after.
  case global
  /// A mutation of the document named by the key.
  case documentUpdate(String)
  /// A read of the document named by the key.
  case documentQuery(String)
  /// A brief read of the document named by the key: on the reader thread when nothing it waits for is pending.
  case briefQuery(String)
  /// Waits only for an earlier `global`; a later `global` waits for it.
  case freestanding
  /// Runs at once on the reader thread, in arrival order, waiting for nothing.
  case immediate
}
