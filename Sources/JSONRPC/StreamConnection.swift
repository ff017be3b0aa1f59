#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `Connection` over a pair of file descriptors (stdin/stdout, pipes to a child process, sockets), with LSP
/// `Content-Length` framing.
///
/// Threads:
/// - a reader thread blocks in `read`, splits the bytes into frames with `FrameParser` and hands each frame to
///   the receiver; it writes nothing that could block (below), so a peer that is not reading cannot stall it;
/// - a writer thread takes every queued body at once, frames them and writes them with one `write`, so
///   pipelined replies cost one system call per batch rather than per message;
/// - a thread that sends a small body (its frame at most `PIPE_BUF` bytes) while nothing is queued or being
///   written and no input is waiting to be read writes it itself, when `poll` says the output has room for it:
///   such a write cannot block, and a round trip saves waking the writer. Otherwise (the output is busy or full,
///   or more requests are coming, whose replies the writer coalesces) the body is queued;
/// - what the reader thread sends while it hands out the frames of one `read` (replies to the requests it runs
///   itself) is queued without waking anyone; when that read's frames are done, the reader writes them itself in
///   one `write` if together they fit in `PIPE_BUF` and the output is idle with room (a lone request's reply, as
///   above), and otherwise wakes the writer once for all of them. A pipelined burst so costs a wake-up and a
///   `write` per read, not per reply.
///
/// Backpressure, in bytes: when more than `Options.maxQueuedOutputBytes` are waiting to be written (the peer
/// stopped reading), the reader stops reading, and `send` waits until the writer has caught up below the limit,
/// so no more than the limit plus one body per sending thread is ever queued; the peer's writes block instead.
/// The writer writes each queued body from where it lies (small ones coalesced into one `write`), never copying
/// the whole queue.
///
/// When writing fails for good (EPIPE: the peer closed its reading end; EBADF: the output was never open for
/// writing, found at `start`; or the descriptor reports an error while idle), the receiver is told once
/// (`connectionOutputDidFail`), sending threads are released and later bodies are dropped. The idle case is
/// watched by a third thread asleep in `poll` on the output, which only the output's failure or the connection's
/// end wakes, so an idle connection wakes no thread at all (it used to wake the writer every second).
///
/// Framing errors are unrecoverable (the next message's start is unknown): the reader stops and reports
/// `.framingError` to the receiver, which decides what to tell the peer (see `Endpoint`).
///
/// Writing to a peer that has gone fails with EPIPE rather than killing the process: creating a
/// `StreamConnection` sets SIGPIPE to be ignored, process-wide.
public final class StreamConnection: Connection {
  /// Limits and recording.
  public struct Options: Sendable {
    /// The largest message body accepted (`Content-Length` cap); 64 MiB by default.
    public var maxContentLength: Int
    /// The longest header part accepted; 8 KiB by default.
    public var maxHeaderBytes: Int
    /// The unsent output bytes at which the reader pauses and `send` waits; 64 MiB by default.
    public var maxQueuedOutputBytes: Int
    /// A file that receives a copy of every byte read, for bug reports (replayable as input).
    public var receiveMirrorPath: String?
    /// A file that receives a copy of every byte written.
    public var sendMirrorPath: String?
    /// Whether `close` and the end of input close the descriptors.
    public var closesDescriptors: Bool

    /// Creates options.
    public init(
      maxContentLength: Int = 64 << 20,
      maxHeaderBytes: Int = 8192,
      maxQueuedOutputBytes: Int = 64 << 20,
      receiveMirrorPath: String? = nil,
      sendMirrorPath: String? = nil,
      closesDescriptors: Bool = true
    ) {
      self.maxContentLength = maxContentLength
      self.maxHeaderBytes = maxHeaderBytes
      self.maxQueuedOutputBytes = maxQueuedOutputBytes
      self.receiveMirrorPath = receiveMirrorPath
      self.sendMirrorPath = sendMirrorPath
      self.closesDescriptors = closesDescriptors
    }
  }

