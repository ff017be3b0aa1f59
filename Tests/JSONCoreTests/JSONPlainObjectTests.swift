import InspectorTestSupport
import JSONCore
import Testing

/// Tests of `JSONPlainObject`: the plain forms it reads, the texts it leaves to `JSONParser`, and that whatever it
/// reads, the parser reads as the same value.
struct JSONPlainObjectTests {
  @Test func aRequestInThePlainFormIsReadMemberByMember() throws {
    let text =
      #"{"jsonrpc":"2.0","id":7,"method":"layout/node","params":{"uri":"file:///a.json","node":"n-1","#
      + #" "version" : -3 ,"measurements":false,"fields":["size","frame"],"e":[]}}"#
    let object = try #require(JSONPlainObject.read(Array(text.utf8)))
    #expect(object.members.map(\.key) == ["jsonrpc", "id", "method", "params"])
    #expect(object["id"] == .integer(7))
    guard case .object(let params)? = object["params"] else {
      Issue.record("params is not an object")
      return
    }
    #expect(params["version"] == .integer(-3))
    #expect(params["measurements"] == .bool(false))
    #expect(params["fields"] == .strings(["size", "frame"]))
    #expect(params["e"] == .strings([]))
    #expect(try JSONParser.parse(text) == object.jsonValue)
  }

  /// Names are kept packed up to 16 bytes and as strings past that: each length round those bounds is read, found by
  /// its name and by no other, and a name repeated is still refused.
  @Test func namesOfEveryLengthAreFoundByTheirOwnNameOnly() throws {
    let names = (0...20).map { String(repeating: "n", count: $0) } + ["ab", "ba", "abcdefgh9", "abcdefgh8"]
    // At most 16 members an object.
    for start in stride(from: 0, to: names.count, by: 8) {
      let some = Array(names[start..<min(start + 8, names.count)])
      let text = "{" + some.enumerated().map { #""\#($1)":\#($0)"# }.joined(separator: ",") + "}"
      let object = try #require(JSONPlainObject.read(Array(text.utf8)), "\(text)")
      #expect(object.members.map(\.key) == some)
      for (index, name) in some.enumerated() { #expect(object[name] == .integer(Int64(index)), "\(name)") }
      #expect(object["n" + String(repeating: "n", count: 20)] == nil)
      #expect(object["abcdefgh7"] == nil)
      #expect(try JSONParser.parse(text) == object.jsonValue)
    }
    for name in ["abcdefghijklmnop", "abcdefghijklmnopq"] {
      #expect(JSONPlainObject.read(Array(#"{"\#(name)":1,"\#(name)":2}"#.utf8)) == nil)
    }
  }

  /// Each of these is valid JSON (or not) outside the plain form: the reader leaves it to the parser.
  @Test(arguments: [
    #"{"a":"\n"}"#, #"{"a":"\u0041"}"#, #"{"a":"é"}"#, #"{"a":1.5}"#, #"{"a":1e3}"#, #"{"a":-0}"#, #"{"a":01}"#,
    #"{"a":1234567890123456789}"#, #"{"a":null}"#, #"{"a":[1]}"#, #"{"a":[[]]}"#, #"{"a":{"b":{}}}"#,
    #"{"a":1,"a":2}"#, #"{"a":1,}"#, #"{"a":1} x"#, #"[1]"#, #""a""#, #"{"a":tru}"#, #"{"a":truex}"#, #"{"a":1"#,
    #"{"a" 1}"#, "\u{FEFF}{}", #"{"a":"\#u{7F}"}"#, #"{"a":-}"#, #"{"a":2x}"#,
  ])
  func textsOutsideThePlainFormAreLeftToTheParser(text: String) {
    #expect(JSONPlainObject.read(Array(text.utf8)) == nil)
  }

  @Test func objectsThatReachALimitAreLeftToTheParser() {
    let text = Array(#"{"abc":"defgh","n":[ "x","y"],"o":{"p":1}}"#.utf8)
    #expect(JSONPlainObject.read(text) != nil)
    #expect(JSONPlainObject.read(text, limits: JSONLimits(maxBytes: text.count - 1)) == nil)
    #expect(JSONPlainObject.read(text, limits: JSONLimits(maxDepth: 2)) == nil)
    #expect(JSONPlainObject.read(text, limits: JSONLimits(maxStringBytes: 4)) == nil)
    #expect(JSONPlainObject.read(text, limits: JSONLimits(maxMembers: 2)) == nil)
    #expect(JSONPlainObject.read(text, limits: JSONLimits(maxValues: 6)) == nil)
    #expect(JSONPlainObject.read(text, limits: JSONLimits(maxValues: 7)) != nil)
    let wide = "{" + (0..<17).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    #expect(JSONPlainObject.read(Array(wide.utf8)) == nil)
  }

  /// Random plain objects, written with random whitespace: the reader and the parser agree on every one, and on
  /// every one cut short or with a byte changed, the reader reads nothing the parser does not read the same.
  @Test(arguments: 0..<100)
  func theReaderAndTheParserAgree(seed: Int) throws {
    var generator = SeededRandomNumberGenerator(seed: UInt64(seed))
    let text = Array(randomObject(nested: false, using: &generator).utf8)
    let object = try #require(JSONPlainObject.read(text), "\(String(decoding: text, as: UTF8.self))")
    #expect(try JSONParser.parse(text) == object.jsonValue)
    let alphabet = Array(#"{}[]:,"\ 0123456789-.etrufalsn"#.utf8)
    for _ in 0..<50 {
      var changed = text
      let index = Int.random(in: 0..<changed.count, using: &generator)
      if Bool.random(using: &generator) {
        changed.removeSubrange(index...)
      } else {
        changed[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      guard let read = JSONPlainObject.read(changed) else { continue }
      #expect(try JSONParser.parse(changed) == read.jsonValue, "\(String(decoding: changed, as: UTF8.self))")
    }
  }

  private func randomObject(nested: Bool, using generator: inout SeededRandomNumberGenerator) -> String {
    let count = Int.random(in: 0...5, using: &generator)
    let members = (0..<count).map { index in
      "\"k\(index)\"" + space(&generator) + ":" + space(&generator) + randomValue(nested: nested, using: &generator)
    }
    return "{" + space(&generator) + members.joined(separator: space(&generator) + "," + space(&generator))
      + space(&generator) + "}"
  }

  private func randomValue(nested: Bool, using generator: inout SeededRandomNumberGenerator) -> String {
    switch Int.random(in: 0..<(nested ? 5 : 6), using: &generator) {
    case 0: return "\"" + String(repeating: "a/ ~", count: Int.random(in: 0...3, using: &generator)) + "\""
    case 1: return String(Int64.random(in: -999_999_999_999_999_999...999_999_999_999_999_999, using: &generator))
    case 2: return Bool.random(using: &generator) ? "true" : "false"
    case 3: return String(Int.random(in: -9...9, using: &generator))
    case 4:
      let strings = (0..<Int.random(in: 0...3, using: &generator)).map { "\"s\($0)\"" }
      return "[" + strings.joined(separator: "," + space(&generator)) + "]"
    default: return randomObject(nested: true, using: &generator)
    }
  }

  private func space(_ generator: inout SeededRandomNumberGenerator) -> String {
    ["", "", " ", "\n", "\t ", "\r\n"][Int.random(in: 0..<6, using: &generator)]
  }
}
