import Foundation
import JSONRPC
import Synchronization
import Testing

/// Tests that a sink writing from a queue loses no line when the process exits right after logging it (the daemon
/// logs why it exits, then ends the process).
struct LogSinkTests {
  @Test func flushWaitsForTheLinesQueuedBeforeIt() {
    let queue = DispatchQueue(label: "LogSinkTests.writer")
    let written = Mutex<[String]>([])
    let sink = LogSink(minimumLevel: .info, flushQueue: queue) { _, message in
      queue.async {
        Thread.sleep(forTimeInterval: 0.02)
        written.withLock { $0.append(message) }
      }
    }
    sink(.error, "the output is closed")
    sink(.info, "exiting with code 3")
    sink.flush()
    #expect(written.withLock { $0 } == ["the output is closed", "exiting with code 3"])
  }

  @Test func flushGivesUpOnAWriterThatCannotWrite() {
    let queue = DispatchQueue(label: "LogSinkTests.stuck")
    let release = DispatchSemaphore(value: 0)
    let sink = LogSink(minimumLevel: .info, flushQueue: queue) { _, _ in queue.async { release.wait() } }
    sink(.error, "a line standard error cannot take")
    // Returns after its timeout although the writer is still blocked (as on a full stderr pipe nobody reads).
    sink.flush(within: .milliseconds(50))
    release.signal()
  }

  @Test func aSinkWithoutAQueueHasNothingToFlush() {
    let lines = Mutex(0)
    let sink = LogSink(minimumLevel: .info) { _, _ in lines.withLock { $0 += 1 } }
    sink(.info, "written at once")
    sink.flush()
    #expect(lines.withLock { $0 } == 1)
  }
}
