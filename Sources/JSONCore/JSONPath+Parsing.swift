extension JSONPath {
  /// Reads a path as `description` prints it: a root name (`$`, `params`, `--font`: everything before the first
  /// `.` or `[`, possibly nothing), then `.name`, `[n]` and `["JSON string"]` steps. Nil when the text is not
  /// such a path. A path from a nameless root that starts with a key (`values[1]`) reads back with that key as
  /// its root name, which prints the same. Linear in the text, no recursion.
  public init?(parsing text: String) {
    let bytes = Array(text.utf8)
    var position = 0
    while position < bytes.count, bytes[position] != UInt8(ascii: "."), bytes[position] != UInt8(ascii: "[") {
      position += 1
    }
    var path = JSONPath(rootName: String(decoding: bytes[0..<position], as: UTF8.self))
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "."):
        let start = position + 1
        position = start
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        path = path.key(String(decoding: bytes[start..<position], as: UTF8.self))
      case UInt8(ascii: "["):
        guard let (component, end) = Self.subscriptStep(bytes, from: position + 1) else { return nil }
        path = path.appending(component)
        position = end
      default:
        return nil
      }
    }
    self = path
  }

  /// The step inside brackets that starts at `start` (just after `[`), and the position after its `]`.
  private static func subscriptStep(_ bytes: [UInt8], from start: Int) -> (Component, Int)? {
    var position = start
    if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
      position += 1
      var escaped = false
      while position < bytes.count, escaped || bytes[position] != UInt8(ascii: "\"") {
        escaped = !escaped && bytes[position] == UInt8(ascii: "\\")
        position += 1
      }
      guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "]"),
        case .string(let key)? = try? JSONParser.parse(bytes[start...position])
      else { return nil }
      return (.key(key), position + 2)
    }
    var index = 0
    while position < bytes.count, isDigit(bytes[position]) {
      let (times10, overflow1) = index.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[position] - UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { return nil }
      index = sum
      position += 1
    }
    guard position > start, position < bytes.count, bytes[position] == UInt8(ascii: "]") else { return nil }
    return (.index(index), position + 1)
  }
}
