import Foundation
import JSONCore
import JSONRPC
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `body` on a thread of Dispatch's and waits for it without holding a thread of the cooperative pool, which
/// other suites' async tests need while this one waits seconds for a server (two pool threads on two cores).
func offThePool<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    DispatchQueue.global().async { continuation.resume(returning: body()) }
  }
}

/// The output side under a client that misbehaves (issue 17): replies that are not read are bounded in bytes,
/// and an output nobody can read ends a server at once with `ServerLifecycle.outputClosedExitCode`.
struct OutputHardeningTests {
  /// A server over two pipes whose replies the test may read, or not.
  final class Server: Sendable {
    let endpoint: Endpoint
    let connection: StreamConnection
    let input: Int32
    let output: Int32
    let log = CapturedLog()
    let handled = HandledCount()

    init(output writeEnd: Int32? = nil, maxQueued: Int = 64 << 20, lifecycle: ServerLifecycle? = nil) {
      var toServer: [Int32] = [0, 0]
      var fromServer: [Int32] = [0, 0]
      _ = pipe(&toServer)
      _ = pipe(&fromServer)
      var handlers = HandlerRegistry()
      let handled = handled
      handlers.register("big", params: [Int].self, ordering: .freestanding) { params, _ -> String in
        handled.count.add(1, ordering: .relaxed)
        return String(repeating: "x", count: params.first ?? 0)
      }
      connection = StreamConnection(
        input: toServer[0], output: writeEnd ?? fromServer[1], options: .init(maxQueuedOutputBytes: maxQueued))
      // A queue of its own, one handler at a time: handlers that wait for the output must not hold the shared
      // pool's threads, which the other suites' servers need.
      endpoint = Endpoint(
        connection: connection, handlers: handlers, lifecycle: lifecycle,
        options: .init(log: log.sink, handlerQueue: DispatchQueue(label: "OutputHardeningTests")))
      input = toServer[1]
      output = fromServer[0]
      endpoint.start()
    }

    /// Writes framed requests from a thread of its own (the writes block once the server stops reading).
    func sendInBackground(_ bodies: [String]) {
      let input = input
      Thread.detachNewThread {
        for body in bodies {
          let bytes = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
          var offset = 0
          while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            offset += count
          }
        }
      }
    }
  }

  /// How many requests the handler has started.
  final class HandledCount: Sendable {
    let count = Atomic(0)
  }

  private static func request(_ id: Int, size: Int) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"big","params":[\#(size)]}"#
  }

  /// Waits until `value` stops changing for half a second (or 20 s pass) and returns it.
  private static func settled(_ value: () -> Int) -> Int {
    var last = value()
    var stableSince = Date()
    let deadline = Date(timeIntervalSinceNow: 20)
    while Date() < deadline {
      usleep(50_000)
      let now = value()
      if now != last {
        last = now
        stableSince = Date()
      } else if Date().timeIntervalSince(stableSince) > 0.5 {
        break
      }
    }
    return last
  }

  @Test func unreadRepliesAreBoundedInBytes() async {
    // 100 requests for 256 KiB replies, none read, with a 1 MiB output limit. Before the limit bounded what
    // handlers queue, every request was read (up to 4,096 in flight) and all 25 MiB were queued.
    let reply = 1 << 18
    let server = Server(maxQueued: 1 << 20)
    server.sendInBackground((1...100).map { Self.request($0, size: reply) })
    let handled = await offThePool { Self.settled { server.handled.count.load(ordering: .relaxed) } }
    let queued = server.connection.queuedOutputBytes
    // What may be queued: the limit, plus one reply per thread that sends (the reader and the one handler).
    let senders = 2
    #expect(queued <= (1 << 20) + senders * (reply + 64))
    #expect(handled < 100)
    #expect(handled <= 4 + senders + 2)
    // Reading the replies lets the rest through.
    let peer = RawPeer(StreamConnection(input: server.output, output: open("/dev/null", O_WRONLY)))
    let ids = await offThePool {
      var ids = Set<JSONValue>()
      for _ in 1...100 {
        guard let value = peer.next(timeout: 30) else { break }
        if let id = value["id"] { ids.insert(id) }
      }
      return ids
    }
    #expect(ids.count == 100)
  }

  @Test func aClosedOutputEndsTheServerWhenItWrites() async {
    let exits = ExitRecorder()
    let server = Server(lifecycle: exits.lifecycle())
    close(server.output)
    server.sendInBackground([
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#, Self.request(2, size: 10),
    ])
    // Up to a minute, as for the idle server below: the full suite on two loaded cores missed 10 s (a wait, not a
    // timing claim).
    #expect(await offThePool { exits.wait(timeout: 60) } == ServerLifecycle.outputClosedExitCode)
    #expect(server.log.all.contains { $0.contains("output is closed") })
  }

  @Test func aClosedOutputEndsAnIdleServer() async {
    // Nothing to write: the output watch (`rpc-output`, asleep in `poll` on the output) notices the broken pipe. Up to a
    // minute, as the full suite on two shared cores delayed the exit past 10 s once (a wait, not a timing claim).
    let exits = ExitRecorder()
    let server = Server(lifecycle: exits.lifecycle())
    close(server.output)
    #expect(await offThePool { exits.wait(timeout: 60) } == ServerLifecycle.outputClosedExitCode)
  }

  @Test func anOutputNotOpenForWritingEndsTheServerAtStart() async {
    var fds: [Int32] = [0, 0]
    _ = pipe(&fds)
    // The read end of a pipe: open, but not for writing.
    let exits = ExitRecorder()
    let server = Server(output: fds[0], lifecycle: exits.lifecycle())
    #expect(await offThePool { exits.wait(timeout: 60) } == ServerLifecycle.outputClosedExitCode)
    #expect(server.log.all.contains { $0.contains("open for reading only") })
    close(fds[1])
  }
}

