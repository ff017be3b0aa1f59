import Synchronization

/// The open trees by uri.
///
/// Each entry is an immutable `TreeSession` value: a query takes a snapshot under the lock and works without
/// it (a brief one reads the stored session in place under the lock instead, `reading`), and an edit builds the
/// next session off the lock and swaps it in. `OrderingClass` keeps the edits of one uri in order and never runs
/// them under that uri's queries, so a swap never loses an edit.
final class TreeStore: Sendable {
  /// Why a tree could not be added.
  enum InsertionFailure: Error {
    /// The uri is open already.
    case alreadyOpen
    /// `maxTrees` trees are open.
    case full
    /// The trees would hold more node records than allowed: how many they would hold.
    case overBudget(Int)
  }

  private let trees = Mutex<[String: TreeSession]>([:])

  /// Creates an empty store.
  init() {}

  /// The session open under `uri`.
  func session(_ uri: String) -> TreeSession? {
    trees.withLock { $0[uri] }
  }

  /// What `body` reads from the session open under `uri` where the store keeps it, under the store's lock; nil when
  /// `uri` is not open or `body` finds nothing. For brief queries (`layout/node`): `body` copies out only what it
  /// answers with, not the session with its versions and passes. `body` must be brief and never block.
  func reading<Value: Sendable>(_ uri: String, _ body: (borrowing TreeSession) -> Value?) -> Value? {
    // Through `inout`, the dictionary lends the stored session in place; its plain getter would copy it.
    func lend(_ session: inout TreeSession) -> Value? { body(session) }
    return trees.withLock { trees -> Value? in
      guard let index = trees.index(forKey: uri) else { return nil }
      return lend(&trees.values[index])
    }
  }

  /// Whether `uri` is open.
  func contains(_ uri: String) -> Bool {
    trees.withLock { $0[uri] != nil }
  }

  /// How many trees are open.
  var count: Int { trees.withLock { $0.count } }

  /// Adds a new tree, unless its uri is open, `maxTrees` are open, or the trees would then hold more than
  /// `maxRecordedNodes` node records.
  func insert(_ session: TreeSession, maxTrees: Int, maxRecordedNodes: Int) throws(InsertionFailure) {
    let weight = session.recordedNodes
    let failure = trees.withLock { trees -> InsertionFailure? in
      if trees[session.uri] != nil { return .alreadyOpen }
      if trees.count >= maxTrees { return .full }
      let total = Self.recordedNodes(trees, besides: session.uri) + weight
      if total > maxRecordedNodes { return .overBudget(total) }
      trees[session.uri] = session
      return nil
    }
    if let failure { throw failure }
  }

  /// Replaces the session of an open tree with its next one, unless the trees would then hold more than
  /// `maxRecordedNodes` node records; returns how many they would hold when it refuses.
  func replace(_ session: TreeSession, maxRecordedNodes: Int) -> Int? {
    let weight = session.recordedNodes
    return trees.withLock { trees -> Int? in
      let total = Self.recordedNodes(trees, besides: session.uri) + weight
      // A session never grows past the budget by replacing, but one that shrinks may always be stored.
      if total > maxRecordedNodes, weight > (trees[session.uri]?.recordedNodes ?? 0) { return total }
      trees[session.uri] = session
      return nil
    }
  }

  /// The node records every open tree but `uri` holds.
  private static func recordedNodes(_ trees: [String: TreeSession], besides uri: String) -> Int {
    trees.reduce(0) { $1.key == uri ? $0 : $0 + $1.value.recordedNodes }
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
