import JSONCore
import JSONRPC
import Testing

/// The JSON-RPC 2.0 specification's example exchanges (jsonrpc.org/specification §7, listed in
/// protocol-anchors.md §1.1), sent as the exact bytes given and compared with the exact expected replies as
/// parsed JSON; plus the edge cases that follow from the specification's rules.
///
/// The specification leaves an error's `data` to the server; ours always holds `kind`, the code's name, which
/// `specificationShape` checks and then removes so that the replies compare with the specification's text.
struct EndpointSpecificationTests {
  private func exchange(_ request: String) -> JSONValue? {
    let server = SpecificationServer()
    server.peer.send(request)
    return specificationShape(server.peer.next())
  }

  private static let kinds: [Int64: String] = [
    -32700: "parseError", -32600: "invalidRequest", -32601: "methodNotFound", -32602: "invalidParams",
    -32603: "internalError",
  ]

  /// The reply with `data` removed from its errors (each batch element's too), after checking that each error's
  /// `data.kind` names its code.
  private func specificationShape(_ value: JSONValue?) -> JSONValue? {
    guard let value else { return nil }
    if case .array(let elements) = value { return .array(elements.compactMap { specificationShape($0) }) }
    guard case .object(var reply) = value, case .object(var error)? = reply["error"] else { return value }
    let code = error["code"]?.integerValue ?? 0
    #expect(error["data"]?["kind"]?.stringValue == Self.kinds[code], "data.kind of \(value)")
    error["data"] = nil
    reply["error"] = .object(error)
    return .object(reply)
  }

  private func json(_ text: String) -> JSONValue {
    (try? JSONParser.parse(text)) ?? .string("bad test JSON: \(text)")
  }

  /// The elements of a batch reply, as a set: a batch may be answered in any order ([JRPC] §6).
  private func elements(_ value: JSONValue?) -> Set<JSONValue>? {
    value?.arrayValue.map(Set.init)
  }

