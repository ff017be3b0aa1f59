/// A JSON object in its plainest form, read straight from its text without building a `JSONValue`: for a hot
/// request (a hover's `layout/node`), whose message and params are a few short names, strings and integers.
///
/// `read` accepts a strict subset of JSON and returns nil for everything else, so that the caller parses the text
/// with `JSONParser` as usual (which gives the same value, or its usual error):
/// - an object whose member values are strings, integers, `true`, `false`, arrays of strings, or (one level down
///   only) objects of such members;
/// - strings of printable ASCII without escapes; integers without fraction, exponent or leading zeros, of at most
///   18 digits (so they fit `Int64`), not `-0`; JSON whitespace between tokens;
/// - at most 16 members an object, no member name twice in one object, and nothing that reaches a `JSONLimits`
///   bound (the parser words those refusals); no byte order mark, nothing after the object.
///
/// Text it accepts is valid JSON, and `JSONParser` reads it as the same members (a test compares them).
public struct JSONPlainObject: Equatable, Sendable {
  /// A member's value.
  public enum Value: Equatable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int64)
    /// `true` or `false`.
    case bool(Bool)
    /// An array of strings.
    case strings([String])
    /// An object of plain members (only as a member of the outermost object).
    case object(JSONPlainObject)
  }

  /// A member: a struct, not a tuple, so that the members are copied and destroyed by code made for them, where an
  /// array of tuples is destroyed through the runtime's generic tuple witness, member by member.
  struct Member: Sendable {
    let name: Name
    let value: Value
  }

  /// A member's name: one of up to 16 bytes (a request's names are short) packed into two words, made and compared
  /// without a `String` (making one cost more than reading its bytes), or a longer one as its `String`. A caller that
  /// looks a name up often keeps it made (`subscript(name:)`).
  package enum Name: Equatable, Sendable {
    /// A name of at most 16 bytes: its bytes in order from the lowest byte of `low` on, then of `high`, the rest
    /// zero, and how many there are.
    case packed(low: UInt64, high: UInt64, count: Int)
    /// A name of more than 16 bytes.
    case long(String)

    /// The name spelled by `bytes` (UTF-8).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard bytes.count <= 16 else {
        self = .long(String(decoding: bytes, as: UTF8.self))
        return
      }
      var low: UInt64 = 0
      var high: UInt64 = 0
      // Last byte first, each shifted in from below.
      var index = bytes.count
      while index > 8 {
        index -= 1
        high = high << 8 | UInt64(bytes[index])
      }
      while index > 0 {
        index -= 1
        low = low << 8 | UInt64(bytes[index])
      }
      self = .packed(low: low, high: high, count: bytes.count)
    }

    /// The name `string` spells.
    package init(_ string: String) {
      var string = string
      self = string.withUTF8 { Name($0) }
    }

    /// The name as a `String`.
    var string: String {
      switch self {
      case .packed(let low, let high, let count):
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { words in
          String(decoding: words.prefix(count), as: UTF8.self)
        }
      case .long(let string):
        return string
      }
    }
  }

  /// The members in document order.
  private let stored: [Member]

  fileprivate init(members: [Member]) {
    stored = members
  }

  /// The members in document order.
  public var members: [(key: String, value: Value)] { stored.map { ($0.name.string, $0.value) } }

  /// How many members the object has.
  package var memberCount: Int { stored.count }

  /// The value of the member named `key`.
  public subscript(key: String) -> Value? {
    self[name: Name(key)]
  }

  /// The value of the member named `name`.
  package subscript(name name: Name) -> Value? {
    // By index: only the value found is copied, not each member compared.
    for index in stored.indices where stored[index].name == name { return stored[index].value }
    return nil
  }

  /// The object as a `JSONValue`, as `JSONParser` reads its text.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    object.reserveCapacity(stored.count)
    for member in stored { object[member.name.string] = member.value.jsonValue }
    return .object(object)
  }

  /// Reads `bytes` as a plain object within `limits`; nil for any text outside the plain form.
  public static func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits = .default) -> JSONPlainObject? {
    // The outermost object, an object in it and an array in that are three levels.
    guard bytes.count <= limits.maxBytes, limits.maxDepth >= 3 else { return nil }
    var reader = PlainReader(bytes: bytes, limits: limits)
    reader.skipWhitespace()
    guard let object = reader.readObject(nested: false) else { return nil }
    reader.skipWhitespace()
    return reader.position == bytes.count ? object : nil
  }

  /// Reads an array of bytes as a plain object; see `read(_:limits:)`.
  public static func read(_ bytes: [UInt8], limits: JSONLimits = .default) -> JSONPlainObject? {
    bytes.withUnsafeBufferPointer { read($0, limits: limits) }
  }

  /// The most members an object of the plain form has: a request's message and params have a few, and finding a
  /// repeated name stays cheap.
  static let maxMembers = 16

  /// Whether two objects have the same members in the same order.
  public static func == (left: JSONPlainObject, right: JSONPlainObject) -> Bool {
    left.stored.elementsEqual(right.stored) { $0.name == $1.name && $0.value == $1.value }
  }
}

