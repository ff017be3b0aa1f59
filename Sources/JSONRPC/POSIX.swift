#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin, retrying wrappers over the POSIX calls the connections use.
package enum POSIX {
  /// The C library's function `name` as a `Function`, found by name at run time: one Glibc's Swift module leaves out
  /// (declared only for `_GNU_SOURCE`) or one not every C library has. Nil where there is none, and off glibc.
  package static func libraryFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
      return unsafeBitCast(symbol, to: type)
    #else
      return nil
    #endif
  }

  /// Writes all of `bytes` to `descriptor`, retrying partial writes and EINTR; false when the write failed
  /// (for example EPIPE: the reader is gone).
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard let base = bytes.baseAddress else { return true }
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Writes all of `bytes`; see `writeAll(_:_:)`.
  package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { writeAll(descriptor, $0) }
  }

  /// Reads up to `buffer.count` bytes, retrying EINTR; 0 at end of input, -1 with `errno` set on failure.
  static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0, errno == EINTR { continue }
      return count
    }
  }

  /// Why `descriptor` cannot be written to (not open, or open for reading only), or nil when it can.
  static func writableDescriptorProblem(_ descriptor: Int32) -> String? {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return "the output (descriptor \(descriptor)) is not open: \(errorDescription)" }
    let mode = flags & O_ACCMODE
    guard mode == O_WRONLY || mode == O_RDWR else {
      return "the output (descriptor \(descriptor)) is open for reading only"
    }
    return nil
  }

  /// Sleeps until `descriptor`, an output, fails (its reader closed a pipe: POLLERR; or it is not open) or `stop`
  /// becomes readable, and returns the failure's description, or nil when `stop` ended the wait (or `poll` itself
  /// failed). Only those events end the wait: room to write does not, so a writing peer wakes nobody here.
  static func waitForOutputFailure(_ descriptor: Int32, stop: Int32) -> String? {
    var entries = (
      pollfd(fd: descriptor, events: 0, revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)
    )
    while true {
      let ready = withUnsafeMutableBytes(of: &entries) { raw -> Int32 in
        guard let base = raw.baseAddress else { return -1 }
        return poll(base.assumingMemoryBound(to: pollfd.self), 2, -1)
      }
      if ready < 0, errno == EINTR { continue }
      guard ready > 0, entries.1.revents == 0 else { return nil }
      let events = entries.0.revents
      if events & Int16(POLLNVAL) != 0 { return "the output (descriptor \(descriptor)) is not open" }
      if events & Int16(POLLERR | POLLHUP) != 0 { return "the output's reader has gone (the pipe is broken)" }
    }
  }

  /// A pipe whose two ends child processes do not inherit: (read end, write end), or nil when none could be made.
  static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Whether `descriptor` can take a write of up to `PIPE_BUF` bytes now without blocking (`poll` reports it
  /// writable and not failed).
  static func hasRoom(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    guard poll(&entry, 1, 0) == 1 else { return false }
    return isWritable(entry)
  }

  /// Whether a polled output entry reports room to write and no failure.
  private static func isWritable(_ entry: pollfd) -> Bool {
    entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) == 0 && entry.revents & Int16(POLLOUT) != 0
  }

  /// The calling thread's identity, as an integer that `==` compares (`pthread_self`).
  static func currentThread() -> UInt {
    #if canImport(Glibc)
      pthread_self()
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }

  /// Whether `output` can take a write of up to `PIPE_BUF` bytes now without blocking (`poll` reports it writable
  /// and not failed) while `input` has nothing waiting to be read (and has not reached its end): one `poll` of
  /// both descriptors.
  static func hasRoomAndNoInput(output: Int32, input: Int32) -> Bool {
    var entries = (
      pollfd(fd: output, events: Int16(POLLOUT), revents: 0), pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    )
    let ready = withUnsafeMutableBytes(of: &entries) { raw -> Int32 in
      guard let base = raw.baseAddress else { return -1 }
      return poll(base.assumingMemoryBound(to: pollfd.self), 2, 0)
    }
    guard ready >= 1 else { return false }
    let (outputEntry, inputEntry) = entries
    return isWritable(outputEntry) && inputEntry.revents & Int16(POLLIN) == 0
  }

  /// Opens `path` for writing, creating or truncating it; nil on failure.
  static func openForWriting(_ path: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    return descriptor >= 0 ? descriptor : nil
  }

  /// A duplicate of `descriptor` that child processes do not inherit (close-on-exec); -1 on failure.
  static func duplicateForThisProcess(_ descriptor: Int32) -> Int32 {
    fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
  }

  /// Closes a descriptor, ignoring errors (there is nothing useful to do about them at that point).
  static func closeQuietly(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// The system's description of the current `errno`.
  static var errorDescription: String {
    String(cString: strerror(errno))
  }

  /// Makes writes to a closed pipe fail with EPIPE instead of killing the process with SIGPIPE.
  static func ignoreBrokenPipeSignal() {
    _ = signal(SIGPIPE, SIG_IGN)
  }

  /// Ends the process with `code`, as C's `exit` does (atexit handlers run, output streams are flushed).
  static func exitProcess(_ code: Int32) -> Never {
    exit(code)
  }

  /// Whether a process with this id exists (it may belong to another user).
  static func processExists(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
