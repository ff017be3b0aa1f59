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

  /// Writes a member's name; its value comes next.
  public mutating func key(_ name: String) {
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
    separate()
    Self.appendInteger(Int64(value), to: &bytes)
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
    if !appendShortDecimal(value, to: &output) { output.append(contentsOf: value.description.utf8) }
  }

  /// The magnitude below which a double with at most `maxShortFractionDigits` fraction digits is written without
  /// `Double.description`: its spacing times 10⁴ stays under ½, so at most one decimal of that many fraction digits
  /// rounds to it, and `description` (shortest digits, then closest) writes that decimal, in positional form.
  private static let shortDecimalLimit = 1e11

  private static let maxShortFractionDigits = 4

  /// Powers of ten up to 10⁴, exact as doubles.
  private static let smallPowersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4]

  /// Writes a finite double the way `description` does when it is a whole number or has at most four fraction
  /// digits and lies below `shortDecimalLimit` (sizes and offsets of a layout: `100.0`, `12.5`, `-0.0`), without
  /// making a `String`; false, writing nothing, for any other double.
  ///
  /// The digits are the fewest fraction digits `d` for which the integer `n` nearest `|value|·10^d` gives back
  /// the double: `n / 10^d` divides two exact doubles, so it is the correctly rounded value of the decimal, the
  /// double a reader of the text gets. `description` writes whole numbers below 2⁵³ and every number from 10⁻⁴
  /// on in positional form with at least one fraction digit, as this does.
  static func appendShortDecimal(_ value: Double, to output: inout [UInt8]) -> Bool {
    let magnitude = value.magnitude
    guard magnitude < shortDecimalLimit else { return false }
    for digits in 0...maxShortFractionDigits {
      let scale = smallPowersOfTen[digits]
      let scaled = (magnitude * scale).rounded()
      guard scaled / scale == magnitude else { continue }
      if value.sign == .minus { output.append(UInt8(ascii: "-")) }
      let whole = UInt64(scaled)
      let divisor = UInt64(scale)
      appendDigits(whole / divisor, minimumCount: 1, to: &output)
      output.append(UInt8(ascii: "."))
      appendDigits(whole % divisor, minimumCount: max(1, digits), to: &output)
      return true
    }
    return false
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
    output.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { bytes in
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
    }
    output.append(UInt8(ascii: "\""))
  }
}
