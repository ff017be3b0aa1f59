/// Writes JSON text straight into a byte buffer, one member or element at a time: a reply built so costs no
/// intermediate `JSONValue` tree and no second copy.
///
/// The caller writes a well-formed sequence (`beginObject`, then `key` and a value for each member, then
/// `endObject`; elements of an array are values); the writer places the commas. Scalars are spelled exactly as
/// `JSONSerializer` spells them (integers exactly, doubles in their shortest round-tripping form with a fraction
/// or exponent, non-finite doubles as `null`, strings with the same escapes), so text written member by member
/// equals the compact serialization of the same value.
///
/// The text is copied into room kept ahead of it (`room`, written over past `count`), each piece with one copy,
/// rather than appended to an array piece by piece: every `Array.append` checks the array's uniqueness and capacity
/// again, which cost a reply of a few hundred bytes more than its members' own writing.
public struct JSONTextWriter: Sendable {
  /// The text written so far, in UTF-8.
  public var bytes: [UInt8] { Array(room[..<count]) }
  /// The text in its first `count` bytes, then bytes to write over.
  private var room: [UInt8]
  /// How many bytes of `room` are text.
  private var count = 0
  /// Whether the next member or element follows another in its container (and so needs a comma).
  private var followsValue = false
  /// The last four doubles whose digits `Double.write(to:)` worked out, newest first, and where their text lies in
  /// `room`: a reply with a node's size and frame writes its width and height twice, with the frame's x and y between
  /// them, and copies their text the second time.
  private var recentDoubles = (WrittenDouble(), WrittenDouble(), WrittenDouble(), WrittenDouble())

  /// The text written, as `bytes` without their copy: the writer's room cut to the text.
  public consuming func finishedBytes() -> [UInt8] {
    room.removeSubrange(count...)
    return room
  }

  /// Creates an empty writer with room for `capacity` bytes (it grows as needed).
  public init(capacity: Int = 256) {
    room = [UInt8](repeating: 0, count: max(0, capacity))
  }

  /// Opens an object (as a value).
  public mutating func beginObject() {
    separate()
    put(UInt8(ascii: "{"))
    followsValue = false
  }

  /// Closes the innermost object.
  public mutating func endObject() {
    put(UInt8(ascii: "}"))
    followsValue = true
  }

  /// Opens an array (as a value).
  public mutating func beginArray() {
    separate()
    put(UInt8(ascii: "["))
    followsValue = false
  }

  /// Closes the innermost array.
  public mutating func endArray() {
    put(UInt8(ascii: "]"))
    followsValue = true
  }

  /// Writes a member's name known when compiled (a type's own member names); its value comes next. The name must need
  /// no escape (no quote, backslash or control character): it is copied as it is, without a look at its bytes (a look
  /// cost a `layout/node` reply 740 instructions for its 17 names); a name that needs one goes through `key(text:)`.
  public mutating func key(_ name: StaticString) {
    name.withUTF8Buffer { name in
      assert(!name.contains(where: Self.needsEscape), "key(_:) copies its name as it is: it must need no escape")
      putVerbatim(name, quoted: true)
    }
    followsValue = false
  }

  /// Writes `text`, JSON text known when compiled that starts a value or a member and stops where a value comes next
  /// (`{"x":`, an object and its first member's name; `"jsonrpc":"2.0","id":`, a member and the next one's name), as
  /// it is, after a comma when one is due: a reply's fixed members as one copy instead of a call for each piece.
  public mutating func text(_ text: StaticString) {
    text.withUTF8Buffer { putVerbatim($0, quoted: false) }
    followsValue = false
  }

  /// Writes a member's name made at run time; its value comes next.
  public mutating func key(text name: String) {
    var name = name
    name.withUTF8 { putString($0, then: UInt8(ascii: ":")) }
    followsValue = false
  }

