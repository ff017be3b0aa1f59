import Foundation
import JSONCore
import Synchronization
import Testing

/// Tests of `JSONValueDecoder`: typed decoding, optionals, number rules and JSON-path errors.
struct JSONValueDecoderTests {
  struct Position: Codable, Equatable {
    var line: Int
    var character: Int
  }

  enum Edit: Codable, Equatable {
    case setText(node: String, text: String)
    case remove(node: String)
  }

  struct EditParams: Codable, Equatable {
    var uri: String
    var version: Int?
    var edits: [Edit]
    var position: Position?
    var extra: JSONValue?
  }

  private func decodeError<T: Decodable>(_ type: T.Type, _ json: String, root: String = "params") -> JSONCodingError? {
    do {
      _ = try JSONValueDecoder(rootPath: JSONPath(rootName: root)).decode(type, from: try JSONParser.parse(json))
      return nil
    } catch let error as JSONCodingError {
      return error
    } catch {
      return JSONCodingError(path: JSONPath(rootName: "?"), message: "\(error)")
    }
  }

  @Test func decodesNestedStructsEnumsAndRawValues() throws {
    let json = """
      {"uri": "file:///a", "edits": [{"setText": {"node": "n1", "text": "Hi"}}, {"remove": {"node": "n2"}}],
       "position": {"line": 1, "character": 2.0}, "extra": {"z": [1, 2.5]}, "unknown": true}
      """
    let params = try JSONValueDecoder().decode(EditParams.self, from: try JSONParser.parse(json))
    #expect(
      params
        == EditParams(
          uri: "file:///a", version: nil, edits: [.setText(node: "n1", text: "Hi"), .remove(node: "n2")],
          position: Position(line: 1, character: 2), extra: ["z": [1, 2.5]]))
  }

  @Test func optionalsTakeNullAndAbsenceAsNil() throws {
    let withNull = try JSONValueDecoder().decode(
      EditParams.self, from: try JSONParser.parse(#"{"uri": "u", "version": null, "edits": [], "position": null}"#))
    #expect(withNull.version == nil)
    #expect(withNull.position == nil)
    let absent = try JSONValueDecoder().decode(
      EditParams.self, from: try JSONParser.parse(#"{"uri": "u", "edits": []}"#))
    #expect(absent.version == nil)
  }

  @Test func errorsNameTheFieldPath() {
    let wrongType = decodeError(
      EditParams.self,
      #"{"uri": "u", "edits": [{"remove": {"node": "a"}}, {"remove": {"node": "b"}}, {"setText": {"node": 3, "text": "x"}}]}"#
    )
    #expect(wrongType?.path == JSONPath(rootName: "params").key("edits").index(2).key("setText").key("node"))
    #expect(wrongType?.description == "params.edits[2].setText.node: expected a string, found a number")
    let missing = decodeError(EditParams.self, #"{"edits": []}"#)
    #expect(missing?.description == "params.uri: missing required field 'uri'")
    let notAnObject = decodeError(EditParams.self, "[1]")
    #expect(notAnObject?.description == "params: expected an object, found an array")
    let nestedMissing = decodeError(EditParams.self, #"{"uri": "u", "edits": [], "position": {"line": 1}}"#)
    #expect(nestedMissing?.description == "params.position.character: missing required field 'character'")
    let oddName = decodeError([String: Int].self, #"{"a b": "x"}"#)
    #expect(oddName?.description == #"params["a b"]: expected an integer, found a string"#)
  }

  @Test func integersMustBeExactAndInRange() throws {
    #expect(try JSONValueDecoder().decode(Int.self, from: 3.0) == 3)
    #expect(try JSONValueDecoder().decode(UInt8.self, from: 255) == 255)
    #expect(decodeError(UInt8.self, "256")?.message == "expected an integer between 0 and 255, found 256")
    #expect(decodeError(Int.self, "1.5")?.message == "expected an integer, found 1.5")
    #expect(decodeError(Int8.self, "-129")?.message == "expected an integer between -128 and 127, found -129")
    #expect(decodeError(Int.self, "\"1\"")?.message == "expected an integer, found a string")
    #expect(decodeError(Float.self, "1e300")?.message == "expected a number in the range of Float, found 1e+300")
    #expect(try JSONValueDecoder().decode(Double.self, from: 2) == 2.0)
  }

  @Test func stringsAndBooleansAreNotConverted() {
    #expect(decodeError(String.self, "1")?.message == "expected a string, found a number")
    #expect(decodeError(Bool.self, "0")?.message == "expected a boolean, found a number")
    #expect(decodeError([Bool].self, "[true, null]")?.description == "params[1]: expected a boolean, found null")
  }

  @Test func rawRepresentableEnumsReportBadValues() {
    enum Kind: String, Codable { case a, b }
    struct Holder: Codable { var kind: Kind }
    let error = decodeError(Holder.self, #"{"kind": "c"}"#)
    #expect(error?.path.description == "params.kind")
    #expect(error?.message.contains("c") == true)
  }

  @Test func arraysReportMissingElements() {
    struct Pair: Decodable {
      var first: Int
      var second: Int
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decode(Int.self)
        second = try container.decode(Int.self)
      }
    }
    #expect(
      decodeError(Pair.self, "[1]")?.description == "params[1]: expected another element, but the array has only 1")
  }

  @Test func rootWithoutANameHasABarePath() {
    #expect(
      decodeError(Position.self, #"{"line": 1}"#, root: "")?.description
        == "character: missing required field 'character'")
    #expect(decodeError(Int.self, "true", root: "")?.description == "expected an integer, found a boolean")
  }

  @Test func rawJSONPassesThrough() throws {
    let value: JSONValue = ["b": 1, "a": [1.0, nil]]
    #expect(try JSONValueDecoder().decode(JSONValue.self, from: value) == value)
    #expect(try JSONValueDecoder().decode(JSONObject.self, from: value).keys == ["b", "a"])
    #expect(try JSONValueDecoder().decode([JSONValue].self, from: [1, 1.0]) == [.integer(1), .double(1)])
  }

  @Test func depthIsBounded() {
    final class Chain: Decodable {
      let next: Chain?
    }
    var json = "{}"
    for _ in 0..<40 { json = "{\"next\": \(json)}" }
    let error: JSONCodingError?
    do {
      _ = try JSONValueDecoder(maxDepth: 20).decode(Chain.self, from: try JSONParser.parse(json))
      error = nil
    } catch let caught as JSONCodingError {
      error = caught
    } catch {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(error?.message == "nesting deeper than 20 levels")
  }

  @Test func theDeepestAllowedDocumentRoundTripsOnAnEightMiBStack() {
    // `Codable` recursion costs about 4 KiB of stack per JSON level in a debug build (2 KiB in release;
    // measured on this toolchain), so 512 levels need about 2 MiB: JSONRPC runs decoding and encoding only on
    // its own threads with 8 MiB stacks. This checks that margin with the parser's deepest document.
    struct Node: Codable, Equatable {
      var children: [Node]
    }
    var text = "{\"children\":[]}"
    for _ in 1..<256 { text = "{\"children\":[\(text)]}" }
    let outcome = Mutex<Bool?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread { [text] in
      let value = try? JSONParser.parse(text)
      let node = value.flatMap { try? JSONValueDecoder().decode(Node.self, from: $0) }
      let encodedValue = node.flatMap { try? JSONValueEncoder().encode($0) }
      outcome.withLock { $0 = encodedValue != nil && encodedValue == value }
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    #expect(outcome.withLock { $0 } == true)
  }
}
