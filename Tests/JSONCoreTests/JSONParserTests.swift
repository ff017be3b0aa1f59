import JSONCore
import Testing

/// Tests of `JSONParser`: the accepted grammar, number typing, strings, every rejected class, and the limits.
struct JSONParserTests {
  private func parse(_ text: String, limits: JSONLimits = .default) throws -> JSONValue {
    try JSONParser.parse(text, limits: limits)
  }

  private func parseError(_ text: String, limits: JSONLimits = .default) -> JSONParseError? {
    do {
      _ = try JSONParser.parse(text, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  private func parseError(bytes: [UInt8]) -> JSONParseError? {
    do {
      _ = try JSONParser.parse(bytes)
      return nil
    } catch {
      return error
    }
  }

  // MARK: Accepted documents

  @Test func scalarsAndContainers() throws {
    #expect(try parse("null") == .null)
    #expect(try parse(" true ") == .bool(true))
    #expect(try parse("false") == .bool(false))
    #expect(try parse("\"hi\"") == .string("hi"))
    #expect(try parse("[]") == .array([]))
    #expect(try parse("{}") == .object(JSONObject()))
    #expect(try parse("[1, [2, {\"a\": [null]}], \"x\"]") == [1, [2, ["a": [nil]]], "x"])
    #expect(try parse("\t\r\n{ \"a\" : 1 , \"b\":{} }\n") == ["a": 1, "b": [:]])
  }

  @Test func objectsKeepDocumentOrderAndTheLastDuplicate() throws {
    let value = try parse(#"{"z": 1, "a": 2, "m": 3, "a": 4}"#)
    #expect(value.objectValue?.keys == ["z", "a", "m"])
    #expect(value["a"] == 4)
  }

  @Test func largeObjectsLookUpEveryMember() throws {
    // Past eight members the object switches to an index; every member must still be found.
    let members = (0..<50).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
    let value = try parse("{\(members)}")
    for index in 0..<50 { #expect(value["k\(index)"] == .integer(Int64(index))) }
    #expect(value.objectValue?.count == 50)
  }

  @Test func largeObjectsKeepTheLastDuplicateToo() throws {
    // Past eight members duplicates are found through the index rather than by pairwise comparison.
    let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
    let value = try parse("{\(members), \"k3\": \"last\"}")
    #expect(value.objectValue?.count == 20)
    #expect(value.objectValue?.keys.prefix(5) == ["k0", "k1", "k2", "k3", "k4"])
    #expect(value["k3"] == "last")
    #expect(value["k19"] == 19)
  }

  @Test func integersStayIntegersAndEverythingElseIsADouble() throws {
    #expect(try parse("0") == .integer(0))
    #expect(try parse("-0") == .integer(0))
    #expect(try parse("42") == .integer(42))
    #expect(try parse("-17") == .integer(-17))
    #expect(try parse("9223372036854775807") == .integer(.max))
    #expect(try parse("-9223372036854775808") == .integer(.min))
    // One past Int64's range is still a valid JSON number: it becomes the nearest double.
    #expect(try parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
    #expect(try parse("-9223372036854775809") == .double(-9_223_372_036_854_775_808.0))
    #expect(try parse("1.0") == .double(1))
    #expect(try parse("1e2") == .double(100))
    #expect(try parse("1E+2") == .double(100))
    #expect(try parse("-0.0") == .double(-0.0))
    #expect(try parse("-0.0").doubleValue?.sign == .minus)
  }

  @Test(arguments: [
    "0.1", "20.333333333333332", "1e-05", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e+308",
    "123456789012345680.0", "0.30000000000000004", "3.141592653589793", "1e+22", "1e+23", "9007199254740993.0",
    "4.9406564584124654e-324", "1.00000000000000011102230246251565404236316680908203125",
  ])
  func doublesRoundCorrectly(text: String) throws {
    // Swift's own `Double(String)` is correctly rounded; the parser's fast path must agree with it.
    #expect(try parse(text) == .double(Double(text) ?? .nan))
  }

  @Test func tinyNumbersUnderflowToZero() throws {
    #expect(try parse("1e-400") == .double(0))
    #expect(try parse("0e99999999999999999999") == .double(0))
  }

  @Test func stringsDecodeEveryEscape() throws {
    #expect(try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#) == .string("a\"b\\c/d\u{8}e\u{c}f\ng\rh\ti"))
    #expect(try parse(#""\u00e9\u00E9\u0000""#) == .string("éé\u{0}"))
    #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
    #expect(try parse("\"plain é 😀 text\"") == .string("plain é 😀 text"))
    #expect(try parse(#""é\n😀""#) == .string("é\n😀"))
  }

  @Test func aLeadingByteOrderMarkIsSkipped() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
  }

  @Test func slicesAndCollectionsParseToo() throws {
    let bytes = Array("xx[1,2]yy".utf8)
    #expect(try JSONParser.parse(bytes[2..<7]) == [1, 2])
    #expect(try JSONParser.parse(AnyCollection(Array("true".utf8))) == true)
  }

  // MARK: Rejected documents

  @Test(arguments: [
    ("NaN", JSONParseError.Kind.invalidNumber),
    ("Infinity", .invalidNumber),
    ("-Infinity", .invalidNumber),
    ("[NaN]", .invalidNumber),
    ("01", .invalidNumber),
    ("-01", .invalidNumber),
    ("-", .invalidNumber),
    ("1.", .invalidNumber),
    ("1.e5", .invalidNumber),
    ("1e", .invalidNumber),
    ("1e+", .invalidNumber),
    (".5", .unexpectedCharacter),
    ("+1", .unexpectedCharacter),
    ("0x10", .trailingData),
    ("1e400", .numberOutOfRange),
    ("-1e400", .numberOutOfRange),
    ("[1,]", .trailingComma),
    ("{\"a\":1,}", .trailingComma),
    ("[1 2]", .unexpectedCharacter),
    ("{\"a\" 1}", .unexpectedCharacter),
    ("{a: 1}", .unexpectedCharacter),
    ("{'a': 1}", .unexpectedCharacter),
    ("['a']", .unexpectedCharacter),
    ("[1] // comment", .trailingData),
    ("/* c */ 1", .unexpectedCharacter),
    ("tru", .unexpectedCharacter),
    ("nul", .unexpectedCharacter),
    ("True", .unexpectedCharacter),
    ("1 2", .trailingData),
    ("{} x", .trailingData),
    ("", .unexpectedEnd),
    ("   ", .unexpectedEnd),
    ("[1,2", .unexpectedEnd),
    ("{\"a\":", .unexpectedEnd),
    ("{\"a\"", .unexpectedEnd),
    ("\"abc", .unterminatedString),
    ("\"abc\\", .unterminatedString),
    ("\"a\tb\"", .invalidString),
    ("\"a\nb\"", .invalidString),
    ("\"\\q\"", .invalidString),
    ("\"\\u12\"", .invalidString),
    ("\"\\u12G4\"", .invalidString),
    ("\"\\ud800\"", .invalidUTF8),
    ("\"\\ud800x\"", .invalidUTF8),
    ("\"\\ud800\\u0041\"", .invalidUTF8),
    ("\"\\udc00\"", .invalidUTF8),
    ("\"\\ude00\\ud83d\"", .invalidUTF8),
  ])
  func rejects(text: String, kind: JSONParseError.Kind) {
    #expect(parseError(text)?.kind == kind, "\(text)")
  }

  @Test(
    arguments: [
      [0xC0, 0x80],  // overlong NUL
      [0xC1, 0xBF],  // overlong
      [0xE0, 0x80, 0x80],  // overlong three-byte
      [0xE0, 0x9F, 0xBF],  // overlong three-byte
      [0xF0, 0x80, 0x80, 0x80],  // overlong four-byte
      [0xF0, 0x8F, 0xBF, 0xBF],  // overlong four-byte
      [0xED, 0xA0, 0x80],  // encoded high surrogate
      [0xED, 0xBF, 0xBF],  // encoded low surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0xF5, 0x80, 0x80, 0x80],  // never valid
      [0xFF],  // never valid
      [0x80],  // stray continuation byte
      [0xC3],  // truncated
      [0xE2, 0x82],  // truncated
      [0xE2, 0x28, 0xA1],  // bad continuation
    ] as [[UInt8]])
  func rejectsInvalidUTF8InStrings(sequence: [UInt8]) {
    let document = [UInt8(ascii: "\"")] + sequence + [UInt8(ascii: "\"")]
    #expect(parseError(bytes: document)?.kind == .invalidUTF8)
  }

  @Test func rejectsNonASCIIBytesOutsideStrings() {
    #expect(parseError(bytes: [0xC3, 0xA9])?.kind == .unexpectedCharacter)
    #expect(parseError(bytes: [UInt8(ascii: "["), 0xFF, UInt8(ascii: "]")])?.kind == .unexpectedCharacter)
  }

  @Test func acceptsEveryBoundaryOfValidUTF8() throws {
    for scalar in ["\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"] {
      #expect(try parse("\"\(scalar)\"") == .string(scalar))
    }
  }

  // MARK: Positions and messages

  @Test func errorsSayWhereTheProblemIs() {
    // A raw newline inside a string is reported where it is, before the string's missing end.
    #expect(parseError("{\n  \"bad\": \"never\nclosed\n}")?.kind == .invalidString)
    // The string opens on line 3 at column 10 (1-based), after two spaces, "bad", a colon and a space; that is
    // byte 27: 2 bytes of line 1, 16 of line 2 and 9 before the quote on line 3.
    let unterminated = parseError("{\n  \"name\": \"ok\",\n  \"bad\": \"never closed")
    #expect(unterminated?.description == "unterminated string starting at line 3, column 10")
    #expect(unterminated?.offset == 27)
  }

  @Test func columnsCountCharactersNotBytes() {
    // "é" is two bytes of UTF-8 but one column; the stray 'x' is the fifth character on the line.
    let error = parseError("[\"é\"x]")
    #expect(error?.line == 1)
    #expect(error?.column == 5)
    #expect(error?.message == "expected ',' or ']', found 'x'")
  }

  @Test func messagesNameTheProblem() {
    #expect(parseError("[1,]")?.description == "trailing comma before ']' at line 1, column 4")
    #expect(parseError("01")?.message == "leading zeros are not allowed in JSON numbers")
    #expect(parseError("[1] x")?.message == "unexpected 'x' after the end of the JSON document")
    #expect(
      parseError("[1, 2")?.message == "unexpected end of input: the array starting at line 1, column 1 is not closed")
    #expect(parseError("\"\\ud800\"")?.message.hasPrefix("unpaired surrogate \\uD800") == true)
    #expect(parseError("\"a\u{1}\"")?.message == "control character U+0001 in a string must be escaped")
  }

  // MARK: Limits

  @Test func depthLimit() throws {
    let limits = JSONLimits(maxDepth: 512)
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try parse(ok, limits: limits) }
    let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(parseError(tooDeep, limits: limits)?.kind == .limitExceeded)
    #expect(parseError(tooDeep, limits: limits)?.message == "nesting deeper than 512 levels")
  }

  @Test func aMillionOpenBracketsIsAnErrorNotACrash() {
    let text = String(repeating: "[{\"a\":", count: 200_000)
    #expect(parseError(text)?.kind == .limitExceeded)
    let unlimited = JSONLimits(maxDepth: .max)
    // With no depth limit the explicit stack still copes; the document is merely unterminated.
    #expect(parseError(String(repeating: "[", count: 1_000_000), limits: unlimited)?.kind == .unexpectedEnd)
  }

  @Test func sizeStringMemberAndValueLimits() {
    #expect(parseError("[1, 2]", limits: JSONLimits(maxBytes: 5))?.kind == .limitExceeded)
    #expect(parseError("\"abcdef\"", limits: JSONLimits(maxStringBytes: 5))?.kind == .limitExceeded)
    #expect(parseError("\"ab\\ncdef\"", limits: JSONLimits(maxStringBytes: 5))?.kind == .limitExceeded)
    #expect(parseError("[1,2,3]", limits: JSONLimits(maxMembers: 2))?.kind == .limitExceeded)
    #expect(parseError("{\"a\":1,\"b\":2,\"c\":3}", limits: JSONLimits(maxMembers: 2))?.kind == .limitExceeded)
    #expect(parseError("[[1],[2]]", limits: JSONLimits(maxValues: 4))?.kind == .limitExceeded)
    #expect(parseError("[[1],[2]]", limits: JSONLimits(maxValues: 5)) == nil)
  }
}
