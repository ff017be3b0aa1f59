import JSONCore
import JSONRPC
import Synchronization
import Testing

/// Requests in the plainest form to a method whose params are `JSONPlainDecodable` are read straight from their text
/// (`Endpoint` builds no `JSONValue`); every other spelling of the same request takes the usual path, and both get
/// the same reply.
struct PlainRequestTests {
  /// Params that say which way they were read; the reply holds the name and count, and the way.
  struct NamedCount: Decodable, Sendable, JSONPlainDecodable {
    var name: String
    var count: Int?
    var readFromText = false

    enum CodingKeys: String, CodingKey {
      case name, count
    }

    init?(exactly json: JSONValue) {
      nil
    }

    init?(plain object: JSONPlainObject) {
      guard case .string(let name)? = object["name"] else { return nil }
      switch object["count"] {
      case nil: count = nil
      case .integer(let number)?: count = Int(number)
      default: return nil
      }
      self.name = name
      readFromText = true
    }
  }

  /// Which way each request's params were read: true for straight from the text.
  final class Ways: Sendable {
    private let ways = Mutex<[Bool]>([])

    func record(_ readFromText: Bool) {
      ways.withLock { $0.append(readFromText) }
    }

    var recorded: [Bool] { ways.withLock { $0 } }
  }

  /// A server whose `named` records which way each request's params were read.
  private func server(lifecycle: ServerLifecycle? = nil) -> (SpecificationServer, Ways) {
    let ways = Ways()
    let server = SpecificationServer(lifecycle: lifecycle) { handlers in
      handlers.register("named", params: NamedCount.self, ordering: .briefQuery("k")) { params, _ -> JSONValue in
        ways.record(params.readFromText)
        return ["name": .string(params.name), "count": params.count.map { .integer(Int64($0)) } ?? .null]
      }
    }
    return (server, ways)
  }

  @Test func aPlainRequestAndItsOtherSpellingsGetTheSameReply() {
    let (server, ways) = server()
    let reply: JSONValue = ["jsonrpc": "2.0", "id": 1, "result": ["name": "ab", "count": 3]]
    for text in [
      #"{"jsonrpc":"2.0","id":1,"method":"named","params":{"name":"ab","count":3}}"#,
      #"{"params": {"count": 3, "name": "ab"}, "method": "named", "id": 1, "jsonrpc": "2.0"}"#,
      #"{"jsonrpc":"2.0","id":1,"method":"named","params":{"name":"a\u0062","count":3}}"#,
      #"{"jsonrpc":"2.0","id":1,"method":"named","params":{"name":"ab","count":3},"extra":null}"#,
      #"{"jsonrpc":"2.0","id":1.0,"method":"named","params":{"name":"ab","count":3}}"#,
    ] {
      server.peer.send(text)
      let expected: JSONValue =
        text.contains("1.0") ? ["jsonrpc": "2.0", "id": 1.0, "result": ["name": "ab", "count": 3]] : reply
      #expect(server.peer.next() == expected, "\(text)")
    }
    server.peer.send(#"{"jsonrpc":"2.0","id":"s","method":"named","params":{"name":"ab"}}"#)
    #expect(server.peer.next() == ["jsonrpc": "2.0", "id": "s", "result": ["name": "ab", "count": nil]])
    #expect(ways.recorded == [true, true, false, false, false, true])
  }

  /// The endpoint keeps the last plain method's reader: requests to two methods in turn each reach their own handler,
  /// and a method without a plain reader, or none at all, between them changes nothing.
  @Test func plainRequestsToMethodsInTurnReachTheirOwnHandlers() {
    let ways = Ways()
    let server = SpecificationServer { handlers in
      for name in ["first", "second"] {
        handlers.register(name, params: NamedCount.self, ordering: .briefQuery("k")) { params, _ -> JSONValue in
          ways.record(params.readFromText)
          return ["method": .string(name), "name": .string(params.name)]
        }
      }
      handlers.register("raw", params: JSONValue.self, ordering: .briefQuery("k")) { _, _ -> JSONValue in "raw" }
    }
    for (id, method) in ["first", "second", "raw", "second", "none", "first", "first"].enumerated() {
      server.peer.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"name":"n\#(id)"}}"#)
      let reply = server.peer.next()
      switch method {
      case "raw": #expect(reply?["result"] == "raw")
      case "none": #expect(reply?["error"]?["code"] == -32601)
      default: #expect(reply?["result"] == ["method": .string(method), "name": .string("n\(id)")], "\(id)")
      }
    }
    #expect(ways.recorded == [true, true, true, true, true])
  }

  @Test func plainRequestsKeepTheLifecycleAndTheParamsErrors() {
    let (server, _) = server(lifecycle: ServerLifecycle(exit: { _ in }))
    server.peer.send(#"{"jsonrpc":"2.0","id":1,"method":"named","params":{"name":"ab"}}"#)
    #expect(server.peer.next()?["error"]?["code"] == -32002)
    server.peer.send(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#)
    #expect(server.peer.next()?["result"] != nil)
    server.peer.send(#"{"jsonrpc":"2.0","id":3,"method":"named","params":{"name":7}}"#)
    #expect(server.peer.next()?["error"]?["code"] == -32602)
  }

  /// A result that writes its own text (as its encoding would) and says so; `fails` makes the writing throw.
  struct WrittenName: Encodable, Sendable, JSONTextEncodable {
    var name: String
    var fails = false
    let writes: Ways

    enum CodingKeys: String, CodingKey {
      case name
    }

    func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
      writes.record(!fails)
      if fails { throw JSONCodingError(path: .result, message: "refused") }
      writer.beginObject()
      writer.key("name")
      writer.string(name)
      writer.endObject()
    }
  }

  @Test func aResultThatWritesItselfIsWrittenIntoItsReplyAndFallsBackToItsEncoding() {
    let writes = Ways()
    let server = SpecificationServer { handlers in
      handlers.register("written", params: NamedCount.self, ordering: .briefQuery("k")) { params, _ in
        WrittenName(name: params.name, fails: params.count == 0, writes: writes)
      }
    }
    server.peer.send(#"{"jsonrpc":"2.0","id":1,"method":"written","params":{"name":"ab"}}"#)
    #expect(server.peer.next() == ["jsonrpc": "2.0", "id": 1, "result": ["name": "ab"]])
    server.peer.send(#"{"jsonrpc":"2.0","id":2,"method":"written","params":{"name":"cd","count":0}}"#)
    #expect(server.peer.next() == ["jsonrpc": "2.0", "id": 2, "result": ["name": "cd"]])
    #expect(writes.recorded == [true, false])
  }

  @Test func aNotificationThatWritesItselfGoesOutWithTheReply() {
    let writes = Ways()
    let server = SpecificationServer { handlers in
      handlers.register("noted", params: NamedCount.self, ordering: .briefQuery("k")) { params, context -> JSONValue in
        try? context.sendWithReply("note", params: WrittenName(name: params.name, writes: writes))
        return "done"
      }
    }
    server.peer.send(#"{"jsonrpc":"2.0","id":1,"method":"noted","params":{"name":"ab"}}"#)
    #expect(server.peer.next() == ["jsonrpc": "2.0", "method": "note", "params": ["name": "ab"]])
    #expect(server.peer.next() == ["jsonrpc": "2.0", "id": 1, "result": "done"])
    #expect(writes.recorded == [true])
  }
}
