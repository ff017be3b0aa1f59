/// Parses JSON text (RFC 8259) into `JSONValue`s, strictly and within `JSONLimits`.
///
/// The parser never recurses: open arrays and objects live on an explicit stack, so the depth of a document
/// costs heap, bounded by `JSONLimits.maxDepth`, never machine stack. It accepts exactly RFC 8259's grammar and
/// rejects, with a `JSONParseError` that says what and where:
/// - NaN, Infinity, leading zeros, `+1`, `.5`, `1.` and numbers too large for a `Double`;
/// - trailing commas, comments, single quotes, unquoted member names;
/// - unescaped control characters in strings, unknown escapes, and `\u` escapes that leave a surrogate unpaired;
/// - bytes that are not UTF-8 (overlong forms, encoded surrogates, values past U+10FFFF, truncated sequences);
/// - anything but whitespace after the document.
///
/// One leading UTF-8 byte order mark is skipped, as RFC 8259 §8.1 allows. Numbers written without a fraction or
/// exponent that fit in `Int64` become `.integer`; every other number becomes `.double`, rounded correctly.
/// Duplicate member names keep the last value (see `JSONObject`).
public enum JSONParser {
  /// Parses a whole document from a string.
  public static func parse(_ text: String, limits: JSONLimits = .default) throws(JSONParseError) -> JSONValue {
    var text = text
    let result = text.withUTF8 { buffer in
      Result { () throws(JSONParseError) -> JSONValue in try parse(buffer, limits: limits) }
    }
    return try result.get()
  }

  /// Parses a whole document from UTF-8 bytes.
  public static func parse(_ bytes: [UInt8], limits: JSONLimits = .default) throws(JSONParseError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONParseError) -> JSONValue in try parse(buffer, limits: limits) }
    }
    return try result.get()
  }

  /// Parses a whole document from a slice of UTF-8 bytes; offsets in errors count from the slice's start.
  public static func parse(_ bytes: ArraySlice<UInt8>, limits: JSONLimits = .default) throws(JSONParseError)
    -> JSONValue
  {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONParseError) -> JSONValue in try parse(buffer, limits: limits) }
    }
    return try result.get()
  }

  /// Parses a whole document from any collection of UTF-8 bytes (copied first if not contiguous).
  public static func parse(_ bytes: some Collection<UInt8>, limits: JSONLimits = .default) throws(JSONParseError)
    -> JSONValue
  {
    let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(JSONParseError) -> JSONValue in try parse(buffer, limits: limits) }
    }
    if let contiguous { return try contiguous.get() }
    return try parse(Array(bytes), limits: limits)
  }

  /// Parses a whole document from a buffer of UTF-8 bytes.
  public static func parse(_ buffer: UnsafeBufferPointer<UInt8>, limits: JSONLimits = .default)
    throws(JSONParseError) -> JSONValue
  {
    var parser = JSONParserState(bytes: buffer, limits: limits)
    return try parser.parseDocument()
  }
}

/// ASCII bytes the parser looks for, by name.
private enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let period: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let upperE: UInt8 = 0x45
  static let upperI: UInt8 = 0x49
  static let upperN: UInt8 = 0x4E
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let lowerB: UInt8 = 0x62
  static let lowerE: UInt8 = 0x65
  static let lowerF: UInt8 = 0x66
  static let lowerN: UInt8 = 0x6E
  static let lowerR: UInt8 = 0x72
  static let lowerT: UInt8 = 0x74
  static let lowerU: UInt8 = 0x75
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
}

/// Powers of ten that a `Double` holds exactly, for the fast path of number conversion.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
  1e19, 1e20, 1e21, 1e22,
]