extension JSONPlainObject.Value {
  /// The value as a `JSONValue`.
  public var jsonValue: JSONValue {
    switch self {
    case .string(let string): return .string(string)
    case .integer(let integer): return .integer(integer)
    case .bool(let bool): return .bool(bool)
    case .strings(let strings): return .array(strings.map { .string($0) })
    case .object(let object): return object.jsonValue
    }
  }
}

/// The reading state of `JSONPlainObject.read`.
private struct PlainReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let limits: JSONLimits
  var position = 0
  /// Values read so far, against `JSONLimits.maxValues`.
  var valueCount = 0

  init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// The members or strings room is made for at once (a JSON-RPC message has four members, `layout/node` params three
  /// to six, and its `fields` a few names).
  static let expectedMembers = 8

  // The helpers below are called for every token of a message (`take` alone a dozen times for a hover's query); the
  // optimizer keeps them out of line, a call each, unless told.

  @inline(__always)
  var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  @inline(__always)
  mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  /// Consumes `byte` after optional whitespace; false when something else comes.
  @inline(__always)
  mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard peek == byte else { return false }
    position += 1
    return true
  }

  /// Counts one value against `maxValues`; false past it.
  @inline(__always)
  mutating func countValue() -> Bool {
    valueCount += 1
    return valueCount <= limits.maxValues
  }

  mutating func readObject(nested: Bool) -> JSONPlainObject? {
    guard countValue(), take(UInt8(ascii: "{")) else { return nil }
    var members: [JSONPlainObject.Member] = []
    if take(UInt8(ascii: "}")) { return JSONPlainObject(members: members) }
    // A request's message and params have a few members: one allocation instead of one per doubling.
    members.reserveCapacity(Self.expectedMembers)
    repeat {
      skipWhitespace()
      guard members.count < min(limits.maxMembers, JSONPlainObject.maxMembers), let bytes = readStringBytes(),
        case let name = JSONPlainObject.Name(bytes), !members.contains(where: { $0.name == name }),
        take(UInt8(ascii: ":")), let value = readValue(nested: nested)
      else { return nil }
      members.append(JSONPlainObject.Member(name: name, value: value))
    } while take(UInt8(ascii: ","))
    guard take(UInt8(ascii: "}")) else { return nil }
    return JSONPlainObject(members: members)
  }

  mutating func readValue(nested: Bool) -> JSONPlainObject.Value? {
    skipWhitespace()
    guard let byte = peek else { return nil }
    switch byte {
    case UInt8(ascii: "\""):
      guard countValue(), let string = readString() else { return nil }
      return .string(string)
    case UInt8(ascii: "{"):
      guard !nested, let object = readObject(nested: true) else { return nil }
      return .object(object)
    case UInt8(ascii: "["):
      return readStrings().map { .strings($0) }
    case UInt8(ascii: "t"):
      guard countValue(), readLiteral("true") else { return nil }
      return .bool(true)
    case UInt8(ascii: "f"):
      guard countValue(), readLiteral("false") else { return nil }
      return .bool(false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      guard countValue() else { return nil }
      return readInteger().map { .integer($0) }
    default:
      return nil
    }
  }

  /// A string of printable ASCII without escapes, at `position` (its opening quote).
  mutating func readString() -> String? {
    readStringBytes().map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of a string of printable ASCII without escapes, at `position` (its opening quote), between its quotes.
  mutating func readStringBytes() -> UnsafeBufferPointer<UInt8>? {
    guard peek == UInt8(ascii: "\"") else { return nil }
    let start = position + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
      end += 1
    }
    guard end < bytes.count, end - start <= limits.maxStringBytes else { return nil }
    position = end + 1
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  mutating func readStrings() -> [String]? {
    guard countValue(), take(UInt8(ascii: "[")) else { return nil }
    var strings: [String] = []
    if take(UInt8(ascii: "]")) { return strings }
    // Room for a few names at once: growing from one to two names cost a second allocation.
    strings.reserveCapacity(Self.expectedMembers)
    repeat {
      skipWhitespace()
      guard strings.count < limits.maxMembers, countValue(), let string = readString() else { return nil }
      strings.append(string)
    } while take(UInt8(ascii: ","))
    guard take(UInt8(ascii: "]")) else { return nil }
    return strings
  }

  mutating func readLiteral(_ literal: StaticString) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard bytes.count - position >= length else { return false }
    let matches = literal.withUTF8Buffer { expected in
      (0..<length).allSatisfy { bytes[position + $0] == expected[$0] }
    }
    guard matches else { return false }
    position += length
    return endsValue()
  }

  /// An integer of at most 18 digits, no leading zero, no fraction or exponent.
  mutating func readInteger() -> Int64? {
    let negative = peek == UInt8(ascii: "-")
    if negative { position += 1 }
    let start = position
    var magnitude: Int64 = 0
    while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      guard position - start < 18 else { return nil }
      magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0"))
      position += 1
    }
    let count = position - start
    guard count > 0, count == 1 || bytes[start] != UInt8(ascii: "0"), !(negative && magnitude == 0), endsValue()
    else { return nil }
    return negative ? -magnitude : magnitude
  }

  /// Whether the byte after a literal or a number can end it (whitespace, a separator, a closing bracket).
  func endsValue() -> Bool {
    guard let byte = peek else { return true }
    switch byte {
    case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): return true
    default: return false
    }
  }
}
