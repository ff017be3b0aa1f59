/// `file:` URIs and the paths they name (RFC 8089 as editors write them: `file:///Users/me/My%20App/A.swift`).
enum FileURI {
  /// The path a `file:` URI names, percent-decoded; nil for another scheme, a remote host or bad escapes.
  static func path(of uri: String) -> String? {
    var rest = Substring(uri)
    guard rest.lowercased().hasPrefix("file://") else { return nil }
    rest = rest.dropFirst("file://".count)
    // `file:///path` has an empty host; `file://localhost/path` names this machine.
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
    guard rest.hasPrefix("/") else { return nil }
    var bytes: [UInt8] = []
    var iterator = rest.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The `file:` URI of an absolute path, percent-encoding what RFC 3986 does not allow in a path.
  static func uri(of path: String) -> String {
    var encoded = "file://"
    for byte in path.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return encoded
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~/!$&'()*+,;=:@".utf8.contains(byte)
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

extension String {
  /// The string with zeros in front, to `count` characters.
  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: Swift.max(0, count - self.count)) + self
  }
}
