import Dispatch
import Foundation
import JSONRPC

/// A log sink that appends timestamped lines to a file (`--log-file`), written by one background queue so that
/// a slow disk never stalls a handler.
enum FileLog {
  /// A sink writing to `path`, or nil when the file cannot be opened.
  static func sink(path: String, minimumLevel: LogLevel) -> LogSink? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    let queue = DispatchQueue(label: "InspectorDaemon.log-file")
    return LogSink(minimumLevel: minimumLevel) { level, message in
      let line = "\(Date()) [\(level)] \(message)\n"
      queue.async {
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { buffer in
          var offset = 0
          while offset < buffer.count, let base = buffer.baseAddress {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written <= 0 {
              if written < 0, errno == EINTR { continue }
              break
            }
            offset += written
          }
        }
      }
    }
  }
}