/// The parser's working state for one document.
///
/// Values of open containers wait on `values` (and member names on `keys`) until the container closes; then
/// they are moved into one array or object, which replaces them on `values`. `frames` records where each open
/// container's values start.
private struct JSONParserState {
  /// An open array or object.
  struct Frame {
    var isObject: Bool
    /// Index in `values` of the container's first element or member value.
    var valueStart: Int
    /// Index in `keys` of the object's first member name.
    var keyStart: Int
    /// Offset of the opening bracket, for "not closed" errors.
    var openOffset: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let limits: JSONLimits
  var position = 0
  var values: [JSONValue] = []
  var keys: [String] = []
  var frames: [Frame] = []
  var valueCount = 0
  /// Reused buffer for strings with escapes.
  var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  // MARK: Document structure

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    guard bytes.count <= limits.maxBytes else {
      throw error(
        .limitExceeded, "document is \(bytes.count) bytes; the limit is \(limits.maxBytes)", at: 0, limit: .maxBytes)
    }
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    skipWhitespace()
    guard position < bytes.count else {
      throw error(.unexpectedEnd, "empty document: expected a JSON value", at: position)
    }
    var expectingValue = true
    while true {
      if expectingValue {
        expectingValue = try parseValueStart()
        continue
      }
      guard let frame = frames.last else {
        skipWhitespace()
        guard position == bytes.count else {
          throw error(
            .trailingData, "unexpected \(describeCharacter(at: position)) after the end of the JSON document",
            at: position)
        }
        return values.last ?? .null
      }
      skipWhitespace()
      guard position < bytes.count else { throw notClosed(frame) }
      let byte = bytes[position]
      let closer = frame.isObject ? ASCII.closeBrace : ASCII.closeBracket
      if byte == ASCII.comma {
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == closer {
          throw error(.trailingComma, "trailing comma before '\(frame.isObject ? "}" : "]")'", at: position)
        }
        if frame.isObject { try parseMemberName() }
        expectingValue = true
      } else if byte == closer {
        position += 1
        try closeContainer()
      } else {
        let expected = frame.isObject ? "',' or '}'" : "',' or ']'"
        throw error(
          .unexpectedCharacter, "expected \(expected), found \(describeCharacter(at: position))", at: position)
      }
    }
  }

  /// Parses a scalar, or opens a container, at the next non-whitespace byte.
  /// Returns whether a value is still expected (true after opening a non-empty container).
  mutating func parseValueStart() throws(JSONParseError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else {
      if let frame = frames.last { throw notClosed(frame) }
      throw error(.unexpectedEnd, "unexpected end of input: expected a JSON value", at: position)
    }
    let byte = bytes[position]
    switch byte {
    case ASCII.openBrace, ASCII.openBracket:
      let isObject = byte == ASCII.openBrace
      try countValue()
      guard frames.count < limits.maxDepth else {
        throw error(.limitExceeded, "nesting deeper than \(limits.maxDepth) levels", at: position, limit: .maxDepth)
      }
      frames.append(
        Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count, openOffset: position))
      position += 1
      skipWhitespace()
      if position < bytes.count, bytes[position] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
        position += 1
        try closeContainer()
        return false
      }
      if isObject { try parseMemberName() }
      return true
    case ASCII.quote:
      try countValue()
      let string = try parseString()
      try append(.string(string))
    case ASCII.lowerT:
      try countValue()
      try expectLiteral("true")
      try append(.bool(true))
    case ASCII.lowerF:
      try countValue()
      try expectLiteral("false")
      try append(.bool(false))
    case ASCII.lowerN:
      try countValue()
      try expectLiteral("null")
      try append(.null)
    case ASCII.minus, ASCII.zero...ASCII.nine:
      try countValue()
      let number = try parseNumber()
      try append(number)
    case ASCII.upperN, ASCII.upperI:
      throw error(.invalidNumber, "NaN and Infinity are not JSON numbers", at: position)
    default:
      throw error(
        .unexpectedCharacter, "expected a JSON value, found \(describeCharacter(at: position))", at: position)
    }
    return false
  }

  /// Counts one more value in the document against `maxValues`.
  mutating func countValue() throws(JSONParseError) {
    valueCount += 1
    guard valueCount <= limits.maxValues else {
      throw error(.limitExceeded, "document has more than \(limits.maxValues) values", at: position, limit: .maxValues)
    }
  }

  /// Adds a finished value to the innermost open container (or as the document).
  mutating func append(_ value: JSONValue) throws(JSONParseError) {
    if let frame = frames.last, values.count - frame.valueStart >= limits.maxMembers {
      let noun = frame.isObject ? "an object has" : "an array has"
      throw error(.limitExceeded, "\(noun) more than \(limits.maxMembers) members", at: position, limit: .maxMembers)
    }
    values.append(value)
  }

  /// Closes the innermost container, moving its values into one array or object.
  mutating func closeContainer() throws(JSONParseError) {
    guard let frame = frames.popLast() else { return }
    let container: JSONValue
    if frame.isObject {
      var object = JSONObject()
      object.reserveCapacity(values.count - frame.valueStart)
      var keyIndex = frame.keyStart
      for valueIndex in frame.valueStart..<values.count {
        object[keys[keyIndex]] = values[valueIndex]
        keyIndex += 1
      }
      keys.removeSubrange(frame.keyStart...)
      container = .object(object)
    } else {
      container = .array(Array(values[frame.valueStart...]))
    }
    values.removeSubrange(frame.valueStart...)
    try append(container)
  }

  /// Parses `"name"` and the `:` after it, pushing the name on `keys`.
  mutating func parseMemberName() throws(JSONParseError) {
    guard position < bytes.count else { throw unexpectedEndInContainer() }
    guard bytes[position] == ASCII.quote else {
      throw error(
        .unexpectedCharacter, "expected a member name in double quotes, found \(describeCharacter(at: position))",
        at: position)
    }
    keys.append(try parseString())
    skipWhitespace()
    guard position < bytes.count else { throw unexpectedEndInContainer() }
    guard bytes[position] == ASCII.colon else {
      throw error(
        .unexpectedCharacter, "expected ':' after a member name, found \(describeCharacter(at: position))",
        at: position)
    }
    position += 1
  }

  mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
    let length = literal.utf8CodeUnitCount
    let matches = literal.withUTF8Buffer { expected in
      guard bytes.count - position >= length else { return false }
      for offset in 0..<length where bytes[position + offset] != expected[offset] { return false }
      return true
    }
    guard matches else {
      throw error(.unexpectedCharacter, "invalid literal: expected '\(literal)'", at: position)
    }
    position += length
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case ASCII.space, ASCII.newline, ASCII.carriageReturn, ASCII.tab: position += 1
      default: return
      }
    }
  }

  // MARK: Strings

  /// Parses a string at `position` (which holds its opening quote) and moves past the closing quote.
  mutating func parseString() throws(JSONParseError) -> String {
    let quoteOffset = position
    let start = position + 1
    var index = start
    // The fast path: printable ASCII without escapes, which is almost every name and most values.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.quote || byte == ASCII.backslash || byte < 0x20 || byte >= 0x80 { break }
      index += 1
    }
    if index < bytes.count, bytes[index] == ASCII.quote {
      try checkStringLength(index - start, at: quoteOffset)
      position = index + 1
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
    // The general path: escapes are decoded into `scratch`; runs of plain bytes are copied in one piece.
    var hasEscapes = false
    var runStart = start
    scratch.removeAll(keepingCapacity: true)
    while true {
      guard index < bytes.count else {
        throw error(.unterminatedString, "unterminated string starting", at: quoteOffset)
      }
      let byte = bytes[index]
      if byte == ASCII.quote { break }
      if byte == ASCII.backslash {
        if !hasEscapes {
          hasEscapes = true
          scratch.reserveCapacity(index - start + 16)
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        index = try parseEscape(at: index, stringStart: quoteOffset)
        runStart = index
      } else if byte < 0x20 {
        throw error(
          .invalidString, "control character \(scalarName(UInt32(byte))) in a string must be escaped", at: index)
      } else if byte < 0x80 {
        index += 1
      } else {
        guard let length = utf8SequenceLength(at: index) else {
          throw error(.invalidUTF8, "invalid UTF-8 (\(describeInvalidUTF8(at: index))) in a string", at: index)
        }
        index += length
      }
      try checkStringLength(scratch.count + (index - runStart), at: quoteOffset)
    }
    position = index + 1
    guard hasEscapes else {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
    return String(decoding: scratch, as: UTF8.self)
  }

  func checkStringLength(_ length: Int, at offset: Int) throws(JSONParseError) {
    guard length <= limits.maxStringBytes else {
      throw error(
        .limitExceeded, "string longer than \(limits.maxStringBytes) bytes", at: offset, limit: .maxStringBytes)
    }
  }

  /// Decodes the escape at `index` (a backslash) into `scratch`; returns the index after it.
  mutating func parseEscape(at index: Int, stringStart: Int) throws(JSONParseError) -> Int {
    guard index + 1 < bytes.count else {
      throw error(.unterminatedString, "unterminated string starting", at: stringStart)
    }
    let simple: UInt8
    switch bytes[index + 1] {
    case ASCII.quote: simple = ASCII.quote
    case ASCII.backslash: simple = ASCII.backslash
    case ASCII.slash: simple = ASCII.slash
    case ASCII.lowerB: simple = 0x08
    case ASCII.lowerF: simple = 0x0C
    case ASCII.lowerN: simple = ASCII.newline
    case ASCII.lowerR: simple = ASCII.carriageReturn
    case ASCII.lowerT: simple = ASCII.tab
    case ASCII.lowerU:
      let unit = try hexQuad(at: index + 2, escapeOffset: index)
      var scalarValue = UInt32(unit)
      var next = index + 6
      if (0xD800...0xDBFF).contains(unit) {
        guard next + 1 < bytes.count, bytes[next] == ASCII.backslash, bytes[next + 1] == ASCII.lowerU,
          case let low = try hexQuad(at: next + 2, escapeOffset: next), (0xDC00...0xDFFF).contains(low)
        else {
          throw error(
            .invalidUTF8,
            "unpaired surrogate \\u\(hex(unit)): a high surrogate must be followed by a \\u escape of a low surrogate",
            at: index)
        }
        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        next += 6
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw error(.invalidUTF8, "unpaired surrogate \\u\(hex(unit)): a low surrogate without a high one", at: index)
      }
      appendUTF8(scalarValue)
      return next
    default:
      throw error(
        .invalidString, "invalid escape '\\\(describeCharacter(at: index + 1, quoted: false))' in a string",
        at: index)
    }
    scratch.append(simple)
    return index + 2
  }

  /// Appends the UTF-8 encoding of a scalar value (never a surrogate: the caller pairs those first).
  mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case 0..<0x80:
      scratch.append(UInt8(value))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | value >> 6))
      scratch.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      scratch.append(UInt8(0xE0 | value >> 12))
      scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | value & 0x3F))
    default:
      scratch.append(UInt8(0xF0 | value >> 18))
      scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | value & 0x3F))
    }
  }

  /// The four hex digits of a `\u` escape starting at `index`.
  func hexQuad(at index: Int, escapeOffset: Int) throws(JSONParseError) -> UInt16 {
    var value: UInt16 = 0
    for offset in 0..<4 {
      let digit: UInt8? =
        index + offset < bytes.count ? hexDigitValue(bytes[index + offset]) : nil
      guard let digit else {
        throw error(.invalidString, "invalid \\u escape: expected four hexadecimal digits", at: escapeOffset)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }

  /// The length of the valid UTF-8 sequence of two to four bytes starting at `index`, or nil when the bytes
  /// there are not one (a stray continuation byte, an overlong form, an encoded surrogate, a value past
  /// U+10FFFF, or a sequence cut short).
  func utf8SequenceLength(at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return nil
    }
    guard bytes.count - index >= length, secondRange.contains(bytes[index + 1]) else { return nil }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
    return length
  }

  // MARK: Numbers

  /// Parses a number at `position` and moves past it.
  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    let isNegative = bytes[position] == ASCII.minus
    if isNegative { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else {
      if position < bytes.count, bytes[position] == ASCII.upperI {
        throw error(.invalidNumber, "NaN and Infinity are not JSON numbers", at: start)
      }
      throw error(.invalidNumber, "expected a digit after '-'", at: position)
    }
    // The significant digits accumulate in `mantissa` while they fit; `overflowed` sends the number to the
    // slow, exact conversion instead.
    var mantissa: UInt64 = 0
    var overflowed = false
    func accumulate(_ byte: UInt8) {
      let (shifted, overflow1) = mantissa.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(byte - ASCII.zero))
      if overflow1 || overflow2 { overflowed = true } else { mantissa = sum }
    }
    if bytes[position] == ASCII.zero {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) {
        throw error(.invalidNumber, "leading zeros are not allowed in JSON numbers", at: start)
      }
    } else {
      while position < bytes.count, isDigit(bytes[position]) {
        accumulate(bytes[position])
        position += 1
      }
    }
    var fractionDigits = 0
    var isInteger = true
    if position < bytes.count, bytes[position] == ASCII.period {
      isInteger = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error(.invalidNumber, "expected a digit after the decimal point", at: position)
      }
      while position < bytes.count, isDigit(bytes[position]) {
        accumulate(bytes[position])
        fractionDigits += 1
        position += 1
      }
    }
    var exponent = 0
    if position < bytes.count, bytes[position] == ASCII.lowerE || bytes[position] == ASCII.upperE {
      isInteger = false
      position += 1
      var exponentIsNegative = false
      if position < bytes.count, bytes[position] == ASCII.plus || bytes[position] == ASCII.minus {
        exponentIsNegative = bytes[position] == ASCII.minus
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error(.invalidNumber, "expected a digit in the exponent", at: position)
      }
      while position < bytes.count, isDigit(bytes[position]) {
        // Saturate: any exponent past a few hundred already means zero or out of range.
        if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[position] - ASCII.zero) }
        position += 1
      }
      if exponentIsNegative { exponent = -exponent }
    }
    if isInteger, !overflowed {
      if !isNegative, mantissa <= UInt64(Int64.max) { return .integer(Int64(mantissa)) }
      if isNegative, mantissa <= UInt64(Int64.max) { return .integer(-Int64(mantissa)) }
      if isNegative, mantissa == UInt64(Int64.max) + 1 { return .integer(Int64.min) }
    }
    // Clinger's fast path: both the mantissa and the power of ten are exact doubles, so one IEEE operation
    // rounds the result correctly.
    let scale = exponent - fractionDigits
    if !overflowed, mantissa <= 1 << 53, scale >= -22, scale <= 22 {
      var value = Double(mantissa)
      if scale < 0 { value /= exactPowersOfTen[-scale] } else { value *= exactPowersOfTen[scale] }
      return .double(isNegative ? -value : value)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error(.numberOutOfRange, "number \(text) is out of the range of a double", at: start)
    }
    return .double(value)
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= ASCII.zero && byte <= ASCII.nine }

  // MARK: Errors

  func error(_ kind: JSONParseError.Kind, _ message: String, at offset: Int, limit: JSONLimits.Name? = nil)
    -> JSONParseError
  {
    var line = 1
    var column = 1
    for index in 0..<min(offset, bytes.count) {
      let byte = bytes[index]
      if byte == ASCII.newline {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONParseError(kind: kind, message: message, offset: offset, line: line, column: column, limit: limit)
  }

  func notClosed(_ frame: Frame) -> JSONParseError {
    let container = frame.isObject ? "object" : "array"
    let opened = error(.unexpectedEnd, "", at: frame.openOffset)
    return error(
      .unexpectedEnd,
      "unexpected end of input: the \(container) starting at line \(opened.line), column \(opened.column) is not closed",
      at: position)
  }

  func unexpectedEndInContainer() -> JSONParseError {
    if let frame = frames.last { return notClosed(frame) }
    return error(.unexpectedEnd, "unexpected end of input", at: position)
  }

  /// Names the character at `offset` for a message: `'x'`, `U+000A`, `'é'` or `byte 0xFF`.
  func describeCharacter(at offset: Int, quoted: Bool = true) -> String {
    guard offset < bytes.count else { return "the end of input" }
    let byte = bytes[offset]
    let quote = quoted ? "'" : ""
    if byte >= 0x20, byte < 0x7F { return quote + String(UnicodeScalar(byte)) + quote }
    if byte < 0x80 { return scalarName(UInt32(byte)) }
    if let length = utf8SequenceLength(at: offset) {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
      return quote + text + quote
    }
    return "byte 0x\(hex(UInt16(byte), digits: 2))"
  }

  func describeInvalidUTF8(at offset: Int) -> String {
    let lead = bytes[offset]
    switch lead {
    case 0x80...0xBF: return "unexpected continuation byte 0x\(hex(UInt16(lead), digits: 2))"
    case 0xC0, 0xC1: return "overlong encoding starting with byte 0x\(hex(UInt16(lead), digits: 2))"
    case 0xF5...0xFF: return "byte 0x\(hex(UInt16(lead), digits: 2)) never appears in UTF-8"
    case 0xED: return "encoded surrogate or truncated sequence starting with byte 0xED"
    default: return "overlong, out-of-range or truncated sequence starting with byte 0x\(hex(UInt16(lead), digits: 2))"
    }
  }

  func scalarName(_ value: UInt32) -> String {
    "U+" + hex(UInt16(truncatingIfNeeded: value))
  }

  func hex(_ value: UInt16, digits: Int = 4) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
