/// Integer sequences packed into text: each integer zigzag-encoded as a LEB128 varint, the bytes in base64.
///
/// The generated font tables use it so that a few kilobytes of string literal, decoded once, replace thousands
/// of array-literal elements (which take the type checker seconds on a small machine). Whitespace in the text is
/// ignored, so the literal can be wrapped to the line length.
package enum PackedIntegers {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Packs integers (each must fit in 63 bits after zigzag encoding, i.e. |value| < 2^62).
  package static func encode(_ values: [Int]) -> String {
    var bytes: [UInt8] = []
    for value in values {
      var zigzag = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
      repeat {
        let low = UInt8(zigzag & 0x7F)
        zigzag >>= 7
        bytes.append(zigzag == 0 ? low : low | 0x80)
      } while zigzag != 0
    }
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var group = 0
      for (offset, byte) in chunk.enumerated() { group |= Int(byte) << (16 - 8 * offset) }
      for position in 0..<4 {
        text.append(position <= chunk.count ? alphabet[group >> (18 - 6 * position) & 0x3F] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Unpacks what `encode` produced; nil when the text is not such a sequence.
  package static func decode(_ text: String) -> [Int]? {
    var lookup = [Int](repeating: -1, count: 256)
    for (value, character) in alphabet.enumerated() { lookup[Int(character)] = value }
    var bytes: [UInt8] = []
    var group = 0
    var sextets = 0
    for character in text.utf8 {
      if character == UInt8(ascii: "=") { break }
      let value = lookup[Int(character)]
      if value < 0 {
        if character == 0x20 || character == 0x0A || character == 0x0D || character == 0x09 { continue }
        return nil
      }
      group = group << 6 | value
      sextets += 1
      if sextets == 4 {
        bytes.append(UInt8(group >> 16 & 0xFF))
        bytes.append(UInt8(group >> 8 & 0xFF))
        bytes.append(UInt8(group & 0xFF))
        group = 0
        sextets = 0
      }
    }
    if sextets == 2 { bytes.append(UInt8(group >> 4 & 0xFF)) }
    if sextets == 3 {
      bytes.append(UInt8(group >> 10 & 0xFF))
      bytes.append(UInt8(group >> 2 & 0xFF))
    }
    var values: [Int] = []
    var current: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      guard shift < 63 else { return nil }
      current |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 {
        values.append(Int(Int64(bitPattern: current >> 1) ^ -Int64(bitPattern: current & 1)))
        current = 0
        shift = 0
      } else {
        shift += 7
      }
    }
    return shift == 0 ? values : nil
  }
}
