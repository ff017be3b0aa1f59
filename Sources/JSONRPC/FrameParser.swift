/// Splits a byte stream into `Frame`s: a chunk-tolerant parser for LSP's `Content-Length` framing.
///
/// Feed it bytes in chunks of any size, down to one byte at a time; it returns each complete frame once its
/// last body byte arrives, and keeps partial headers and bodies between calls. It is strict where a mistake
/// would desynchronise the stream and lenient where that is harmless:
/// - header names are matched case-insensitively, any whitespace around values is trimmed, unknown headers are
///   ignored, and `Content-Type`'s `charset` is reported on the frame;
/// - every header line must end with CR LF (an LF alone is an error), a header name must be an HTTP token and
///   header bytes printable ASCII, so junk before a header or a body sent without one fails at once;
/// - `Content-Length` must be decimal digits only, at most `maxContentLength`; the value is accumulated with
///   overflow checks and compared with the cap digit by digit, so no length can trap or wrap, and no memory is
///   allocated for a body before its length has passed the cap (then at most 1 MiB up front; the rest grows as
///   bytes actually arrive).
///
/// After an error the parser stays failed and throws the same error again.
public struct FrameParser: Sendable {
  /// The largest body accepted, in bytes.
  public let maxContentLength: Int
  /// The longest header part accepted, in bytes.
  public let maxHeaderBytes: Int

  private enum State: Sendable {
    case header
    case body(remaining: Int)
    case failed(FramingError)
  }

  private var state = State.header
  /// The current header line, without its line ending.
  private var line: [UInt8] = []
  /// Whether the previous header byte was a CR.
  private var sawCarriageReturn = false
  /// Whether the current header line has had its colon (after it, the value may hold any printable byte).
  private var lineHasColon = false
  private var headerBytes = 0
  private var headerLines = 0
  private var contentLength: Int?
  private var charset: String?
  private var body: [UInt8] = []
  /// Bytes consumed so far, for error positions.
  private var streamOffset = 0

  /// Creates a parser.
  public init(maxContentLength: Int = 64 << 20, maxHeaderBytes: Int = 8192) {
    self.maxContentLength = maxContentLength
    self.maxHeaderBytes = maxHeaderBytes
  }

  /// Whether the parser is between messages (nothing partial buffered).
  public var isAtMessageBoundary: Bool {
    if case .header = state { return headerBytes == 0 }
    return false
  }

