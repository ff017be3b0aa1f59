import Dispatch

/// Runs work items as soon as the `OrderingClass` rules allow, on a concurrent queue.
///
/// Every operation is O(1) apart from releasing an item's dependents (each dependency is recorded once), so
/// bookkeeping does not grow with the backlog (sourcekit-lsp's O(pending) bookkeeping made its queue
/// quadratic; see `perf-anchors.md` §2).
///
/// The model: messages are split into epochs at each `global` message, which waits for every unfinished item
/// of the epoch before it and opens a new one; items of an epoch wait for its opening barrier, except
/// `freestanding` ones, which start at once but still count as unfinished items of their epoch. Within an
/// epoch, each key has its last update and a generation of queries since that update: a query waits for the
/// last update, an update waits for the last update and for the current generation to drain.
///
/// - Important: `submit` must be called from one thread at a time, in message arrival order (the connection's
///   reader thread); that order defines "earlier". Items run on the handler pool (or the given queue), and
///   `documentUpdate` items on the `UpdateExecutor` when one is given; `finish` happens when an item's work returns.
final class MessageScheduler: Sendable {
  /// One submitted piece of work. Mutable fields are guarded by the scheduler's lock.
  private final class Item: @unchecked Sendable {
    let work: @Sendable () -> Void
    let ordering: OrderingClass
    var epoch: Epoch?
    var generation: Generation?
    var blockers = 0
    var dependents: [Item] = []

    init(work: @escaping @Sendable () -> Void, ordering: OrderingClass) {
      self.work = work
      self.ordering = ordering
    }
  }

  /// The queries of one key received since its last update.
  private final class Generation: @unchecked Sendable {
    var pendingQueries = 0
    var nextUpdate: Item?
  }

  /// Per-key state within an epoch.
  private final class KeyState: @unchecked Sendable {
    var lastUpdate: Item?
    var generation = Generation()
  }

  /// The items between two `global` messages.
  private final class Epoch: @unchecked Sendable {
    var barrier: Item?
    var unfinished = 0
    var nextBarrier: Item?
    var keys: [String: KeyState] = [:]
  }

  private struct State: @unchecked Sendable {
    var epoch = Epoch()
  }

  private let execute: @Sendable (@escaping @Sendable () -> Void) -> Void
  /// Where `documentUpdate` items run instead, when given.
  private let updates: (any UpdateExecutor)?
  private let state = Guarded(State())

  /// Creates a scheduler that runs work on `queue`, or on the shared `HandlerPool` when `queue` is nil, and
  /// `documentUpdate` items on `updates` when given.
  init(queue: DispatchQueue? = nil, updates: (any UpdateExecutor)? = nil) {
    if let queue {
      execute = { queue.async(execute: $0) }
    } else {
      execute = { HandlerPool.shared.async($0) }
    }
    self.updates = updates
  }

  /// Creates a scheduler that runs work on `pool`.
  init(pool: HandlerPool) {
    execute = { pool.async($0) }
    updates = nil
  }

  /// Submits `work`; it runs once every earlier item it depends on has finished (an `immediate` item, and a
  /// `briefQuery` with nothing to wait for, runs here, on the caller's thread, before `submit` returns).
  func submit(_ ordering: OrderingClass, work: @escaping @Sendable () -> Void) {
    if ordering == .immediate {
      work()
      return
    }
    let item = Item(work: work, ordering: ordering)
    let start = state.withLock { state -> Start in
      switch ordering {
      case .immediate:
        break
      case .briefQuery(let key):
        // Nothing it waits for is pending, and it finishes before the next message is submitted, so no later
        // item can wait for it: it needs no bookkeeping.
        if state.epoch.barrier == nil, state.epoch.keys[key]?.lastUpdate == nil { return .here }
        query(item, key, state.epoch)
      case .freestanding:
        // It waits for the barrier that opened its epoch (a `global` is a barrier against everything after it,
        // so nothing overtakes `initialize`), and as part of the epoch the next `global` waits for it.
        _ = joinEpoch(item, state.epoch)
      case .global:
        let previous = state.epoch
        let epoch = Epoch()
        epoch.barrier = item
        epoch.unfinished = 1
        item.epoch = epoch
        if previous.unfinished > 0 {
          previous.nextBarrier = item
          item.blockers += 1
        }
        state.epoch = epoch
      case .documentUpdate(let key):
        let epoch = joinEpoch(item, state.epoch)
        let keyState = epoch.keys[key] ?? KeyState()
        epoch.keys[key] = keyState
        if let last = keyState.lastUpdate { block(item, on: last) }
        if keyState.generation.pendingQueries > 0 {
          keyState.generation.nextUpdate = item
          item.blockers += 1
        }
        keyState.lastUpdate = item
        keyState.generation = Generation()
      case .documentQuery(let key):
        query(item, key, state.epoch)
      }
      return item.blockers == 0 ? .ready : .waiting
    }
    switch start {
    case .here: work()
    case .ready: run(item)
    case .waiting: break
    }
  }

