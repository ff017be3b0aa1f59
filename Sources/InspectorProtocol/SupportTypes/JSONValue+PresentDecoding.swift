import JSONCore

extension KeyedDecodingContainer {
  /// The member's raw value when it is present, `.null` included; nil only when the member is absent.
  /// (Synthesized decoding of `JSONValue?` would turn a present `null` into nil, losing "the value is nil".)
  func decodePresentValue(forKey key: Key) throws -> JSONValue? {
    guard contains(key) else { return nil }
    return try decode(JSONValue.self, forKey: key)
  }
}
