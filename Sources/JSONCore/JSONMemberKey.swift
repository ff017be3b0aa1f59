/// A coding key for an arbitrary member name (used for `super` and by `JSONValue`'s own `Codable`).
struct JSONMemberKey: CodingKey {
  let stringValue: String

  init(_ name: String) { self.stringValue = name }

  init?(stringValue: String) { self.stringValue = stringValue }

  init?(intValue: Int) { self.stringValue = String(intValue) }

  var intValue: Int? { nil }
}