  /// Writes a string.
  public mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { putString($0, then: nil) }
    followsValue = true
  }

  /// Writes a Boolean.
  public mutating func bool(_ value: Bool) {
    literal(value ? "true" : "false")
  }

  /// Writes a literal value (`true`, `false`, `null`), after a comma when one is due.
  private mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { putVerbatim($0, quoted: false) }
    followsValue = true
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int) {
    integer(Int64(value))
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int64) {
    separate()
    if value < 0 { put(UInt8(ascii: "-")) }
    Self.withDigits(value.magnitude, minimumCount: 1) { put($0) }
    followsValue = true
  }

  /// Writes a double: its shortest round-tripping form, `null` when it is not finite.
  public mutating func double(_ value: Double) {
    separate()
    if !value.isFinite {
      Self.null.withUTF8Buffer { put($0) }
    } else if Self.withShortDecimal(value, { put($0) }) == nil {
      let bits = value.bitPattern
      let recent = recentDoubles
      if let text = recent.0.text(of: bits) ?? recent.1.text(of: bits) ?? recent.2.text(of: bits)
        ?? recent.3.text(of: bits)
      {
        putCopy(of: text)
      } else {
        let start = count
        // `write(to:)` hands its digits to the stream as ASCII bytes, without the `String` that `description` makes.
        var stream = TextStream(writer: JSONTextWriter(capacity: 0))
        swap(&stream.writer, &self)
        value.write(to: &stream)
        swap(&stream.writer, &self)
        recentDoubles = (WrittenDouble(bits: bits, text: start..<count), recent.0, recent.1, recent.2)
      }
    }
    followsValue = true
  }

  /// A double written by `Double.write(to:)`: its bit pattern and where its text lies in `room`.
  private struct WrittenDouble: Sendable {
    var bits: UInt64 = 0
    /// Empty when no double was written.
    var text = 0..<0

    /// Where the text of the double with `bits` lies, if it is this one.
    func text(of bits: UInt64) -> Range<Int>? {
      bits == self.bits && !text.isEmpty ? text : nil
    }
  }

  /// Writes a value, as `JSONSerializer` writes it compactly: a scalar as the writer's own methods write it, an array
  /// or an object serialized apart and copied in (the room is not cut to the text for it, which made the next piece
  /// of text make room again, the whole text's length in zeros each time: a reply of a thousand values in a list
  /// spent a third of its time there).
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: literal(Self.null)
    case .bool(let value): bool(value)
    case .integer(let value): integer(value)
    case .double(let value): double(value)
    case .string(let value): string(value)
    case .array, .object:
      separate()
      var text: [UInt8] = []
      JSONSerializer.serialize(value, into: &text)
      text.withUnsafeBufferPointer { put($0) }
      followsValue = true
    }
  }

  /// Writes `value` as `JSONValueEncoder` encodes it: for the members a type does not write itself.
  public mutating func encode<Value: Encodable>(_ value: Value) throws(JSONCodingError) {
    self.value(try JSONValueEncoder().encode(value))
  }

  private mutating func separate() {
    if followsValue { put(UInt8(ascii: ",")) }
  }

  // MARK: Room

  /// Writes `length` bytes at the end of the text through `fill`, which gets their first address; makes room first
  /// (twice as much as before, or what `length` needs) when the room runs out.
  private mutating func put(_ length: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Void) {
    let start = count
    let end = start + length
    if end > room.count { room.append(contentsOf: repeatElement(0, count: max(end, 2 * room.count) - room.count)) }
    room.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      fill(base + start)
    }
    count = end
  }

  /// Writes again the text at `range` of the text written (which ends before the copy starts, so the two never
  /// overlap; the source is found from the copy's address, which `put` gives after making room).
  private mutating func putCopy(of range: Range<Int>) {
    let distance = count - range.lowerBound
    put(range.count) { target in target.update(from: target - distance, count: range.count) }
  }

  private mutating func put(_ byte: UInt8) {
    put(1) { $0.pointee = byte }
  }

  private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    put(bytes.count) { $0.update(from: source, count: bytes.count) }
  }

  /// Writes `text` as it is after a comma when one is due; `quoted`, in quotes and before a colon (a member's name).
  private mutating func putVerbatim(_ text: UnsafeBufferPointer<UInt8>, quoted: Bool) {
    let comma = followsValue ? 1 : 0
    put(comma + text.count + (quoted ? 3 : 0)) { target in
      if comma == 1 { target.pointee = UInt8(ascii: ",") }
      var start = target + comma
      if quoted {
        start.pointee = UInt8(ascii: "\"")
        start += 1
      }
      if let source = text.baseAddress { start.update(from: source, count: text.count) }
      if quoted {
        start[text.count] = UInt8(ascii: "\"")
        start[text.count + 1] = UInt8(ascii: ":")
      }
    }
  }

  /// Writes a string given as UTF-8, after a comma when one is due and before `suffix` (a key's colon): copied into
  /// the room byte by byte while no byte needs an escape, one pass where a search for escapes and then a copy took two
  /// and a call (a name or an id is a few bytes); a string with an escape is written again, with its escapes.
  private mutating func putString(_ text: UnsafeBufferPointer<UInt8>, then suffix: UInt8?) {
    let comma = followsValue
    let length = text.count + 2 + (comma ? 1 : 0) + (suffix == nil ? 0 : 1)
    var escapes = false
    put(length) { target in
      var target = target
      if comma {
        target.pointee = UInt8(ascii: ",")
        target += 1
      }
      target.pointee = UInt8(ascii: "\"")
      for byte in text {
        guard !Self.needsEscape(byte) else {
          escapes = true
          return
        }
        target += 1
        target.pointee = byte
      }
      target[1] = UInt8(ascii: "\"")
      if let suffix { target[2] = suffix }
    }
    guard escapes else { return }
    count -= length
    separate()
    var escaped: [UInt8] = []
    Self.appendString(utf8: text, to: &escaped)
    escaped.withUnsafeBufferPointer { put($0) }
    if let suffix { put(suffix) }
  }

  /// The stream `Double.write(to:)` writes a double's digits into, straight into the writer's room.
  private struct TextStream: TextOutputStream {
    var writer: JSONTextWriter

    mutating func write(_ string: String) {
      var string = string
      string.withUTF8 { writer.put($0) }
    }

    /// The stream's entry for ASCII text (the standard library's numbers write through it).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
      writer.put(buffer)
    }
  }

  // MARK: Scalars, shared with JSONSerializer

  private static let null: StaticString = "null"

  static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    withDigits(value.magnitude, minimumCount: 1) { output.append(contentsOf: $0) }
  }

  static func appendDouble(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else {
      output.append(contentsOf: "null".utf8)
      return
    }
    if withShortDecimal(value, { output.append(contentsOf: $0) }) == nil {
      output.append(contentsOf: value.description.utf8)
    }
  }

  /// The magnitude below which a double with at most `maxShortFractionDigits` fraction digits is written without
  /// `Double.description`: its spacing times 10⁴ stays under ½, so at most one decimal of that many fraction digits
  /// rounds to it, and `description` (shortest digits, then closest) writes that decimal, in positional form.
  private static let shortDecimalLimit = 1e11

  private static let maxShortFractionDigits = 4

  /// 10⁴, exact as a double: the scale of `maxShortFractionDigits` fraction digits.
  private static let shortFractionScale = 1e4

  /// Calls `body` with the text `description` gives a finite double that is a whole number or has at most four
  /// fraction digits and lies below `shortDecimalLimit` (sizes and offsets of a layout: `100.0`, `12.5`, `-0.0`),
  /// without making a `String`; nil, without calling it, for any other double.
  ///
  /// The integer `n` nearest `|value|·10⁴` gives back the double when a decimal of at most four fraction digits does:
  /// `n / 10⁴` divides two exact doubles, so it is the correctly rounded value of the decimal, the double a reader of
  /// the text gets, and below `shortDecimalLimit` the product is within ½ of any such decimal's `n`. Trailing zeros of
  /// `n` are dropped, which leaves the fewest fraction digits, as `description` writes them (shortest digits).
  /// `description` writes whole numbers below 2⁵³ and every number from 10⁻⁴ on in positional form with at least one
  /// fraction digit, as this does.
  static func withShortDecimal<Result>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    let magnitude = value.magnitude
    guard magnitude < shortDecimalLimit else { return nil }
    let scaled = (magnitude * shortFractionScale).rounded()
    guard scaled / shortFractionScale == magnitude else { return nil }
    var fraction = UInt64(scaled)
    var digits = maxShortFractionDigits
    var divisor: UInt64 = 10_000
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
      divisor /= 10
    }
    var whole = fraction / divisor
    fraction %= divisor
    // A sign, eleven whole digits, a point and four fraction digits at most, written last-first.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { text in
      var start = 20
      for _ in 0..<max(1, digits) {
        start -= 1
        text[start] = UInt8(ascii: "0") + UInt8(fraction % 10)
        fraction /= 10
      }
      start -= 1
      text[start] = UInt8(ascii: ".")
      repeat {
        start -= 1
        text[start] = UInt8(ascii: "0") + UInt8(whole % 10)
        whole /= 10
      } while whole > 0
      if value.sign == .minus {
        start -= 1
        text[start] = UInt8(ascii: "-")
      }
      return body(UnsafeBufferPointer(rebasing: text[start..<20]))
    }
  }

  /// Calls `body` with `value` in decimal, padded with leading zeros to `minimumCount` digits (at most 20).
  private static func withDigits(
    _ value: UInt64, minimumCount: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var remaining = value
    // Twenty digits hold any UInt64; they are produced last-first into a fixed buffer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      } while remaining > 0 || 20 - start < minimumCount
      body(UnsafeBufferPointer(rebasing: digits[start..<20]))
    }
  }

  static func appendString(_ string: String, to output: inout [UInt8]) {
    var string = string
    string.withUTF8 { appendString(utf8: $0, to: &output) }
  }

  /// Writes a string given as its UTF-8 bytes.
  static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var runStart = 0
    for index in 0..<bytes.count {
      let byte = bytes[index]
      guard needsEscape(byte) else { continue }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      runStart = index + 1
      output.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
      case 0x08: output.append(UInt8(ascii: "b"))
      case 0x0C: output.append(UInt8(ascii: "f"))
      case 0x0A: output.append(UInt8(ascii: "n"))
      case 0x0D: output.append(UInt8(ascii: "r"))
      case 0x09: output.append(UInt8(ascii: "t"))
      default:
        let hexDigits: StaticString = "0123456789abcdef"
        output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        hexDigits.withUTF8Buffer { digits in
          output.append(digits[Int(byte >> 4)])
          output.append(digits[Int(byte & 0xF)])
        }
      }
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    output.append(UInt8(ascii: "\""))
  }
}