  private struct State: Sendable {
    var queue: [[UInt8]] = []
    var queuedBytes = 0
    /// Whether a thread is writing to the output (the writer, or a sender writing its body itself).
    var writing = false
    /// Who is told when writing fails; set by `start`, cleared when the writer finishes.
    var receiver: (any ConnectionReceiver)?
    var closing = false
    var started = false
    var writerFinished = false
    /// Whether the output watch (`watchOutput`) has ended, or never started.
    var watchFinished = false
    var writeFailed = false
    /// Why writing failed, once it has.
    var writeFailure: String?
    /// Whether the receiver has been told.
    var reportedFailure = false
    /// The reader thread (`POSIX.currentThread()`) while it hands out the frames of one read, else nil: what it
    /// sends meanwhile waits in the queue for the end of that read (`endOfRead`).
    var feedingThread: UInt?
    /// How many threads wait in `flush` for the queue to drain.
    var flushWaiters = 0
  }

  private let input: Int32
  private let output: Int32
  private let options: Options
  private let state = Guarded(State())
  /// The pipe whose write end stops the output watch; nil when there is none.
  private let watchStop = POSIX.makePipe()

  /// Creates a connection that reads `input` and writes `output`. Nothing happens until `start`.
  public init(input: Int32, output: Int32, options: Options = Options()) {
    self.input = input
    self.output = output
    self.options = options
    POSIX.ignoreBrokenPipeSignal()
  }

  /// A connection over this process's standard input and output that keeps stdout for protocol bytes only.
  ///
  /// It duplicates the real stdout for the protocol and then points descriptor 1 at stderr, so a stray
  /// `print` anywhere in the process lands in the log instead of corrupting the framing.
  public static func standardIO(options: Options = Options()) -> StreamConnection {
    let protocolOutput = POSIX.duplicateForThisProcess(1)
    guard protocolOutput >= 0 else { return StreamConnection(input: 0, output: 1, options: options) }
    fflush(nil)
    _ = dup2(2, 1)
    return StreamConnection(input: 0, output: protocolOutput, options: options)
  }

  /// Why this process's standard output cannot carry the protocol (not open, or not open for writing), or nil.
  /// A daemon checks it before opening any file, since a file opened while descriptor 1 is closed would take it.
  public static func standardOutputProblem() -> String? {
    POSIX.writableDescriptorProblem(1)
  }

  /// Starts the reader and writer threads.
  public func start(receiver: any ConnectionReceiver) {
    let alreadyStarted = state.withLock { state in
      defer { state.started = true }
      if !state.started { state.receiver = receiver }
      return state.started
    }
    guard !alreadyStarted else { return }
    do {
      try POSIXThread.start(name: "rpc-writer", stackSize: 8 << 20) { [self] in writeLoop(receiver) }
    } catch {
      reportWriteFailure("the writer thread did not start: \(error)", receiver)
    }
    // Without its thread (or its pipe) an idle connection notices a broken output at its next write instead.
    do {
      guard let stop = watchStop?.read else { throw POSIXThread.StartError(description: "no pipe") }
      try POSIXThread.start(name: "rpc-output", stackSize: 64 << 10) { [self] in watchOutput(receiver, stop: stop) }
    } catch {
      state.withLock { $0.watchFinished = true }
    }
    // The reader decodes params, which recurses once per level of the decoded type (bounded by the decoder's
    // depth limit), and runs brief queries (`OrderingClass.briefQuery`), which may drop the last reference to a
    // deep value as a handler may: the handler threads' 16 MiB (address space; only the pages used are resident).
    do {
      try POSIXThread.start(name: "rpc-reader", stackSize: 16 << 20) { [self] in readLoop(receiver) }
    } catch {
      receiver.connectionDidClose(.readError("the reader thread did not start: \(error)"))
    }
  }

  /// Queues a body; see `Connection.send`. Waits while more than `Options.maxQueuedOutputBytes` are queued (the peer
  /// is not reading), unless the connection is closing or writing has failed.
  public func send(_ body: [UInt8]) {
    send(frames: CollectionOfOne(body))
  }

  /// Queues bodies to go out one after another, in one `write` when together they are small enough for `send` to
  /// write a body itself (a reply and the notification sent before it cost one write and one wake-up of the peer).
  public func send(contentsOf bodies: [[UInt8]]) {
    send(frames: bodies)
  }

