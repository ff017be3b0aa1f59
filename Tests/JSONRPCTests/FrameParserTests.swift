import InspectorTestSupport
import JSONRPC
import Testing

/// Tests of `FrameParser`: every chunking of good input, and every class of bad header.
struct FrameParserTests {
  private let first = #"{"jsonrpc":"2.0","method":"a","id":1}"#
  private let second = #"{"jsonrpc":"2.0","method":"é😀","params":[1]}"#

  private func framed(_ body: String, header: String? = nil) -> [UInt8] {
    Array((header ?? "Content-Length: \(body.utf8.count)\r\n\r\n").utf8) + Array(body.utf8)
  }

  private func frames(_ bytes: [UInt8], chunkSizes: [Int]) throws -> [String] {
    var parser = FrameParser()
    var bodies: [String] = []
    var offset = 0
    var chunkIndex = 0
    while offset < bytes.count {
      let size = max(1, chunkSizes[chunkIndex % chunkSizes.count])
      let end = min(bytes.count, offset + size)
      for frame in try parser.feed(Array(bytes[offset..<end])) {
        bodies.append(String(decoding: frame.body, as: UTF8.self))
      }
      offset = end
      chunkIndex += 1
    }
    try parser.finish()
    return bodies
  }

  private func error(_ bytes: [UInt8], maxContentLength: Int = 64 << 20) -> FramingError? {
    var parser = FrameParser(maxContentLength: maxContentLength)
    do {
      _ = try parser.feed(bytes)
      try parser.finish()
      return nil
    } catch {
      return error
    }
  }

  private func error(_ text: String, maxContentLength: Int = 64 << 20) -> FramingError? {
    error(Array(text.utf8), maxContentLength: maxContentLength)
  }

  // MARK: Good input

  @Test func twoMessagesInOneChunk() throws {
    #expect(try frames(framed(first) + framed(second), chunkSizes: [10_000]) == [first, second])
  }

  @Test func byteByByte() throws {
    #expect(try frames(framed(first) + framed(second), chunkSizes: [1]) == [first, second])
  }

  @Test(arguments: 0..<100)
  func randomChunkings(seed: UInt64) throws {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let bytes = framed(first) + framed(second) + framed("{}") + framed(first)
    let sizes = (0..<20).map { _ in Int.random(in: 1...40, using: &generator) }
    #expect(try frames(bytes, chunkSizes: sizes) == [first, second, "{}", first])
  }

  @Test func headerNamesAreCaseInsensitiveAndOtherHeadersAreAccepted() throws {
    let length = first.utf8.count
    let variants = [
      "content-length: \(length)\r\n\r\n",
      "CONTENT-LENGTH:\(length)\r\n\r\n",
      "Content-Length:   \(length)  \r\n\r\n",
      "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \(length)\r\n\r\n",
      "Content-Length: \(length)\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\n\r\n",
      "Content-Length: \(length)\r\nX-Custom: anything: at all\r\n\r\n",
    ]
    for header in variants {
      #expect(try frames(framed(first, header: header), chunkSizes: [3]) == [first], "\(header)")
    }
  }

  @Test func charsetIsReported() throws {
    var parser = FrameParser()
    let utf8 = try parser.feed(framed("{}", header: "Content-Length: 2\r\nContent-Type: x; Charset=\"UTF8\"\r\n\r\n"))
    #expect(utf8.first?.charset == "utf8")
    #expect(utf8.first?.hasSupportedCharset == true)
    let latin1 = try parser.feed(framed("{}", header: "Content-Length: 2\r\nContent-Type: x; charset=latin1\r\n\r\n"))
    #expect(latin1.first?.hasSupportedCharset == false)
    let none = try parser.feed(framed("{}"))
    #expect(none.first?.charset == nil)
  }

  @Test func zeroLengthBodyIsAFrame() throws {
    #expect(try frames(framed(""), chunkSizes: [1]) == [""])
  }

  @Test func lengthCountsBytesNotCharacters() throws {
    // "é😀" is 2 characters but 6 bytes of UTF-8; a character count would cut the body short.
    #expect(try frames(framed(second), chunkSizes: [7]) == [second])
  }

  /// A header in the form `Frame.header` writes is read whole when a chunk holds it, and a byte at a time otherwise:
  /// both readings give the same frames, the same errors and the same error offsets, at and past every cap.
  @Test(arguments: [
    "Content-Length: 2\r\n\r\n{}", "Content-Length: 0\r\n\r\nContent-Length: 2\r\n\r\n{}",
    "Content-Length: 0002\r\n\r\n{}", "Content-Length: 000000002\r\n\r\n{}", "Content-Length: 0000000002\r\n\r\n{}",
    "Content-Length: 4\r\n\r\n{}", "Content-Length: 5\r\n\r\n{}xyz", "Content-Length: 999999999\r\n\r\n{}",
    "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", "Content-Length: 2\r\n\r\r{}", "Content-Length: 2 \r\n\r\n{}",
    "content-length: 2\r\n\r\n{}", "Content-Length: 2\r\n\r\n", "Content-Length: 2\r\n\r",
  ])
  func headersReadWholeAgreeWithHeadersReadByteByByte(input: String) {
    func reading(chunkSize: Int, maxContentLength: Int, maxHeaderBytes: Int) -> ([[UInt8]], FramingError?) {
      var parser = FrameParser(maxContentLength: maxContentLength, maxHeaderBytes: maxHeaderBytes)
      var bodies: [[UInt8]] = []
      let bytes = Array(input.utf8)
      do {
        for start in stride(from: 0, to: bytes.count, by: chunkSize) {
          try parser.feed(Array(bytes[start..<min(bytes.count, start + chunkSize)])) { bodies.append($0.body) }
        }
        try parser.finish()
        return (bodies, nil)
      } catch {
        return (bodies, error)
      }
    }
    for (maxContentLength, maxHeaderBytes) in [(64 << 20, 8192), (4, 8192), (3, 8192), (2, 21), (2, 20)] {
      let whole = reading(chunkSize: 1 << 16, maxContentLength: maxContentLength, maxHeaderBytes: maxHeaderBytes)
      let byByte = reading(chunkSize: 1, maxContentLength: maxContentLength, maxHeaderBytes: maxHeaderBytes)
      #expect(whole.0 == byByte.0, "\(input.debugDescription) \(maxContentLength) \(maxHeaderBytes)")
      #expect(whole.1 == byByte.1, "\(input.debugDescription) \(maxContentLength) \(maxHeaderBytes)")
    }
  }

