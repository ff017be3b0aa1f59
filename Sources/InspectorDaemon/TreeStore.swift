import Synchronization

/// The open trees by uri.
///
/// Each entry is an immutable `TreeSession` value: a query takes a snapshot under the lock and works without
/// it, and an edit builds the next session off the lock and swaps it in. `OrderingClass` keeps the edits of one
/// uri in order and never runs them under that uri's queries, so a swap never loses an edit.
final class TreeStore: Sendable {
  /// Why a tree could not be added.
  enum InsertionFailure: Error {
    /// The uri is open already.
    case alreadyOpen
    /// `maxTrees` trees are open.
    case full
  }

  private let trees = Mutex<[String: TreeSession]>([:])

  /// Creates an empty store.
  init() {}

  /// The session open under `uri`.
  func session(_ uri: String) -> TreeSession? {
    trees.withLock { $0[uri] }
  }

  /// Whether `uri` is open.
  func contains(_ uri: String) -> Bool {
    trees.withLock { $0[uri] != nil }
  }

  /// How many trees are open.
  var count: Int { trees.withLock { $0.count } }

  /// Adds a new tree, unless its uri is open or `maxTrees` are open.
  func insert(_ session: TreeSession, maxTrees: Int) throws(InsertionFailure) {
    let failure = trees.withLock { trees -> InsertionFailure? in
      if trees[session.uri] != nil { return .alreadyOpen }
      if trees.count >= maxTrees { return .full }
      trees[session.uri] = session
      return nil
    }
    if let failure { throw failure }
  }

  /// Replaces the session of an open tree with its next one.
  func replace(_ session: TreeSession) {
    trees.withLock { $0[session.uri] = session }
  }

  /// Removes and returns the tree open under `uri`.
  func remove(_ uri: String) -> TreeSession? {
    trees.withLock { $0.removeValue(forKey: uri) }
  }

  /// Every open session, ordered by uri.
  func all() -> [TreeSession] {
    trees.withLock { Array($0.values) }.sorted { $0.uri < $1.uri }
  }
}
