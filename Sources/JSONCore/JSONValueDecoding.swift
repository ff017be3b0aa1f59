/// The `Decoder` that `JSONValueDecoder` hands to `Decodable` types: one per decoded level.
///
/// The coding path is not stored: each decoder keeps its parent and the key that led to it, and the path is
/// built only when asked for (by an error, or by a type that reads `codingPath`), so decoding a value costs no
/// array allocation per member. It is a class so that containers and children can refer back to it cheaply;
/// it is used by one thread at a time, during one `decode` call, and never escapes it.
final class JSONValueDecoding: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let parent: JSONValueDecoding?
  /// The key under `parent` that leads to this value (nil at the root).
  let key: (any CodingKey)?
  /// Keys of nested containers between `parent` and `key` (almost always empty).
  let intermediateKeys: [any CodingKey]
  let depth: Int
  let options: JSONValueDecoder

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(
    value: JSONValue, parent: JSONValueDecoding?, key: (any CodingKey)?, intermediateKeys: [any CodingKey] = [],
    options: JSONValueDecoder
  ) {
    self.value = value
    self.parent = parent
    self.key = key
    self.intermediateKeys = intermediateKeys
    self.depth = (parent?.depth ?? 0) + 1
    self.options = options
  }

  var codingPath: [any CodingKey] {
    var reversed: [any CodingKey] = []
    var decoder: JSONValueDecoding? = self
    while let current = decoder {
      if let key = current.key { reversed.append(key) }
      reversed.append(contentsOf: current.intermediateKeys.reversed())
      decoder = current.parent
    }
    return reversed.reversed()
  }

  // MARK: Decoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else { throw mismatch("an object", value, at: .none) }
    return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(decoder: self, object: object))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch("an array", value, at: .none) }
    return JSONUnkeyedDecodingContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: Errors

  /// An error at this decoder's path followed by `tail`.
  func error(at tail: PathTail, _ message: String) -> JSONCodingError {
    JSONCodingError(path: JSONPath(codingPath + tail.keys, below: options.rootPath), message: message)
  }

  func mismatch(_ expected: String, _ found: JSONValue, at tail: PathTail) -> JSONCodingError {
    error(at: tail, "expected \(expected), found \(found.typeName)")
  }

  func tooDeep(at tail: PathTail) -> JSONCodingError {
    error(at: tail, "nesting deeper than \(options.maxDepth) levels")
  }

  // MARK: Children

  /// Decodes a `T` from `child`, which sits at `tail` below this decoder.
  func decodeChild<T: Decodable>(_ type: T.Type, from child: JSONValue, at tail: PathTail) throws -> T {
    if T.self == JSONValue.self, let raw = child as? T { return raw }
    if T.self == String.self, let string = try decodeString(child, at: tail) as? T { return string }
    if T.self == Double.self, let double = try decodeDouble(child, at: tail) as? T { return double }
    if T.self == Int.self, let integer = try decodeInteger(Int.self, child, at: tail) as? T { return integer }
    if T.self == Bool.self, let bool = try decodeBool(child, at: tail) as? T { return bool }
    guard depth < options.maxDepth else { throw tooDeep(at: tail) }
    return try T(
      from: JSONValueDecoding(
        value: child, parent: self, key: tail.key, intermediateKeys: tail.intermediate, options: options))
  }

  // MARK: Scalars

  func decodeBool(_ value: JSONValue, at tail: PathTail) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch("a boolean", value, at: tail) }
    return bool
  }

  func decodeString(_ value: JSONValue, at tail: PathTail) throws -> String {
    guard case .string(let string) = value else { throw mismatch("a string", value, at: tail) }
    return string
  }

  func decodeDouble(_ value: JSONValue, at tail: PathTail) throws -> Double {
    switch value {
    case .double(let double): return double
    case .integer(let integer): return Double(integer)
    default: throw mismatch("a number", value, at: tail)
    }
  }

  func decodeFloat(_ value: JSONValue, at tail: PathTail) throws -> Float {
    let double = try decodeDouble(value, at: tail)
    let float = Float(double)
    guard float.isFinite else { throw error(at: tail, "expected a number in the range of Float, found \(double)") }
    return float
  }

  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, at tail: PathTail) throws -> I {
    switch value {
    case .integer(let integer):
      guard let result = I(exactly: integer) else {
        throw error(at: tail, "expected an integer between \(I.min) and \(I.max), found \(integer)")
      }
      return result
    case .double(let double):
      guard let result = I(exactly: double) else {
        if double.rounded() == double {
          throw error(at: tail, "expected an integer between \(I.min) and \(I.max), found \(double)")
        }
        throw error(at: tail, "expected an integer, found \(double)")
      }
      return result
    default:
      throw mismatch("an integer", value, at: tail)
    }
  }

  // MARK: SingleValueDecodingContainer

  func decodeNil() -> Bool { value.isNull }
  func decode(_ type: Bool.Type) throws -> Bool { try decodeBool(value, at: .none) }
  func decode(_ type: String.Type) throws -> String { try decodeString(value, at: .none) }
  func decode(_ type: Double.Type) throws -> Double { try decodeDouble(value, at: .none) }
  func decode(_ type: Float.Type) throws -> Float { try decodeFloat(value, at: .none) }
  func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type, value, at: .none) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type, value, at: .none) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type, value, at: .none) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type, value, at: .none) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type, value, at: .none) }
  func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type, value, at: .none) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type, value, at: .none) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type, value, at: .none) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type, value, at: .none) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type, value, at: .none) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == JSONValue.self, let raw = value as? T { return raw }
    // Decoding the same value again as another type: a new level at the same path.
    guard depth < options.maxDepth else { throw tooDeep(at: .none) }
    return try T(from: JSONValueDecoding(value: value, parent: parent, key: key, options: options))
  }
}

