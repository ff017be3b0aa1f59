import Foundation

/// A minimal JSON-RPC client over a child's standard input and output: `Content-Length` frames written and read on
/// the calling thread with plain `read` and `write`, no parsing beyond the header, no threads. The same client drives
/// the daemon and its peers (a stdio echo server, `sourcekit-lsp`), so what it adds to a round trip is the same for
/// all of them and cancels out of their ratios.
final class PipeClient {
  private let process: Process
  private let toChild: Int32
  private let fromChild: Int32
  private var buffer: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 65_536)
  private var start = 0
  private var nextID = 1
  /// Whether reading waits by spinning on a non-blocking `read` instead of sleeping in it (see `spinsOnRead`).
  private var spinning = false

  /// Starts `executable` with `arguments`; its stderr is thrown away.
  init(_ executable: String, _ arguments: [String] = []) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    toChild = dup(input.fileHandleForWriting.fileDescriptor)
    fromChild = dup(output.fileHandleForReading.fileDescriptor)
    try? input.fileHandleForWriting.close()
    try? input.fileHandleForReading.close()
    try? output.fileHandleForReading.close()
    try? output.fileHandleForWriting.close()
    buffer.reserveCapacity(1 << 20)
  }

  /// Whether the client waits for replies by spinning on a non-blocking `read` (its core never idles, so a reply
  /// wakes nothing) instead of sleeping in a blocking one.
  var spinsOnRead: Bool {
    get { spinning }
    set {
      guard newValue != spinning else { return }
      spinning = newValue
      let flags = fcntl(fromChild, F_GETFL)
      _ = fcntl(fromChild, F_SETFL, newValue ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
    }
  }

  /// The child's process id.
  var processIdentifier: Int32 { process.processIdentifier }

  /// A fresh request id.
  func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// The frame of a request: header and body.
  static func frame(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  /// A request's body with `params` (JSON text) and a fresh id.
  func request(_ method: String, _ params: String) -> String {
    "{\"jsonrpc\":\"2.0\",\"id\":\(makeID()),\"method\":\"\(method)\",\"params\":\(params)}"
  }

  /// Writes bytes, all of them; false when the child is gone.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        guard let base = raw.baseAddress else { return true }
        let written = Foundation.write(toChild, base + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }

  /// Reads the next frame's body; nil at the end of the child's output.
  func readFrame() -> ArraySlice<UInt8>? {
    while true {
      if let body = takeFrame() { return body }
      if start > 0, start == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        start = 0
      } else if start > 1 << 19 {
        buffer.removeSubrange(0..<start)
        start = 0
      }
      let count = chunk.withUnsafeMutableBytes { Foundation.read(fromChild, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || (spinning && errno == EAGAIN) { continue }
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  /// The first complete frame in the buffer, consumed; nil when none is complete yet. The header is read as
  /// bytes: the digits after `Content-Length:` (the only header these servers send besides an optional
  /// `Content-Type`).
  private func takeFrame() -> ArraySlice<UInt8>? {
    var index = start
    while index + 4 <= buffer.count {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { break }
      index += 1
    }
    guard index + 4 <= buffer.count else { return nil }
    var length = 0
    var position = start
    // The value of the header whose name ends in "h:" (Content-Length), skipping spaces.
    while position + 1 < index, !(buffer[position] == 104 && buffer[position + 1] == 58) { position += 1 }
    position += 2
    while position < index, buffer[position] == 32 { position += 1 }
    while position < index, (48...57).contains(buffer[position]) {
      length = length * 10 + Int(buffer[position] - 48)
      position += 1
    }
    let bodyStart = index + 4
    guard buffer.count - bodyStart >= length else { return nil }
    start = bodyStart + length
    return buffer[bodyStart..<start]
  }

  /// Sends a request and waits for the next reply (notifications in between are skipped); the reply's body.
  @discardableResult
  func call(_ method: String, _ params: String) -> ArraySlice<UInt8>? {
    guard write(Self.frame(request(method, params))) else { return nil }
    return readReply()
  }

  /// The next frame that is a reply; notifications and requests from the child are skipped.
  func readReply() -> ArraySlice<UInt8>? {
    while let body = readFrame() {
      if Self.isReply(body) { return body }
    }
    return nil
  }

  /// Whether a frame is a reply: its `result` or `error` member comes before any `method` (a notification or a
  /// request names its method before its params; a reply's result may hold the word anywhere inside).
  static func isReply(_ body: ArraySlice<UInt8>) -> Bool {
    let keys = replyKeys
    var index = body.startIndex
    while index < body.endIndex {
      if body[index] == 34 {
        for (position, key) in keys.enumerated()
        where index + key.count <= body.endIndex && body[index..<index + key.count].elementsEqual(key) {
          return position > 0
        }
      }
      index += 1
    }
    return false
  }

  /// The member names `isReply` looks for, made once (a pipelined burst reads 10,000 replies).
  private static let replyKeys = ["\"method\"", "\"result\"", "\"error\""].map { Array($0.utf8) }

  /// Sends `count` copies of a request (fresh ids) from a second thread while this one reads the replies; the
  /// seconds from the first write to the last reply.
  func burst(_ method: String, _ params: String, count: Int) -> Double {
    let frames = (0..<count).map { _ in Self.frame(request(method, params)) }
    let descriptor = toChild
    let begin = BenchmarkTimer.now()
    let writer = Thread {
      for frame in frames {
        frame.withUnsafeBytes { raw in
          var offset = 0
          while offset < raw.count, let base = raw.baseAddress {
            let written = Foundation.write(descriptor, base + offset, raw.count - offset)
            if written < 0 {
              if errno == EINTR { continue }
              return
            }
            offset += written
          }
        }
      }
    }
    writer.start()
    var replies = 0
    while replies < count, readReply() != nil { replies += 1 }
    return BenchmarkTimer.now() - begin
  }

  /// Resident memory of the child in MiB: current and peak, from /proc.
  func memory() -> (current: Double, peak: Double) {
    let status = (try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8)) ?? ""
    func field(_ name: String) -> Double {
      let line = status.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
      return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
    }
    return (field("VmRSS:"), field("VmHWM:"))
  }

  /// The CPU time the child has used so far, all its threads together, in seconds: on a machine shared with other
  /// work, what a request cost the child apart from waiting for a core. Each thread's nanoseconds on a core
  /// (`/proc/PID/task/TID/schedstat`, its first field), so a figure over a few hundred requests is not a count of
  /// 10 ms clock ticks; the ticks of `/proc/PID/stat` (user and system) where a thread's file cannot be read. A thread
  /// that ended between two readings takes its time with it: the daemon's threads live as long as it does.
  func cpuSeconds() -> Double {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processIdentifier)/task")) ?? []
    let nanoseconds = tasks.map { task -> UInt64? in
      let text = try? String(contentsOfFile: "/proc/\(processIdentifier)/task/\(task)/schedstat", encoding: .utf8)
      return text?.split(separator: " ").first.flatMap { UInt64($0) }
    }
    if !nanoseconds.isEmpty, !nanoseconds.contains(nil) {
      return Double(nanoseconds.reduce(0) { $0 + ($1 ?? 0) }) / 1e9
    }
    let stat = (try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8)) ?? ""
    // The fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    guard let close = stat.lastIndex(of: ")") else { return .nan }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Sends `shutdown` and `exit` (LSP's end of a session), closes the pipes and waits for the child; a child that
  /// does not exit within `timeout` seconds is killed.
  func end(timeout: Double = 10) {
    _ = write(Self.frame(request("shutdown", "null")))
    _ = write(Self.frame("{\"jsonrpc\":\"2.0\",\"method\":\"exit\",\"params\":null}"))
    close(toChild)
    let deadline = BenchmarkTimer.now() + timeout
    while process.isRunning, BenchmarkTimer.now() < deadline { usleep(2_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    close(fromChild)
  }
}