  /// Whether an item of `ordering` submitted now would run on the submitting thread before `submit` returns: an
  /// `immediate` one, or a `briefQuery` with nothing to wait for. The answer holds until the next `submit`, since
  /// only `submit` adds what such an item waits for; the caller may then run the work itself without submitting it
  /// (nothing can wait for an item that finishes before the next message is submitted).
  func startsAtOnce(_ ordering: OrderingClass) -> Bool {
    switch ordering {
    case .immediate:
      return true
    case .briefQuery(let key):
      // No key waiting (the usual case between an editor's edits) needs no hash of this one.
      return state.read {
        $0.epoch.barrier == nil && ($0.epoch.keys.isEmpty || $0.epoch.keys[key]?.lastUpdate == nil)
      }
    case .freestanding, .global, .documentUpdate, .documentQuery:
      return false
    }
  }

  /// Where a submitted item starts.
  private enum Start {
    /// On the submitting thread, now.
    case here
    /// On the handler threads, now.
    case ready
    /// Once the items it waits for finish.
    case waiting
  }

  /// Records a query of `key`: it waits for the key's last update.
  private func query(_ item: Item, _ key: String, _ epoch: Epoch) {
    let epoch = joinEpoch(item, epoch)
    let keyState = epoch.keys[key] ?? KeyState()
    epoch.keys[key] = keyState
    if let last = keyState.lastUpdate { block(item, on: last) }
    keyState.generation.pendingQueries += 1
    item.generation = keyState.generation
  }

  private func joinEpoch(_ item: Item, _ epoch: Epoch) -> Epoch {
    item.epoch = epoch
    epoch.unfinished += 1
    if let barrier = epoch.barrier { block(item, on: barrier) }
    return epoch
  }

  private func block(_ item: Item, on blocker: Item) {
    blocker.dependents.append(item)
    item.blockers += 1
  }

  private func run(_ item: Item) {
    let work: @Sendable () -> Void = { [self] in
      item.work()
      finish(item)
    }
    if case .documentUpdate(let key) = item.ordering, let updates {
      updates.execute(key: key, work)
    } else {
      execute(work)
    }
  }

  private func finish(_ item: Item) {
    let ready = state.withLock { _ -> [Item] in
      var ready: [Item] = []
      func release(_ other: Item) {
        other.blockers -= 1
        if other.blockers == 0 { ready.append(other) }
      }
      for dependent in item.dependents { release(dependent) }
      item.dependents = []
      guard let epoch = item.epoch else { return ready }
      switch item.ordering {
      case .global:
        if epoch.barrier === item { epoch.barrier = nil }
      case .documentUpdate(let key):
        if let keyState = epoch.keys[key], keyState.lastUpdate === item {
          keyState.lastUpdate = nil
          if keyState.generation.pendingQueries == 0 { epoch.keys[key] = nil }
        }
      case .documentQuery(let key), .briefQuery(let key):
        if let generation = item.generation {
          generation.pendingQueries -= 1
          if generation.pendingQueries == 0 {
            if let update = generation.nextUpdate { release(update) }
            generation.nextUpdate = nil
            if let keyState = epoch.keys[key], keyState.lastUpdate == nil, keyState.generation === generation {
              epoch.keys[key] = nil
            }
          }
        }
      case .freestanding, .immediate:
        break
      }
      epoch.unfinished -= 1
      if epoch.unfinished == 0, let barrier = epoch.nextBarrier {
        epoch.nextBarrier = nil
        release(barrier)
      }
      item.epoch = nil
      item.generation = nil
      return ready
    }
    for next in ready { run(next) }
  }
}