/// A keyed container over one JSON object.
///
/// Three words (the decoder and the object), so the `KeyedDecodingContainer` existential holds it inline
/// without a heap box; a nested container gets a decoder of its own instead of carrying extra keys.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: JSONValueDecoding
  let object: JSONObject

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  private func path(_ key: Key) -> PathTail { PathTail(key: key) }

  private func require(_ key: Key) throws -> JSONValue {
    guard let value = object[key.stringValue] else {
      throw decoder.error(at: path(key), "missing required field '\(key.stringValue)'")
    }
    return value
  }

  /// The member's value, or nil when it is absent or null (what `decodeIfPresent` treats as nil).
  private func present(_ key: Key) -> JSONValue? {
    guard let value = object[key.stringValue], !value.isNull else { return nil }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try require(key).isNull }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    guard case .bool(let bool) = try require(key) else { throw mismatch("a boolean", key) }
    return bool
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    guard case .string(let string) = try require(key) else { throw mismatch("a string", key) }
    return string
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder.decodeDouble(require(key), at: path(key))
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder.decodeFloat(require(key), at: path(key))
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

  private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
    let value = try require(key)
    if case .integer(let integer) = value, let result = I(exactly: integer) { return result }
    return try decoder.decodeInteger(type, value, at: path(key))
  }

  private func mismatch(_ expected: String, _ key: Key) -> JSONCodingError {
    decoder.mismatch(expected, object[key.stringValue] ?? .null, at: path(key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.decodeChild(type, from: require(key), at: path(key))
  }

  // The common optionals look the member up once instead of three times (contains, decodeNil, decode).

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let value = present(key) else { return nil }
    guard case .string(let string) = value else { throw mismatch("a string", key) }
    return string
  }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let value = present(key) else { return nil }
    guard case .bool(let bool) = value else { throw mismatch("a boolean", key) }
    return bool
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    guard let value = present(key) else { return nil }
    return try decoder.decodeDouble(value, at: path(key))
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let value = present(key) else { return nil }
    return try decoder.decodeInteger(type, value, at: path(key))
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = present(key) else { return nil }
    return try decoder.decodeChild(type, from: value, at: path(key))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(require(key), path(key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(require(key), path(key)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    try child(object["super"] ?? .null, PathTail(key: JSONMemberKey("super")))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try child(object[key.stringValue] ?? .null, path(key))
  }

  private func child(_ value: JSONValue, _ tail: PathTail) throws -> JSONValueDecoding {
    guard decoder.depth < decoder.options.maxDepth else { throw decoder.tooDeep(at: tail) }
    return JSONValueDecoding(
      value: value, parent: decoder, key: tail.key, intermediateKeys: tail.intermediate, options: decoder.options)
  }
}

/// An unkeyed container over one JSON array (three words, like the keyed one).
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: JSONValueDecoding
  let elements: [JSONValue]
  private(set) var currentIndex = 0

  init(decoder: JSONValueDecoding, elements: [JSONValue]) {
    self.decoder = decoder
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private var currentPath: PathTail { PathTail(key: JSONIndexKey(currentIndex)) }

  /// The current element; advances past it.
  private mutating func next() throws -> JSONValue {
    guard currentIndex < elements.count else {
      throw decoder.error(at: currentPath, "expected another element, but the array has only \(elements.count)")
    }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard currentIndex < elements.count else {
      throw decoder.error(at: currentPath, "expected another element, but the array has only \(elements.count)")
    }
    guard elements[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    let value = try next()
    guard case .bool(let bool) = value else { throw decoder.mismatch("a boolean", value, at: previousPath) }
    return bool
  }
  mutating func decode(_ type: String.Type) throws -> String {
    let value = try next()
    guard case .string(let string) = value else { throw decoder.mismatch("a string", value, at: previousPath) }
    return string
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    let value = try next()
    if case .double(let double) = value { return double }
    return try decoder.decodeDouble(value, at: previousPath)
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    let value = try next()
    return try decoder.decodeFloat(value, at: previousPath)
  }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  /// The path of the element just consumed by `next()`.
  private var previousPath: PathTail { PathTail(key: JSONIndexKey(currentIndex - 1)) }

  private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let value = try next()
    return try decoder.decodeInteger(type, value, at: previousPath)
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try next()
    return try decoder.decodeChild(type, from: value, at: previousPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try superDecoding().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try superDecoding().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try superDecoding() }

  /// A decoder for the next element, at its own path.
  private mutating func superDecoding() throws -> JSONValueDecoding {
    let value = try next()
    let tail = previousPath
    guard decoder.depth < decoder.options.maxDepth else { throw decoder.tooDeep(at: tail) }
    return JSONValueDecoding(
      value: value, parent: decoder, key: tail.key, intermediateKeys: tail.intermediate, options: decoder.options)
  }
}
