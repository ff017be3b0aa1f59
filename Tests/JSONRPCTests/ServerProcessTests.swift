import JSONCore
import JSONRPC
import JSONRPCProcess
import Testing

/// Tests of `ServerProcess` with `/bin/cat` as the child: cat echoes every frame, so a request we send comes
/// back to us as a request, our own handler answers it, and that answer comes back as the reply to our
/// request. This exercises spawning, both pipe directions and both roles of one `Endpoint`.
struct ServerProcessTests {
  @Test func aRequestEchoedByCatIsAnsweredByOurOwnHandler() async throws {
    let child = try ServerProcess(executable: "/bin/cat")
    var handlers = HandlerRegistry()
    handlers.register("double", params: [Int].self, ordering: .freestanding) { values, _ in values.map { $0 * 2 } }
    let endpoint = Endpoint(connection: child.connection, handlers: handlers, options: .init(log: .discard))
    endpoint.start()
    #expect(try await endpoint.sendRequest("double", encoding: [21], returning: [Int].self) == [42])
    await #expect(throws: ResponseError.self) {
      try await endpoint.sendRequest("double", encoding: 21, returning: Int.self)
    }
    await #expect(
      throws: ResponseError(
        code: .methodNotFound, message: "Method not found", data: ["kind": "methodNotFound", "method": "missing"])
    ) {
      try await endpoint.sendRequest("missing")
    }
    endpoint.close()
    // Closing our side closes cat's stdin; cat exits 0 and its stdout ends.
    #expect(child.waitUntilExit() == 0)
    #expect(endpoint.waitUntilClosed(timeout: .seconds(10)) != nil)
  }

  @Test func repliesStillOutstandingFailWhenTheChildDies() async throws {
    let child = try ServerProcess(executable: "/bin/sleep", arguments: ["30"])
    let endpoint = Endpoint(connection: child.connection, options: .init(log: .discard))
    endpoint.start()
    let pending = Task { try await endpoint.sendRequest("anything") }
    // SIGKILL: the test runner's children may inherit an ignored SIGTERM.
    child.kill()
    await #expect(throws: ResponseError.self) { try await pending.value }
    #expect(endpoint.waitUntilClosed(timeout: .seconds(10)) == .endOfInput)
  }
}
