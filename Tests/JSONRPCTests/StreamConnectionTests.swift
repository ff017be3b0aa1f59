import Foundation
import JSONCore
import JSONRPC
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Tests of `StreamConnection` and `Endpoint` over real pipes: both roles, chunked delivery, the end of input,
/// framing errors and mirror files.
struct StreamConnectionTests {
  /// A server endpoint reading one pipe and writing another; the test writes raw bytes to `input` and reads
  /// the server's replies through `peer`.
  final class PipedServer: Sendable {
    let endpoint: Endpoint
    let peer: RawPeer
    let input: Int32
    let log = CapturedLog()

    init(
      lifecycle: ServerLifecycle? = nil, options: StreamConnection.Options = .init(),
      register: (inout HandlerRegistry) -> Void = { _ in }
    ) {
      var toServer: [Int32] = [0, 0]
      var fromServer: [Int32] = [0, 0]
      _ = pipe(&toServer)
      _ = pipe(&fromServer)
      var handlers = HandlerRegistry()
      handlers.register("sum", params: [Int].self, ordering: .freestanding) { params, _ in params.reduce(0, +) }
      register(&handlers)
      let connection = StreamConnection(input: toServer[0], output: fromServer[1], options: options)
      endpoint = Endpoint(
        connection: connection, handlers: handlers, lifecycle: lifecycle, options: .init(log: log.sink))
      endpoint.start()
      input = toServer[1]
      // The peer only reads; what it would send goes nowhere.
      peer = RawPeer(StreamConnection(input: fromServer[0], output: open("/dev/null", O_WRONLY)))
    }

    func write(_ text: String) {
      write(Array(text.utf8))
    }

    func write(_ bytes: [UInt8]) {
      var offset = 0
      while offset < bytes.count {
        let count = bytes[offset...].withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        offset += count
      }
    }

    func closeInput() {
      close(input)
    }
  }

  private func framed(_ body: String) -> String {
    "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
  }

