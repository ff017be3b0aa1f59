import Dispatch

/// An in-process `Connection`: two ends joined in memory, for tests and for embedding a server in a client.
///
/// `pair()` makes both ends. A body sent on one end is delivered, as a `Frame`, to the other end's receiver on
/// that end's own serial queue, so delivery is in order, never on the sender's thread, and never blocks the
/// sender. Bodies sent before the other end starts wait for it. Closing one end delivers `.endOfInput` to the
/// other after everything sent before, and `.closedLocally` to its own receiver.
public final class LocalConnection: Connection {
  private struct State: Sendable {
    var receiver: (any ConnectionReceiver)?
    var peer: LocalConnection?
    var closed = false
    var receiverClosed = false
  }

  private let queue: DispatchQueue
  private let state = Guarded(State())

  private init(label: String) {
    queue = DispatchQueue(label: label, attributes: .initiallyInactive)
  }

  /// Two connected ends.
  public static func pair() -> (LocalConnection, LocalConnection) {
    let first = LocalConnection(label: "JSONRPC.LocalConnection.first")
    let second = LocalConnection(label: "JSONRPC.LocalConnection.second")
    first.state.withLock { $0.peer = second }
    second.state.withLock { $0.peer = first }
    return (first, second)
  }

  /// Starts delivering to `receiver`.
  public func start(receiver: any ConnectionReceiver) {
    let isFirstStart = state.withLock { state in
      guard state.receiver == nil else { return false }
      state.receiver = receiver
      return true
    }
    if isFirstStart { queue.activate() }
  }

  /// Delivers `body` to the other end.
  public func send(_ body: [UInt8]) {
    guard let peer = state.withLock({ $0.closed ? nil : $0.peer }) else { return }
    peer.deliver(body)
  }

  /// Closes both directions; the other end sees the end of input.
  public func close(flushTimeout: Duration = .seconds(2)) {
    let peer = state.withLock { state -> LocalConnection? in
      guard !state.closed else { return nil }
      state.closed = true
      defer { state.peer = nil }
      return state.peer
    }
    peer?.deliverEnd(.endOfInput)
    deliverEnd(.closedLocally)
  }

  private func deliver(_ body: [UInt8]) {
    queue.async { [self] in
      guard let receiver = state.withLock({ $0.receiverClosed ? nil : $0.receiver }) else { return }
      receiver.receive(Frame(body: body))
    }
  }

  private func deliverEnd(_ reason: ConnectionCloseReason) {
    queue.async { [self] in
      let receiver = state.withLock { state -> (any ConnectionReceiver)? in
        guard !state.receiverClosed else { return nil }
        state.receiverClosed = true
        return state.receiver
      }
      receiver?.connectionDidClose(reason)
    }
  }
}