  @Test func encodeWritesTheHeaderStrictClientsExpect() {
    #expect(Frame.encode(Array("{}".utf8)) == Array("Content-Length: 2\r\n\r\n{}".utf8))
  }

  // MARK: Bad headers

  @Test(arguments: [
    ("Content-Type: application/json\r\n\r\n{}", FramingError.Kind.missingContentLength),
    ("Content-Length: abc\r\n\r\n", .invalidContentLength),
    ("Content-Length: -5\r\n\r\n", .invalidContentLength),
    ("Content-Length: 1.5\r\n\r\n", .invalidContentLength),
    ("Content-Length: \r\n\r\n", .invalidContentLength),
    ("Content-Length: 0x10\r\n\r\n", .invalidContentLength),
    ("Content-Length: 99999999999999999999999\r\n\r\n", .contentLengthTooLarge),
    ("Content-Length: 1000000000000\r\n\r\n", .contentLengthTooLarge),
    ("Content-Length: 67108865\r\n\r\n", .contentLengthTooLarge),
    ("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", .duplicateContentLength),
    ("Content-Length: 2\n\n{}", .badLineEnding),
    ("Content-Length: 2\r\n\n{}", .badLineEnding),
    ("Content-Length: 2\rX\n\r\n{}", .badLineEnding),
    ("\nContent-Length: 2\r\n\r\n{}", .badLineEnding),
    ("\r\nContent-Length: 2\r\n\r\n{}", .malformedHeader),
    ("hello\r\nContent-Length: 2\r\n\r\n{}", .malformedHeader),
    ("{\"jsonrpc\":\"2.0\",\"method\":\"x\"}", .malformedHeader),
    ("Content Length: 2\r\n\r\n{}", .malformedHeader),
    (": 2\r\n\r\n{}", .malformedHeader),
    ("Content-Length: 10\r\n\r\n{}", .truncatedMessage),
    ("Content-Length: 10\r\n", .truncatedMessage),
  ])
  func rejectsBadHeaders(input: String, kind: FramingError.Kind) {
    #expect(error(input)?.kind == kind, "\(input.debugDescription)")
  }

  @Test func theCapIsConfigurableAndInclusive() {
    #expect(error(framed("{}"), maxContentLength: 2) == nil)
    #expect(error(framed("{}"), maxContentLength: 1)?.kind == .contentLengthTooLarge)
  }

  @Test func nonASCIIInAHeaderIsMalformed() {
    #expect(error([0xFF] + Array("Content-Length: 2\r\n\r\n{}".utf8))?.kind == .malformedHeader)
    #expect(
      error(Array("Content-Length: 2\r\nX: ".utf8) + [0xC3, 0xA9] + Array("\r\n\r\n{}".utf8))?.kind == .malformedHeader)
  }

  @Test func headerLengthIsBounded() {
    let long = "X-Padding: " + String(repeating: "a", count: 10_000) + "\r\nContent-Length: 2\r\n\r\n{}"
    #expect(error(long)?.kind == .headerTooLong)
  }

  @Test func messagesSayWhatAndWhere() {
    let negative = error("Content-Length: -5\r\n\r\n")
    #expect(negative?.message == "Content-Length must be a non-negative integer, found '-5'")
    let huge = error("Content-Length: 99999999999999999999999\r\n\r\n")
    #expect(
      huge?.message
        == "Content-Length 99999999999999999999999 is larger than the limit of 67108864 bytes (maxMessageBytes)")
    let lfOnly = error("Content-Length: 2\n")
    #expect(
      lfOnly?.message
        == "a message header line ends with LF alone; the LSP base protocol requires CR LF in 'Content-Length: 2'")
    #expect(lfOnly?.streamOffset == 17)
    let junk = error("{\"jsonrpc\"")
    #expect(junk?.message == "expected a header such as 'Content-Length: 42', found '{' in '{'")
  }

  @Test func framesBeforeAnErrorAreDelivered() {
    var parser = FrameParser()
    var delivered: [Frame] = []
    #expect(throws: FramingError.self) {
      try parser.feed(framed("{}") + Array("garbage\r\n".utf8)) { delivered.append($0) }
    }
    #expect(delivered.count == 1)
    // A failed parser stays failed.
    #expect(throws: FramingError.self) { try parser.feed(framed("{}")) }
  }
}
