/// One message body as framed on the wire, with what its header said about it.
///
/// The LSP base protocol frames each message as `Content-Length: N\r\n`, optional other headers, an empty line
/// and then exactly N bytes of UTF-8 JSON.
public struct Frame: Hashable, Sendable {
  /// The body bytes.
  public var body: [UInt8]
  /// The `charset` parameter of the `Content-Type` header, lowercased; nil when absent (UTF-8 by default).
  public var charset: String?

  /// Creates a frame.
  public init(body: [UInt8], charset: String? = nil) {
    self.body = body
    self.charset = charset
  }

  /// Whether the body is in a charset we read: UTF-8, spelled `utf-8` or the old `utf8`, or unspecified.
  public var hasSupportedCharset: Bool {
    charset == nil || charset == "utf-8" || charset == "utf8"
  }

  /// The header we write before a body of `length` bytes: `Content-Length: N\r\n\r\n`, exactly as strict
  /// clients expect it (that casing, one space, no other headers).
  public static func header(forBodyLength length: Int) -> [UInt8] {
    var header: [UInt8] = []
    header.reserveCapacity(40)
    appendHeader(forBodyLength: length, to: &header)
    return header
  }

  /// Appends the header of `header(forBodyLength:)` to `bytes` (a writer framing many bodies into one buffer makes
  /// no array per header).
  public static func appendHeader(forBodyLength length: Int, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: "Content-Length: ".utf8)
    // The digits, most significant first, without making a String.
    let start = bytes.count
    var remaining = max(0, length)
    repeat {
      bytes.insert(UInt8(ascii: "0") + UInt8(remaining % 10), at: start)
      remaining /= 10
    } while remaining > 0
    bytes.append(contentsOf: "\r\n\r\n".utf8)
  }

  /// The header and the body, ready to write.
  public static func encode(_ body: [UInt8]) -> [UInt8] {
    var bytes = header(forBodyLength: body.count)
    bytes.append(contentsOf: body)
    return bytes
  }
}
