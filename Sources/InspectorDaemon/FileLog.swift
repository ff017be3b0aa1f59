import Dispatch
import JSONRPC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A log sink that appends timestamped lines to a file (`--log-file`), written by one background queue so that
/// a slow disk never stalls a handler.
enum FileLog {
  /// A sink writing to `path`, or nil when the file cannot be opened.
  static func sink(path: String, minimumLevel: LogLevel) -> LogSink? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    let queue = DispatchQueue(label: "InspectorDaemon.log-file")
    return LogSink(minimumLevel: minimumLevel, flushQueue: queue) { level, message in
      let line = "\(timestamp()) [\(level)] \(message)\n"
      queue.async { _ = POSIX.writeAll(descriptor, Array(line.utf8)) }
    }
  }
  /// The time now in UTC, to the second: `2026-12-02 03:50:21 +0000`.
  private static func timestamp() -> String {
    var now = time(nil)
    var parts = tm()
    guard gmtime_r(&now, &parts) != nil else { return "\(now)" }
    func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(twoDigits(parts.tm_mon + 1))-\(twoDigits(parts.tm_mday)) "
      + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) +0000"
  }
}
