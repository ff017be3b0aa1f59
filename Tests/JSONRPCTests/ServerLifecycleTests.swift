import Foundation
import JSONCore
import JSONRPC
import Synchronization
import Testing

/// Tests of the LSP lifecycle rules as `Endpoint` applies them with a `ServerLifecycle` ([LSP] initialize,
/// shutdown, exit; protocol-anchors.md §2.3, rules L1–L6).
struct ServerLifecycleTests {
  private func json(_ text: String) -> JSONValue {
    (try? JSONParser.parse(text)) ?? .string("bad test JSON: \(text)")
  }

  private func request(_ method: String, id: Int64, params: JSONValue? = nil) -> JSONValue {
    var object: JSONObject = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
    if let params { object["params"] = params }
    return .object(object)
  }

  private func notification(_ method: String) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method)]
  }

  private func makeServer(_ exits: ExitRecorder, processIsAlive: (@Sendable (Int32) -> Bool)? = nil)
    -> SpecificationServer
  {
    SpecificationServer(lifecycle: exits.lifecycle(processIsAlive: processIsAlive)) { handlers in
      handlers.register("initialize", params: JSONValue.self, ordering: .global) { _, _ -> JSONValue in
        ["capabilities": ["hoverProvider": true]]
      }
    }
  }

  @Test func requestsBeforeInitializeGetServerNotInitialized() {
    let exits = ExitRecorder()
    let server = makeServer(exits)
    server.peer.send(request("sum", id: 1, params: [1]))
    #expect(
      server.peer.next()
        == json(
          #"{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"Server not initialized","data":{"kind":"serverNotInitialized"}}}"#
        ))
  }

  @Test func notificationsBeforeInitializeAreDropped() {
    let exits = ExitRecorder()
    let server = makeServer(exits)
    server.peer.send(notification("update"))
    server.peer.send(request("initialize", id: 1, params: [:]))
    #expect(server.peer.next()?["result"] == ["capabilities": ["hoverProvider": true]])
    #expect(server.peer.receivedBeforeSentinel() == [])
    #expect(server.notifications.methods == [])
  }

  @Test func exitBeforeInitializeExitsWithOne() {
    let exits = ExitRecorder()
    let server = makeServer(exits)
    server.peer.send(notification("exit"))
    #expect(exits.wait() == 1)
    #expect(server.peer.waitForClose() == .endOfInput)
  }

  @Test func aSecondInitializeIsInvalid() {
    let exits = ExitRecorder()
    let server = makeServer(exits)
    server.peer.send(request("initialize", id: 1, params: [:]))
    _ = server.peer.next()
    server.peer.send(request("initialize", id: 2, params: [:]))
    #expect(
      server.peer.next()
        == json(
          #"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"initialize may be sent only once","data":{"kind":"invalidRequest"}}}"#
        ))
  }

  @Test func shutdownThenRequestsAreInvalidAndExitIsZero() {
    let exits = ExitRecorder()
    let server = makeServer(exits)
    server.peer.send(request("initialize", id: 1, params: [:]))
    _ = server.peer.next()
    server.peer.send(notification("initialized"))
    server.peer.send(request("sum", id: 2, params: [1, 2]))
    #expect(server.peer.next()?["result"] == 3)
    server.peer.send(request("shutdown", id: 3))
    #expect(server.peer.next() == json(#"{"jsonrpc":"2.0","id":3,"result":null}"#))
    server.peer.send(request("sum", id: 4, params: [1]))
    #expect(server.peer.next()?["error"]?["code"] == -32600)
    server.peer.send(notification("update"))
    server.peer.send(notification("exit"))
    #expect(exits.wait() == 0)
    #expect(server.notifications.methods == [])
    #expect(server.peer.waitForClose() == .endOfInput)
  }

  @Test func exitWithoutShutdownIsOne() {
    let exits = ExitRecorder()
    let server = makeServer(exits)
    server.peer.send(request("initialize", id: 1, params: [:]))
    _ = server.peer.next()
    server.peer.send(notification("exit"))
    #expect(exits.wait() == 1)
  }

  @Test func endOfInputExitsWithOneOrZeroAfterShutdown() {
    let exits = ExitRecorder()
    let server = makeServer(exits)
    server.peer.send(request("initialize", id: 1, params: [:]))
    _ = server.peer.next()
    server.peer.connection.close(flushTimeout: .seconds(1))
    #expect(exits.wait() == 1)

    let cleanExits = ExitRecorder()
    let clean = makeServer(cleanExits)
    clean.peer.send(request("initialize", id: 1, params: [:]))
    _ = clean.peer.next()
    clean.peer.send(request("shutdown", id: 2))
    _ = clean.peer.next()
    clean.peer.connection.close(flushTimeout: .seconds(1))
    #expect(cleanExits.wait() == 0)
  }

  @Test func theClientProcessDyingEndsTheServer() {
    let exits = ExitRecorder()
    let alive = Atomic(true)
    let server = makeServer(exits) { pid in pid == 4242 && alive.load(ordering: .relaxed) }
    server.peer.send(request("initialize", id: 1, params: ["processId": 4242]))
    _ = server.peer.next()
    #expect(exits.wait(timeout: 0.3) == nil)
    alive.store(false, ordering: .relaxed)
    #expect(exits.wait() == 1)
  }

  @Test func defaultShutdownAndInitializeAnswers() {
    let exits = ExitRecorder()
    let server = SpecificationServer(lifecycle: exits.lifecycle())
    server.peer.send(request("initialize", id: 1, params: ["processId": nil]))
    #expect(server.peer.next() == json(#"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{}}}"#))
    server.peer.send(request("shutdown", id: 2))
    #expect(server.peer.next() == json(#"{"jsonrpc":"2.0","id":2,"result":null}"#))
  }

  @Test func everythingSentBeforeExitIsAnsweredFirst() {
    // A client that writes its whole session at once (`printf … | daemon`) still gets every reply.
    let exits = ExitRecorder()
    let server = SpecificationServer(lifecycle: exits.lifecycle()) { handlers in
      handlers.register("slow", params: JSONValue.self, ordering: .freestanding) { _, _ -> JSONValue in
        usleep(50_000)
        return "slow done"
      }
    }
    server.peer.send(request("initialize", id: 1, params: [:]))
    server.peer.send(request("slow", id: 2))
    server.peer.send(request("shutdown", id: 3))
    server.peer.send(notification("exit"))
    server.peer.send(request("sum", id: 4, params: [1]))
    let replies = [server.peer.next(), server.peer.next(), server.peer.next()]
    let ids: [JSONValue?] = replies.map { $0?["id"] }
    #expect(ids == [1, 2, 3])
    #expect(replies[1]?["result"] == "slow done")
    #expect(exits.wait() == 0)
    // The request after `exit` was never read.
    #expect(server.peer.next(timeout: 0.2) == nil)
  }
}