/// JSON that passes a parser limit inside a message under the size cap is answered under the message's id, with
/// the limit named (issue 17: it was a bare "Parse error" with id null, so the request was never answered).
struct JSONLimitRefusalTests {
  static let limits = JSONLimits(maxStringBytes: 1 << 16, maxMembers: 1 << 12)

  @Test func aLongStringIsRefusedUnderTheRequestsID() async {
    let server = SpecificationServer(jsonLimits: Self.limits)
    let long = String(repeating: "a", count: (1 << 16) + 1)
    server.peer.send(#"{"jsonrpc":"2.0","id":41,"method":"sum","params":{"text":"\#(long)"}}"#)
    let reply = await offThePool { server.peer.next(timeout: 120) }
    #expect(reply?["id"] == 41)
    #expect(reply?["error"]?["code"] == -32600)
    #expect(reply?["error"]?["data"]?["kind"] == "invalidRequest")
    #expect(reply?["error"]?["data"]?["limit"] == "maxJSONStringBytes")
    #expect(reply?["error"]?["data"]?["value"] == .integer(1 << 16))
    #expect(reply?["error"]?["data"]?["method"] == "sum")
    #expect(reply?["error"]?["message"]?.stringValue?.contains("maxJSONStringBytes (65536)") == true)
  }

  @Test func aLongArrayIsRefusedUnderTheRequestsID() async {
    let server = SpecificationServer(jsonLimits: Self.limits)
    let members = Array(repeating: "0", count: (1 << 12) + 1).joined(separator: ",")
    // The id comes after the array: the scan reads past it.
    server.peer.send(#"{"jsonrpc":"2.0","method":"sum","params":[\#(members)],"id":"after"}"#)
    let reply = await offThePool { server.peer.next(timeout: 120) }
    #expect(reply?["id"] == "after")
    #expect(reply?["error"]?["data"]?["limit"] == "maxJSONMembers")
    #expect(reply?["error"]?["data"]?["value"] == .integer(1 << 12))
  }

  @Test func deepNestingIsRefusedNamingTheLimitAndTheSessionGoesOn() async {
    let server = SpecificationServer(jsonLimits: Self.limits)
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    server.peer.send(#"{"jsonrpc":"2.0","id":7,"method":"sum","params":\#(deep)}"#)
    let reply = await offThePool { server.peer.next(timeout: 120) }
    #expect(reply?["id"] == 7)
    #expect(reply?["error"]?["data"]?["limit"] == "maxJSONDepth")
    server.peer.send(#"{"jsonrpc":"2.0","id":8,"method":"sum","params":[1,2]}"#)
    #expect(await offThePool { server.peer.next(timeout: 120) }?["result"] == 3)
  }

  @Test func withoutAReadableIDTheRefusalHasANullID() async {
    let server = SpecificationServer(jsonLimits: Self.limits)
    let long = String(repeating: "b", count: (1 << 16) + 1)
    server.peer.send(#"{"jsonrpc":"2.0","id":"\#(long)","method":"sum"}"#)
    let reply = await offThePool { server.peer.next(timeout: 120) }
    #expect(reply?["id"] == .null)
    #expect(reply?["error"]?["data"]?["limit"] == "maxJSONStringBytes")
  }

  @Test func parseErrorsSayWhereInTheirData() async {
    let server = SpecificationServer(jsonLimits: Self.limits)
    server.peer.send(#"{"jsonrpc":"2.0","id":1,"method":"sum","params":[1,]}"#)
    let data = await offThePool { server.peer.next(timeout: 120) }?["error"]?["data"]
    #expect(data?["kind"] == "parseError")
    #expect(data?["offset"]?.integerValue != nil)
    #expect(data?["detail"]?.stringValue?.contains("line 1") == true)
  }
}
