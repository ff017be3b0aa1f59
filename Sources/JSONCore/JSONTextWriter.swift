/// Writes JSON text straight into a byte buffer, one member or element at a time: a reply built so costs no
/// intermediate `JSONValue` tree and no second copy.
///
/// The caller writes a well-formed sequence (`beginObject`, then `key` and a value for each member, then
/// `endObject`; elements of an array are values); the writer places the commas. Scalars are spelled exactly as
/// `JSONSerializer` spells them (integers exactly, doubles in their shortest round-tripping form with a fraction
/// or exponent, non-finite doubles as `null`, strings with the same escapes), so text written member by member
/// equals the compact serialization of the same value.
public struct JSONTextWriter: Sendable {
  /// The text written so far, in UTF-8.
  public private(set) var bytes: [UInt8]
  /// Whether the next member or element follows another in its container (and so needs a comma).
  private var followsValue = false

  /// Creates an empty writer that reserves `capacity` bytes.
  public init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Opens an object (as a value).
  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    followsValue = false
  }

  /// Closes the innermost object.
  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    followsValue = true
  }

  /// Opens an array (as a value).
  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    followsValue = false
  }

  /// Closes the innermost array.
  public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    followsValue = true
  }

  /// Writes a member's name known when compiled (a type's own member names); its value comes next.
  public mutating func key(_ name: StaticString) {
    separate()
    name.withUTF8Buffer { Self.appendString(utf8: $0, to: &bytes) }
    bytes.append(UInt8(ascii: ":"))
    followsValue = false
  }

  /// Writes a member's name made at run time; its value comes next.
  public mutating func key(text name: String) {
    separate()
    Self.appendString(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    followsValue = false
  }

  /// Writes a string.
  public mutating func string(_ text: String) {
    separate()
    Self.appendString(text, to: &bytes)
    followsValue = true
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int) {
    integer(Int64(value))
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int64) {
    separate()
    Self.appendInteger(value, to: &bytes)
    followsValue = true
  }

  /// Writes a double: its shortest round-tripping form, `null` when it is not finite.
  public mutating func double(_ value: Double) {
    separate()
    Self.appendDouble(value, to: &bytes)
    followsValue = true
  }

  /// Writes a value, as `JSONSerializer` writes it compactly.
  public mutating func value(_ value: JSONValue) {
    separate()
    JSONSerializer.serialize(value, into: &bytes)
    followsValue = true
  }

  /// Writes `value` as `JSONValueEncoder` encodes it: for the members a type does not write itself.
  public mutating func encode<Value: Encodable>(_ value: Value) throws(JSONCodingError) {
    self.value(try JSONValueEncoder().encode(value))
  }

  private mutating func separate() {
    if followsValue { bytes.append(UInt8(ascii: ",")) }
  }

  // MARK: Scalars, shared with JSONSerializer

  static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    appendDigits(value.magnitude, minimumCount: 1, to: &output)
  }

  static func appendDouble(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else {
      output.append(contentsOf: "null".utf8)
      return
    }
    guard !appendShortDecimal(value, to: &output) else { return }
    // `write(to:)` hands its digits to the stream as ASCII bytes, without the `String` that `description` makes.
    var stream = ByteStream()
    swap(&stream.bytes, &output)
    value.write(to: &stream)
    swap(&stream.bytes, &output)
  }

  /// A text stream that appends to a byte buffer: the bytes of `Double.write(to:)`.
  private struct ByteStream: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
      bytes.append(contentsOf: string.utf8)
    }

    /// The stream's entry for ASCII text (the standard library's numbers write through it).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
      bytes.append(contentsOf: buffer)
    }
  }

  /// The magnitude below which a double with at most `maxShortFractionDigits` fraction digits is written without
  /// `Double.description`: its spacing times 10⁴ stays under ½, so at most one decimal of that many fraction digits
  /// rounds to it, and `description` (shortest digits, then closest) writes that decimal, in positional form.
  private static let shortDecimalLimit = 1e11

  private static let maxShortFractionDigits = 4

  /// 10⁴, exact as a double: the scale of `maxShortFractionDigits` fraction digits.
  private static let shortFractionScale = 1e4

  /// Writes a finite double the way `description` does when it is a whole number or has at most four fraction
  /// digits and lies below `shortDecimalLimit` (sizes and offsets of a layout: `100.0`, `12.5`, `-0.0`), without
  /// making a `String`; false, writing nothing, for any other double.
  ///
  /// The integer `n` nearest `|value|·10⁴` gives back the double when a decimal of at most four fraction digits does:
  /// `n / 10⁴` divides two exact doubles, so it is the correctly rounded value of the decimal, the double a reader of
  /// the text gets, and below `shortDecimalLimit` the product is within ½ of any such decimal's `n`. Trailing zeros of
  /// `n` are dropped, which leaves the fewest fraction digits, as `description` writes them (shortest digits).
  /// `description` writes whole numbers below 2⁵³ and every number from 10⁻⁴ on in positional form with at least one
  /// fraction digit, as this does.
  static func appendShortDecimal(_ value: Double, to output: inout [UInt8]) -> Bool {
    let magnitude = value.magnitude
    guard magnitude < shortDecimalLimit else { return false }
    let scaled = (magnitude * shortFractionScale).rounded()
    guard scaled / shortFractionScale == magnitude else { return false }
    var fraction = UInt64(scaled)
    var digits = maxShortFractionDigits
    var divisor: UInt64 = 10_000
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
      divisor /= 10
    }
    if value.sign == .minus { output.append(UInt8(ascii: "-")) }
    appendDigits(fraction / divisor, minimumCount: 1, to: &output)
    output.append(UInt8(ascii: "."))
    appendDigits(fraction % divisor, minimumCount: max(1, digits), to: &output)
    return true
  }

  /// Writes `value` in decimal, padded with leading zeros to `minimumCount` digits (at most 20).
  private static func appendDigits(_ value: UInt64, minimumCount: Int, to output: inout [UInt8]) {
    var remaining = value
    // Twenty digits hold any UInt64; they are produced last-first into a fixed buffer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      } while remaining > 0 || 20 - start < minimumCount
      output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
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
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
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
