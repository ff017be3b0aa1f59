import InspectorTestSupport
import JSONCore
import Testing

/// Tests of `JSONSerializer`: exact output in both styles, number forms, escaping, and round trips.
struct JSONSerializerTests {
  @Test func compactOutputHasNoWhitespace() {
    let value: JSONValue = ["b": [1, 2.5, "x"], "a": nil, "c": [:], "d": [], "e": true]
    #expect(JSONSerializer.serialize(value) == #"{"b":[1,2.5,"x"],"a":null,"c":{},"d":[],"e":true}"#)
  }

  @Test func textWrittenMemberByMemberEqualsTheSerializedValue() {
    var writer = JSONTextWriter()
    writer.beginObject()
    writer.key(text: "a\"b")
    writer.beginArray()
    writer.integer(-12)
    writer.double(2.5)
    writer.double(39)
    writer.double(.infinity)
    writer.string("tab\tand\u{1}é")
    writer.beginObject()
    writer.endObject()
    writer.endArray()
    writer.key("v")
    writer.value(["k": [1, nil, true]])
    writer.key("e")
    writer.beginArray()
    writer.endArray()
    writer.endObject()
    let value: JSONValue = [
      "a\"b": [-12, 2.5, 39.0, .double(.infinity), "tab\tand\u{1}é", [:]], "v": ["k": [1, nil, true]], "e": [],
    ]
    #expect(writer.bytes == JSONSerializer.serializeToBytes(value))
  }

  /// The writer's room grows as it fills, from none at all, and the text stays what the serializer writes: names
  /// and strings with and without escapes, integers, doubles with short and long digits, values written through the
  /// serializer between them.
  @Test(arguments: [0, 1, 7, 256])
  func textWrittenPastTheWritersRoomEqualsTheSerializedValue(capacity: Int) {
    var writer = JSONTextWriter(capacity: capacity)
    var object = JSONObject()
    writer.beginObject()
    for index in 0..<300 {
      let name = index % 3 == 0 ? "k\(index)" : "k\"\(index)\n"
      writer.key(text: name)
      switch index % 5 {
      case 0:
        writer.string("v\(index)")
        object[name] = .string("v\(index)")
      case 1:
        writer.integer(-index * 1_000_003)
        object[name] = .integer(Int64(-index * 1_000_003))
      case 2:
        writer.double(Double(index) / 3)
        object[name] = .double(Double(index) / 3)
      case 3:
        writer.double(Double(index) / 8)
        object[name] = .double(Double(index) / 8)
      default:
        writer.value(["a": [1, "\u{1}"]])
        object[name] = ["a": [1, "\u{1}"]]
      }
    }
    writer.endObject()
    #expect(writer.bytes == JSONSerializer.serializeToBytes(.object(object)))
  }

  /// Scalars given to `value(_:)` are written as the writer's own methods write them, and as the serializer does,
  /// among containers it serializes apart, also when the room grows between them.
  @Test(arguments: [0, 16])
  func scalarValuesHaveTheirSerializedText(capacity: Int) {
    let values: [JSONValue] = [
      nil, true, false, -7, .integer(Int64.min), 0.1, .double(280.0 / 3), .double(.nan), "q\"\n", "plain",
      [1, "\u{1}"], ["k": nil], "é", 2.5,
    ]
    var writer = JSONTextWriter(capacity: capacity)
    writer.beginArray()
    for _ in 0..<40 {
      for value in values { writer.value(value) }
    }
    writer.endArray()
    let expected = JSONSerializer.serializeToBytes(.array(Array(repeating: values, count: 40).flatMap { $0 }))
    #expect(writer.bytes == expected)
  }

  /// A double written again soon after (a node's width in its size and its frame) has the same text, whether its
  /// text is written once more or copied; so have its neighbours, its negation and the doubles around it, in every
  /// order, also when the room grows between them, and the writer's text taken without a copy.
  @Test(arguments: [0, 16])
  func doublesWrittenAgainHaveTheirSerializedText(capacity: Int) {
    let third = 280.0 / 3
    let doubles = [
      third, 20.333333333333332, third, third.nextUp, -third, 20.333333333333332, 355.01212565104163, third.nextDown,
      third, -third, 0.1, 1e300, 0.1, 16, 1e300, third.nextUp,
    ]
    var writer = JSONTextWriter(capacity: capacity)
    writer.beginArray()
    for double in doubles { writer.double(double) }
    writer.endArray()
    let expected = JSONSerializer.serializeToBytes(.array(doubles.map { .double($0) }))
    #expect(writer.bytes == expected)
    #expect(writer.finishedBytes() == expected)
  }

  @Test func prettyOutputIndentsByTwoSpaces() {
    let value: JSONValue = ["b": [1, ["k": false]], "a": [:], "c": []]
    let expected = """
      {
        "b": [
          1,
          {
            "k": false
          }
        ],
        "a": {},
        "c": []
      }
      """
    #expect(JSONSerializer.serialize(value, options: .pretty) == expected)
  }

  @Test func sortedKeysOrderByUTF8Bytes() {
    let value: JSONValue = ["é": 1, "b": 2, "B": 3, "a": ["z": 1, "y": 2]]
    #expect(
      JSONSerializer.serialize(value, options: .init(keyOrder: .sorted))
        == #"{"B":3,"a":{"y":2,"z":1},"b":2,"é":1}"#)
  }