  private func send<Bodies: Collection<[UInt8]>>(frames bodies: Bodies) {
    guard !bodies.isEmpty else { return }
    let maxQueued = options.maxQueuedOutputBytes
    var isFull = false
    // A full queue wakes the writer before waiting for it: the reader's replies may be waiting for the end of
    // its read, with the writer asleep.
    state.updateWakingWaitersIf { state in
      isFull = state.queuedBytes > maxQueued
      return isFull
    }
    if isFull { state.wait(until: { $0.queuedBytes <= maxQueued || $0.closing || $0.writeFailed }) }
    let bodyBytes = bodies.reduce(0) { $0 + $1.count }
    // A mirror file is written by the writer alone.
    let writesHere =
      options.sendMirrorPath == nil && bodyBytes + (bodies.count - 1) * Self.smallHeaderBytes <= Self.directWriteBytes
    let thread = POSIX.currentThread()
    var claimed = false
    // Only the writer waits for bodies, and it is asleep only when the queue was empty: waking it for every
    // body of a pipelined burst would cost a futex call per message.
    state.updateWakingWaitersIf { state -> Bool in
      guard !state.closing, !state.writeFailed else { return false }
      if state.feedingThread == thread {
        // The reader, amid the frames of one read: `endOfRead` writes or wakes for everything it queued.
        state.queue.append(contentsOf: bodies)
        state.queuedBytes += bodyBytes
        return false
      }
      if writesHere, state.started, state.queue.isEmpty, !state.writing {
        state.writing = true
        claimed = true
        return false
      }
      state.queue.append(contentsOf: bodies)
      state.queuedBytes += bodyBytes
      // While the reader defers its replies, the queue may hold them with the writer asleep.
      return state.queue.count == bodies.count || state.feedingThread != nil
    }
    guard claimed else { return }
    guard POSIX.hasRoomAndNoInput(output: output, input: input) else {
      // More requests are waiting (their replies are better written together), or the peer is slow to read
      // (the writer waits for it, not this thread).
      state.withLock { state in
        state.writing = false
        state.queue.append(contentsOf: bodies)
        state.queuedBytes += bodyBytes
      }
      return
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(bodyBytes + bodies.count * Self.smallHeaderBytes)
    for body in bodies {
      Frame.appendHeader(forBodyLength: body.count, to: &bytes)
      bytes.append(contentsOf: body)
    }
    let failure = write(bytes, nil)
    var receiver: (any ConnectionReceiver)?
    // The writer waits for the output to be free only when bodies were queued meanwhile (or it is closing).
    state.updateWakingWaitersIf { state in
      state.writing = false
      receiver = state.receiver
      return !state.queue.isEmpty || state.closing
    }
    if let failure, let receiver { reportWriteFailure(failure, receiver) }
  }

  /// A body this small is written by its sender when the output is idle: with its header (at most
  /// `smallHeaderBytes`) it fits in `PIPE_BUF`, the most a pipe with room (`poll`) takes in one `write` without
  /// blocking.
  private static let directWriteBytes = Int(PIPE_BUF) - smallHeaderBytes

  /// The most a header of a body shorter than `PIPE_BUF` takes (`Content-Length: 4095` and two CR LF are 24 bytes).
  private static let smallHeaderBytes = 32

  /// The bytes queued and not yet written.
  public var queuedOutputBytes: Int { state.read { $0.queuedBytes } }

  /// Stops reading, flushes the queue for at most `flushTimeout`, and closes the output.
  public func close(flushTimeout: Duration = .seconds(2)) {
    let started = state.withLock { state in
      state.closing = true
      return state.started
    }
    guard started else {
      if let watchStop {
        POSIX.closeQuietly(watchStop.read)
        POSIX.closeQuietly(watchStop.write)
      }
      if options.closesDescriptors {
        POSIX.closeQuietly(input)
        POSIX.closeQuietly(output)
      }
      return
    }
    state.wait(until: { $0.writerFinished }, deadline: .now + flushTimeout)
  }

  /// Waits until everything queued so far has been written (or writing failed), at most `timeout`.
  /// Returns whether the queue drained.
  @discardableResult
  public func flush(timeout: Duration = .seconds(2)) -> Bool {
    state.updateWakingWaitersIf { state in
      state.flushWaiters += 1
      return false
    }
    defer {
      state.updateWakingWaitersIf { state in
        state.flushWaiters -= 1
        return false
      }
    }
    return state.wait(
      until: { $0.queuedBytes == 0 || $0.writeFailed || $0.writerFinished }, deadline: .now + timeout)
  }

  // MARK: Threads

  private func readLoop(_ receiver: any ConnectionReceiver) {
    var parser = FrameParser(maxContentLength: options.maxContentLength, maxHeaderBytes: options.maxHeaderBytes)
    let mirror = options.receiveMirrorPath.flatMap(POSIX.openForWriting)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
    defer {
      buffer.deallocate()
      if let mirror { POSIX.closeQuietly(mirror) }
    }
    var reason = ConnectionCloseReason.closedLocally
    let thread = POSIX.currentThread()
    var written = ReaderWrite()
    while true {
      let maxQueued = options.maxQueuedOutputBytes
      state.wait(until: { $0.queuedBytes <= maxQueued || $0.closing || $0.writeFailed })
      if state.read({ $0.closing }) { break }
      let count = POSIX.readSome(input, into: buffer)
      if count < 0 {
        reason = .readError(POSIX.errorDescription)
        break
      }
      if count == 0 {
        do {
          try parser.finish()
          reason = .endOfInput
        } catch {
          reason = .framingError(error)
        }
        break
      }
      let chunk = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[0..<count])
      if let mirror { _ = POSIX.writeAll(mirror, UnsafeRawBufferPointer(chunk)) }
      state.updateWakingWaitersIf { state in
        state.feedingThread = thread
        return false
      }
      do {
        try parser.feed(chunk) { frame in receiver.receive(frame) }
      } catch {
        endOfRead(receiver, &written)
        reason = .framingError(error)
        break
      }
      endOfRead(receiver, &written)
      if state.read({ $0.closing }) { break }
    }
    if options.closesDescriptors { POSIX.closeQuietly(input) }
    receiver.connectionDidClose(reason)
  }

