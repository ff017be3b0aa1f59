/// A value under construction by `JSONValueEncoding`: finished, or a container still being filled.
///
/// Containers are reference types because `Encodable` code may keep a nested container and write into it
/// after creating siblings; the node tree is turned into a `JSONValue` when its encoder finishes.
enum JSONEncodingNode {
  case value(JSONValue)
  case object(JSONObjectStorage)
  case array(JSONArrayStorage)
  case deferred(JSONValueEncoding)

  /// The finished value. Recurses only through containers nested inside one `encode(to:)` call, whose depth
  /// is fixed by the code of the type, not by data: a child value is finished before it is stored.
  var jsonValue: JSONValue {
    switch self {
    case .value(let value): return value
    case .object(let storage):
      var object = JSONObject()
      object.reserveCapacity(storage.members.count)
      for (key, node) in storage.members { object[key] = node.jsonValue }
      return .object(object)
    case .array(let storage): return .array(storage.elements.map(\.jsonValue))
    case .deferred(let encoder): return encoder.result
    }
  }
}

/// The members of an object being encoded, in encoding order.
final class JSONObjectStorage {
  var members: [(String, JSONEncodingNode)] = []
}

/// The elements of an array being encoded.
final class JSONArrayStorage {
  var elements: [JSONEncodingNode] = []
}

/// Dictionaries whose entries `JSONValueEncoding` writes in sorted key order.
protocol JSONStringKeyedDictionary {
  /// The entries sorted by the UTF-8 bytes of their keys.
  var sortedEntries: [(key: String, value: any Encodable)] { get }
}

extension Dictionary: JSONStringKeyedDictionary where Key == String, Value: Encodable {
  var sortedEntries: [(key: String, value: any Encodable)] {
    map { ($0.key, $0.value as any Encodable) }.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
  }
}

/// The `Encoder` that `JSONValueEncoder` hands to `Encodable` types: one per encoded level.
///
/// As in `JSONValueDecoding`, the coding path is built only when asked for, from the parent chain. Used by one
/// thread at a time, during one `encode` call, and never escapes it.
final class JSONValueEncoding: Encoder, SingleValueEncodingContainer {
  let parent: JSONValueEncoding?
  /// The keys from `parent` to this value.
  let tail: PathTail
  let depth: Int
  let options: JSONValueEncoder
  var node: JSONEncodingNode?

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(parent: JSONValueEncoding?, tail: PathTail, options: JSONValueEncoder) {
    self.parent = parent
    self.tail = tail
    // The root encoder only hands the value to its first child, which is depth 1 as in `JSONValueDecoding`.
    self.depth = parent.map { $0.depth + 1 } ?? 0
    self.options = options
  }

  var codingPath: [any CodingKey] { (parent?.codingPath ?? []) + tail.keys }

  /// What was encoded; `{}` when nothing was.
  var result: JSONValue { node?.jsonValue ?? .object(JSONObject()) }

  // MARK: Encoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let storage: JSONObjectStorage
    if case .object(let existing) = node {
      storage = existing
    } else {
      storage = JSONObjectStorage()
      node = .object(storage)
    }
    return KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(encoder: self, storage: storage, keys: []))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let storage: JSONArrayStorage
    if case .array(let existing) = node {
      storage = existing
    } else {
      storage = JSONArrayStorage()
      node = .array(storage)
    }
    return JSONUnkeyedEncodingContainer(encoder: self, storage: storage, keys: [])
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  // MARK: Errors

  func error(at tail: PathTail, _ message: String) -> JSONCodingError {
    JSONCodingError(path: JSONPath(codingPath + tail.keys, below: JSONPath(rootName: "")), message: message)
  }

  // MARK: Children

  /// Encodes `value`, which sits at `tail` below this encoder, to a finished node.
  func encodeChild<T: Encodable>(_ value: T, at tail: PathTail) throws -> JSONEncodingNode {
    // Metatype comparisons are cheap; a cast is made only once the type is known to match.
    if T.self == JSONValue.self, let raw = value as? JSONValue { return .value(raw) }
    if T.self == String.self, let string = value as? String { return .value(.string(string)) }
    if T.self == Int.self, let integer = value as? Int { return .value(.integer(Int64(integer))) }
    if T.self == Double.self, let double = value as? Double { return .value(try number(double, at: tail)) }
    if T.self == Bool.self, let bool = value as? Bool { return .value(.bool(bool)) }
    if T.self == JSONObject.self, let raw = value as? JSONObject { return .value(.object(raw)) }
    guard depth < options.maxDepth else { throw error(at: tail, "nesting deeper than \(options.maxDepth) levels") }
    let encoder = JSONValueEncoding(parent: self, tail: tail, options: options)
    if T.self is any JSONStringKeyedDictionary.Type, let dictionary = value as? any JSONStringKeyedDictionary {
      let storage = JSONObjectStorage()
      for (key, element) in dictionary.sortedEntries {
        storage.members.append((key, try encoder.encodeChild(element, at: PathTail(key: JSONMemberKey(key)))))
      }
      return .object(storage)
    }
    try value.encode(to: encoder)
    return .value(encoder.result)
  }

  func number(_ double: Double, at tail: PathTail) throws -> JSONValue {
    guard double.isFinite else { throw error(at: tail, "\(double) cannot be written as a JSON number") }
    return .double(double)
  }

  func integer<I: FixedWidthInteger>(_ value: I, at tail: PathTail) throws -> JSONValue {
    guard let integer = Int64(exactly: value) else {
      throw error(at: tail, "\(value) is larger than a JSON integer can hold here")
    }
    return .integer(integer)
  }

  // MARK: SingleValueEncodingContainer

  func encodeNil() { node = .value(.null) }
  func encode(_ value: Bool) { node = .value(.bool(value)) }
  func encode(_ value: String) { node = .value(.string(value)) }
  func encode(_ value: Double) throws { node = .value(try number(value, at: .none)) }
  func encode(_ value: Float) throws { node = .value(try number(Double(value), at: .none)) }
  func encode(_ value: Int) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: Int8) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: Int16) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: Int32) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: Int64) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: UInt) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: UInt8) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: UInt16) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: UInt32) throws { node = .value(try integer(value, at: .none)) }
  func encode(_ value: UInt64) throws { node = .value(try integer(value, at: .none)) }

  func encode<T: Encodable>(_ value: T) throws {
    // The same value encoded as another type: its node replaces this one's, at the same path.
    node = try encodeChild(value, at: .none)
  }
}

