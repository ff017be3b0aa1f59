/// A JSON object: members in insertion order with lookup by name.
///
/// A later member with the same name as an earlier one replaces its value and keeps the earlier position,
/// which is how most JSON readers treat duplicate names (the last one wins).
///
/// Members are stored as one array in document order. Objects with a few members (the common case: a view
/// node, a request's params) are searched linearly, which is faster than hashing and costs no second
/// allocation; once an object grows past `indexThreshold` members it also keeps a name-to-position index, so
/// lookups stay O(1) and building a large object from untrusted input stays O(n).
public struct JSONObject: Hashable, Sendable, Sequence {
  /// The members in order.
  public private(set) var members: [(key: String, value: JSONValue)] = []
  /// Positions of members by name; built only once the object has more than `indexThreshold` members.
  private var index: [String: Int]?

  /// Objects with at most this many members are searched linearly instead of through an index.
  private static let indexThreshold = 8

  /// Creates an empty object.
  public init() {}

  /// Creates an object from members in order.
  public init<S: Sequence>(_ members: S) where S.Element == (String, JSONValue) {
    self.members.reserveCapacity(members.underestimatedCount)
    for (key, value) in members { self[key] = value }
  }

  /// The member names in order.
  public var keys: [String] { members.map(\.key) }

  /// The number of members.
  public var count: Int { members.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The position of the member named `key` in `members`, or nil when there is none.
  public func position(of key: String) -> Int? {
    if let index { return index[key] }
    // Comparing UTF-8 lengths first (O(1) for native strings) rejects most other names without a full string
    // comparison, which matters because decoders look up absent optional members all the time.
    let length = key.utf8.count
    for position in members.indices where members[position].key.utf8.count == length {
      if members[position].key == key { return position }
    }
    return nil
  }

  /// The value of the member named `key`; setting nil removes the member.
  public subscript(key: String) -> JSONValue? {
    get {
      guard let position = position(of: key) else { return nil }
      return members[position].value
    }
    set {
      if let newValue {
        if let position = position(of: key) {
          members[position].value = newValue
        } else {
          members.append((key, newValue))
          if index != nil {
            index?[key] = members.count - 1
          } else if members.count > Self.indexThreshold {
            rebuildIndex()
          }
        }
      } else if let position = position(of: key) {
        members.remove(at: position)
        if index != nil { rebuildIndex() }
      }
    }
  }

  /// Reserves room for `capacity` members.
  public mutating func reserveCapacity(_ capacity: Int) {
    members.reserveCapacity(capacity)
  }

  private mutating func rebuildIndex() {
    guard members.count > Self.indexThreshold else {
      index = nil
      return
    }
    var newIndex: [String: Int] = [:]
    newIndex.reserveCapacity(members.count)
    for (position, member) in members.enumerated() { newIndex[member.key] = position }
    index = newIndex
  }

  /// Iterates the members in order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  /// Two objects are equal when they have the same members with equal values, whatever their order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    // Names are unique within an object, so equal counts plus every member of one found in the other means
    // the member sets are equal.
    for (key, value) in lhs.members {
      guard let other = rhs[key], other == value else { return false }
    }
    return true
  }

  /// Hashes the members independently of their order, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    // Each member is hashed on its own and the results are combined with a commutative operation, which is
    // what makes the hash independent of member order. Wrapping addition is deliberate: it is a hash.
    var combined = 0
    for (key, value) in members {
      var memberHasher = Hasher()
      memberHasher.combine(key)
      memberHasher.combine(value)
      combined = combined &+ memberHasher.finalize()
    }
    hasher.combine(members.count)
    hasher.combine(combined)
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// Creates an object with the members in the order written.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }
}

extension JSONObject: CustomStringConvertible {
  /// The object as compact JSON text.
  public var description: String { JSONSerializer.serialize(.object(self)) }
}