  /// What the reader writes at the end of a read, kept from read to read so that its arrays' room is made once: the
  /// bodies taken from the queue (whose room the queue takes in exchange) and their frames' bytes.
  private struct ReaderWrite {
    var bodies: [[UInt8]] = []
    var frames: [UInt8] = []
  }

  /// Ends the reader's hand-out of one read's frames: the replies it queued meanwhile are written by the reader
  /// itself when nothing else is being written, they fit in `PIPE_BUF` with their headers, and `poll` says the output
  /// has room (so the write cannot block); otherwise the writer is woken for them.
  private func endOfRead(_ receiver: any ConnectionReceiver, _ written: inout ReaderWrite) {
    let writesHere = options.sendMirrorPath == nil
    var claimed = false
    state.updateWakingWaitersIf { state in
      state.feedingThread = nil
      guard !state.queue.isEmpty else { return false }
      let frameBytes = state.queuedBytes + state.queue.count * Self.smallHeaderBytes
      guard writesHere, !state.writing, !state.closing, !state.writeFailed, frameBytes <= Int(PIPE_BUF) else {
        return true
      }
      state.writing = true
      claimed = true
      swap(&written.bodies, &state.queue)
      return false
    }
    guard claimed else { return }
    defer { written.bodies.removeAll(keepingCapacity: true) }
    guard POSIX.hasRoom(output) else {
      // The peer is slow to read: the writer waits for it, not this thread, and is woken for it. Bodies queued
      // meanwhile came from other senders, so these go first and every sender's order holds.
      state.updateWakingWaitersIf { state in
        state.queue.insert(contentsOf: written.bodies, at: 0)
        state.writing = false
        return true
      }
      return
    }
    written.frames.removeAll(keepingCapacity: true)
    written.frames.reserveCapacity(Int(PIPE_BUF))
    var bodyBytes = 0
    for body in written.bodies {
      bodyBytes += body.count
      Frame.appendHeader(forBodyLength: body.count, to: &written.frames)
      written.frames.append(contentsOf: body)
    }
    let failure = write(written.frames, nil)
    var current: (any ConnectionReceiver)?
    // Waking is for bodies queued meanwhile (the writer's turn), closing, or a `flush` waiting for the queue to drain;
    // the writer, asleep with nothing to do, is not woken for nothing.
    state.updateWakingWaitersIf { state in
      state.queuedBytes -= bodyBytes
      state.writing = false
      current = state.receiver
      return !state.queue.isEmpty || state.closing || state.flushWaiters > 0
    }
    if let failure, current != nil { reportWriteFailure(failure, receiver) }
  }