  /// Consumes `bytes` and calls `onFrame` for each frame they complete, in order; throws at the first framing
  /// error, after delivering the frames before it.
  public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, onFrame: (Frame) -> Void) throws(FramingError) {
    var index = 0
    while index < bytes.count {
      switch state {
      case .failed(let error):
        throw error
      case .header:
        if headerBytes == 0, let (headerLength, bodyLength) = writtenHeader(in: bytes, at: index) {
          index += headerLength
          streamOffset += headerLength
          startBody(bodyLength, onFrame)
          continue
        }
        let byte = bytes[index]
        index += 1
        streamOffset += 1
        if let frameLength = try consumeHeaderByte(byte) { startBody(frameLength, onFrame) }
      case .body(let remaining):
        let take = min(remaining, bytes.count - index)
        body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + take]))
        index += take
        streamOffset += take
        if take == remaining {
          finishFrame(onFrame)
        } else {
          state = .body(remaining: remaining - take)
        }
      }
    }
    if case .failed(let error) = state { throw error }
  }

  /// Consumes `bytes`; see `feed(_:onFrame:)`.
  public mutating func feed(_ bytes: [UInt8], onFrame: (Frame) -> Void) throws(FramingError) {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(FramingError) in try feed(buffer, onFrame: onFrame) }
    }
    try result.get()
  }

  /// Consumes `bytes` and returns the frames they complete.
  public mutating func feed(_ bytes: [UInt8]) throws(FramingError) -> [Frame] {
    var frames: [Frame] = []
    try feed(bytes) { frames.append($0) }
    return frames
  }

  /// Checks the end of input: throws when it cut a message short.
  public func finish() throws(FramingError) {
    switch state {
    case .failed(let error):
      throw error
    case .header where headerBytes == 0:
      return
    case .header:
      throw FramingError(
        kind: .truncatedMessage, message: "the input ended inside a message header", streamOffset: streamOffset)
    case .body(let remaining):
      throw FramingError(
        kind: .truncatedMessage,
        message: "the input ended \(remaining) bytes before the end of a message body", streamOffset: streamOffset)
    }
  }

  /// Goes on to a body of `length` bytes, whose length has passed the cap, once its header has ended; a body of
  /// none ends the frame at once.
  private mutating func startBody(_ length: Int, _ onFrame: (Frame) -> Void) {
    guard length > 0 else { return finishFrame(onFrame) }
    // Reserve at most 1 MiB now and let the rest grow as bytes arrive.
    body.reserveCapacity(min(length, 1 << 20))
    state = .body(remaining: length)
  }

  /// A whole header at `start` in the form `Frame.header` writes (`Content-Length: ` and at most nine digits, then
  /// an empty line, nothing else), within the caps: its length and the body's. Nil for any other header, or one that
  /// the chunk cuts short, which `consumeHeaderByte` reads (and checks) a byte at a time; it accepts such a header
  /// too, with the same lengths, so this only saves the walk.
  private func writtenHeader(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Int, Int)? {
    let name: StaticString = "Content-Length: "
    let nameLength = name.utf8CodeUnitCount
    guard bytes.count - start > nameLength + 4 else { return nil }
    let named = name.withUTF8Buffer { expected in (0..<nameLength).allSatisfy { bytes[start + $0] == expected[$0] } }
    guard named else { return nil }
    let digitsStart = start + nameLength
    var index = digitsStart
    var length = 0
    while index < min(bytes.count, digitsStart + 9), bytes[index] >= UInt8(ascii: "0"),
      bytes[index] <= UInt8(ascii: "9")
    {
      length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    guard index > digitsStart, length <= maxContentLength, bytes.count - index >= 4, bytes[index] == 0x0D,
      bytes[index + 1] == 0x0A, bytes[index + 2] == 0x0D, bytes[index + 3] == 0x0A, index + 4 - start <= maxHeaderBytes
    else { return nil }
    return (index + 4 - start, length)
  }

  private mutating func finishFrame(_ onFrame: (Frame) -> Void) {
    let frame = Frame(body: body, charset: charset)
    body = []
    contentLength = nil
    charset = nil
    headerBytes = 0
    headerLines = 0
    state = .header
    onFrame(frame)
  }

  private mutating func fail(_ kind: FramingError.Kind, _ message: String) -> FramingError {
    let error = FramingError(kind: kind, message: message, streamOffset: streamOffset - 1)
    state = .failed(error)
    return error
  }

  /// Consumes one header byte; returns the body length when it ends the header part.
  private mutating func consumeHeaderByte(_ byte: UInt8) throws(FramingError) -> Int? {
    headerBytes += 1
    guard headerBytes <= maxHeaderBytes else {
      throw fail(.headerTooLong, "the message header is longer than \(maxHeaderBytes) bytes (maxHeaderBytes)")
    }
    if sawCarriageReturn {
      sawCarriageReturn = false
      guard byte == UInt8(ascii: "\n") else {
        throw fail(.badLineEnding, "a CR in the message header is not followed by LF")
      }
      return try endLine()
    }
    switch byte {
    case UInt8(ascii: "\r"):
      sawCarriageReturn = true
      return nil
    case UInt8(ascii: "\n"):
      throw fail(
        .badLineEnding,
        "a message header line ends with LF alone; the LSP base protocol requires CR LF" + lineQuote())
    case 0x20...0x7E, UInt8(ascii: "\t"):
      // A header name must be an HTTP token; checking each byte as it comes makes a body without a header, or
      // junk before one, fail at its first byte instead of after the header limit.
      if byte == UInt8(ascii: ":") {
        lineHasColon = true
      } else if !lineHasColon, !Self.isTokenByte(byte) {
        throw fail(
          .malformedHeader,
          "expected a header such as 'Content-Length: 42', found \(Self.describe(byte))" + lineQuote(including: byte))
      }
      line.append(byte)
      return nil
    default:
      throw fail(
        .malformedHeader,
        "expected a header such as 'Content-Length: 42', found \(Self.describe(byte))" + lineQuote(including: byte))
    }
  }

  /// Handles the end of a header line; returns the body length when the line was the empty one ending the header.
  private mutating func endLine() throws(FramingError) -> Int? {
    defer {
      line.removeAll(keepingCapacity: true)
      lineHasColon = false
    }
    guard !line.isEmpty else {
      guard headerLines > 0 else {
        throw fail(.malformedHeader, "expected a header such as 'Content-Length: 42', found an empty line")
      }
      guard let contentLength else {
        throw fail(.missingContentLength, "the message header has no Content-Length")
      }
      return contentLength
    }
    headerLines += 1
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
      throw fail(.malformedHeader, "a message header line is not 'Name: value'" + lineQuote())
    }
    let name = line[..<colon]
    let value = Self.trimmed(line[(colon + 1)...])
    if Self.isName(name, "content-length") {
      guard contentLength == nil else {
        throw fail(.duplicateContentLength, "the message header has Content-Length twice")
      }
      contentLength = try parseLength(value)
    } else if Self.isName(name, "content-type") {
      charset = Self.charset(in: value)
    }
    return nil
  }

  /// Whether a header name's bytes spell `lowercased` in any case (header names are ASCII tokens), without making
  /// a `String` for every frame.
  private static func isName(_ name: ArraySlice<UInt8>, _ lowercased: StaticString) -> Bool {
    guard name.count == lowercased.utf8CodeUnitCount else { return false }
    return lowercased.withUTF8Buffer { expected in
      zip(name, expected).allSatisfy { byte, wanted in
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == wanted
      }
    }
  }

  /// Parses a Content-Length value: decimal digits only, checked against the cap before it can overflow.
  private mutating func parseLength(_ value: ArraySlice<UInt8>) throws(FramingError) -> Int {
    // Made only for a message: a good frame's length makes no `String`.
    var text: String { String(decoding: value.prefix(40), as: UTF8.self) }
    guard !value.isEmpty, value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw fail(.invalidContentLength, "Content-Length must be a non-negative integer, found '\(text)'")
    }
    var length = 0
    for digit in value {
      let (shifted, overflow1) = length.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      guard !overflow1, !overflow2, sum <= maxContentLength else {
        throw fail(
          .contentLengthTooLarge,
          "Content-Length \(text)\(value.count > 40 ? "…" : "") is larger than the limit of \(maxContentLength) bytes "
            + "(maxMessageBytes)")
      }
      length = sum
    }
    return length
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { slice.removeFirst() }
    while let last = slice.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { slice.removeLast() }
    return slice
  }

  /// The lowercased `charset` parameter of a Content-Type value, without quotes.
  private static func charset(in value: ArraySlice<UInt8>) -> String? {
    let text = String(decoding: value, as: UTF8.self)
    for parameter in text.split(separator: ";").dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingSpaces.lowercased() == "charset" else { continue }
      var charset = parts[1].trimmingSpaces
      if charset.hasPrefix("\""), charset.hasSuffix("\""), charset.count >= 2 {
        charset = String(charset.dropFirst().dropLast())
      }
      return charset.lowercased()
    }
    return nil
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func describe(_ byte: UInt8) -> String {
    if byte > 0x20, byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
    if byte == 0x20 { return "a space" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  /// The current line, quoted for a message (at most 60 characters, non-printable bytes escaped).
  private func lineQuote(including byte: UInt8? = nil) -> String {
    var bytes = line
    if let byte { bytes.append(byte) }
    guard !bytes.isEmpty else { return "" }
    var text = ""
    for byte in bytes.prefix(60) {
      text += byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }
    return " in '\(text)\(bytes.count > 60 ? "…" : "")'"
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    var slice = self
    while slice.first == " " || slice.first == "\t" { slice.removeFirst() }
    while slice.last == " " || slice.last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
