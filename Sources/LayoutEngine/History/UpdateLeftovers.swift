import Synchronization

/// What an update is done with, freed with the copy of the live tree the update replaced (`LiveTree.apply`).
///
/// Contract: the copies of one live tree share one value; `apply` adds its last pass's run to it (the layout graph's
/// per-pass arrays, the resolver, the combiner: everything the pass made that its memory and records do not keep), then
/// gives the edited copy a value of its own. So the run lives as long as the last copy made before the edit: a caller
/// holding the replaced copy frees the run when it frees that copy, and one holding none frees it as `apply` returns,
/// as it would without this. Nothing reads what it holds: it only decides when that memory is freed.
///
/// The daemon holds the session an edit replaced until the edit's reply is out and frees it on a layout thread, so an
/// edit's reply no longer waits for its pass's run to be freed (about 3 % of the keeping-max edit at 1,000 rows,
/// Benchmarks/update.md, session 37).
final class UpdateLeftovers: @unchecked Sendable {
  // Guarded by `lock`: two copies of one live tree may be edited on two threads at once, each adding to the value they
  // share.
  private var objects: [AnyObject] = []
  private let lock = Mutex(())

  /// Keeps `object` until this value is freed.
  func keep(_ object: AnyObject) {
    lock.withLock { _ in objects.append(object) }
  }
}