/// A keyed container writing into one object's storage.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONValueEncoding
  let storage: JSONObjectStorage
  /// Keys of nested containers below `encoder` that lead to this object (almost always empty).
  let keys: [any CodingKey]

  var codingPath: [any CodingKey] { encoder.codingPath + keys }

  private func path(_ key: Key) -> PathTail { PathTail(intermediate: keys, key: key) }

  private func set(_ node: JSONEncodingNode, for key: Key) {
    storage.members.append((key.stringValue, node))
  }

  func encodeNil(forKey key: Key) { set(.value(.null), for: key) }
  func encode(_ value: Bool, forKey key: Key) { set(.value(.bool(value)), for: key) }
  func encode(_ value: String, forKey key: Key) { set(.value(.string(value)), for: key) }
  func encode(_ value: Double, forKey key: Key) throws {
    set(.value(try encoder.number(value, at: path(key))), for: key)
  }
  func encode(_ value: Float, forKey key: Key) throws {
    set(.value(try encoder.number(Double(value), at: path(key))), for: key)
  }
  func encode(_ value: Int, forKey key: Key) throws { set(.value(.integer(Int64(value))), for: key) }
  func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: Int64, forKey key: Key) throws { set(.value(.integer(value)), for: key) }
  func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

  private func integer<I: FixedWidthInteger>(_ value: I, _ key: Key) throws {
    set(.value(try encoder.integer(value, at: path(key))), for: key)
  }

  func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    set(try encoder.encodeChild(value, at: path(key)), for: key)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = JSONObjectStorage()
    set(.object(nested), for: key)
    return KeyedEncodingContainer(
      JSONKeyedEncodingContainer<NestedKey>(encoder: encoder, storage: nested, keys: path(key).keys))
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = JSONArrayStorage()
    set(.array(nested), for: key)
    return JSONUnkeyedEncodingContainer(encoder: encoder, storage: nested, keys: path(key).keys)
  }

  func superEncoder() -> any Encoder {
    let child = JSONValueEncoding(
      parent: encoder, tail: PathTail(intermediate: keys, key: JSONMemberKey("super")), options: encoder.options)
    storage.members.append(("super", .deferred(child)))
    return child
  }

  func superEncoder(forKey key: Key) -> any Encoder {
    let child = JSONValueEncoding(parent: encoder, tail: path(key), options: encoder.options)
    set(.deferred(child), for: key)
    return child
  }
}

/// An unkeyed container writing into one array's storage.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let encoder: JSONValueEncoding
  let storage: JSONArrayStorage
  /// Keys of nested containers below `encoder` that lead to this array (almost always empty).
  let keys: [any CodingKey]

  var codingPath: [any CodingKey] { encoder.codingPath + keys }

  var count: Int { storage.elements.count }

  private var nextPath: PathTail { PathTail(intermediate: keys, key: JSONIndexKey(storage.elements.count)) }

  func encodeNil() { storage.elements.append(.value(.null)) }
  func encode(_ value: Bool) { storage.elements.append(.value(.bool(value))) }
  func encode(_ value: String) { storage.elements.append(.value(.string(value))) }
  func encode(_ value: Double) throws { storage.elements.append(.value(try encoder.number(value, at: nextPath))) }
  func encode(_ value: Float) throws {
    storage.elements.append(.value(try encoder.number(Double(value), at: nextPath)))
  }
  func encode(_ value: Int) throws { storage.elements.append(.value(.integer(Int64(value)))) }
  func encode(_ value: Int8) throws { try integer(value) }
  func encode(_ value: Int16) throws { try integer(value) }
  func encode(_ value: Int32) throws { try integer(value) }
  func encode(_ value: Int64) throws { storage.elements.append(.value(.integer(value))) }
  func encode(_ value: UInt) throws { try integer(value) }
  func encode(_ value: UInt8) throws { try integer(value) }
  func encode(_ value: UInt16) throws { try integer(value) }
  func encode(_ value: UInt32) throws { try integer(value) }
  func encode(_ value: UInt64) throws { try integer(value) }

  private func integer<I: FixedWidthInteger>(_ value: I) throws {
    storage.elements.append(.value(try encoder.integer(value, at: nextPath)))
  }

  func encode<T: Encodable>(_ value: T) throws {
    storage.elements.append(try encoder.encodeChild(value, at: nextPath))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let path = nextPath.keys
    let nested = JSONObjectStorage()
    storage.elements.append(.object(nested))
    return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(encoder: encoder, storage: nested, keys: path))
  }

  func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath.keys
    let nested = JSONArrayStorage()
    storage.elements.append(.array(nested))
    return JSONUnkeyedEncodingContainer(encoder: encoder, storage: nested, keys: path)
  }

  func superEncoder() -> any Encoder {
    let child = JSONValueEncoding(parent: encoder, tail: nextPath, options: encoder.options)
    storage.elements.append(.deferred(child))
    return child
  }
}
