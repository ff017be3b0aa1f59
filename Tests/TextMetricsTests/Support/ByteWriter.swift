/// Big-endian bytes for building font tables in tests.
struct ByteWriter {
  var bytes: [UInt8] = []

  var count: Int { bytes.count }

  mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }

  mutating func u16(_ value: Int) {
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value))
  }

  mutating func i16(_ value: Int) { u16(value & 0xFFFF) }

  mutating func u32(_ value: Int) {
    u16(value >> 16 & 0xFFFF)
    u16(value & 0xFFFF)
  }

  /// 16.16 fixed point.
  mutating func fixed(_ value: Double) { u32(Int((value * 65536).rounded()) & 0xFFFF_FFFF) }

  /// 2.14 fixed point.
  mutating func f2dot14(_ value: Double) { i16(Int((value * 16384).rounded())) }

  mutating func tag(_ value: String) {
    let utf8 = Array(value.utf8)
    for index in 0..<4 { bytes.append(index < utf8.count ? utf8[index] : 0x20) }
  }

  mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

  /// Pads to a multiple of 4 bytes.
  mutating func align() {
    while bytes.count % 4 != 0 { bytes.append(0) }
  }

  /// Overwrites a big-endian uint16 at `offset`.
  mutating func set16(_ offset: Int, _ value: Int) {
    bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
    bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
  }
}
