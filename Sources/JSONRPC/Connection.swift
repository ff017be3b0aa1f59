/// A two-way channel of framed JSON-RPC message bodies: pipes (`StreamConnection`) or in-process
/// (`LocalConnection`).
///
/// A connection moves bytes only; `Endpoint` gives them JSON-RPC meaning. Both directions are independent:
/// receiving never waits for sending, and `send` never waits for the peer to read.
public protocol Connection: AnyObject, Sendable {
  /// Starts delivering received frames to `receiver`.
  ///
  /// - Important: frames are delivered one at a time, in the order received, on one thread owned by the
  ///   connection; `receiver` may block that thread to slow the peer down (backpressure) but must not wait
  ///   for anything that needs a later frame.
  func start(receiver: any ConnectionReceiver)

  /// Queues one message body to be framed and sent. Thread-safe; returns without waiting for the peer.
  /// Bodies queued by one thread are sent in the order queued. After `close`, bodies are dropped.
  func send(_ body: [UInt8])

  /// Queues message bodies to be framed and sent one after another, as `send` each; a connection may write them
  /// together (`StreamConnection`: in one `write` when they fit in `PIPE_BUF`).
  func send(contentsOf bodies: [[UInt8]])

  /// Stops receiving, sends what is already queued (waiting at most `flushTimeout` for the peer to take it),
  /// and closes the sending side. Idempotent.
  func close(flushTimeout: Duration)
}

/// What receives frames from a `Connection`.
public protocol ConnectionReceiver: AnyObject, Sendable {
  /// One received frame. Called on the connection's receiving thread, in order.
  func receive(_ frame: Frame)

  /// The receiving side ended; called once, after the last `receive`, on the same thread.
  func connectionDidClose(_ reason: ConnectionCloseReason)

  /// The sending side failed for good (the peer closed its reading end: EPIPE; or the output was never
  /// writable); called at most once, on a thread of the connection, possibly while `receive` runs on another.
  /// Later bodies are dropped. The default does nothing.
  func connectionOutputDidFail(_ description: String)
}

extension Connection {
  /// Sends each body in turn.
  public func send(contentsOf bodies: [[UInt8]]) {
    for body in bodies { send(body) }
  }
}

extension ConnectionReceiver {
  /// Does nothing: a receiver that does not care keeps reading until the input ends.
  public func connectionOutputDidFail(_ description: String) {}
}

/// Why a connection stopped receiving.
public enum ConnectionCloseReason: Hashable, Sendable {
  /// The peer closed its end (EOF) at a message boundary.
  case endOfInput
  /// The byte stream broke the framing rules (including EOF in the middle of a message).
  case framingError(FramingError)
  /// Reading failed (the message is the system's description).
  case readError(String)
  /// `close` was called on this side.
  case closedLocally
}
