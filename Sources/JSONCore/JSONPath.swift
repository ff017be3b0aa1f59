/// Formats coding paths as JSON paths: `root.member[3]["odd name"]`.
enum JSONPath {
  /// The JSON path of `codingPath` below `root`.
  ///
  /// Array positions (keys of `JSONIndexKey`) print as `[n]`; member names that are identifiers print after a
  /// dot, any other name prints as a quoted, escaped subscript.
  static func format(root: String, _ codingPath: [any CodingKey]) -> String {
    var path = root
    for key in codingPath {
      if let index = key as? JSONIndexKey {
        path += "[\(index.index)]"
      } else if isIdentifier(key.stringValue) {
        path += path.isEmpty ? key.stringValue : "." + key.stringValue
      } else {
        path += "[" + JSONSerializer.serialize(.string(key.stringValue)) + "]"
      }
    }
    return path
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      return false
    }
    return name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
        return true
      default:
        return false
      }
    }
  }
}

/// The keys from a decoder to a value below it: the keys of nested containers, then the value's own key.
/// Kept unassembled so that the common, successful path allocates nothing; `keys` builds the array for errors.
struct PathTail {
  var intermediate: [any CodingKey] = []
  var key: (any CodingKey)?

  /// The tail of a value that is the decoder's own.
  static let none = PathTail()

  var keys: [any CodingKey] {
    guard let key else { return intermediate }
    return intermediate + [key]
  }
}

/// The coding key of an array element: its position.
struct JSONIndexKey: CodingKey {
  let index: Int

  init(_ index: Int) { self.index = index }

  init?(stringValue: String) { nil }

  init?(intValue: Int) { self.index = intValue }

  var stringValue: String { "Index \(index)" }

  var intValue: Int? { index }
}

/// A coding key for an arbitrary member name (used for `super` and by `JSONValue`'s own `Codable`).
struct JSONMemberKey: CodingKey {
  let stringValue: String

  init(_ name: String) { self.stringValue = name }

  init?(stringValue: String) { self.stringValue = stringValue }

  init?(intValue: Int) { self.stringValue = String(intValue) }

  var intValue: Int? { nil }
}