  @Test func positionalParams() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}"#)
        == json(#"{"jsonrpc": "2.0", "result": 19, "id": 1}"#))
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "subtract", "params": [23, 42], "id": 2}"#)
        == json(#"{"jsonrpc": "2.0", "result": -19, "id": 2}"#))
  }

  @Test func namedParams() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": 3}"#)
        == json(#"{"jsonrpc": "2.0", "result": 19, "id": 3}"#))
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "subtract", "params": {"minuend": 42, "subtrahend": 23}, "id": 4}"#)
        == json(#"{"jsonrpc": "2.0", "result": 19, "id": 4}"#))
  }

  @Test func notificationsGetNothing() {
    let server = SpecificationServer()
    server.peer.send(#"{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}"#)
    server.peer.send(#"{"jsonrpc": "2.0", "method": "foobar"}"#)
    #expect(server.peer.receivedBeforeSentinel() == [])
    #expect(server.notifications.methods == ["update"])
  }

  @Test func unknownMethod() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "foobar", "id": "1"}"#)
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"}, "id": "1"}"#))
  }

  @Test func invalidJSON() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]"#)
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}, "id": null}"#))
  }

  @Test func invalidRequestObject() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": 1, "params": "bar"}"#)
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}"#))
  }

  @Test func batchWithInvalidJSON() {
    let reply = exchange(
      #"[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},{"jsonrpc": "2.0", "method"]"#)
    #expect(reply == json(#"{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}, "id": null}"#))
  }

  @Test func emptyArray() {
    #expect(
      exchange("[]")
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}"#))
  }

  @Test func nonEmptyInvalidBatch() {
    #expect(
      exchange("[1]")
        == json(#"[{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}]"#))
  }

  @Test func invalidBatch() {
    let invalid = #"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}"#
    #expect(exchange("[1,2,3]") == json("[\(invalid), \(invalid), \(invalid)]"))
  }

  @Test func mixedBatch() {
    let server = SpecificationServer()
    server.peer.send(
      """
      [
        {"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},
        {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]},
        {"jsonrpc": "2.0", "method": "subtract", "params": [42,23], "id": "2"},
        {"foo": "boo"},
        {"jsonrpc": "2.0", "method": "foo.get", "params": {"name": "myself"}, "id": "5"},
        {"jsonrpc": "2.0", "method": "get_data", "id": "9"}
      ]
      """)
    let expected = json(
      """
      [
        {"jsonrpc": "2.0", "result": 7, "id": "1"},
        {"jsonrpc": "2.0", "result": 19, "id": "2"},
        {"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null},
        {"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"}, "id": "5"},
        {"jsonrpc": "2.0", "result": ["hello", 5], "id": "9"}
      ]
      """)
    #expect(elements(specificationShape(server.peer.next())) == elements(expected))
    #expect(server.peer.receivedBeforeSentinel() == [])
    #expect(server.notifications.methods == ["notify_hello"])
  }

  @Test func allNotificationBatchGetsNothing() {
    let server = SpecificationServer()
    server.peer.send(
      #"[{"jsonrpc": "2.0", "method": "notify_sum", "params": [1,2,4]},{"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}]"#
    )
    #expect(server.peer.receivedBeforeSentinel() == [])
    #expect(Set(server.notifications.methods) == ["notify_sum", "notify_hello"])
  }

  // MARK: Edge cases that follow from the rules

  @Test func nullIDIsARequestAnsweredWithNull() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "subtract", "params": [1, 1], "id": null}"#)
        == json(#"{"jsonrpc": "2.0", "result": 0, "id": null}"#))
  }

  /// Integers beyond Int64 parse as doubles, which would echo as another number (9223372036854775809 as
  /// 9.223372036854776e+18): they are refused, naming the range, rather than answered under a different id
  /// (issue 17).
  @Test func integerIDsBeyondInt64AreRefusedNamingTheRange() {
    for id in ["9223372036854775808", "9223372036854775809", "-9223372036854775809", "100000000000000000000000"] {
      let server = SpecificationServer()
      server.peer.send(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":\#(id)}"#)
      let reply = server.peer.next()
      #expect(reply?["id"] == .null, "\(id)")
      #expect(reply?["error"]?["code"] == -32600)
      #expect(reply?["error"]?["data"]?["kind"] == "invalidRequest")
      #expect(reply?["error"]?["data"]?["maximum"] == .integer(Int64.max))
      let message = reply?["error"]?["message"]?.stringValue ?? ""
      #expect(message.contains(id) && message.contains("-9223372036854775808…9223372036854775807"), "\(message)")
    }
    // The extremes of Int64 and numbers written with a fraction or exponent are still echoed.
    #expect(
      exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":9223372036854775807}"#)?["id"] == .integer(.max))
    #expect(
      exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":-9223372036854775808}"#)?["id"] == .integer(.min))
    #expect(exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":1e20}"#)?["id"] == .double(1e20))
    // In a batch, only the element with that id is refused.
    let batch = exchange(
      #"[{"jsonrpc":"2.0","method":"sum","params":[1],"id":99999999999999999999},{"jsonrpc":"2.0","method":"sum","params":[2],"id":3}]"#
    )
    #expect(
      elements(batch)
        == elements(
          json(
            #"[{"jsonrpc":"2.0","error":{"code":-32600,"message":"the id 99999999999999999999 is an integer outside -9223372036854775808…9223372036854775807, which cannot be echoed exactly; use a smaller integer or a string"},"id":null},{"jsonrpc":"2.0","result":2,"id":3}]"#
          )))
  }

  /// A number id with a fraction or exponent is echoed as the shortest text of its `Double`, which must be the
  /// number sent (`1E2` as `100.0`); one that a `Double` cannot hold, which would come back as another number, is
  /// refused naming the nearest double, as an integer beyond `Int64` is.
  @Test func fractionalIDsADoubleCannotHoldAreRefused() {
    for id in [
      "12345678901234567.5", "1e-400", "9223372036854775808.0", "0.1000000000000000055511151231257827",
      "-1.00000000000000000001",
    ] {
      let server = SpecificationServer()
      server.peer.send(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":\#(id)}"#)
      let reply = server.peer.next()
      #expect(reply?["id"] == .null, "\(id)")
      #expect(reply?["error"]?["code"] == -32600, "\(id)")
      #expect(reply?["error"]?["data"]?["kind"] == "invalidRequest")
      #expect(reply?["error"]?["data"]?["path"] == "id")
      let message = reply?["error"]?["message"]?.stringValue ?? ""
      #expect(message.contains(id) && message.contains("cannot be echoed exactly"), "\(message)")
    }
    let echoed: [(String, JSONValue)] = [
      ("1.5", .double(1.5)), ("1E2", .double(100)), ("0.10", .double(0.1)), ("-0.0", .double(-0.0)),
      ("5e-324", .double(5e-324)), ("2.5e+3", .double(2500)), ("0e999999999999999999999", .double(0)),
    ]
    for (id, value) in echoed {
      let reply = exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":\#(id)}"#)
      #expect(reply?["id"] == value && reply?["result"] == 1, "\(id): \(String(describing: reply))")
    }
    // A number id too long to read is refused; in a batch, only its element is.
    let long = "1." + String(repeating: "0", count: 1100) + "1"
    let batch = exchange(
      #"[{"jsonrpc":"2.0","method":"sum","params":[1],"id":\#(long)},{"jsonrpc":"2.0","method":"sum","params":[2],"id":3}]"#
    )
    let elements = batch?.arrayValue ?? []
    #expect(elements.count == 2)
    #expect(elements.contains { $0["id"] == .null && $0["error"]?["code"] == -32600 })
    #expect(elements.contains { $0["id"] == 3 && $0["result"] == 2 })
  }

  @Test func idsEchoWithTheirExactType() {
    #expect(exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":1.5}"#)?["id"] == .double(1.5))
    #expect(exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":7.0}"#)?["id"] == .double(7))
    #expect(exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":"7"}"#)?["id"] == .string("7"))
    #expect(exchange(#"{"jsonrpc":"2.0","method":"sum","params":[1],"id":7}"#)?["id"] == .integer(7))
  }

  @Test func wrongVersionIsInvalidWithTheIDEchoed() {
    #expect(
      exchange(#"{"jsonrpc": "1.0", "method": "sum", "params": [1], "id": 4}"#)
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": 4}"#))
    #expect(exchange(#"{"method": "sum", "params": [1], "id": 4}"#)?["error"]?["code"] == -32600)
  }

  @Test func scalarParamsAreInvalid() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "sum", "params": 3, "id": 5}"#)
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": 5}"#))
  }

  /// Not in the specification, which allows only structured params or none: null params are read as none, as
  /// some LSP clients send them for parameterless requests.
  @Test func nullParamsAreAbsentParams() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "get_data", "params": null, "id": 6}"#)
        == json(#"{"jsonrpc": "2.0", "result": ["hello", 5], "id": 6}"#))
  }

  @Test func structuredIDsAreInvalidWithANullID() {
    #expect(
      exchange(#"{"jsonrpc": "2.0", "method": "sum", "params": [1], "id": {"a": 1}}"#)
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}"#))
    #expect(exchange(#"{"jsonrpc": "2.0", "method": "sum", "params": [1], "id": [1]}"#)?["id"] == .null)
  }

  @Test func topLevelScalarsAreInvalid() {
    #expect(exchange(#""just a string""#)?["error"]?["code"] == -32600)
    #expect(exchange("42")?["error"]?["code"] == -32600)
  }

  @Test func nestedEmptyBatch() {
    #expect(
      exchange("[[]]")
        == json(#"[{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}]"#))
  }

  @Test func wrongParamTypesNameTheField() {
    let server = SpecificationServer()
    server.peer.send(
      #"{"jsonrpc": "2.0", "method": "subtract", "params": {"minuend": "x", "subtrahend": 1}, "id": 6}"#)
    #expect(
      server.peer.next()
        == json(
          #"{"jsonrpc": "2.0", "id": 6, "error": {"code": -32602, "message": "params.minuend: expected an integer, found a string", "data": {"kind": "invalidParams", "path": "params.minuend"}}}"#
        ))
    let missing = exchange(#"{"jsonrpc": "2.0", "method": "sum", "id": 7}"#)
    #expect(missing?["error"]?["message"] == "params: expected an array, found an object")
  }

  @Test func unknownDollarRequestsAreMethodNotFoundAndDollarNotificationsAreIgnored() {
    let server = SpecificationServer()
    server.peer.send(#"{"jsonrpc": "2.0", "method": "$/unknown"}"#)
    server.peer.send(#"{"jsonrpc": "2.0", "method": "$/ping", "id": 1}"#)
    #expect(
      server.peer.receivedBeforeSentinel()?.compactMap { specificationShape($0) } == [
        json(#"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}"#)
      ])
  }

  @Test func invalidRepliesAndUnknownRepliesAreIgnored() {
    let server = SpecificationServer()
    server.peer.send(#"{"jsonrpc": "2.0", "id": 99, "result": 1}"#)
    server.peer.send(#"{"jsonrpc": "2.0", "id": 98, "result": 1, "error": {"code": 1, "message": "x"}}"#)
    server.peer.send(#"{"jsonrpc": "2.0", "id": 97, "error": "bad"}"#)
    #expect(server.peer.receivedBeforeSentinel() == [])
  }

  @Test func repliesHaveExactlyTheStandardMembers() {
    let reply = exchange(#"{"jsonrpc": "2.0", "method": "get_data", "id": 1, "extra": true}"#)
    #expect(reply?.objectValue?.keys.sorted() == ["id", "jsonrpc", "result"])
  }

  @Test func unsupportedCharsetIsAParseError() {
    let server = SpecificationServer()
    server.endpoint.receive(Frame(body: Array("{}".utf8), charset: "latin1"))
    #expect(
      specificationShape(server.peer.next())
        == json(#"{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}, "id": null}"#))
  }
}
