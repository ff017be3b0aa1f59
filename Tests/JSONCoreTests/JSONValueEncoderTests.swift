import JSONCore
import Testing

/// Tests of `JSONValueEncoder`: member order, optionals, dictionaries, numbers and errors.
struct JSONValueEncoderTests {
  struct Result: Encodable {
    var zeta: Int
    var alpha: String
    var middle: Double
    var missing: Int?
    var present: Bool?
    var raw: JSONValue
  }

  @Test func membersComeOutInDeclarationOrder() throws {
    let value = try JSONValueEncoder().encode(
      Result(zeta: 1, alpha: "a", middle: 39, missing: nil, present: false, raw: ["k": [1, nil]]))
    #expect(
      JSONSerializer.serialize(value) == #"{"zeta":1,"alpha":"a","middle":39.0,"present":false,"raw":{"k":[1,null]}}"#)
  }

  @Test func stringKeyedDictionariesAreSorted() throws {
    let dictionary = ["b": 2, "a": 1, "é": 3, "B": 0]
    #expect(JSONSerializer.serialize(try JSONValueEncoder().encode(dictionary)) == #"{"B":0,"a":1,"b":2,"é":3}"#)
  }

  @Test func enumsWithAssociatedValuesUseTheCaseName() throws {
    enum Edit: Codable { case setText(node: String, text: String) }
    let value = try JSONValueEncoder().encode([Edit.setText(node: "n", text: "t")])
    #expect(JSONSerializer.serialize(value) == #"[{"setText":{"node":"n","text":"t"}}]"#)
  }

  @Test func nonFiniteNumbersAreErrorsWithAPath() {
    struct Holder: Encodable { var values: [Double] }
    #expect(
      throws: JSONCodingError(
        path: JSONPath(rootName: "").key("values").index(1), message: "nan cannot be written as a JSON number")
    ) {
      try JSONValueEncoder().encode(Holder(values: [1, .nan]))
    }
    #expect(throws: JSONCodingError.self) { try JSONValueEncoder().encode(UInt64.max) }
  }

  @Test func typesThatEncodeNothingBecomeEmptyObjects() throws {
    struct Empty: Encodable {}
    #expect(try JSONValueEncoder().encode(Empty()) == .object(JSONObject()))
  }

  @Test func roundTripsThroughTheDecoder() throws {
    struct Node: Codable, Equatable {
      var id: String
      var width: Double?
      var children: [Node]
      var attributes: [String: Int]
    }
    let tree = Node(
      id: "root", width: 12.5,
      children: [Node(id: "a", width: nil, children: [], attributes: ["x": 1])], attributes: [:])
    let encoded = try JSONValueEncoder().encode(tree)
    let text = JSONSerializer.serialize(encoded)
    #expect(try JSONValueDecoder().decode(Node.self, from: try JSONParser.parse(text)) == tree)
  }

  @Test func foundationStyleCodingOfJSONValueKeepsTheValue() throws {
    // `JSONValue` written through a generic Encodable wrapper still comes out unchanged.
    struct Wrapper: Encodable { var payload: JSONValue }
    let payload: JSONValue = ["n": 1, "d": 1.5, "s": "x", "a": [true, nil]]
    #expect(try JSONValueEncoder().encode(Wrapper(payload: payload)) == ["payload": payload])
  }
}
