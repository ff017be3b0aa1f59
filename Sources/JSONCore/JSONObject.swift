/// A JSON object: members in insertion order with lookup by name.
///
/// A later member with the same name as an earlier one replaces its value and keeps the earlier position,
/// which is how most JSON readers treat duplicate names (the last one wins).
public struct JSONObject: Hashable, Sendable, Sequence {
  /// The member names in order.
  public private(set) var keys: [String] = []
  private var storage: [String: JSONValue] = [:]

  /// Creates an empty object.
  public init() {}

  /// Creates an object from members in order.
  public init<S: Sequence>(_ members: S) where S.Element == (String, JSONValue) {
    for (key, value) in members { self[key] = value }
  }

  /// The number of members.
  public var count: Int { keys.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { keys.isEmpty }

  /// The value of the member named `key`; setting nil removes the member.
  public subscript(key: String) -> JSONValue? {
    get { storage[key] }
    set {
      if let newValue {
        if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
      } else if storage.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  /// The members in order.
  public var members: [(key: String, value: JSONValue)] {
    keys.compactMap { key in storage[key].map { (key, $0) } }
  }

  /// Iterates the members in order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  /// Two objects are equal when they have the same members with equal values, whatever their order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.storage == rhs.storage
  }

  /// Hashes the members independently of their order, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}