  @Test func numbersPrintExactlyAndDoublesStayDoubles() {
    #expect(JSONSerializer.serialize(.integer(.min)) == "-9223372036854775808")
    #expect(JSONSerializer.serialize(.integer(.max)) == "9223372036854775807")
    #expect(JSONSerializer.serialize(.integer(0)) == "0")
    #expect(JSONSerializer.serialize(.double(39)) == "39.0")
    #expect(JSONSerializer.serialize(.double(61.0 / 3.0)) == "20.333333333333332")
    #expect(JSONSerializer.serialize(.double(1e16)) == "1e+16")
    #expect(JSONSerializer.serialize(.double(0.00001)) == "1e-05")
    #expect(JSONSerializer.serialize(.double(-0.0)) == "-0.0")
    #expect(JSONSerializer.serialize(.double(.nan)) == "null")
    #expect(JSONSerializer.serialize(.double(-.infinity)) == "null")
  }

  /// Doubles written without `description` (whole numbers and up to four fraction digits below 10¹¹) must be
  /// spelled as `description` spells them: decimals of every length near the limits, binary fractions, and random
  /// bit patterns (which mostly take the `description` path, and must still agree).
  @Test func shortDecimalsAreSpelledAsDescriptionSpellsThem() {
    var generator = SeededRandomNumberGenerator(seed: 15)
    var values: [Double] = [0, -0.0, 1e-4, 9.9999e-5, 0.0001, 0.00015, 1e11, 1e11 - 0.5, 99_999_999_999.9999, 2.675]
    for _ in 0..<20_000 {
      let digits = Int.random(in: 0...6, using: &generator)
      let scale = [1.0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6][digits]
      let integer = Double(Int64.random(in: -Int64(1e15)...Int64(1e15), using: &generator))
      values.append(integer / scale)
      values.append(Double(Int.random(in: -4096...4096, using: &generator)) / 64)
      values.append(Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator)))
      values.append(Double.random(in: -1e11...1e11, using: &generator).rounded() / scale)
    }
    for value in values where value.isFinite {
      #expect(JSONSerializer.serialize(.double(value)) == value.description, "\(value.bitPattern)")
    }
  }

  @Test func stringsEscapeQuotesBackslashesAndControlCharacters() {
    let value: JSONValue = .string("q\"b\\s/n\nt\tr\rb\u{8}f\u{c}z\u{0}u\u{1f}é😀\u{7f}")
    #expect(JSONSerializer.serialize(value) == #""q\"b\\s/n\nt\tr\rb\bf\fz\u0000u\u001fé😀\#u{7f}""#)
  }

  @Test func bytesAndAppendingAgreeWithTheString() {
    let value: JSONValue = ["a": [1, "two", 3.5]]
    var output = Array("prefix:".utf8)
    JSONSerializer.serialize(value, into: &output)
    #expect(String(decoding: output, as: UTF8.self) == "prefix:" + JSONSerializer.serialize(value))
    #expect(JSONSerializer.serializeToBytes(value) == Array(JSONSerializer.serialize(value).utf8))
  }

  @Test func deepDocumentsSerializeWithoutRecursion() throws {
    var value: JSONValue = 1
    for level in 0..<512 { value = level.isMultiple(of: 2) ? [value] : ["k": value] }
    let text = JSONSerializer.serialize(value)
    #expect(try JSONParser.parse(text) == value)
  }

  @Test(arguments: 0..<200)
  func randomValuesRoundTrip(seed: Int) throws {
    var generator = SeededRandomNumberGenerator(seed: UInt64(seed))
    let value = randomValue(depth: 0, using: &generator)
    for options in [JSONSerializer.Options.compact, .pretty, .prettySorted] {
      let text = JSONSerializer.serialize(value, options: options)
      #expect(try JSONParser.parse(text) == value, "\(text)")
    }
  }

  private func randomValue(depth: Int, using generator: inout SeededRandomNumberGenerator) -> JSONValue {
    let choice = Int.random(in: 0..<(depth > 4 ? 6 : 8), using: &generator)
    switch choice {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .integer(Int64.random(in: .min ... .max, using: &generator))
    case 3:
      let bits = UInt64.random(in: 0 ... .max, using: &generator)
      let double = Double(bitPattern: bits)
      return .double(double.isFinite ? double : Double.random(in: -1e6...1e6, using: &generator))
    case 4, 5:
      let alphabet: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\u{0}", "\u{1f}", "é", "😀", "\u{FFFF}", "/", " "]
      let length = Int.random(in: 0..<8, using: &generator)
      var string = ""
      for _ in 0..<length {
        string.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
      }
      return .string(string)
    case 6:
      let count = Int.random(in: 0..<5, using: &generator)
      return .array((0..<count).map { _ in randomValue(depth: depth + 1, using: &generator) })
    default:
      let count = Int.random(in: 0..<5, using: &generator)
      var object = JSONObject()
      for index in 0..<count {
        object["k\(index)\(Int.random(in: 0..<3, using: &generator))"] = randomValue(
          depth: depth + 1, using: &generator)
      }
      return .object(object)
    }
  }
}
