extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingSpaces() -> String {
    // Most texts (every one a front end writes) have nothing to trim: no new string for them.
    if let first = utf8.first, let last = utf8.last, !Self.isSpace(byte: first), !Self.isSpace(byte: last) {
      return self
    }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }

  private static func isSpace(byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
