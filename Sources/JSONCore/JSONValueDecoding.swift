/// The `Decoder` that `JSONValueDecoder` hands to `Decodable` types: one per decoded level.
///
/// It is a class so that its containers can refer back to it cheaply; it is used by one thread at a time,
/// during one `decode` call, and never escapes it.
final class JSONValueDecoding: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let options: JSONValueDecoder

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(value: JSONValue, codingPath: [any CodingKey], options: JSONValueDecoder) {
    self.value = value
    self.codingPath = codingPath
    self.options = options
  }

  // MARK: Decoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else { throw mismatch(expected: "an object", found: value) }
    return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(decoder: self, object: object))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch(expected: "an array", found: value) }
    return JSONUnkeyedDecodingContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: Errors

  func error(at path: [any CodingKey], _ message: String) -> JSONCodingError {
    JSONCodingError(path: JSONPath.format(root: options.rootPath, path), message: message)
  }

  func mismatch(expected: String, found: JSONValue, at path: [any CodingKey]? = nil) -> JSONCodingError {
    error(at: path ?? codingPath, "expected \(expected), found \(found.typeName)")
  }

  // MARK: Children

  /// Decodes a `T` from `child`, which sits at `key` below this decoder.
  func decodeChild<T: Decodable>(_ type: T.Type, from child: JSONValue, key: any CodingKey) throws -> T {
    if T.self == JSONValue.self, let raw = child as? T { return raw }
    if T.self == JSONObject.self {
      guard case .object(let object) = child else {
        throw mismatch(expected: "an object", found: child, at: codingPath + [key])
      }
      if let raw = object as? T { return raw }
    }
    // The common scalar types skip creating a nested decoder.
    if T.self == String.self, let string = try decodeString(child, at: codingPath + [key]) as? T { return string }
    if T.self == Int.self, let integer = try decodeInteger(Int.self, child, at: codingPath + [key]) as? T {
      return integer
    }
    if T.self == Double.self, let double = try decodeDouble(child, at: codingPath + [key]) as? T { return double }
    if T.self == Bool.self, let bool = try decodeBool(child, at: codingPath + [key]) as? T { return bool }
    guard codingPath.count < options.maxDepth else {
      throw error(at: codingPath + [key], "nesting deeper than \(options.maxDepth) levels")
    }
    let decoder = JSONValueDecoding(value: child, codingPath: codingPath + [key], options: options)
    return try T(from: decoder)
  }

  // MARK: Scalars

  func decodeBool(_ value: JSONValue, at path: [any CodingKey]) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(expected: "a boolean", found: value, at: path) }
    return bool
  }

  func decodeString(_ value: JSONValue, at path: [any CodingKey]) throws -> String {
    guard case .string(let string) = value else { throw mismatch(expected: "a string", found: value, at: path) }
    return string
  }

  func decodeDouble(_ value: JSONValue, at path: [any CodingKey]) throws -> Double {
    guard let double = value.doubleValue else { throw mismatch(expected: "a number", found: value, at: path) }
    return double
  }

  func decodeFloat(_ value: JSONValue, at path: [any CodingKey]) throws -> Float {
    let double = try decodeDouble(value, at: path)
    let float = Float(double)
    guard float.isFinite else { throw error(at: path, "expected a number in the range of Float, found \(double)") }
    return float
  }

  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, at path: [any CodingKey]) throws -> I {
    switch value {
    case .integer(let integer):
      guard let result = I(exactly: integer) else {
        throw error(at: path, "expected an integer between \(I.min) and \(I.max), found \(integer)")
      }
      return result
    case .double(let double):
      guard let result = I(exactly: double) else {
        if double.rounded() == double {
          throw error(at: path, "expected an integer between \(I.min) and \(I.max), found \(double)")
        }
        throw error(at: path, "expected an integer, found \(double)")
      }
      return result
    default:
      throw mismatch(expected: "an integer", found: value, at: path)
    }
  }

  // MARK: SingleValueDecodingContainer

  func decodeNil() -> Bool { value.isNull }
  func decode(_ type: Bool.Type) throws -> Bool { try decodeBool(value, at: codingPath) }
  func decode(_ type: String.Type) throws -> String { try decodeString(value, at: codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try decodeDouble(value, at: codingPath) }
  func decode(_ type: Float.Type) throws -> Float { try decodeFloat(value, at: codingPath) }
  func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type, value, at: codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type, value, at: codingPath) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == JSONValue.self, let raw = value as? T { return raw }
    // Decoding the same value again as a different type: a new level of the same path.
    guard codingPath.count < options.maxDepth else {
      throw error(at: codingPath, "nesting deeper than \(options.maxDepth) levels")
    }
    return try T(from: JSONValueDecoding(value: value, codingPath: codingPath, options: options))
  }
}

/// A keyed container over one JSON object.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: JSONValueDecoding
  let object: JSONObject

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  private func require(_ key: Key) throws -> JSONValue {
    guard let value = object[key.stringValue] else {
      throw decoder.error(at: codingPath + [key], "missing required field '\(key.stringValue)'")
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try require(key).isNull }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.decodeBool(require(key), at: codingPath + [key])
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.decodeString(require(key), at: codingPath + [key])
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder.decodeDouble(require(key), at: codingPath + [key])
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder.decodeFloat(require(key), at: codingPath + [key])
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder.decodeInteger(type, require(key), at: codingPath + [key])
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.decodeChild(type, from: require(key), key: key)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = JSONMemberKey("super")
    return JSONValueDecoding(
      value: object["super"] ?? .null, codingPath: codingPath + [key], options: decoder.options)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoding(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key], options: decoder.options)
  }

  private func child(_ key: Key) throws -> JSONValueDecoding {
    guard codingPath.count < decoder.options.maxDepth else {
      throw decoder.error(at: codingPath + [key], "nesting deeper than \(decoder.options.maxDepth) levels")
    }
    return JSONValueDecoding(value: try require(key), codingPath: codingPath + [key], options: decoder.options)
  }
}

/// An unkeyed container over one JSON array.
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

  private var currentPath: [any CodingKey] { codingPath + [JSONIndexKey(currentIndex)] }

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
    let path = currentPath
    return try decoder.decodeBool(next(), at: path)
  }
  mutating func decode(_ type: String.Type) throws -> String {
    let path = currentPath
    return try decoder.decodeString(next(), at: path)
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    let path = currentPath
    return try decoder.decodeDouble(next(), at: path)
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    let path = currentPath
    return try decoder.decodeFloat(next(), at: path)
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

  private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let path = currentPath
    return try decoder.decodeInteger(type, next(), at: path)
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let key = JSONIndexKey(currentIndex)
    return try decoder.decodeChild(type, from: next(), key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try child().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try child() }

  private mutating func child() throws -> JSONValueDecoding {
    let path = currentPath
    guard codingPath.count < decoder.options.maxDepth else {
      throw decoder.error(at: path, "nesting deeper than \(decoder.options.maxDepth) levels")
    }
    return JSONValueDecoding(value: try next(), codingPath: path, options: decoder.options)
  }
}
