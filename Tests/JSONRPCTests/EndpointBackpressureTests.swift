import Foundation
import JSONCore
import JSONRPC
import Synchronization
import Testing

/// Tests of `Endpoint`'s backpressure: with `maxPendingMessages` messages in flight, the reader stops taking
/// frames until one finishes (perf-anchors.md §2: bound the in-flight queue).
struct EndpointBackpressureTests {
  @Test func theReaderPausesAtTheLimitAndResumes() {
    let started = Atomic(0)
    let release = Gate()
    var handlers = HandlerRegistry()
    handlers.register("block", params: JSONValue.self, ordering: .freestanding) { _, _ -> JSONValue in
      started.add(1, ordering: .relaxed)
      release.wait()
      return "done"
    }
    let (serverSide, clientSide) = LocalConnection.pair()
    let server = Endpoint(
      connection: serverSide, handlers: handlers, options: .init(maxPendingMessages: 2, log: .discard))
    server.start()
    let peer = RawPeer(clientSide)
    for id in 1...5 { peer.send(["jsonrpc": "2.0", "id": .integer(Int64(id)), "method": "block", "params": []]) }
    let deadline = Date(timeIntervalSinceNow: 10)
    while started.load(ordering: .relaxed) < 2, Date() < deadline { usleep(1000) }
    usleep(50_000)
    // Two are running; the third frame waits in the connection, unread.
    #expect(started.load(ordering: .relaxed) == 2)
    release.open()
    let ids = Set((1...5).compactMap { _ in peer.next()?["id"] })
    #expect(ids == [1, 2, 3, 4, 5])
    #expect(started.load(ordering: .relaxed) == 5)
  }
}
