import JSONCore
import Testing

@testable import JSONRPC

/// Messages written straight as text (`Message.responseText`, `notificationText`) are the bytes their `JSONValue`
/// would serialize to, so clients cannot tell the two paths apart.
struct MessageTextTests {
  /// Params that write their own text as their encoding would.
  struct Params: Encodable, JSONTextEncodable {
    var name: String
    var count: Int

    func write(to writer: inout JSONTextWriter) {
      writer.text("{\"name\":")
      writer.string(name)
      writer.key("count")
      writer.integer(count)
      writer.endObject()
    }
  }

  @Test func aNotificationWrittenStraightIsTheBytesOfItsMessage() throws {
    for params in [Params(name: "a \"b\"\n\u{1}é", count: -3), Params(name: "", count: Int.max)] {
      let text = try Message.notificationText(method: "tree/diagnostics", params: params)
      let message = Message.notification(
        NotificationMessage(method: "tree/diagnostics", params: try JSONValueEncoder().encode(params)))
      #expect(text == message.body)
    }
  }

  @Test func aResultWrittenStraightIsTheBytesOfItsReply() throws {
    let params = Params(name: "x", count: 2)
    for id in [RequestID.integer(7), .string("a\"b")] {
      let text = try Message.responseText(id: id, result: params)
      let message = Message.response(ResponseMessage(id: id, result: .success(try JSONValueEncoder().encode(params))))
      #expect(text == message.body)
    }
  }
}