  @Test func bothRolesOverPipes() async throws {
    var toServer: [Int32] = [0, 0]
    var toClient: [Int32] = [0, 0]
    _ = pipe(&toServer)
    _ = pipe(&toClient)
    var serverHandlers = HandlerRegistry()
    serverHandlers.register("sum", params: [Int].self, ordering: .freestanding) { params, context in
      context.sendNotification("window/logMessage", params: ["type": 3, "message": "summing"])
      return params.reduce(0, +)
    }
    let server = Endpoint(
      connection: StreamConnection(input: toServer[0], output: toClient[1]), handlers: serverHandlers,
      options: .init(log: .discard))
    server.start()

    let received = NotificationRecorder()
    var clientHandlers = HandlerRegistry()
    clientHandlers.registerNotification("window/logMessage", params: JSONValue.self, ordering: .freestanding) {
      params, _ in received.record("window/logMessage", params)
    }
    let client = Endpoint(
      connection: StreamConnection(input: toClient[0], output: toServer[1]), handlers: clientHandlers,
      options: .init(log: .discard))
    client.start()

    let sum = try await client.sendRequest("sum", encoding: [1, 2, 3], returning: Int.self)
    #expect(sum == 6)
    #expect(received.methods == ["window/logMessage"])
    await #expect(
      throws: ResponseError(
        code: .methodNotFound, message: "Method not found", data: ["kind": "methodNotFound", "method": "nope"])
    ) {
      try await client.sendRequest("nope")
    }
    await #expect(throws: ResponseError.self) {
      try await client.sendRequest("sum", encoding: ["x"], returning: Int.self)
    }

    // Many requests in flight at once all come back, matched by id.
    let results = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<200 {
        group.addTask { try await client.sendRequest("sum", encoding: [index, 1], returning: Int.self) }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(results.sorted() == Array(1...200))

    client.close()
    #expect(server.waitUntilClosed(timeout: .seconds(10)) == .endOfInput)
  }

  @Test func notificationsSentWithAReplyComeJustBeforeIt() {
    let server = PipedServer { handlers in
      handlers.register("last", params: [Int].self, ordering: .freestanding) { params, context in
        context.sendWithReply("tree/diagnostics", params: ["count": .integer(Int64(params.count))])
        context.sendNotification("window/logMessage", params: ["message": "at once"])
        return params.count
      }
      handlers.registerNotification("note", params: JSONValue.self, ordering: .freestanding) { _, context in
        // A notification has no reply to wait for: it goes out at once.
        context.sendWithReply("window/logMessage", params: ["message": "noted"])
      }
    }
    server.write(framed(#"{"jsonrpc":"2.0","id":1,"method":"last","params":[4,5]}"#))
    #expect(server.peer.next() == ["jsonrpc": "2.0", "method": "window/logMessage", "params": ["message": "at once"]])
    #expect(server.peer.next() == ["jsonrpc": "2.0", "method": "tree/diagnostics", "params": ["count": 2]])
    #expect(server.peer.next() == ["jsonrpc": "2.0", "id": 1, "result": 2])
    server.write(framed(#"{"jsonrpc":"2.0","method":"note"}"#))
    #expect(server.peer.next() == ["jsonrpc": "2.0", "method": "window/logMessage", "params": ["message": "noted"]])
  }

  @Test func bytesArrivingOneAtATime() {
    let server = PipedServer()
    for byte in Array(framed(#"{"jsonrpc":"2.0","id":1,"method":"sum","params":[2,3]}"#).utf8) {
      server.write([byte])
    }
    #expect(server.peer.next() == ["jsonrpc": "2.0", "id": 1, "result": 5])
  }

  @Test func twoMessagesInOneWrite() {
    let server = PipedServer()
    server.write(
      framed(#"{"jsonrpc":"2.0","id":1,"method":"sum","params":[1]}"#)
        + framed(#"{"jsonrpc":"2.0","id":2,"method":"sum","params":[2]}"#))
    let replies = [server.peer.next(), server.peer.next()]
    #expect(Set(replies.compactMap { $0?["id"] }) == [1, 2])
  }

  @Test func badBodiesInGoodFramesAreAnsweredAndTheStreamContinues() {
    let server = PipedServer()
    server.write(framed("{not json"))
    #expect(server.peer.next()?["error"]?["code"] == -32700)
    server.write(framed(""))
    #expect(server.peer.next()?["error"]?["code"] == -32700)
    server.write([0x43, 0x6F] + Array("ntent-Length: 3\r\n\r\n\"".utf8) + [0xFF, 0x22])
    #expect(server.peer.next()?["error"]?["code"] == -32700)
    server.write(framed(#"{"jsonrpc":"2.0","id":3,"method":"sum","params":[3]}"#))
    #expect(server.peer.next()?["result"] == 3)
  }

  @Test func aFramingErrorIsReportedToTheClientAndEndsTheProcessWithTwo() {
    let exits = ExitRecorder()
    let server = PipedServer(lifecycle: exits.lifecycle())
    server.write("Content-Length: abc\r\n\r\n")
    let report = server.peer.next()
    #expect(report?["method"] == "window/logMessage")
    #expect(report?["params"]?["type"] == 1)
    #expect(
      report?["params"]?["message"]?.stringValue?.contains("Content-Length must be a non-negative integer") == true)
    #expect(exits.wait() == 2)
    #expect(server.peer.waitForClose() == .endOfInput)
    #expect(server.log.all.contains { $0.hasPrefix("[error]") && $0.contains("Content-Length") })
  }

  @Test(arguments: [
    "Content-Length: -5\r\n\r\n", "Content-Length: 99999999999999999999999\r\n\r\n", "Content-Length: 2\n\n{}",
    "junk\r\nContent-Length: 2\r\n\r\n{}", "Content-Type: x\r\n\r\n{}",
  ])
  func everyBadHeaderEndsTheSessionCleanly(header: String) {
    let exits = ExitRecorder()
    let server = PipedServer(lifecycle: exits.lifecycle())
    server.write(header)
    #expect(server.peer.next()?["method"] == "window/logMessage")
    #expect(exits.wait() == 2)
  }

  @Test func anOversizedContentLengthIsRefusedBeforeAnyBody() {
    let exits = ExitRecorder()
    let server = PipedServer(lifecycle: exits.lifecycle(), options: .init(maxContentLength: 100))
    server.write("Content-Length: 101\r\n\r\n")
    #expect(
      server.peer.next()?["params"]?["message"]?.stringValue?.contains("larger than the limit of 100 bytes") == true)
    #expect(exits.wait() == 2)
  }

  @Test func requestsBeforeTheEndOfInputAreAnsweredBeforeExiting() {
    let exits = ExitRecorder()
    let server = PipedServer(lifecycle: exits.lifecycle())
    server.write(framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#))
    server.write(framed(#"{"jsonrpc":"2.0","id":2,"method":"sum","params":[4,5]}"#))
    server.closeInput()
    #expect(server.peer.next()?["id"] == 1)
    #expect(server.peer.next()?["result"] == 9)
    #expect(exits.wait() == 1)
    #expect(server.peer.waitForClose() == .endOfInput)
  }

  @Test func endOfInputInsideAMessageIsAFramingError() {
    let exits = ExitRecorder()
    let server = PipedServer(lifecycle: exits.lifecycle())
    server.write("Content-Length: 50\r\n\r\n{\"jsonrpc\"")
    server.closeInput()
    #expect(server.peer.next()?["method"] == "window/logMessage")
    #expect(exits.wait() == 2)
  }

  @Test func mirrorFilesRecordBothDirections() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let received = directory.appendingPathComponent("in").path
    let sent = directory.appendingPathComponent("out").path
    let server = PipedServer(options: .init(receiveMirrorPath: received, sendMirrorPath: sent))
    let request = framed(#"{"jsonrpc":"2.0","id":1,"method":"sum","params":[1,1]}"#)
    server.write(request)
    #expect(server.peer.next()?["result"] == 2)
    server.closeInput()
    #expect(server.endpoint.waitUntilClosed(timeout: .seconds(10)) == .endOfInput)
    #expect(try String(contentsOfFile: received, encoding: .utf8) == request)
    #expect(try String(contentsOfFile: sent, encoding: .utf8) == framed(#"{"jsonrpc":"2.0","id":1,"result":2}"#))
  }

  @Test func bodiesSentFromSeveralThreadsArriveWholeAndInEachThreadsOrder() {
    // Small bodies are written by their senders when the output is idle, large ones by the writer thread; the
    // two must never interleave within a frame nor reorder one thread's bodies.
    var pipeEnds: [Int32] = [0, 0]
    _ = pipe(&pipeEnds)
    let sender = StreamConnection(input: open("/dev/null", O_RDONLY), output: pipeEnds[1])
    sender.start(receiver: RawPeer.Discarding())
    let peer = RawPeer(StreamConnection(input: pipeEnds[0], output: open("/dev/null", O_WRONLY)))
    let threads = 4
    let bodies = 300
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<bodies {
        // Every seventh body is larger than a pipe takes in one write.
        let padding = String(repeating: "x", count: index % 7 == 0 ? 9_000 : index % 50)
        let body: JSONValue = [
          "thread": .integer(Int64(thread)), "index": .integer(Int64(index)), "pad": .string(padding),
        ]
        sender.send(JSONSerializer.serializeToBytes(body))
      }
    }
    var next = Array(repeating: 0, count: threads)
    for _ in 0..<(threads * bodies) {
      guard let body = peer.next(), case .integer(let thread)? = body["thread"],
        case .integer(let index)? = body["index"]
      else {
        Issue.record("a body did not arrive whole")
        return
      }
      #expect(Int(index) == next[Int(thread)])
      next[Int(thread)] = Int(index) + 1
    }
    #expect(next == Array(repeating: bodies, count: threads))
    sender.close(flushTimeout: .seconds(2))
  }
}