  private func writeLoop(_ receiver: any ConnectionReceiver) {
    let mirror = options.sendMirrorPath.flatMap(POSIX.openForWriting)
    var failure = POSIX.writableDescriptorProblem(output)
    if let failure { reportWriteFailure(failure, receiver) }
    while true {
      let taken = state.wait(
        until: { (!$0.queue.isEmpty || $0.closing) && !$0.writing },
        then: { state in
          defer { state.queue.removeAll() }
          state.writing = true
          return state.queue
        })
      guard let batch = taken, !batch.isEmpty else {
        state.withLock { $0.writing = false }
        break
      }
      var bodyBytes = 0
      var pending: [UInt8] = []
      for body in batch {
        bodyBytes += body.count
        guard failure == nil else { continue }
        Frame.appendHeader(forBodyLength: body.count, to: &pending)
        if body.count <= Self.coalescedBodyBytes {
          pending.append(contentsOf: body)
          if pending.count >= Self.coalescedBodyBytes { failure = write(&pending, mirror) }
        } else {
          failure = write(&pending, mirror)
          if failure == nil { failure = write(body, mirror) }
        }
      }
      if failure == nil { failure = write(&pending, mirror) }
      state.withLock { state in
        state.queuedBytes -= bodyBytes
        state.writing = false
      }
      if let failure { reportWriteFailure(failure, receiver) }
    }
    if let mirror { POSIX.closeQuietly(mirror) }
    // The watch's `poll` holds the output open: it ends before the output is closed, so the peer sees the end.
    if let watchStop {
      _ = POSIX.writeAll(watchStop.write, [0])
      state.wait(until: { $0.watchFinished })
      POSIX.closeQuietly(watchStop.read)
      POSIX.closeQuietly(watchStop.write)
    }
    if options.closesDescriptors { POSIX.closeQuietly(output) }
    state.withLock { state in
      state.writerFinished = true
      state.receiver = nil
    }
  }

  /// Sleeps until the output fails (its reader closed a pipe) or the writer ends, and reports a failure. Nothing
  /// else wakes it (`POSIX.waitForOutputFailure`), so a peer that closed its reading end is noticed while the
  /// connection is idle without any periodic wake-up.
  private func watchOutput(_ receiver: any ConnectionReceiver, stop: Int32) {
    if let problem = POSIX.waitForOutputFailure(output, stop: stop) { reportWriteFailure(problem, receiver) }
    state.withLock { $0.watchFinished = true }
  }

  /// Bodies up to this size are copied into one buffer with their headers and written together.
  private static let coalescedBodyBytes = 64 << 10

  /// Writes and empties `bytes`; the failure's description, or nil.
  private func write(_ bytes: inout [UInt8], _ mirror: Int32?) -> String? {
    defer { bytes.removeAll(keepingCapacity: true) }
    return write(bytes, mirror)
  }

  private func write(_ bytes: [UInt8], _ mirror: Int32?) -> String? {
    guard !bytes.isEmpty else { return nil }
    guard POSIX.writeAll(output, bytes) else { return "writing the output failed: \(POSIX.errorDescription)" }
    if let mirror { _ = POSIX.writeAll(mirror, bytes) }
    return nil
  }

  /// Marks writing as failed, releases waiting senders and tells the receiver, once.
  private func reportWriteFailure(_ description: String, _ receiver: any ConnectionReceiver) {
    let first = state.withLock { state -> Bool in
      state.writeFailed = true
      state.writeFailure = state.writeFailure ?? description
      defer { state.reportedFailure = true }
      return !state.reportedFailure
    }
    if first { receiver.connectionOutputDidFail(description) }
  }
}
