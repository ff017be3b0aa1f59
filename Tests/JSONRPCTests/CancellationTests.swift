import Foundation
import JSONCore
import JSONRPC
import Synchronization
import Testing

/// Tests of `$/cancelRequest`: before, while and after a request runs, each request gets exactly one reply
/// (protocol-anchors.md §2.4 and §6 item 4).
struct CancellationTests {
  private func request(_ method: String, id: Int64, params: JSONValue = [:]) -> JSONValue {
    ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]
  }

  private func cancel(_ id: Int64) -> JSONValue {
    ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .integer(id)]]
  }

  @Test func cancellingARunningRequestThatChecksAnswersRequestCancelled() {
    let started = Gate()
    let server = SpecificationServer { handlers in
      handlers.register("long", params: JSONValue.self, ordering: .freestanding) { _, context -> JSONValue in
        started.open()
        while !context.isCancelled { usleep(1000) }
        try context.checkCancellation()
        return "finished"
      }
    }
    server.peer.send(request("long", id: 1))
    #expect(started.wait())
    server.peer.send(cancel(1))
    #expect(
      server.peer.next()
        == [
          "jsonrpc": "2.0", "id": 1,
          "error": ["code": -32800, "message": "Request cancelled", "data": ["kind": "requestCancelled"]],
        ])
    #expect(server.peer.receivedBeforeSentinel() == [])
  }

  @Test func aCancelledHandlerThatFinishesAnywayAnswersWithItsResult() {
    let started = Gate()
    let proceed = Gate()
    let server = SpecificationServer { handlers in
      handlers.register("stubborn", params: JSONValue.self, ordering: .freestanding) { _, _ -> JSONValue in
        started.open()
        proceed.wait()
        return "done anyway"
      }
    }
    server.peer.send(request("stubborn", id: 1))
    #expect(started.wait())
    server.peer.send(cancel(1))
    server.peer.send(["jsonrpc": "2.0", "method": "notify_hello"])
    // The notification is handled after the cancel, so the cancel has been processed when it is recorded.
    while server.notifications.methods.isEmpty { usleep(1000) }
    proceed.open()
    #expect(server.peer.next()?["result"] == "done anyway")
    #expect(server.peer.receivedBeforeSentinel() == [])
  }

  @Test func cancellingAWaitingRequestAnswersAtOnceAndNeverRunsIt() {
    let firstStarted = Gate()
    let releaseFirst = Gate()
    let runs = Mutex<[String]>([])
    let server = SpecificationServer { handlers in
      handlers.register("edit", params: [String: String].self, ordering: { .documentUpdate($0["tree"] ?? "") }) {
        params, _ -> JSONValue in
        runs.withLock { $0.append(params["name"] ?? "") }
        if params["name"] == "first" {
          firstStarted.open()
          releaseFirst.wait()
        }
        return .string(params["name"] ?? "")
      }
    }
    server.peer.send(request("edit", id: 1, params: ["tree": "t", "name": "first"]))
    #expect(firstStarted.wait())
    server.peer.send(request("edit", id: 2, params: ["tree": "t", "name": "second"]))
    server.peer.send(cancel(2))
    // The second edit waits behind the first (same tree), so its cancellation is answered while the first
    // is still running.
    #expect(
      server.peer.next()
        == [
          "jsonrpc": "2.0", "id": 2,
          "error": ["code": -32800, "message": "Request cancelled", "data": ["kind": "requestCancelled"]],
        ])
    releaseFirst.open()
    #expect(server.peer.next() == ["jsonrpc": "2.0", "id": 1, "result": "first"])
    #expect(server.peer.receivedBeforeSentinel() == [])
    #expect(runs.withLock { $0 } == ["first"])
  }

  @Test func cancellingAFinishedOrUnknownRequestIsIgnored() {
    let server = SpecificationServer()
    server.peer.send(request("sum", id: 1, params: [1, 2]))
    #expect(server.peer.next()?["result"] == 3)
    server.peer.send(cancel(1))
    server.peer.send(cancel(12345))
    server.peer.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": [1]]])
    #expect(server.peer.receivedBeforeSentinel() == [])
  }

  @Test func theClientSideCancelsWhenItsTaskIsCancelled() async throws {
    let started = Gate()
    // Two endpoints over one LocalConnection pair: a server and a client.
    let (clientSide, serverSide) = LocalConnection.pair()
    var handlers = HandlerRegistry()
    handlers.register("long", params: JSONValue.self, ordering: .freestanding) { _, context -> JSONValue in
      started.open()
      while !context.isCancelled { usleep(1000) }
      throw ResponseError.requestCancelled
    }
    let serverEndpoint = Endpoint(connection: serverSide, handlers: handlers, options: .init(log: .discard))
    serverEndpoint.start()
    let client = Endpoint(connection: clientSide, options: .init(log: .discard))
    client.start()
    // The request's task runs on a queue of its own, not on the cooperative pool: a full `swift test` blocks the
    // pool's threads (two on a two-core machine) with long synchronous tests, and a task waiting for one of them
    // waited over five minutes beside other builds, past the gate.
    let task = Task(executorPreference: QueueTaskExecutor()) { try await client.sendRequest("long") }
    // Waited off the cooperative pool too, for the same reason; the gate returns as soon as the handler starts, so
    // only a real failure costs its five minutes.
    let opened = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: started.wait(timeout: 300)) }
    }
    #expect(opened)
    task.cancel()
    await #expect(throws: ResponseError.requestCancelled.withKind) { try await task.value }
  }
}

/// Runs its jobs on a serial dispatch queue of its own, whose thread libdispatch starts when its others are busy (an
/// overcommitting queue), so a task preferring it never waits for the cooperative pool.
private final class QueueTaskExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "CancellationTests.task")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
